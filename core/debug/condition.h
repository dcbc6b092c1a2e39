#pragma once

#include "common/decimal.h"
#include "debug/conditionerror.h"
#include "debug/debugengine.h"
#include "debug/debugtypes.h"

#include <QString>
#include <QStringList>

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace Foulplay::Core::Debug {

// A name as written in a condition: a phrase (`Player 2's counting number`,
// `the count`, `tick`) or a call (`score(Olly)`, `threads(2)`, `data(1, 7)`).
struct ConditionName {
    QString text; // the phrase, words joined by one space; or the function
    bool call = false;
    QStringList args; // call arguments, each trimmed

    // The name as written back: the phrase, or the call `data(1, 7)`.
    QString written() const
    {
        return call ? text + QLatin1Char('(') + args.join(QStringLiteral(", ")) + QLatin1Char(')') : text;
    }
};

// The names one language's conditions can read. Pure: no engine needed, so
// the breakpoint editor checks conditions as they are typed. Any thread.
class ConditionVocabulary {
public:
    virtual ~ConditionVocabulary() = default;
    // Resolves a name, or sets error's code and arguments (not its column).
    virtual std::optional<ValueRef> resolve(const ConditionName &name, ConditionError &error) const = 0;
    // The forms the language offers, for help texts and the manual.
    virtual QStringList forms() const = 0;
    // The names a condition editor completes for a program with players
    // (as the program writes them: "2", "Alice"): the forms with each
    // player put in, the most telling third (a placeholder's example).
    virtual QStringList completions(const QStringList &players) const = 0;
    // How a condition names value, the form completions offer first
    // ("Player 2's counting number", "score(Alice)", "data(1, 7)"), so that
    // resolve() of it gives value back: the name a Watches row or a DAP
    // client's evaluate request reads. Empty for a value it has no name for,
    // among them one with an empty argument.
    virtual QString name(const ValueRef &value) const = 0;
};

// The vocabulary of a language (a static object). Any thread.
const ConditionVocabulary &conditionVocabulary(Language language);

// A compiled breakpoint condition: comparisons (`< <= > >= = == !=`) of
// sums and products (`+ - * /`) of numbers and names, joined by `and`, `or`,
// `not` (also `&&`, `||`, `!`) and parentheses. A plain value is true when it
// is not 0. Exact decimal arithmetic throughout. A value type; any thread.
class Condition {
public:
    Condition();
    ~Condition();
    Condition(const Condition &);
    Condition &operator=(const Condition &);

    // Parses text with the names of a language. Empty text gives an empty
    // condition, which always holds.
    static std::optional<Condition> parse(const QString &text, const ConditionVocabulary &names, ConditionError &error);
    bool isEmpty() const;

    // Evaluates against an engine (its worker thread); nullopt and error when a
    // value does not exist or a division by zero happens.
    std::optional<bool> evaluate(const DebugEngine &engine, ConditionError &error) const;
    // The expression's value (a comparison gives 1 or 0; an empty condition
    // 1), for watches; nullopt and error as for evaluate().
    std::optional<Decimal> value(const DebugEngine &engine, ConditionError &error) const;
    // The kinds of statement whose tick may change the expression's value
    // (DebugEngine::changeKinds() of every value it reads; 0 for one that
    // reads none); nullopt when any tick may.
    std::optional<std::uint64_t> changeKinds(const DebugEngine &engine) const;

    struct Node;

private:
    std::shared_ptr<const Node> m_root;
};

} // namespace Foulplay::Core::Debug
