#pragma once

#include "common/decimal.h"
#include "languages/cheat/cheatdebug.h"
#include "languages/fyb/fybdebug.h"
#include "languages/unfair/unfairdebug.h"

#include <QString>
#include <QStringList>

#include <cstdint>
#include <memory>
#include <type_traits>
#include <variant>
#include <vector>

namespace Foulplay::Core::Debug {

// The game events a breakpoint can stop on (and views can draw): each
// built-in language's kinds, as its folder lists them (FOULPLAY_UNFAIR_EVENTS
// ... in languages/<language>/<language>debug.h), in the order of the
// alternatives of DebugEvent::Data. A registered language adds kinds of its
// own with registerEventKind(), from FirstRegistered on, and reports them as
// Events::Registered.
#define FOULPLAY_BUILTIN_EVENTS(X) FOULPLAY_UNFAIR_EVENTS(X) FOULPLAY_CHEAT_EVENTS(X) FOULPLAY_FYB_EVENTS(X)
#define FOULPLAY_EVENT_KIND(name) name,
enum class DebugEventKind : int {
    FOULPLAY_BUILTIN_EVENTS(FOULPLAY_EVENT_KIND) FirstRegistered = 1000,
};
#undef FOULPLAY_EVENT_KIND

// A new kind for a registered language's own event, from FirstRegistered on:
// its descriptor lists and names it (LanguageDescriptor::eventNames). Call it
// at start-up, before any other thread runs.
DebugEventKind registerEventKind();

// One struct per event kind: the values a front end words ("Olly catches
// Alice") and views draw. Names and big numbers come as text, as the program
// wrote them; the kinds that come by the million a second carry numbers only.
// Each built-in language defines its own in its folder
// (languages/<language>/<language>debug.h); a registered language's events
// are all Registered.
namespace Events {

// An event of a registered language: its kind (registerEventKind()) and
// the values its descriptor's words fill in (%1, %2 ...), as text.
struct Registered {
    DebugEventKind kind = DebugEventKind::FirstRegistered;
    QStringList values;
};

} // namespace Events

// One event as the session reports it to views (and matches to breakpoints):
// when it happened and what happened, as a variant of the kinds' structs.
struct DebugEvent {
#define FOULPLAY_EVENT_PAYLOAD(name) Events::name,
    using Data = std::variant<FOULPLAY_BUILTIN_EVENTS(FOULPLAY_EVENT_PAYLOAD) Events::Registered>;
#undef FOULPLAY_EVENT_PAYLOAD

    std::uint64_t tick = 0; // ticks done when it happened (the tick that caused it included)
    std::uint64_t turn = 0; // FYB turn, Cheat turn; = tick for Unfair
    Data data;

    DebugEventKind kind() const
    {
        if (const auto *registered = std::get_if<Events::Registered>(&data))
            return registered->kind;
        return DebugEventKind(data.index());
    }
    // The alternative T, or nullptr.
    template<typename T> const T *as() const
    {
        return std::get_if<T>(&data);
    }
    // The Cheat part (player, statement), or nullptr for another language.
    const Events::CheatAct *cheat() const
    {
        return base<Events::CheatAct>();
    }
    // The FYB part (program, cell, thread), or nullptr for another language.
    const Events::FybAct *fyb() const
    {
        return base<Events::FybAct>();
    }

private:
    template<typename Base> const Base *base() const
    {
        return std::visit(
            [](const auto &event) -> const Base * {
                if constexpr (std::is_base_of_v<Base, std::decay_t<decltype(event)>>)
                    return &event;
                else
                    return nullptr;
            },
            data);
    }
};

// The kinds that come by the million a second (a count, a cheat, a call, a
// commit, a pointer entering a cell) as a few plain numbers: adapters report
// them so (EventSink::onCompactEvent()) and the recorder keeps them so,
// without making a DebugEvent for each; toEvent() makes one where it is read.
struct CompactEvent {
    std::uint64_t tick = 0;
    std::uint64_t turn = 0;
    DebugEventKind kind = DebugEventKind::Count;
    // Count, CheatCommitted: player, statement. ValidCall, InvalidCall:
    // player, statement, the player called on (-1: nobody). Commit: program,
    // cell, thread, value. PointerEntersCell: program, cell, thread, 1 for
    // the data pointer.
    int a = 0, b = 0, c = 0, d = 0;

    bool isFyb() const { return kind == DebugEventKind::Commit || kind == DebugEventKind::PointerEntersCell; }
    // The event, with the players' names (DebugEngine::playerNames()) for
    // the kinds that carry them; missing ones are empty.
    DebugEvent toEvent(const QStringList *names = nullptr) const
    {
        const auto name = [names](int player) {
            return names && player >= 0 && player < names->size() ? names->at(player) : QString();
        };
        switch (kind) {
        case DebugEventKind::ValidCall:
            return {tick, turn, Events::ValidCall{{a, b}, name(a), name(c)}};
        case DebugEventKind::InvalidCall:
            return {tick, turn, Events::InvalidCall{{a, b}, name(a), name(c)}};
        case DebugEventKind::Commit:
            return {tick, turn, Events::Commit{{a, b, c}, d}};
        case DebugEventKind::PointerEntersCell:
            return {tick, turn, Events::PointerEntersCell{{a, b, c}, d != 0}};
        case DebugEventKind::CheatCommitted:
            return {tick, turn, Events::CheatCommitted{{a, b}}};
        default:
            return {tick, turn, Events::Count{{a, b}}};
        }
    }
    // The compact form of event, when it has one.
    static bool from(const DebugEvent &event, CompactEvent &out)
    {
        if (const auto *count = event.as<Events::Count>()) {
            out = {event.tick, event.turn, DebugEventKind::Count, count->player, count->statement, 0, 0};
            return true;
        }
        if (const auto *cheat = event.as<Events::CheatCommitted>()) {
            out = {event.tick, event.turn, DebugEventKind::CheatCommitted, cheat->player, cheat->statement, 0, 0};
            return true;
        }
        if (const auto *commit = event.as<Events::Commit>()) {
            out = {event.tick,   event.turn,     DebugEventKind::Commit, commit->program,
                   commit->cell, commit->thread, commit->value};
            return true;
        }
        if (const auto *entry = event.as<Events::PointerEntersCell>()) {
            out = {event.tick,  event.turn,    DebugEventKind::PointerEntersCell, entry->program,
                   entry->cell, entry->thread, entry->dataPointer ? 1 : 0};
            return true;
        }
        return false;
    }
};

// Saved sessions name an event breakpoint's kind by its number.
static_assert(int(DebugEventKind::CountReset) == 0 && int(DebugEventKind::CheatCommitted) == 5
              && int(DebugEventKind::Commit) == 13 && int(DebugEventKind::PointerEntersCell) == 18);
static_assert(std::variant_size_v<DebugEvent::Data> == std::size_t(DebugEventKind::PointerEntersCell) + 2);

} // namespace Foulplay::Core::Debug
