// The names Cheat's conditions read.
#include "languages/cheat/cheatdebug.h"

#include "debug/conditionnames.h"

#include <QRegularExpression>

namespace Foulplay::Core::Debug {

namespace {

using namespace Names;

// "Player 2" (any spacing) or a name word; empty when not a name.
QString cheatPlayer(const QString &text)
{
    static const QRegularExpression player(QStringLiteral("^player\\s+(\\d+(?:[.,]\\d+)?)$"),
                                           QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression word(QStringLiteral("^[A-Za-z][A-Za-z0-9_]*$"));
    const QString trimmed = text.trimmed();
    const QRegularExpressionMatch match = player.match(trimmed);
    if (match.hasMatch())
        return QStringLiteral("Player ") + match.captured(1);
    return word.match(trimmed).hasMatch() ? trimmed : QString();
}

class CheatNames final : public ConditionVocabulary {
public:
    std::optional<ValueRef> resolve(const ConditionName &name, ConditionError &error) const override
    {
        if (auto found = common(name))
            return found;
        if (!name.call && (is(name.text, "slot") || is(name.text, "the slot")))
            return ref(Var::Tick);
        QString player;
        int variable = 0;
        const bool oneArg = name.call && name.args.size() == 1;
        if (!name.call && possessive(name.text, QStringLiteral("score"), player))
            variable = Var::Score;
        else if (!name.call && possessive(name.text, QStringLiteral("wins"), player))
            variable = Var::Wins;
        else if (!name.call && possessive(name.text, QStringLiteral("windows"), player))
            variable = Var::Windows;
        else if (oneArg && is(name.text, "score"))
            variable = Var::Score, player = name.args.front();
        else if (oneArg && is(name.text, "wins"))
            variable = Var::Wins, player = name.args.front();
        else if (oneArg && is(name.text, "windows"))
            variable = Var::Windows, player = name.args.front();
        if (variable != 0) {
            const QString normal = cheatPlayer(player);
            if (normal.isEmpty()) {
                error = {0, ConditionError::Code::NotACheatPlayer, {player}};
                return std::nullopt;
            }
            return ref(variable, {normal.toStdString()});
        }
        error = {0,
                 ConditionError::Code::UnknownName,
                 {name.text, QStringLiteral("Cheat"), forms().join(QStringLiteral(", "))}};
        return std::nullopt;
    }
    QStringList forms() const override
    {
        return {QStringLiteral("score(NAME)"),   QStringLiteral("NAME's score"), QStringLiteral("wins(NAME)"),
                QStringLiteral("windows(NAME)"), QStringLiteral("slot"),         QStringLiteral("tick"),
                QStringLiteral("turn")};
    }
    QStringList completions(const QStringList &players) const override
    {
        QStringList words{name(ref(Var::Tick)), name(ref(Var::Turn)), QStringLiteral("slot")};
        for (const QString &player : players) {
            const std::vector<std::string> args{player.toStdString()};
            words << name(ref(Var::Score, args)) << QStringLiteral("%1's score").arg(player)
                  << name(ref(Var::Wins, args)) << name(ref(Var::Windows, args));
        }
        words.removeDuplicates();
        return words;
    }
    QString name(const ValueRef &value) const override
    {
        const char *function = value.variable == Var::Score     ? "score"
                               : value.variable == Var::Wins    ? "wins"
                               : value.variable == Var::Windows ? "windows"
                                                                : nullptr;
        if (!function)
            return commonName(value);
        return value.args.size() == 1 ? callName(function, value.args) : QString();
    }
};

} // namespace

const ConditionVocabulary &cheatVocabulary()
{
    static const CheatNames names;
    return names;
}

} // namespace Foulplay::Core::Debug
