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

// A stretch of an FYB line: code, or a comment with its brackets (the last
// one may lack its ')').
struct Segment {
    QString text;
    bool comment = false;
};

QList<Segment> fybSegments(const QString &line)
{
    QList<Segment> segments;
    Segment current;
    for (const QChar c : line) {
        if (!current.comment && c == QLatin1Char('(')) {
            if (!current.text.isEmpty())
                segments.append(current);
            current = Segment{QString(c), true};
        } else if (current.comment && c == QLatin1Char(')')) {
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

bool fybHasCode(const QList<Segment> &segments)
{
    return std::any_of(segments.begin(), segments.end(), [](const Segment &segment) {
        return !segment.comment && !isBlank(segment.text);
    });
}

QString fybComment(const QList<Segment> &segments)
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
        line += segment.text.left(begin) + QLatin1Char('(')
            + segment.text.mid(begin, end - begin) + QLatin1Char(')') + segment.text.mid(end);
    }
    return line;
}

QString fybUncomment(const QList<Segment> &segments)
{
    QString line;
    for (const Segment &segment : segments) {
        if (!segment.comment) {
            line += segment.text;
            continue;
        }
        QString inner = segment.text.mid(1);
        if (inner.endsWith(QLatin1Char(')')))
            inner.chop(1);
        line += inner;
    }
    return line;
}

QStringList toggleFybComments(const QStringList &lines)
{
    bool anyCode = false;
    bool anyText = false;
    for (const QString &line : lines) {
        if (isBlank(line))
            continue;
        anyText = true;
        if (fybHasCode(fybSegments(line)))
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
            result.append(anyCode ? fybComment(fybSegments(line)) : fybUncomment(fybSegments(line)));
    }
    return result;
}

} // namespace

QStringList toggleCommentLines(const QStringList &lines, Language language)
{
    switch (language) {
    case Language::Unfair:
    case Language::Cheat:
        return toggleLineComments(lines, languageCommentStyle(language).open);
    case Language::Fyb:
        return toggleFybComments(lines);
    case Language::PlainText:
        break;
    }
    return lines;
}

} // namespace Foulplay::Ui
