#include "lspanalysis.h"

#include "lsplanguage.h"

#include "common/highlight.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonObject>
#include <QSet>
#include <QUrl>

#include <algorithm>

namespace Foulplay::Lsp {

namespace {

using Core::TokenKind;
using Core::Debug::Language;

std::vector<Core::Diagnostic> parse(const Document &document)
{
    const QByteArray &source = document.utf8();
    return LanguageWords::diagnostics(document.language(),
                                      std::string_view(source.constData(), std::size_t(source.size())));
}

// A token of the document with its place in protocol positions.
struct LineToken {
    int line;
    int start;  // UTF-16 column
    int length; // UTF-16 units
    TokenKind kind;
    QString text;
};

// Calls take(token) for every token of the document, in order.
template<typename Take> void forEachToken(const Document &document, Take take)
{
    std::vector<Core::Token> tokens;
    int state = 0;
    for (int line = 0; line < document.lineCount(); ++line) {
        const QByteArray bytes = document.utf8Line(line);
        tokens.clear();
        state =
            LanguageWords::highlightLine(document.language(),
                                         std::string_view(bytes.constData(), std::size_t(bytes.size())), state, tokens);
        for (const Core::Token &token : tokens) {
            const int start = utf16Length(bytes.constData(), token.start);
            const int end = utf16Length(bytes.constData(), qsizetype(token.start) + token.length);
            take(LineToken{line, start, end - start, token.kind,
                           QString::fromUtf8(bytes.constData() + token.start, token.length)});
        }
    }
}

// The manual's section for a message, as a link: the language's chapter,
// at its first heading about errors ("## Errors before the run"), whose
// anchor is the heading in lower case with dashes, as Markdown viewers make it.
QString manualLink(Language language)
{
    static const QString docs = [] {
        const QString installed = QDir(QCoreApplication::applicationDirPath())
                                      .absoluteFilePath(QStringLiteral("../share/doc/foulplay/manual"));
        return QFileInfo::exists(installed) ? QDir::cleanPath(installed) : QStringLiteral(FOULPLAY_DOCS_DIR);
    }();
    static QHash<QString, QString> links;
    const QString page = LanguageWords::manualPage(language);
    const auto known = links.constFind(page);
    if (known != links.constEnd())
        return *known;
    QUrl url = QUrl::fromLocalFile(docs + QLatin1Char('/') + page);
    QFile file(url.toLocalFile());
    if (file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        while (!file.atEnd()) {
            const QString line = QString::fromUtf8(file.readLine()).trimmed();
            if (!line.startsWith(QLatin1String("## Error")))
                continue;
            QString anchor;
            for (const QChar c : line.mid(3).toLower()) {
                if (c.isLetterOrNumber())
                    anchor += c;
                else if (c == u' ' || c == u'-')
                    anchor += u'-';
            }
            url.setFragment(anchor);
            break;
        }
    }
    return links.insert(page, url.toString()).value();
}

// The spelling a "did you mean 'x'?" hint suggests, or empty.
QString replacementOf(const Core::Diagnostic &diagnostic)
{
    if (diagnostic.hint.code != Core::MessageCode::DidYouMean || diagnostic.hint.args.empty())
        return {};
    QString word = QString::fromStdString(diagnostic.hint.args.front());
    if (word.size() >= 2 && word.startsWith(u'\'') && word.endsWith(u'\''))
        word = word.mid(1, word.size() - 2);
    return word.contains(u'\'') || word.isEmpty() ? QString() : word;
}

bool isWord(const LineToken &token, QLatin1String word)
{
    return token.text.compare(word, Qt::CaseInsensitive) == 0;
}

// Names and where they stand, as the lexer finds them: labels (defined
// where `Label` comes before them), players (defined where first named;
// "Player 2" is one name) and brackets (a pair shares a name, the opening
// one first). Labels also count the statements after their definition, up
// to the next one (a statement ends with '.').
struct Names {
    std::vector<Occurrence> occurrences;
    std::vector<std::pair<std::size_t, int>> labelStatements; // definition's index, statements
    int lastLine = 0;
};

Names findNames(const Document &document)
{
    Names names;
    std::vector<LineToken> tokens;
    forEachToken(document, [&](const LineToken &token) {
        if (token.kind == TokenKind::Player || token.kind == TokenKind::Label || token.kind == TokenKind::ControlFlow
            || token.kind == TokenKind::Keyword || token.kind == TokenKind::Number
            || token.kind == TokenKind::Punctuation)
            tokens.push_back(token);
    });
    names.lastLine = document.lineCount() - 1;
    std::vector<std::pair<QChar, Occurrence>> open;
    int pairs = 0;
    QSet<QString> seenPlayers;
    int statementsSinceLabel = -1;
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        LineToken token = tokens[i];
        const Position begin{token.line, token.start};
        if (token.kind == TokenKind::Punctuation) {
            if (token.text == QLatin1String(".") && statementsSinceLabel >= 0)
                ++statementsSinceLabel;
            continue;
        }
        if (token.kind == TokenKind::ControlFlow) {
            // The lexer joins neighbouring brackets into one token.
            for (int k = 0; k < token.text.size(); ++k) {
                const QChar c = token.text.at(k);
                const Position here{token.line, token.start + k};
                const Position after{token.line, token.start + k + 1};
                if (c == u'[' || c == u'{') {
                    open.push_back({c, Occurrence{{}, here, after, true}});
                    continue;
                }
                const QChar opener = c == u']' ? u'[' : u'{';
                for (auto it = open.rbegin(); it != open.rend(); ++it) {
                    if (it->first != opener)
                        continue;
                    const QString name = QStringLiteral("#%1").arg(pairs++);
                    Occurrence first = it->second;
                    first.name = name;
                    names.occurrences.push_back(first);
                    names.occurrences.push_back({name, here, after, false});
                    open.erase(std::next(it).base());
                    break;
                }
            }
            continue;
        }
        if (token.kind == TokenKind::Label) {
            const bool defined =
                i > 0 && tokens[i - 1].kind == TokenKind::Keyword && isWord(tokens[i - 1], QLatin1String("label"));
            if (defined) {
                if (!names.labelStatements.empty())
                    names.labelStatements.back().second = std::max(0, statementsSinceLabel - 1);
                names.labelStatements.push_back({names.occurrences.size(), 0});
                statementsSinceLabel = 0;
            }
            names.occurrences.push_back(
                {QStringLiteral("label:") + token.text, begin, {token.line, token.start + token.length}, defined});
            continue;
        }
        if (token.kind != TokenKind::Player
            && !(isWord(token, QLatin1String("player")) && i + 1 < tokens.size()
                 && tokens[i + 1].kind == TokenKind::Number))
            continue;
        if (isWord(token, QLatin1String("player"))) {
            if (i + 1 >= tokens.size() || tokens[i + 1].line != token.line
                || (tokens[i + 1].kind != TokenKind::Number && tokens[i + 1].kind != TokenKind::Player))
                continue; // "Player" alone names nobody
            const LineToken &number = tokens[++i];
            token.length = number.start + number.length - token.start;
            token.text = document.lineText(token.line).mid(token.start, token.length);
        }
        const QString name = QStringLiteral("player:") + token.text.simplified().toLower();
        const bool first = !seenPlayers.contains(name);
        seenPlayers.insert(name);
        names.occurrences.push_back({name, begin, {token.line, token.start + token.length}, first});
    }
    if (!names.labelStatements.empty())
        names.labelStatements.back().second = std::max(0, statementsSinceLabel - 1);
    // Words that stand for a player (Cheat's pronouns) lead to it too.
    const QByteArray &source = document.utf8();
    for (const auto &[range, player] :
         LanguageWords::playerReferences(document.language(),
                                         std::string_view(source.constData(), std::size_t(source.size())))) {
        names.occurrences.push_back({QStringLiteral("player:") + player.simplified().toLower(),
                                     document.fromCore(range.begin), document.fromCore(range.end), false});
    }
    return names;
}

std::vector<Occurrence> allOccurrences(const Document &document)
{
    return findNames(document).occurrences;
}

// Whether position is on the occurrence; atEnd also takes the place right
// after it, where a cursor stands after typing a name.
bool contains(const Occurrence &occurrence, Position position, bool atEnd)
{
    if (position.line != occurrence.begin.line || position.character < occurrence.begin.character)
        return false;
    return position.character < occurrence.end.character || (atEnd && position.character == occurrence.end.character);
}

} // namespace

QJsonArray diagnosticsJson(const Document &document, bool warnings, int max)
{
    QJsonArray list;
    for (const Core::Diagnostic &diagnostic : parse(document)) {
        if (list.size() >= max)
            break;
        if (diagnostic.severity == Core::Severity::Warning && !warnings)
            continue;
        QString message = QString::fromStdString(Core::englishText(diagnostic.message));
        if (!diagnostic.hint.empty())
            message += QStringLiteral(" (%1)").arg(QString::fromStdString(Core::englishText(diagnostic.hint)));
        const std::string_view name = Core::messageName(diagnostic.message.code);
        QJsonObject item{
            {QStringLiteral("range"), document.rangeFromCore(diagnostic.range)},
            {QStringLiteral("severity"), diagnostic.severity == Core::Severity::Error ? 1 : 2},
            {QStringLiteral("code"), QString::fromUtf8(name.data(), qsizetype(name.size()))},
            {QStringLiteral("codeDescription"), QJsonObject{{QStringLiteral("href"), manualLink(document.language())}}},
            {QStringLiteral("source"), QStringLiteral("foulplay")},
            {QStringLiteral("message"), message},
        };
        if (const QString replacement = replacementOf(diagnostic); !replacement.isEmpty())
            item.insert(QStringLiteral("data"), QJsonObject{{QStringLiteral("replacement"), replacement}});
        list.append(item);
    }
    return list;
}

// The legend: one type a token kind; Text, Punctuation and Error are not
// coloured (Error is a diagnostic).
namespace {
const QStringList &tokenTypes()
{
    static const QStringList types{
        QStringLiteral("comment"), QStringLiteral("keyword"),  QStringLiteral("variable"), QStringLiteral("parameter"),
        QStringLiteral("number"),  QStringLiteral("function"), QStringLiteral("operator"), QStringLiteral("string"),
        QStringLiteral("method"),  QStringLiteral("macro"),    QStringLiteral("event"),
    };
    return types;
}

int tokenType(TokenKind kind)
{
    switch (kind) {
    case TokenKind::Comment:
        return 0;
    case TokenKind::Keyword:
        return 1;
    case TokenKind::Player:
        return 2;
    case TokenKind::Pronoun:
        return 3;
    case TokenKind::Number:
        return 4;
    case TokenKind::Label:
        return 5;
    case TokenKind::Operator:
    case TokenKind::DataEdit:
        return 6;
    case TokenKind::Inert:
        return 7;
    case TokenKind::Commit:
        return 8;
    case TokenKind::ControlFlow:
        return 1;
    case TokenKind::Concurrency:
        return 9;
    case TokenKind::Alert:
        return 10;
    case TokenKind::Text:
    case TokenKind::Punctuation:
    case TokenKind::Error:
        return -1;
    }
    return -1;
}
} // namespace

QJsonObject semanticTokensLegend()
{
    return {{QStringLiteral("tokenTypes"), QJsonArray::fromStringList(tokenTypes())},
            {QStringLiteral("tokenModifiers"), QJsonArray{}}};
}

QList<int> semanticTokens(const Document &document)
{
    QList<int> data;
    int lastLine = 0;
    int lastStart = 0;
    forEachToken(document, [&](const LineToken &token) {
        const int type = tokenType(token.kind);
        if (type < 0 || token.length <= 0)
            return;
        const int deltaLine = token.line - lastLine;
        data << deltaLine << (deltaLine == 0 ? token.start - lastStart : token.start) << token.length << type << 0;
        lastLine = token.line;
        lastStart = token.start;
    });
    return data;
}

std::vector<Occurrence> occurrencesAt(const Document &document, Position position)
{
    const std::vector<Occurrence> all = allOccurrences(document);
    auto at = std::find_if(all.begin(), all.end(), [&](const Occurrence &o) { return contains(o, position, false); });
    if (at == all.end())
        at = std::find_if(all.begin(), all.end(), [&](const Occurrence &o) { return contains(o, position, true); });
    if (at == all.end())
        return {};
    std::vector<Occurrence> same;
    std::copy_if(all.begin(), all.end(), std::back_inserter(same),
                 [&](const Occurrence &o) { return o.name == at->name; });
    std::stable_partition(same.begin(), same.end(), [](const Occurrence &o) { return o.definition; });
    return same;
}

int lexerStateBefore(const Document &document, int line)
{
    std::vector<Core::Token> tokens;
    int state = 0;
    for (int i = 0; i < line && i < document.lineCount(); ++i) {
        const QByteArray bytes = document.utf8Line(i);
        tokens.clear();
        state =
            LanguageWords::highlightLine(document.language(),
                                         std::string_view(bytes.constData(), std::size_t(bytes.size())), state, tokens);
    }
    return state;
}

QJsonArray documentSymbols(const Document &document)
{
    QJsonArray symbols;
    auto symbol = [](const QString &name, const QString &detail, int kind, const QJsonObject &range,
                     const QJsonObject &selection) {
        return QJsonObject{{QStringLiteral("name"), name},
                           {QStringLiteral("detail"), detail},
                           {QStringLiteral("kind"), kind},
                           {QStringLiteral("range"), range},
                           {QStringLiteral("selectionRange"), selection}};
    };
    constexpr int Function = 12;
    constexpr int Variable = 13;
    const Names names = findNames(document);
    for (std::size_t i = 0; i < names.labelStatements.size(); ++i) {
        const auto [index, count] = names.labelStatements[i];
        const Occurrence &label = names.occurrences[index];
        // The block reaches to the line before the next label's.
        const int end =
            i + 1 < names.labelStatements.size()
                ? std::max(label.begin.line, names.occurrences[names.labelStatements[i + 1].first].begin.line - 1)
                : names.lastLine;
        const QString endText = document.lineText(end);
        symbols.append(symbol(label.name.mid(6),
                              count == 1 ? QStringLiteral("1 statement") : QStringLiteral("%1 statements").arg(count),
                              Function, rangeJson({label.begin.line, 0}, {end, int(endText.size())}),
                              rangeJson(label.begin, label.end)));
    }
    for (const Occurrence &occurrence : names.occurrences) {
        if (!occurrence.definition || !occurrence.name.startsWith(QLatin1String("player:")))
            continue;
        const QJsonObject range = rangeJson(occurrence.begin, occurrence.end);
        symbols.append(
            symbol(document.lineText(occurrence.begin.line)
                       .mid(occurrence.begin.character, occurrence.end.character - occurrence.begin.character),
                   QStringLiteral("player"), Variable, range, range));
    }
    return symbols;
}

QJsonArray foldingRanges(const Document &document)
{
    QJsonArray ranges;
    auto fold = [&ranges](int from, int to) {
        if (to > from)
            ranges.append(QJsonObject{{QStringLiteral("startLine"), from}, {QStringLiteral("endLine"), to}});
    };
    const Names names = findNames(document);
    // Label blocks, without the blank lines at their end.
    for (std::size_t i = 0; i < names.labelStatements.size(); ++i) {
        const int from = names.occurrences[names.labelStatements[i].first].begin.line;
        int to = i + 1 < names.labelStatements.size()
                     ? names.occurrences[names.labelStatements[i + 1].first].begin.line - 1
                     : names.lastLine;
        while (to > from && document.lineText(to).trimmed().isEmpty())
            --to;
        fold(from, to);
    }
    // Bracket pairs: an opening bracket and its partner follow each other.
    for (std::size_t i = 0; i + 1 < names.occurrences.size(); ++i) {
        const Occurrence &a = names.occurrences[i];
        const Occurrence &b = names.occurrences[i + 1];
        if (a.name.startsWith(u'#') && a.name == b.name)
            fold(a.begin.line, b.end.line);
    }
    return ranges;
}

QJsonArray codeActions(const Document &document, const QString &uri, const QJsonObject &range)
{
    const int firstLine = range.value(QLatin1String("start")).toObject().value(QLatin1String("line")).toInt();
    const int lastLine = range.value(QLatin1String("end")).toObject().value(QLatin1String("line")).toInt();
    QJsonArray actions;
    for (const QJsonValue &value : diagnosticsJson(document, true, 1000)) {
        const QJsonObject diagnostic = value.toObject();
        const QString replacement =
            diagnostic.value(QLatin1String("data")).toObject().value(QLatin1String("replacement")).toString();
        const QJsonObject where = diagnostic.value(QLatin1String("range")).toObject();
        const int line = where.value(QLatin1String("start")).toObject().value(QLatin1String("line")).toInt();
        if (replacement.isEmpty() || line < firstLine || line > lastLine)
            continue;
        const QJsonObject edit{{QStringLiteral("range"), where}, {QStringLiteral("newText"), replacement}};
        actions.append(QJsonObject{
            {QStringLiteral("title"), QStringLiteral("Change to '%1'").arg(replacement)},
            {QStringLiteral("kind"), QStringLiteral("quickfix")},
            {QStringLiteral("diagnostics"), QJsonArray{diagnostic}},
            {QStringLiteral("isPreferred"), true},
            {QStringLiteral("edit"), QJsonObject{{QStringLiteral("changes"), QJsonObject{{uri, QJsonArray{edit}}}}}},
        });
    }
    return actions;
}

} // namespace Foulplay::Lsp
