#include "hoverdocs.h"
#include "hoverwords.h"
#include "languagewords.h"

#include "debug/languagedescriptor.h"
#include "languages/fyb/fybdebug.h"
#include "fyb/command.h"
#include "fyb/highlighter.h"

// FukYorBrane's words: its commands, hover documentation and manual
// section, from the text alone (QtCore only).
namespace Foulplay::Ui::Fyb {
namespace {

using Core::TokenKind;

QString hoverDocumentation(const LexedText &text, int position)
{
    qsizetype line = 0;
    qsizetype index = 0;
    if (!text.find(position, &line, &index))
        return {};
    const TokenKind kind = text.lines().at(line).at(index).kind;
    if (kind == TokenKind::Text || kind == TokenKind::Comment)
        return {};
    return HoverDocs::fybCommand(text.text().at(position));
}

QString hoverKeyword(const LexedText &text, int position, QString *)
{
    if (hoverDocumentation(text, position).isEmpty())
        return {};
    return QString(text.text().at(position));
}

QStringList commands()
{
    QStringList commands;
    for (char c : Core::Fyb::CommandCharacters)
        commands.append(QString(QLatin1Char(c)));
    return commands;
}

ManualSection manualSection(const QString &keyword, const QString &)
{
    if (!keyword.isEmpty())
        return {QStringLiteral("fyb.md"), QStringLiteral("The commands in detail")};
    return {};
}

} // namespace
} // namespace Foulplay::Ui::Fyb

namespace Foulplay::Ui {

const LanguageWords &fybWords()
{
    static const LanguageWords words{
        .language = Language::Fyb,
        .core = &Core::Debug::fybLanguage(),
        .manualPage = QStringLiteral("fyb.md"),
        .highlightLine = Core::Fyb::highlightLine,
        .keywords = Fyb::commands,
        .sentenceForms = [] { return QStringList(); },
        .completesFromParser = false,
        .namesArePlayers = false,
        .scoresArePhrases = false,
        .documentationAt = Fyb::hoverDocumentation,
        .keywordAt = Fyb::hoverKeyword,
        .manualSection = Fyb::manualSection,
    };
    return words;
}

QString HoverDocs::fybCommand(QChar command)
{
    switch (command.toLatin1()) {
    case '%':
        return tr("<b>%</b> (0): does nothing. Shorter programs are padded with it.");
    case '+':
        return tr("<b>+</b> (1): adds 1 to the uncommitted value at the data pointer of the edited "
                  "buffer (the enemy's, or your own while defected), wrapping from 16 to 0.");
    case '<':
        return tr("<b>&lt;</b> (2): moves the data pointer left; it stays at 0.");
    case '>':
        return tr("<b>&gt;</b> (3): moves the data pointer right, wrapping to 0 at the end.");
    case ',':
        return tr("<b>,</b> (4): reserved; does nothing.");
    case '.':
        return tr("<b>.</b> (5): reserved; does nothing.");
    case '!':
        return tr("<b>!</b> (6): commits the uncommitted value at the data pointer, so that it runs. "
                  "Committing a defect (@) makes this thread defect.");
    case '?':
        return tr("<b>?</b> (7): uncommits: the working value at the data pointer becomes the "
                  "committed one again.");
    case '[':
        return tr("<b>[</b> (8): enters the loop while the working value at the data pointer is "
                  "not 0 (a nop); otherwise jumps past the matching ].");
    case ']':
        return tr("<b>]</b> (9): jumps back to the matching [, which tests again.");
    case '{':
        return tr("<b>{</b> (10): enters the loop while no enemy thread's program pointer is at "
                  "the data pointer; once one is found, jumps past the matching }.");
    case '}':
        return tr("<b>}</b> (11): jumps back to the matching {.");
    case ':':
        return tr("<b>:</b> (12): forks once: the new thread runs the body up to the matching ; "
                  "and loops there, the parent skips past it. A spent : does nothing.");
    case ';':
        return tr("<b>;</b> (13): sends the thread back to the command after the matching :.");
    case '*':
        return tr("<b>*</b> (15): ends the thread. A forked thread ends only right before a ;. "
                  "When a program has no thread left, it loses.");
    case '@':
        return tr("<b>@</b> (16): defects: from now on this thread edits its own buffer (and "
                  "back again at the next @); the data pointer moves to this command.");
    default:
        break;
    }
    return {};
}

} // namespace Foulplay::Ui
