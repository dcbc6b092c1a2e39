#include "programinfo.h"

#include "cheat/parser.h"
#include "debug/condition.h"
#include "unfair/parser.h"

namespace Foulplay::Ui::Debugger {

namespace Debug = Core::Debug;

std::optional<Debug::Language> ProgramInfo::debugLanguage(Language language)
{
    switch (language) {
    case Language::Unfair:
        return Debug::Language::Unfair;
    case Language::Cheat:
        return Debug::Language::Cheat;
    case Language::Fyb:
        return Debug::Language::Fyb;
    default:
        return std::nullopt;
    }
}

QStringList ProgramInfo::labels(Language language, const QString &source)
{
    QStringList labels;
    if (language != Language::Unfair)
        return labels;
    // A program with errors still lists the labels the parser read.
    const Core::Unfair::ParseResult parsed = Core::Unfair::parse(source.toStdString());
    for (const Core::Unfair::LabelInfo &label : parsed.program.labels)
        labels.append(QString::fromStdString(label.name));
    return labels;
}

QStringList ProgramInfo::conditionWords(Language language, const QString &source)
{
    const auto debug = debugLanguage(language);
    if (!debug)
        return {};
    QStringList words{QStringLiteral("tick"), QStringLiteral("turn")};
    switch (*debug) {
    case Debug::Language::Unfair: {
        words << QStringLiteral("the count") << QStringLiteral("the actual count") << QStringLiteral("universes");
        const Core::Unfair::ParseResult parsed = Core::Unfair::parse(source.toStdString());
        for (const Core::Decimal &player : parsed.program.players) {
            const QString n = QString::fromStdString(player.toString());
            words << QStringLiteral("Player %1's counting number").arg(n)
                  << QStringLiteral("Player %1's raising number").arg(n) << QStringLiteral("cn(%1)").arg(n)
                  << QStringLiteral("rn(%1)").arg(n);
        }
        break;
    }
    case Debug::Language::Cheat: {
        words << QStringLiteral("slot");
        const Core::Cheat::ParseResult parsed = Core::Cheat::parse(source.toStdString());
        for (const Core::Cheat::Player &player : parsed.program.players) {
            const QString name = QString::fromStdString(player.name);
            words << QStringLiteral("score(%1)").arg(name) << QStringLiteral("%1's score").arg(name)
                  << QStringLiteral("wins(%1)").arg(name) << QStringLiteral("windows(%1)").arg(name);
        }
        break;
    }
    case Debug::Language::Fyb:
        words << QStringLiteral("threads(1)") << QStringLiteral("threads(2)") << QStringLiteral("processes")
              << QStringLiteral("length") << QStringLiteral("data(1, 0)") << QStringLiteral("data(2, 0)")
              << QStringLiteral("mods(1, 0)") << QStringLiteral("spent(1, 0)") << QStringLiteral("pp(0)")
              << QStringLiteral("dp(0)") << QStringLiteral("defected(0)");
        break;
    }
    words.removeDuplicates();
    return words;
}

} // namespace Foulplay::Ui::Debugger
