// The names FukYorBrane's conditions read.
#include "languages/fyb/fybdebug.h"

#include "debug/conditionnames.h"

namespace Foulplay::Core::Debug {

namespace {

using namespace Names;

// The calls FukYorBrane's conditions make, and how many arguments each takes.
struct Form {
    const char *name;
    int variable;
    int args;
};
constexpr Form Calls[] = {{"threads", Var::Threads, 1},  {"data", Var::Data, 2},         {"mods", Var::Mods, 2},
                          {"spent", Var::Spent, 2},      {"pp", Var::ProgramPointer, 1}, {"dp", Var::DataPointer, 1},
                          {"defected", Var::Defected, 1}};

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
        for (const Form &form : Calls) {
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
        error = {0,
                 ConditionError::Code::UnknownName,
                 {name.text, QStringLiteral("FukYorBrane"), forms().join(QStringLiteral(", "))}};
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
        return {name(ref(Var::Tick)),
                name(ref(Var::Turn)),
                name(ref(Var::Threads, {"1"})),
                name(ref(Var::Threads, {"2"})),
                name(ref(Var::Processes)),
                name(ref(Var::Length)),
                name(ref(Var::Data, {"1", "0"})),
                name(ref(Var::Data, {"2", "0"})),
                name(ref(Var::Mods, {"1", "0"})),
                name(ref(Var::Spent, {"1", "0"})),
                name(ref(Var::ProgramPointer, {"0"})),
                name(ref(Var::DataPointer, {"0"})),
                name(ref(Var::Defected, {"0"}))};
    }
    QString name(const ValueRef &value) const override
    {
        if (value.variable == Var::Processes && value.args.empty())
            return QStringLiteral("processes");
        if (value.variable == Var::Length && value.args.empty())
            return QStringLiteral("length");
        for (const Form &form : Calls) {
            if (form.variable == value.variable)
                return value.args.size() == std::size_t(form.args) ? callName(form.name, value.args) : QString();
        }
        return commonName(value);
    }
};

} // namespace

const ConditionVocabulary &fybVocabulary()
{
    static const FybNames names;
    return names;
}

} // namespace Foulplay::Core::Debug
