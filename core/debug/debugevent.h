#pragma once

#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>

namespace Foulplay::Core::Debug {

// The kind of a game event a breakpoint can stop on (and views can draw): a
// number that belongs to one language, whose descriptor lists it and says
// how it reads (LanguageDescriptor::eventNames, EventName). The built-in
// languages number their kinds in their own folders
// (languages/<language>/<language>debug.h), below FirstRegisteredEvent:
// saved sessions keep an event breakpoint's number. A language registered
// at start-up takes new numbers from registerEventKind().
enum class DebugEventKind : int {};
inline constexpr DebugEventKind FirstRegisteredEvent{1000};

// A new kind for a registered language's own event, from
// FirstRegisteredEvent on. Call it at start-up, before any other thread runs.
DebugEventKind registerEventKind();

// What a language adds to its events for its own views (Unfair: where the
// universes stand after a de-sync): it derives its details from this.
struct EventDetail {
    virtual ~EventDetail() = default;
};

// One event as the session reports it to views (and matches to
// breakpoints): when it happened, its kind, the numbers its language gives
// every event of the kind (who acted, where: the numbers a CompactEvent
// carries), the values its words fill in (%1, %2 ...: names and big numbers
// as text, as the program wrote them) and, for some kinds, the language's
// own detail.
struct DebugEvent {
    std::uint64_t tick = 0; // ticks done when it happened (the tick that caused it included)
    std::uint64_t turn = 0; // the language's turn; = tick where it has none
    DebugEventKind kind{};
    int a = 0, b = 0, c = 0, d = 0; // the kind's numbers, as its language documents them
    QStringList values;
    std::shared_ptr<const EventDetail> detail = {};

    // The detail as the language's type T, or nullptr.
    template<typename T> const T *detailAs() const { return dynamic_cast<const T *>(detail.get()); }
};

// The kinds that come by the million a second (a count, a cheat, a call, a
// commit, a pointer entering a cell) as a few plain numbers: adapters report
// them so (EventSink::onCompactEvent()) and the recorder keeps them so,
// without making a DebugEvent for each; toEvent() makes one where it is read.
struct CompactEvent {
    std::uint64_t tick = 0;
    std::uint64_t turn = 0;
    DebugEventKind kind{};
    int a = 0, b = 0, c = 0, d = 0;

    // The event, its values the names of the players its numbers name
    // (EventName::players), from names (DebugEngine::playerNames()); missing
    // ones are empty.
    DebugEvent toEvent(const QStringList *names = nullptr) const;
};

} // namespace Foulplay::Core::Debug
