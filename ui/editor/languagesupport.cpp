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
    return languageWords(language).highlightLine(line, stateIn, out);
}

Core::Debug::ProgramRead read(std::optional<Language> language, std::string_view source)
{
    const Core::Debug::LanguageDescriptor *core = languageWords(language).core;
    return core && core->read ? core->read(source) : Core::Debug::ProgramRead{};
}

QStringList keywords(std::optional<Language> language)
{
    return languageWords(language).keywords();
}

QStringList sentenceForms(std::optional<Language> language)
{
    return languageWords(language).sentenceForms();
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
    const LanguageWords &described = languageWords(language);
    if (!described.completesFromParser)
        return expectation;
    // The first error at the end of the text says what the parser expected
    // there, as data: its wording is for people and may be anything.
    for (const Core::Diagnostic &diagnostic : read(language, source).diagnostics) {
        const Core::Expected &expected = diagnostic.expected;
        if (diagnostic.severity != Core::Severity::Error || !expected.atEnd)
            continue;
        expectation.known = true;
        for (const std::string &word : expected.words)
            expectation.words << QString::fromStdString(word);
        expectation.label = expected.label;
        expectation.player = expected.player;
        expectation.number = expected.number;
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
    const LanguageWords &described = languageWords(language);
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
