#pragma once

#include "debug/debugengine.h"
#include "debug/debugtypes.h"

#include <QList>
#include <QMetaType>
#include <QString>

#include <cstdint>
#include <memory>

namespace Foulplay::Core::Debug {

// What views read: the state of a session at one tick, frozen. Cheap to copy
// (the engine state is shared, immutable). Any thread may read it.
struct DebugSnapshot {
    Language language{};
    std::uint64_t tick = 0;
    std::uint64_t turn = 0;
    // The furthest tick the run has reached: the end of the timeline scrubber.
    std::uint64_t lastTick = 0;
    bool finished = false;                    // the program or battle has ended at this tick
    DebugLocation location;                   // what runs next
    QList<DebugLocation> locations;           // FYB: every live thread; else = {location}
    std::uint64_t outputBytes = 0;            // output bytes written up to this tick
    std::uint64_t timelineBytes = 0;          // memory the keyframes use now
    std::shared_ptr<const EngineState> state; // null before a program is loaded
    // The programs of the load, parsed once by the worker (the same object
    // in every snapshot of one load); null before one.
    std::shared_ptr<const LoadedPrograms> programs;

    bool isValid() const { return state != nullptr; }
    // The engine's own snapshot (e.g. engineSnapshot<Fyb::Snapshot>()) to draw
    // the language's state; null when empty or of another language.
    template<typename Snapshot> const Snapshot *engineSnapshot() const
    {
        auto *typed = dynamic_cast<const EngineStateOf<Snapshot> *>(state.get());
        return typed ? &typed->value() : nullptr;
    }
    // Program i (from 0) as the language's parser made it (e.g.
    // program<Unfair::Program>()); null when there is none or it is of
    // another language.
    template<typename Program> const Program *program(std::size_t i = 0) const
    {
        auto *typed = dynamic_cast<const LoadedProgramsOf<Program> *>(programs.get());
        return typed ? typed->program(i) : nullptr;
    }
};

} // namespace Foulplay::Core::Debug

Q_DECLARE_METATYPE(Foulplay::Core::Debug::DebugSnapshot)
