// The requests about a document's contents.
#include "lspanalysis.h"
#include "lsplanguage.h"
#include "lspserver.h"

#include <QUrl>

#include <algorithm>
#include <limits>
#include <optional>
#include <utility>

namespace Foulplay::Lsp {

namespace {

Position positionOf(const QJsonObject &params)
{
    return positionFromJson(params.value(QLatin1String("position")));
}

QString uriOf(const QJsonObject &params)
{
    return params.value(QLatin1String("textDocument")).toObject().value(QLatin1String("uri")).toString();
}

bool isWordChar(QChar c)
{
    return c.isLetterOrNumber() || c == u'_' || c == u'-' || c == u'\'';
}

// Parsing the text before the cursor costs time in proportion to it; past
// this much the whole vocabulary is offered instead (as in the editor).
constexpr qsizetype MaxContextCharacters = 200'000;

int completionKind(const QString &word, const QStringList &programWords)
{
    if (!programWords.contains(word))
        return word.contains(u' ') ? 15 : 14; // Snippet-like sentence form, or Keyword
    return word.startsWith(QLatin1String("Player"), Qt::CaseInsensitive) || !word.front().isLower() ? 6 : 18;
}

QJsonObject location(const QString &uri, const Occurrence &occurrence)
{
    return {{QStringLiteral("uri"), uri}, {QStringLiteral("range"), rangeJson(occurrence.begin, occurrence.end)}};
}

// The descriptor reads the sentence around the position, at most 30 lines
// either way: the lines around it are enough, so a hover in a large program
// costs what it costs in a small one.
QString hoverAt(const Document &document, qsizetype offset, bool markdown)
{
    constexpr int windowLines = 32;
    const Position at = document.positionOf(offset);
    const int first = std::max(0, at.line - windowLines);
    const int last = std::min(document.lineCount() - 1, at.line + windowLines);
    const qsizetype begin = document.offsetOf({first, 0});
    const qsizetype end = document.offsetOf({last, std::numeric_limits<int>::max()});
    return LanguageWords::hoverText(document.language(), document.text().mid(begin, end - begin), offset - begin,
                                    lexerStateBefore(document, first),
                                    markdown ? LanguageWords::TextFormat::Markdown
                                             : LanguageWords::TextFormat::PlainText);
}

QJsonObject markupContent(const QString &text, bool markdown)
{
    return {{QStringLiteral("kind"), markdown ? QStringLiteral("markdown") : QStringLiteral("plaintext")},
            {QStringLiteral("value"), text}};
}

} // namespace

Reply LspServer::hover(const QJsonObject &params)
{
    const Document *open = document(params);
    if (!open)
        return {QJsonValue::Null};
    const QString text = hoverAt(*open, open->offsetOf(positionOf(params)), m_hoverMarkdown);
    if (text.isEmpty())
        return {QJsonValue::Null};
    return {QJsonObject{{QStringLiteral("contents"), markupContent(text, m_hoverMarkdown)}}};
}

Reply LspServer::completion(const QJsonObject &params)
{
    const Document *open = document(params);
    if (!open)
        return {QJsonValue::Null};
    const Position position = positionOf(params);
    const qsizetype offset = open->offsetOf(position);
    const QString &text = open->text();
    qsizetype wordStart = offset;
    while (wordStart > 0 && isWordChar(text.at(wordStart - 1)))
        --wordStart;
    const QString prefix = text.mid(wordStart, offset - wordStart);
    auto cached = m_words.find(uriOf(params));
    if (cached == m_words.end())
        cached =
            m_words.insert(uriOf(params), LanguageWords::programWords(open->language(), open->utf8().toStdString()));
    const QStringList words = *cached;
    QStringList offered;
    if (wordStart > MaxContextCharacters) {
        offered = LanguageWords::completions(open->language(), {}, words);
    } else {
        const QByteArray before = text.left(wordStart).toUtf8();
        offered = LanguageWords::completions(open->language(),
                                             std::string_view(before.constData(), std::size_t(before.size())), words);
    }
    const Position start = open->positionOf(wordStart);
    QJsonArray items;
    for (const QString &word : std::as_const(offered)) {
        if (!word.startsWith(prefix, Qt::CaseInsensitive))
            continue;
        items.append(QJsonObject{
            {QStringLiteral("label"), word},
            {QStringLiteral("kind"), completionKind(word, words)},
            {QStringLiteral("textEdit"),
             QJsonObject{{QStringLiteral("range"), rangeJson(start, position)}, {QStringLiteral("newText"), word}}},
            {QStringLiteral("data"),
             QJsonObject{{QStringLiteral("uri"), uriOf(params)}, {QStringLiteral("offset"), double(wordStart)}}},
        });
    }
    return {QJsonObject{{QStringLiteral("isIncomplete"), false}, {QStringLiteral("items"), items}}};
}

Reply LspServer::resolveCompletion(const QJsonObject &params)
{
    // The documentation of an item is what hover says about the program
    // with the item written in.
    QJsonObject item = params;
    const QJsonObject data = item.value(QLatin1String("data")).toObject();
    const auto it = m_documents.find(data.value(QLatin1String("uri")).toString());
    if (it == m_documents.end())
        return {item};
    const Document &open = *it->second;
    const qsizetype offset =
        std::clamp<qsizetype>(qsizetype(data.value(QLatin1String("offset")).toDouble()), 0, open.text().size());
    const QString word = item.value(QLatin1String("label")).toString();
    if (offset > MaxContextCharacters || word.isEmpty())
        return {item};
    const Document written(open.language(), open.text().left(offset) + word, 0);
    const QString text = hoverAt(written, offset, m_documentationMarkdown);
    if (!text.isEmpty())
        item.insert(QStringLiteral("documentation"), markupContent(text, m_documentationMarkdown));
    return {item};
}

Reply LspServer::definition(const QJsonObject &params)
{
    const Document *open = document(params);
    if (!open)
        return {QJsonValue::Null};
    const std::vector<Occurrence> found = occurrencesAt(*open, positionOf(params));
    if (found.empty())
        return {QJsonValue::Null};
    const Position at = positionOf(params);
    // An FYB bracket's definition is its partner.
    for (const Occurrence &occurrence : found) {
        const bool here = occurrence.begin.line == at.line && occurrence.begin.character <= at.character
                          && at.character < occurrence.end.character;
        if (occurrence.name.startsWith(u'#') ? !here : occurrence.definition)
            return {location(uriOf(params), occurrence)};
    }
    return {QJsonValue::Null};
}

Reply LspServer::references(const QJsonObject &params)
{
    const Document *open = document(params);
    if (!open)
        return {QJsonValue::Null};
    const bool declaration =
        params.value(QLatin1String("context")).toObject().value(QLatin1String("includeDeclaration")).toBool(true);
    QJsonArray locations;
    for (const Occurrence &occurrence : occurrencesAt(*open, positionOf(params))) {
        if (declaration || !occurrence.definition)
            locations.append(location(uriOf(params), occurrence));
    }
    return {locations};
}

Reply LspServer::documentSymbol(const QJsonObject &params)
{
    const Document *open = document(params);
    return {open ? QJsonValue(documentSymbols(*open)) : QJsonValue::Null};
}

Reply LspServer::foldingRange(const QJsonObject &params)
{
    const Document *open = document(params);
    return {open ? QJsonValue(foldingRanges(*open)) : QJsonValue::Null};
}

Reply LspServer::codeAction(const QJsonObject &params)
{
    const Document *open = document(params);
    return {open ? QJsonValue(codeActions(*open, uriOf(params), params.value(QLatin1String("range")).toObject()))
                 : QJsonValue::Null};
}

Reply LspServer::semanticTokensFull(const QJsonObject &params)
{
    const Document *open = document(params);
    if (!open)
        return {QJsonValue::Null};
    const QList<int> data = semanticTokens(*open);
    const QString id = QString::number(++m_nextResult);
    m_tokens.insert(uriOf(params), {id, data});
    QJsonArray array;
    for (int value : data)
        array.append(value);
    return {QJsonObject{{QStringLiteral("resultId"), id}, {QStringLiteral("data"), array}}};
}

Reply LspServer::semanticTokensDelta(const QJsonObject &params)
{
    const Document *open = document(params);
    if (!open)
        return {QJsonValue::Null};
    const QString uri = uriOf(params);
    const auto previous = m_tokens.constFind(uri);
    if (previous == m_tokens.constEnd()
        || previous->first != params.value(QLatin1String("previousResultId")).toString())
        return semanticTokensFull(params);
    const QList<int> old = previous->second;
    const QList<int> data = semanticTokens(*open);
    // One edit: what lies between the common start and the common end.
    qsizetype head = 0;
    while (head < old.size() && head < data.size() && old[head] == data[head])
        ++head;
    qsizetype tail = 0;
    while (tail < old.size() - head && tail < data.size() - head
           && old[old.size() - 1 - tail] == data[data.size() - 1 - tail])
        ++tail;
    QJsonArray inserted;
    for (qsizetype i = head; i < data.size() - tail; ++i)
        inserted.append(data[i]);
    const QString id = QString::number(++m_nextResult);
    m_tokens.insert(uri, {id, data});
    QJsonArray edits;
    if (head != old.size() || head != data.size())
        edits.append(QJsonObject{{QStringLiteral("start"), double(head)},
                                 {QStringLiteral("deleteCount"), double(old.size() - head - tail)},
                                 {QStringLiteral("data"), inserted}});
    return {QJsonObject{{QStringLiteral("resultId"), id}, {QStringLiteral("edits"), edits}}};
}

} // namespace Foulplay::Lsp
