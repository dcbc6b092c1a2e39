// The names FukYorBrane's conditions read.
#include "languages/fyb/fybdebug.h"

#include "debug/conditionnames.h"

namespace Foulplay::Core::Debug {

namespace {

using namespace Names;

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

const ConditionVocabulary &fybVocabulary()
{
    static const FybNames names;
    return names;
}

} // namespace Foulplay::Core::Debug
