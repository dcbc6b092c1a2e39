// The names Unfair's conditions read.
#include "languages/unfair/unfairdebug.h"

#include "debug/conditionnames.h"

#include <QRegularExpression>

namespace Foulplay::Core::Debug {

namespace {

using namespace Names;

// "Player 2" or "2" -> "2" (the number as written); empty when not a player.
QString unfairPlayer(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^(?:player\\s+)?(\\d+(?:\\.\\d+)?)$"),
                                            QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(text.trimmed());
    return match.hasMatch() ? match.captured(1) : QString();
}

class UnfairNames final : public ConditionVocabulary {
public:
    std::optional<ValueRef> resolve(const ConditionName &name, ConditionError &error) const override
    {
        if (auto found = common(name))
            return found;
        QString player;
        const bool oneArg = name.call && name.args.size() == 1;
        if (!name.call) {
            if (is(name.text, "the count") || is(name.text, "count"))
                return ref(Var::Count);
            if (is(name.text, "the actual count") || is(name.text, "actual count"))
                return ref(Var::ActualCount);
            if (is(name.text, "universes") || is(name.text, "the universes"))
                return ref(Var::Universes);
        }
        int variable = 0;
        if (!name.call
            && (possessive(name.text, QStringLiteral("counting number"), player)
                || possessive(name.text, QStringLiteral("cn"), player)))
            variable = Var::CountingNumber;
        else if (!name.call
                 && (possessive(name.text, QStringLiteral("raising number"), player)
                     || possessive(name.text, QStringLiteral("rn"), player)))
            variable = Var::RaisingNumber;
        else if (oneArg && is(name.text, "cn"))
            variable = Var::CountingNumber, player = name.args.front();
        else if (oneArg && is(name.text, "rn"))
            variable = Var::RaisingNumber, player = name.args.front();
        else if (oneArg && is(name.text, "count")) {
            // A universe by its place on the stack: 0 is the actual one.
            bool whole = false;
            const qulonglong universe = name.args.front().trimmed().toULongLong(&whole);
            if (!whole) {
                error = {0, ConditionError::Code::NotAWholeNumber, {name.args.front()}};
                return std::nullopt;
            }
            return ref(Var::UniverseCount, {std::to_string(universe)});
        }
        if (variable != 0) {
            const QString number = unfairPlayer(player);
            if (number.isEmpty()) {
                error = {0, ConditionError::Code::NotAnUnfairPlayer, {player}};
                return std::nullopt;
            }
            return ref(variable, {number.toStdString()});
        }
        error = {0,
                 ConditionError::Code::UnknownName,
                 {name.text, QStringLiteral("Unfair"), forms().join(QStringLiteral(", "))}};
        return std::nullopt;
    }
    QStringList forms() const override
    {
        return {QStringLiteral("the count"),
                QStringLiteral("the actual count"),
                QStringLiteral("universes"),
                QStringLiteral("count(U)"),
                QStringLiteral("Player N's counting number"),
                QStringLiteral("Player N's raising number"),
                QStringLiteral("cn(N)"),
                QStringLiteral("rn(N)"),
                QStringLiteral("tick"),
                QStringLiteral("turn")};
    }
    QStringList completions(const QStringList &players) const override
    {
        QStringList words{name(ref(Var::Tick)), name(ref(Var::Turn)), name(ref(Var::Count)),
                          name(ref(Var::ActualCount)), name(ref(Var::Universes))};
        for (const QString &n : players) {
            const std::vector<std::string> player{n.toStdString()};
            words << name(ref(Var::CountingNumber, player)) << name(ref(Var::RaisingNumber, player))
                  << callName("cn", player) << callName("rn", player);
        }
        words.removeDuplicates();
        return words;
    }
    QString name(const ValueRef &value) const override
    {
        const bool player = value.args.size() == 1 && !value.args.front().empty();
        switch (value.variable) {
        case Var::Count:
            return QStringLiteral("the count");
        case Var::ActualCount:
            return QStringLiteral("the actual count");
        case Var::Universes:
            return QStringLiteral("universes");
        case Var::UniverseCount:
            return player ? QStringLiteral("count(%1)").arg(QString::fromStdString(value.args[0])) : QString();
        case Var::CountingNumber:
            return player ? QStringLiteral("Player %1's counting number").arg(QString::fromStdString(value.args[0]))
                          : QString();
        case Var::RaisingNumber:
            return player ? QStringLiteral("Player %1's raising number").arg(QString::fromStdString(value.args[0]))
                          : QString();
        default:
            return commonName(value);
        }
    }
};

} // namespace

const ConditionVocabulary &unfairVocabulary()
{
    static const UnfairNames names;
    return names;
}

} // namespace Foulplay::Core::Debug
