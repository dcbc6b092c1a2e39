#include "commenttoggle.h"

#include <algorithm>
#include <climits>

namespace Foulplay::Ui {

namespace {

bool isBlank(const QString &line)
{
    return line.trimmed().isEmpty();
}

int indentation(const QString &line)
{
    int i = 0;
    while (i < line.size() && line.at(i).isSpace())
        ++i;
    return i;
}

QStringList toggleLineComments(const QStringList &lines, const QString &marker)
{
    bool allCommented = true;
    int column = INT_MAX;
    for (const QString &line : lines) {
        if (isBlank(line))
            continue;
        const int indent = indentation(line);
        column = std::min(column, indent);
        if (!QStringView(line).mid(indent).startsWith(marker))
            allCommented = false;
    }
    if (column == INT_MAX)
        return lines;

    QStringList result;
    result.reserve(lines.size());
    for (QString line : lines) {
        if (!isBlank(line)) {
            if (allCommented) {
                const int at = indentation(line);
                int length = int(marker.size());
                if (at + length < line.size() && line.at(at + length) == QLatin1Char(' '))
                    ++length;
                line.remove(at, length);
            } else {
                line.insert(column, marker + QLatin1Char(' '));
            }
        }
        result.append(line);
    }
    return result;
}

// A stretch of a line: code, or a block comment with its brackets (the
// last one may lack its close).
struct Segment {
    QString text;
    bool comment = false;
};

QList<Segment> segmentsOf(const QString &line, QChar open, QChar close)
{
    QList<Segment> segments;
    Segment current;
    for (const QChar c : line) {
        if (!current.comment && c == open) {
            if (!current.text.isEmpty())
                segments.append(current);
            current = Segment{QString(c), true};
        } else if (current.comment && c == close) {
            current.text += c;
            segments.append(current);
            current = Segment{};
        } else {
            current.text += c;
        }
    }
    if (!current.text.isEmpty())
        segments.append(current);
    return segments;
}

bool hasCode(const QList<Segment> &segments)
{
    return std::any_of(segments.begin(), segments.end(),
                       [](const Segment &segment) { return !segment.comment && !isBlank(segment.text); });
}

QString commentCode(const QList<Segment> &segments, QChar open, QChar close)
{
    QString line;
    for (const Segment &segment : segments) {
        if (segment.comment || isBlank(segment.text)) {
            line += segment.text;
            continue;
        }
        // Keep the spaces around the code outside the new brackets.
        const int begin = indentation(segment.text);
        int end = int(segment.text.size());
        while (end > begin && segment.text.at(end - 1).isSpace())
            --end;
        line += segment.text.left(begin) + open + segment.text.mid(begin, end - begin) + close + segment.text.mid(end);
    }
    return line;
}

QString uncomment(const QList<Segment> &segments, QChar close)
{
    QString line;
    for (const Segment &segment : segments) {
        if (!segment.comment) {
            line += segment.text;
            continue;
        }
        QString inner = segment.text.mid(1);
        if (inner.endsWith(close))
            inner.chop(1);
        line += inner;
    }
    return line;
}

QStringList toggleBlockComments(const QStringList &lines, QChar open, QChar close)
{
    bool anyCode = false;
    bool anyText = false;
    for (const QString &line : lines) {
        if (isBlank(line))
            continue;
        anyText = true;
        if (hasCode(segmentsOf(line, open, close)))
            anyCode = true;
    }
    if (!anyText)
        return lines;
    QStringList result;
    result.reserve(lines.size());
    for (const QString &line : lines) {
        if (isBlank(line))
            result.append(line);
        else
            result.append(anyCode ? commentCode(segmentsOf(line, open, close), open, close)
                                  : uncomment(segmentsOf(line, open, close), close));
    }
    return result;
}

} // namespace

QStringList toggleCommentLines(const QStringList &lines, std::optional<Language> language)
{
    const CommentStyle &comment = descriptor(language).comment;
    if (comment.open.isEmpty())
        return lines;
    if (comment.close.isEmpty())
        return toggleLineComments(lines, comment.open);
    return toggleBlockComments(lines, comment.open.front(), comment.close.front());
}

} // namespace Foulplay::Ui
