#include "tallyui.h"

#include "tally.h"

#include "debug/debugtypes.h"
#include "debug/languagedescriptor.h"

#include "hoverwords.h"

using Foulplay::Ui::LanguageDescriptor;
using Foulplay::Ui::LanguageWords;
using Foulplay::Ui::LexedText;
using Foulplay::Ui::ManualSection;

namespace Tally {

namespace {

const QStringList &keywords()
{
    static const QStringList words{QStringLiteral("add"),   QStringLiteral("label"), QStringLiteral("if"),
                                   QStringLiteral("below"), QStringLiteral("goto"),  QStringLiteral("print")};
    return words;
}

// The word of the program around position, and the one before it.
QString wordAt(const LexedText &program, int position, QString *previousWord)
{
    const qsizetype lineStart = position > 0 ? program.text().lastIndexOf(u'\n', position - 1) + 1 : 0;
    qsizetype lineEnd = program.text().indexOf(u'\n', position);
    if (lineEnd < 0)
        lineEnd = program.text().size();
    const QString text = program.text().mid(lineStart, lineEnd - lineStart);
    const int at = position - int(lineStart);
    int begin = at;
    while (begin > 0 && text.at(begin - 1).isLetterOrNumber())
        --begin;
    int end = at;
    while (end < text.size() && text.at(end).isLetterOrNumber())
        ++end;
    if (previousWord) {
        const QStringList before = text.left(begin).split(u' ', Qt::SkipEmptyParts);
        *previousWord = before.isEmpty() ? QString() : before.last();
    }
    return text.mid(begin, end - begin);
}

QString keywordAt(const LexedText &program, int position, QString *previousWord)
{
    const QString word = wordAt(program, position, previousWord).toLower();
    return keywords().contains(word) ? word : QString();
}

QString documentationAt(const LexedText &program, int position)
{
    const QString word = keywordAt(program, position, nullptr);
    if (word == QLatin1String("add"))
        return QStringLiteral("<b>add</b> <i>n</i>: adds <i>n</i> to the total.");
    if (word == QLatin1String("label"))
        return QStringLiteral("<b>label</b> <i>name</i>: names the next statement.");
    if (word == QLatin1String("if") || word == QLatin1String("below") || word == QLatin1String("goto"))
        return QStringLiteral("<b>if below</b> <i>n</i> <b>goto</b> <i>label</i>: jumps while the total is below "
                              "<i>n</i>.");
    if (word == QLatin1String("print"))
        return QStringLiteral("<b>print</b>: writes the total.");
    return {};
}

} // namespace

const LanguageWords &words()
{
    static const LanguageWords words{
        .language = Id,
        .core = &coreLanguage(),
        .manualPage = {},
        .highlightLine = highlightLine,
        .keywords = [] { return keywords(); },
        .sentenceForms =
            [] {
                return QStringList{QStringLiteral("if below 10 goto"), QStringLiteral("add 1")};
            },
        .completesFromParser = false,
        .namesArePlayers = false,
        .scoresArePhrases = false,
        .documentationAt = documentationAt,
        .keywordAt = keywordAt,
        .manualSection = [](const QString &, const QString &) { return ManualSection{}; },
    };
    return words;
}

const LanguageDescriptor &uiLanguage()
{
    static const LanguageDescriptor language{
        .language = Id,
        .core = &coreLanguage(),
        .name = "Tally",
        .newMenuText = "&Tally Program",
        .newButtonText = "New &Tally program",
        .manualTitle = nullptr,
        .comment = {QStringLiteral("#"), {}},
        .words = &words(),
        .createInspector = nullptr,
        // Statements a run may execute; 0 (the default): no limit.
        .limits = {{
            .key = QStringLiteral("tallyStepLimit"),
            .label = "Tally step limit:",
            .minimum = 0,
            .maximum = 1'000'000,
            .defaultValue = 0,
            .minimumMeansNone = true,
            .apply = [](int value, Foulplay::Core::Debug::DebugSettings &settings) { settings.stepLimit = value; },
        }},
    };
    return language;
}

bool registerUi()
{
    return registerCore() && Foulplay::Ui::registerLanguage(uiLanguage());
}

} // namespace Tally
