// StepOver: step over a jump or loop, run to the cursor.
#include "debug/runfamilies.h"

namespace Foulplay::Core::Debug {

StepOver::StepOver(RunContext &context, ForwardRun &forward)
    : m_context(context)
    , m_forward(forward)
{
}

void StepOver::stepOver(Command command)
{
    const bool supported = m_context.engine() && m_context.engine()->capabilities().supportsStepOver;
    const std::optional<CodeIndex> target = supported ? m_context.engine()->stepOverTarget() : std::nullopt;
    if (!target || m_context.engine()->finished()) {
        m_forward.stepTick(command);
        return;
    }
    if (!m_context.beginCommand(command))
        return;
    // The jump or loop head runs first (a step), then the run goes on until
    // the same thread is about to run the target.
    const int thread = m_context.engine()->capabilities().supportsThreads ? m_context.engine()->nextThread() : -1;
    if (!m_forward.stepOnce())
        return;
    m_context.plan().goalMarks = {*target};
    m_context.plan().goalThread = thread;
    m_context.plan().goal = Goal::Statement;
    if (m_forward.atGoal()) {
        m_context.endRun(DebugStopReason::Step);
        return;
    }
    m_forward.startForward(Goal::Statement);
}

void StepOver::runToPosition(int program, int line, int column, Command command)
{
    if (!m_context.beginCommand(command) || m_context.refuseWhenFinished())
        return;
    m_context.plan().goalMarks = m_context.engine()->statementsAt(program, line, column);
    m_forward.startForward(m_context.plan().goalMarks.empty() ? Goal::None : Goal::Statement);
}

} // namespace Foulplay::Core::Debug
