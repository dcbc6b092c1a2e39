#pragma once

// What every language's vocabulary and adapter share: the values every
// language's conditions read (ValueRef::variable; each language numbers its
// own from 10, in languages/<language>/<language>debug.h) and the pieces the
// vocabularies (languages/<language>/<language>vocabulary.cpp) read names
// with. Internal to the debug layer; any thread.

#include "debug/condition.h"
#include "debug/debugengine.h"

#include <QString>

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace Foulplay::Core::Debug::Var {

enum : int {
    Tick = 1, // ticks done
    Turn,     // the turn number
};

} // namespace Foulplay::Core::Debug::Var

namespace Foulplay::Core::Debug::Names {

// text is word, in any case.
inline bool is(const QString &text, const char *word)
{
    return text.compare(QLatin1String(word), Qt::CaseInsensitive) == 0;
}

// The value variable with its arguments.
inline ValueRef ref(int variable, std::vector<std::string> args = {})
{
    return ValueRef{variable, std::move(args)};
}

// "X's something" -> X, when the phrase ends with "'s " + suffix.
inline bool possessive(const QString &phrase, const QString &suffix, QString &owner)
{
    const QString tail = QStringLiteral("'s ") + suffix;
    if (!phrase.endsWith(tail, Qt::CaseInsensitive))
        return false;
    owner = phrase.left(phrase.size() - tail.size());
    return true;
}

// The name of tick or turn; empty for another value.
inline QString commonName(const ValueRef &value)
{
    if (value.variable == Var::Tick && value.args.empty())
        return QStringLiteral("tick");
    if (value.variable == Var::Turn && value.args.empty())
        return QStringLiteral("turn");
    return {};
}

// A call's text, "data(1, 7)"; empty when an argument is empty (a
// value with it has no name).
inline QString callName(const char *function, const std::vector<std::string> &args)
{
    ConditionName name{QLatin1String(function), true, {}};
    for (const std::string &arg : args) {
        if (arg.empty())
            return {};
        name.args.append(QString::fromStdString(arg));
    }
    return name.written();
}

// tick and turn, which every language reads.
inline std::optional<ValueRef> common(const ConditionName &name)
{
    if (name.call && !name.args.isEmpty())
        return std::nullopt;
    if (is(name.text, "tick") || is(name.text, "the tick"))
        return ref(Var::Tick);
    if (is(name.text, "turn") || is(name.text, "the turn"))
        return ref(Var::Turn);
    return std::nullopt;
}

} // namespace Foulplay::Core::Debug::Names
