#pragma once

#include "common/diagnostic.h"
#include "debug/language.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

#include <vector>

namespace Foulplay::Lsp {

// A position as the Language Server Protocol counts it: line from 0,
// character in UTF-16 code units of the line.
struct Position {
    int line = 0;
    int character = 0;
};

// One open document: its text as the client holds it (UTF-16), and the same
// text as UTF-8 for the core's parsers, whose columns count bytes. Lines end
// at '\n' (a '\r' before it belongs to the line ending). Main thread.
class Document final {
public:
    Document(Core::Debug::Language language, QString text, int version);

    Core::Debug::Language language() const { return m_language; }
    int version() const { return m_version; }
    const QString &text() const { return m_text; }
    // The text as UTF-8, made when first asked for after a change.
    const QByteArray &utf8() const;

    // Replaces the text between begin and end (clamped to the text) with
    // replacement; false when the range is reversed.
    bool replace(Position begin, Position end, const QString &replacement);
    void setText(const QString &text);
    void setVersion(int version) { m_version = version; }

    int lineCount() const { return int(m_lineStarts.size()); }
    // The offset in text() of position, clamped to its line and the text.
    qsizetype offsetOf(Position position) const;
    Position positionOf(qsizetype offset) const;
    // Line (from 0) without its line ending.
    QString lineText(int line) const;
    // The UTF-8 bytes of a line (from 0), without its line ending.
    QByteArray utf8Line(int line) const;
    // A core position (line and byte column from 1) as a protocol position.
    Position fromCore(Core::SourcePos position) const;
    QJsonObject rangeFromCore(const Core::SourceRange &range) const;

private:
    void index();

    Core::Debug::Language m_language;
    QString m_text;
    int m_version = 0;
    std::vector<qsizetype> m_lineStarts; // offsets in m_text
    mutable QByteArray m_utf8;
    mutable std::vector<qsizetype> m_utf8LineStarts;
    mutable bool m_utf8Valid = false;
};

QJsonObject toJson(Position position);
QJsonObject rangeJson(Position begin, Position end);
Position positionFromJson(const QJsonValue &value);

// The UTF-16 length of the first bytes of a UTF-8 line.
int utf16Length(const char *bytes, qsizetype size);

} // namespace Foulplay::Lsp
