#include "debug/condition.h"
#include "debug/conditionnames.h"
#include "debug/languagedescriptor.h"

#include <QRegularExpression>

namespace Foulplay::Core::Debug {

namespace {

bool is(const QString &text, const char *word)
{
    return text.compare(QLatin1String(word), Qt::CaseInsensitive) == 0;
}

ValueRef ref(int variable, std::vector<std::string> args = {})
{
    return ValueRef{variable, std::move(args)};
}

// "Player 2" or "2" -> "2" (the number as written); empty when not a player.
QString unfairPlayer(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^(?:player\\s+)?(\\d+(?:\\.\\d+)?)$"),
                                            QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(text.trimmed());
    return match.hasMatch() ? match.captured(1) : QString();
}

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

// "X's something" -> X, when the phrase ends with "'s " + suffix.
bool possessive(const QString &phrase, const QString &suffix, QString &owner)
{
    const QString tail = QStringLiteral("'s ") + suffix;
    if (!phrase.endsWith(tail, Qt::CaseInsensitive))
        return false;
    owner = phrase.left(phrase.size() - tail.size());
    return true;
}

std::optional<ValueRef> common(const ConditionName &name)
{
    if (name.call && !name.args.isEmpty())
        return std::nullopt;
    if (is(name.text, "tick") || is(name.text, "the tick"))
        return ref(Var::Tick);
    if (is(name.text, "turn") || is(name.text, "the turn"))
        return ref(Var::Turn);
    return std::nullopt;
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
        if (variable != 0) {
            const QString number = unfairPlayer(player);
            if (number.isEmpty()) {
                error = {0, ConditionError::Code::NotAnUnfairPlayer, {player}};
                return std::nullopt;
            }
            return ref(variable, {number.toStdString()});
        }
        error = {0, ConditionError::Code::UnknownUnfairName, {name.text, forms().join(QStringLiteral(", "))}};
        return std::nullopt;
    }
    QStringList forms() const override
    {
        return {QStringLiteral("the count"),
                QStringLiteral("the actual count"),
                QStringLiteral("universes"),
                QStringLiteral("Player N's counting number"),
                QStringLiteral("Player N's raising number"),
                QStringLiteral("cn(N)"),
                QStringLiteral("rn(N)"),
                QStringLiteral("tick"),
                QStringLiteral("turn")};
    }
    QStringList completions(const QStringList &players) const override
    {
        QStringList words{QStringLiteral("tick"), QStringLiteral("turn"), QStringLiteral("the count"),
                          QStringLiteral("the actual count"), QStringLiteral("universes")};
        for (const QString &n : players) {
            words << QStringLiteral("Player %1's counting number").arg(n)
                  << QStringLiteral("Player %1's raising number").arg(n) << QStringLiteral("cn(%1)").arg(n)
                  << QStringLiteral("rn(%1)").arg(n);
        }
        words.removeDuplicates();
        return words;
    }
};

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
        error = {0, ConditionError::Code::UnknownCheatName, {name.text, forms().join(QStringLiteral(", "))}};
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
        QStringList words{QStringLiteral("tick"), QStringLiteral("turn"), QStringLiteral("slot")};
        for (const QString &name : players) {
            words << QStringLiteral("score(%1)").arg(name) << QStringLiteral("%1's score").arg(name)
                  << QStringLiteral("wins(%1)").arg(name) << QStringLiteral("windows(%1)").arg(name);
        }
        words.removeDuplicates();
        return words;
    }
};

class FybNames final : public ConditionVocabulary {
public:
    std::optional<ValueRef> resolve(const ConditionName &name, ConditionError &error) const override
    {
        if (auto found = common(name))
            return found;
        if (!name.call) {
            if (is(name.text, "processes") || is(name.text, "threads"))
                return ref(Var::Processes);
            if (is(name.text, "length"))
                return ref(Var::Length);
        }
        struct Form {
            const char *name;
            int variable;
            int args;
        };
        static const Form calls[] = {{"threads", Var::Threads, 1},   {"data", Var::Data, 2},
                                     {"mods", Var::Mods, 2},         {"spent", Var::Spent, 2},
                                     {"pp", Var::ProgramPointer, 1}, {"dp", Var::DataPointer, 1},
                                     {"defected", Var::Defected, 1}};
        for (const Form &form : calls) {
            if (!name.call || !is(name.text, form.name))
                continue;
            if (name.args.size() != form.args) {
                error = {0, ConditionError::Code::WrongArgumentCount, {name.text}, form.args};
                return std::nullopt;
            }
            std::vector<std::string> args;
            for (const QString &arg : name.args) {
                bool ok = false;
                const int value = arg.toInt(&ok);
                if (!ok || value < 0) {
                    error = {0, ConditionError::Code::NotAWholeNumber, {arg}};
                    return std::nullopt;
                }
                args.push_back(std::to_string(value));
            }
            if ((form.variable == Var::Threads || form.args == 2) && args.front() != "1" && args.front() != "2") {
                error = {0, ConditionError::Code::NoSuchProgram, {name.args.front()}};
                return std::nullopt;
            }
            return ref(form.variable, std::move(args));
        }
        error = {0, ConditionError::Code::UnknownFybName, {name.text, forms().join(QStringLiteral(", "))}};
        return std::nullopt;
    }
    QStringList forms() const override
    {
        return {QStringLiteral("threads(1)"),       QStringLiteral("threads(2)"),    QStringLiteral("processes"),
                QStringLiteral("length"),           QStringLiteral("data(P, CELL)"), QStringLiteral("mods(P, CELL)"),
                QStringLiteral("spent(P, CELL)"),   QStringLiteral("pp(THREAD)"),    QStringLiteral("dp(THREAD)"),
                QStringLiteral("defected(THREAD)"), QStringLiteral("tick"),          QStringLiteral("turn")};
    }
    QStringList completions(const QStringList &) const override
    {
        return {QStringLiteral("tick"),        QStringLiteral("turn"),       QStringLiteral("threads(1)"),
                QStringLiteral("threads(2)"),  QStringLiteral("processes"),  QStringLiteral("length"),
                QStringLiteral("data(1, 0)"),  QStringLiteral("data(2, 0)"), QStringLiteral("mods(1, 0)"),
                QStringLiteral("spent(1, 0)"), QStringLiteral("pp(0)"),      QStringLiteral("dp(0)"),
                QStringLiteral("defected(0)")};
    }
};

} // namespace

const ConditionVocabulary &unfairVocabulary()
{
    static const UnfairNames names;
    return names;
}

const ConditionVocabulary &cheatVocabulary()
{
    static const CheatNames names;
    return names;
}

const ConditionVocabulary &fybVocabulary()
{
    static const FybNames names;
    return names;
}

const ConditionVocabulary &conditionVocabulary(Language language)
{
    return descriptor(language).vocabulary;
}

} // namespace Foulplay::Core::Debug
