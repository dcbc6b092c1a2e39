#include "languagesupport.h"

#include <QSet>

namespace Foulplay::Ui::LanguageSupport {

namespace {

bool isPlayerWord(std::string_view word)
{
    constexpr std::string_view player = "player";
    if (word.size() != player.size())
        return false;
    for (std::size_t i = 0; i < word.size(); ++i) {
        if (char(word[i] | 0x20) != player[i])
            return false;
    }
    return true;
}

} // namespace

int highlightLine(std::optional<Language> language, std::string_view line, int stateIn, std::vector<Core::Token> &out)
{
    return descriptor(language).highlightLine(line, stateIn, out);
}

Core::Debug::ProgramRead read(std::optional<Language> language, std::string_view source)
{
    const Core::Debug::LanguageDescriptor *core = descriptor(language).core;
    return core && core->read ? core->read(source) : Core::Debug::ProgramRead{};
}

QStringList keywords(std::optional<Language> language)
{
    return descriptor(language).keywords();
}

QStringList sentenceForms(std::optional<Language> language)
{
    return descriptor(language).sentenceForms();
}

QStringList lowerCaseWords(const std::vector<std::string_view> &words)
{
    QStringList list;
    list.reserve(qsizetype(words.size()));
    for (std::string_view word : words)
        list.append(QString::fromUtf8(word.data(), qsizetype(word.size())).toLower());
    return list;
}

Expectation expectedAfter(std::optional<Language> language, std::string_view source)
{
    Expectation expectation;
    const LanguageDescriptor &described = descriptor(language);
    if (!described.completesFromParser)
        return expectation;
    // The parsers word an error at the end of the text like this (Unfair,
    // Cheat): "expected 'counts', 'de-syncs' or 're-syncs' after 'Player 1',
    // found the end of the program", "expected a number, but the program ends".
    for (const Core::Diagnostic &diagnostic : read(language, source).diagnostics) {
        const QString message = QString::fromStdString(Core::englishText(diagnostic.message));
        if (diagnostic.severity != Core::Severity::Error || !message.startsWith(QLatin1String("expected "))
            || !(message.endsWith(QLatin1String("found the end of the program"))
                 || message.endsWith(QLatin1String("but the program ends"))))
            continue;
        QString wanted = message.mid(9);
        for (const char *end : {" after '", ", found ", ", but "}) {
            const qsizetype at = wanted.indexOf(QLatin1String(end));
            if (at >= 0)
                wanted.truncate(at);
        }
        expectation.known = true;
        // Quoted spellings; an example in brackets ("('Olly's score')") is not one.
        const QString spelled = wanted.section(u'(', 0, 0);
        qsizetype open = spelled.indexOf(u'\'');
        while (open >= 0) {
            const qsizetype close = spelled.indexOf(QLatin1String("'"), open + 1);
            // "'s" inside a quote ("Player 1's") is not its end.
            qsizetype end = close;
            while (end >= 0 && end + 1 < spelled.size() && spelled.at(end + 1).isLetter())
                end = spelled.indexOf(u'\'', end + 1);
            if (end < 0)
                break;
            expectation.words << spelled.mid(open + 1, end - open - 1);
            open = spelled.indexOf(u'\'', end + 1);
        }
        expectation.label = wanted.contains(QLatin1String("label"));
        expectation.player = wanted.contains(QLatin1String("player")) || wanted.contains(QLatin1String("condition"));
        expectation.number = wanted.contains(QLatin1String("number")) || wanted.contains(QLatin1String("score"));
        break;
    }
    return expectation;
}

QStringList programWords(std::optional<Language> language, const std::string &text)
{
    QSet<QString> words;
    std::vector<Core::Token> tokens;
    int state = 0;
    std::size_t lineStart = 0;
    while (lineStart <= text.size()) {
        std::size_t lineEnd = text.find('\n', lineStart);
        if (lineEnd == std::string::npos)
            lineEnd = text.size();
        const std::string_view line(text.data() + lineStart, lineEnd - lineStart);
        tokens.clear();
        state = highlightLine(language, line, state, tokens);
        for (std::size_t i = 0; i < tokens.size(); ++i) {
            const Core::Token &token = tokens[i];
            if (token.kind != Core::TokenKind::Player && token.kind != Core::TokenKind::Label)
                continue;
            auto text = [&line](const Core::Token &t) {
                return line.substr(std::size_t(t.start), std::size_t(t.length));
            };
            auto adjacent = [&line](const Core::Token &a, const Core::Token &b) {
                const auto gapBegin = std::size_t(a.start + a.length);
                const std::string_view gap = line.substr(gapBegin, std::size_t(b.start) - gapBegin);
                return b.start >= a.start + a.length && gap.find_first_not_of(" \t") == std::string_view::npos;
            };
            std::size_t begin = std::size_t(token.start);
            std::size_t end = begin + std::size_t(token.length);
            // "Player 2" may come as two tokens (the word may even be a
            // keyword): join the word and its number.
            if (token.kind == Core::TokenKind::Player) {
                if (isPlayerWord(text(token))) {
                    if (i + 1 >= tokens.size() || !adjacent(token, tokens[i + 1]))
                        continue; // "Player" alone names nobody
                    end = std::size_t(tokens[i + 1].start + tokens[i + 1].length);
                    ++i;
                } else if (i > 0 && isPlayerWord(text(tokens[i - 1])) && adjacent(tokens[i - 1], token)) {
                    begin = std::size_t(tokens[i - 1].start);
                }
            }
            const std::string_view word = line.substr(begin, end - begin);
            if (!word.empty() && word.size() <= 64)
                words.insert(QString::fromUtf8(word.data(), qsizetype(word.size())));
        }
        lineStart = lineEnd + 1;
    }
    QStringList list(words.begin(), words.end());
    list.sort();
    return list;
}

QStringList vocabulary(std::optional<Language> language, const QStringList &programWords)
{
    QStringList words = programWords;
    words.append(sentenceForms(language));
    for (const QString &keyword : keywords(language)) {
        if (keyword.size() > 2)
            words.append(keyword);
    }
    words.removeDuplicates();
    return words;
}

QStringList completionsAfter(std::optional<Language> language, std::string_view before, const QStringList &programWords)
{
    const Expectation expected = expectedAfter(language, before);
    if (!expected.known)
        return vocabulary(language, programWords);
    QStringList words;
    const LanguageDescriptor &described = descriptor(language);
    const QStringList forms = described.sentenceForms();
    for (const QString &word : expected.words) {
        words << word;
        for (const QString &form : forms) {
            if (form.startsWith(word, Qt::CaseInsensitive))
                words << form;
        }
    }
    // The program's words are players and labels: all players in Cheat,
    // players when they read "Player 2" in Unfair.
    QStringList players;
    for (const QString &word : programWords) {
        const bool player = described.namesArePlayers || word.startsWith(QLatin1String("Player"), Qt::CaseInsensitive);
        if (player)
            players << word;
        if ((player && expected.player) || (!player && expected.label))
            words << word;
    }
    if (expected.number && described.scoresArePhrases) {
        for (const char *possessive : {"my", "your", "his", "her", "its", "their"})
            words << QLatin1String(possessive) + QStringLiteral(" score");
        for (const QString &player : std::as_const(players))
            words << player + QStringLiteral("'s score");
    }
    words.removeDuplicates();
    return words;
}

} // namespace Foulplay::Ui::LanguageSupport
