#pragma once

namespace Foulplay::Core {

// Receives the events of a running engine, on the thread that runs it. Every
// engine takes one (Engine::setEventListener(), null = no events) and, from
// inside onEvent(), honours Engine::requestStop(): the step()/run() in
// progress returns StopReason::Event after the current tick.
template<typename Event> class Listener {
public:
    virtual ~Listener() = default;
    virtual void onEvent(const Event &event) = 0;
};

} // namespace Foulplay::Core
