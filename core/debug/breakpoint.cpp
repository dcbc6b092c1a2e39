#include "debug/breakpoint.h"

#include <QCoreApplication>

namespace Foulplay::Core::Debug {

namespace {

class Text final
{
    Q_DECLARE_TR_FUNCTIONS(Foulplay::Core::Debug::Breakpoint)
};

} // namespace

QString Breakpoint::description() const
{
    switch (kind) {
    case BreakpointKind::Line:
        if (column > 0)
            return Text::tr("program %1, line %2, column %3").arg(program).arg(line).arg(column);
        return program > 1 ? Text::tr("program %1, line %2").arg(program).arg(line)
                           : Text::tr("line %1").arg(line);
    case BreakpointKind::Label:
        return Text::tr("label %1").arg(label);
    case BreakpointKind::Tick:
        return Text::tr("tick %1").arg(number);
    case BreakpointKind::Turn:
        return Text::tr("turn %1").arg(number);
    case BreakpointKind::Event:
        if (event == DebugEventKind::PointerEntersCell)
            return Text::tr("a pointer enters cell %1 of program %2").arg(cell).arg(program);
        return eventKindName(event);
    }
    return {};
}

} // namespace Foulplay::Core::Debug
