#include "lspdocument.h"

#include <QJsonValue>

#include <algorithm>

namespace Foulplay::Lsp {

Document::Document(Core::Debug::Language language, QString text, int version)
    : m_language(language)
    , m_text(std::move(text))
    , m_version(version)
{
    index();
}

void Document::index()
{
    m_lineStarts.assign(1, 0);
    const QChar *data = m_text.constData();
    for (qsizetype i = 0, n = m_text.size(); i < n; ++i) {
        if (data[i] == u'\n')
            m_lineStarts.push_back(i + 1);
    }
    m_utf8Valid = false;
}

const QByteArray &Document::utf8() const
{
    if (!m_utf8Valid) {
        m_utf8 = m_text.toUtf8();
        m_utf8LineStarts.assign(1, 0);
        for (qsizetype i = 0; i < m_utf8.size(); ++i) {
            if (m_utf8.at(i) == '\n')
                m_utf8LineStarts.push_back(i + 1);
        }
        m_utf8Valid = true;
    }
    return m_utf8;
}

void Document::setText(const QString &text)
{
    m_text = text;
    index();
}

bool Document::replace(Position begin, Position end, const QString &replacement)
{
    const qsizetype from = offsetOf(begin);
    const qsizetype to = offsetOf(end);
    if (to < from)
        return false;
    m_text.replace(from, to - from, replacement);
    index();
    return true;
}

qsizetype Document::offsetOf(Position position) const
{
    if (position.line < 0)
        return 0;
    if (position.line >= lineCount())
        return m_text.size();
    const qsizetype start = m_lineStarts[std::size_t(position.line)];
    qsizetype end = position.line + 1 < lineCount() ? m_lineStarts[std::size_t(position.line) + 1] - 1 : m_text.size();
    if (end > start && m_text.at(end - 1) == u'\r')
        --end;
    return start + std::clamp<qsizetype>(position.character, 0, end - start);
}

Position Document::positionOf(qsizetype offset) const
{
    offset = std::clamp<qsizetype>(offset, 0, m_text.size());
    const auto it = std::upper_bound(m_lineStarts.begin(), m_lineStarts.end(), offset) - 1;
    return {int(it - m_lineStarts.begin()), int(offset - *it)};
}

QString Document::lineText(int line) const
{
    if (line < 0 || line >= lineCount())
        return {};
    const qsizetype start = m_lineStarts[std::size_t(line)];
    qsizetype end = line + 1 < lineCount() ? m_lineStarts[std::size_t(line) + 1] - 1 : m_text.size();
    if (end > start && m_text.at(end - 1) == u'\r')
        --end;
    return m_text.mid(start, end - start);
}

QByteArray Document::utf8Line(int line) const
{
    const QByteArray &bytes = utf8();
    if (line < 0 || line >= int(m_utf8LineStarts.size()))
        return {};
    const qsizetype start = m_utf8LineStarts[std::size_t(line)];
    qsizetype end =
        std::size_t(line) + 1 < m_utf8LineStarts.size() ? m_utf8LineStarts[std::size_t(line) + 1] - 1 : bytes.size();
    if (end > start && bytes.at(end - 1) == '\r')
        --end;
    return QByteArray::fromRawData(bytes.constData() + start, end - start);
}

Position Document::fromCore(Core::SourcePos position) const
{
    const int line = std::max(0, position.line - 1);
    const QByteArray bytes = utf8Line(line);
    const qsizetype column = std::clamp<qsizetype>(position.column - 1, 0, bytes.size());
    return {line, utf16Length(bytes.constData(), column)};
}

QJsonObject Document::rangeFromCore(const Core::SourceRange &range) const
{
    Position begin = fromCore(range.begin);
    Position end = fromCore(range.end);
    if (end.line < begin.line || (end.line == begin.line && end.character < begin.character))
        end = begin;
    return rangeJson(begin, end);
}

int utf16Length(const char *bytes, qsizetype size)
{
    // ASCII is one unit a byte; anything else is counted by decoding.
    for (qsizetype i = 0; i < size; ++i) {
        if (static_cast<unsigned char>(bytes[i]) >= 0x80)
            return int(i + QString::fromUtf8(bytes + i, size - i).size());
    }
    return int(size);
}

QJsonObject toJson(Position position)
{
    return {{QStringLiteral("line"), position.line}, {QStringLiteral("character"), position.character}};
}

QJsonObject rangeJson(Position begin, Position end)
{
    return {{QStringLiteral("start"), toJson(begin)}, {QStringLiteral("end"), toJson(end)}};
}

Position positionFromJson(const QJsonValue &value)
{
    const QJsonObject object = value.toObject();
    return {object.value(QLatin1String("line")).toInt(), object.value(QLatin1String("character")).toInt()};
}

} // namespace Foulplay::Lsp
