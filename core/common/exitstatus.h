#pragma once

#include "common/stopreason.h"

namespace Foulplay::Core {

// How a run ends, as a number: the exit status of foulplay-cli and the
// exitCode of foulplay-dap's "exited" event. The one list of them; any thread.
enum ExitStatus : int {
    ExitOk = 0,           // normal end, or a battle result
    ExitRuntimeError = 1, // a runtime error stopped the program
    ExitUsage = 2,        // bad command line
    ExitBeforeRun = 3,    // errors before the run, or a file that cannot be read
    ExitStepLimit = 4,    // the step limit was reached
};

// The status of a program's run that ended for reason: ExitOk when it
// finished, ExitStepLimit at the step limit, ExitRuntimeError otherwise (an
// error, or input that never comes). A battle ends with ExitOk whatever its
// result.
constexpr ExitStatus exitStatusOf(StopReason reason)
{
    switch (reason) {
    case StopReason::Finished:
        return ExitOk;
    case StopReason::StepLimit:
        return ExitStepLimit;
    default:
        return ExitRuntimeError;
    }
}

} // namespace Foulplay::Core
