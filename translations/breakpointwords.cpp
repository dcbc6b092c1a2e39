#include "debugwords.h"

#include "debug/languagedescriptor.h"

#include <QCoreApplication>

namespace Foulplay::Words {

namespace Debug = Core::Debug;

namespace {

// The contexts the texts had when the core worded them, so the translations
// made then still apply.
class BreakpointText final {
    Q_DECLARE_TR_FUNCTIONS(Foulplay::Core::Debug::Breakpoint)
};

// The texts the Breakpoints dock wrote itself, in its context.
class PlaceText final {
    Q_DECLARE_TR_FUNCTIONS(Foulplay::Ui::Debugger::BreakpointListModel)
};

class ConditionText final {
    Q_DECLARE_TR_FUNCTIONS(Foulplay::Core::Debug::Condition)
};

class NamesText final {
    Q_DECLARE_TR_FUNCTIONS(Foulplay::Core::Debug::ConditionVocabulary)
};

class ReplayText final {
    Q_DECLARE_TR_FUNCTIONS(Foulplay::Core::Debug::ReplayFile)
};

QString problem(const Debug::ConditionError &error)
{
    using Code = Debug::ConditionError::Code;
    const auto arg = [&error](qsizetype i) { return i < error.args.size() ? error.args[i] : QString(); };
    switch (error.code) {
    case Code::None:
        return {};
    case Code::UnexpectedCharacter:
        return ConditionText::tr("unexpected character '%1'").arg(arg(0));
    case Code::UnexpectedToken:
        return ConditionText::tr("unexpected '%1'").arg(arg(0));
    case Code::TooDeep:
        return ConditionText::tr("the condition nests deeper than %n levels", nullptr, error.number);
    case Code::NumberTooLong:
        return ConditionText::tr("the number '%1' is too long").arg(arg(0));
    case Code::ExpectedCloseParen:
        return ConditionText::tr("expected ')'");
    case Code::ExpectedOperandAtEnd:
        return ConditionText::tr("expected a number or a name at the end");
    case Code::ExpectedOperand:
        return ConditionText::tr("expected a number or a name, found '%1'").arg(arg(0));
    case Code::ExpectedCallClose:
        return ConditionText::tr("expected ')' to close %1(").arg(arg(0));
    case Code::NoValue:
        return ConditionText::tr("%1: not a value of this language").arg(arg(0));
    case Code::DivisionByZero:
        return ConditionText::tr("division by zero");
    case Code::TooLarge:
        return ConditionText::tr("the result is too large");
    case Code::NotAnUnfairPlayer:
        return NamesText::tr("'%1' is not a player (write Player N)").arg(arg(0));
    case Code::NotACheatPlayer:
        return NamesText::tr("'%1' is not a player name").arg(arg(0));
    case Code::UnknownName:
        return NamesText::tr("unknown name '%1'; %2 conditions read: %3").arg(arg(0), arg(1), arg(2));
    case Code::WrongArgumentCount:
        return NamesText::tr("%1() takes %n number(s)", nullptr, error.number).arg(arg(0));
    case Code::NotAWholeNumber:
        return NamesText::tr("'%1' is not a whole number").arg(arg(0));
    case Code::NoSuchProgram:
        return NamesText::tr("the program is 1 or 2, not %1").arg(arg(0));
    case Code::NoSuchPlayer:
        return ConditionText::tr("%1: the program has no player %2").arg(arg(0), arg(1));
    case Code::NoSuchCell:
        return ConditionText::tr("%1: there is no cell %2").arg(arg(0)).arg(error.number);
    case Code::NoSuchThread:
        return ConditionText::tr("%1: there is no thread %2").arg(arg(0)).arg(error.number);
    case Code::Gone:
        return ConditionText::tr("%1 does not exist now").arg(arg(0));
    }
    return {};
}

} // namespace

QString conditionError(const Debug::ConditionError &error)
{
    if (!error.isError())
        return {};
    return ConditionText::tr("column %1: %2").arg(error.column).arg(problem(error));
}

QString breakpoint(const Debug::Breakpoint &breakpoint)
{
    using Kind = Debug::BreakpointKind;
    switch (breakpoint.kind) {
    case Kind::Line:
        if (breakpoint.column > 0)
            return BreakpointText::tr("program %1, line %2, column %3")
                .arg(breakpoint.program)
                .arg(breakpoint.line)
                .arg(breakpoint.column);
        return breakpoint.program > 1
                   ? BreakpointText::tr("program %1, line %2").arg(breakpoint.program).arg(breakpoint.line)
                   : BreakpointText::tr("line %1").arg(breakpoint.line);
    case Kind::Label:
        return BreakpointText::tr("label %1").arg(breakpoint.label);
    case Kind::Tick:
        return BreakpointText::tr("tick %1").arg(breakpoint.number);
    case Kind::Turn:
        return BreakpointText::tr("turn %1").arg(breakpoint.number);
    case Kind::Event:
        if (Debug::watchesCell(breakpoint.event))
            return BreakpointText::tr("a pointer enters cell %1 of program %2")
                .arg(breakpoint.cell)
                .arg(breakpoint.program);
        return eventKindName(breakpoint.event);
    case Kind::Data:
        return BreakpointText::tr("%1 changes").arg(breakpoint.value);
    }
    return {};
}

QString breakpointKind(const Debug::Breakpoint &breakpoint)
{
    using Kind = Debug::BreakpointKind;
    switch (breakpoint.kind) {
    case Kind::Line:
        return PlaceText::tr("Line");
    case Kind::Label:
        return PlaceText::tr("Label");
    case Kind::Tick:
        return PlaceText::tr("Tick");
    case Kind::Turn:
        return PlaceText::tr("Turn");
    case Kind::Event:
        return Debug::watchesCell(breakpoint.event) ? PlaceText::tr("Cell") : PlaceText::tr("Event");
    case Kind::Data:
        return PlaceText::tr("Value");
    }
    return {};
}

QString breakpointPlace(const QString &program, const Debug::Breakpoint &b, bool full)
{
    using Kind = Debug::BreakpointKind;
    switch (b.kind) {
    case Kind::Line:
        return PlaceText::tr("%1:%2").arg(program).arg(b.line);
    case Kind::Label:
        return PlaceText::tr("%1: %2").arg(program, b.label);
    case Kind::Tick:
        return PlaceText::tr("%1: tick %L2").arg(program).arg(b.number);
    case Kind::Turn:
        return PlaceText::tr("%1: turn %L2").arg(program).arg(b.number);
    case Kind::Event:
        if (Debug::watchesCell(b.event)) {
            return full ? PlaceText::tr("%1: a pointer enters cell %L2").arg(program).arg(b.cell)
                        : PlaceText::tr("%1: cell %L2").arg(program).arg(b.cell);
        }
        return PlaceText::tr("%1: %2").arg(program, eventKindName(b.event));
    case Kind::Data:
        return full ? PlaceText::tr("%1: when %2 changes").arg(program, b.value)
                    : PlaceText::tr("%1: %2").arg(program, b.value);
    }
    return program;
}

QString changeAuthor(const Debug::ValueChange &change, const QStringList &playerNames)
{
    if (change.where.thread >= 0)
        return BreakpointText::tr("program %1, thread %2").arg(change.where.program).arg(change.where.thread);
    return playerNames.value(change.player);
}

QString changePlace(const Debug::ValueChange &change)
{
    if (change.where.thread >= 0)
        return BreakpointText::tr("program %1, cell %2").arg(change.where.program).arg(change.where.statement);
    return change.where.isValid() ? BreakpointText::tr("line %1").arg(change.where.line) : QString();
}

QString valueChange(const QString &value, const Debug::ValueChange &change, const QStringList &playerNames)
{
    const auto number = [](const std::optional<Core::Decimal> &value) {
        return value ? QString::fromStdString(value->toString()) : BreakpointText::tr("none");
    };
    const QString what = BreakpointText::tr("%1 %2 \u2192 %3").arg(value, number(change.before), number(change.after));
    if (!change.where.isValid())
        return what;
    QString where = changePlace(change);
    if (const QString who = changeAuthor(change, playerNames); !who.isEmpty())
        where = BreakpointText::tr("%1 by %2").arg(where, who);
    return BreakpointText::tr("%1, %2").arg(what, where);
}

QString breakpointRejected(const Debug::ConditionError &error)
{
    return PlaceText::tr("condition not understood: %1").arg(conditionError(error));
}

QString replayError(const Debug::ReplayError &error)
{
    using Code = Debug::ReplayError::Code;
    switch (error.code) {
    case Code::None:
        return {};
    case Code::File:
        return error.detail;
    case Code::Json:
        return ReplayText::tr("%1:%2: %3").arg(error.line).arg(error.column).arg(error.detail);
    case Code::NotAReplay:
        return ReplayText::tr("not a Foul Play replay file");
    case Code::Version:
        return ReplayText::tr("replay file version %1 is not supported").arg(error.number);
    case Code::UnknownLanguage:
        return ReplayText::tr("unknown language '%1'").arg(error.detail);
    case Code::ProgramCount:
        return ReplayText::tr("expected %n program(s), found %1", nullptr, error.number).arg(error.found);
    case Code::NoSource:
        return ReplayText::tr("a program has no source");
    case Code::BadSettings:
        return ReplayText::tr("the settings of the replay file are not valid");
    }
    return {};
}

} // namespace Foulplay::Words
