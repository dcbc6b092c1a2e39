#include "debug/breakpointset.h"

#include "debug/languagedescriptor.h"

#include <algorithm>

namespace Foulplay::Core::Debug {

namespace {

bool contains(const std::vector<CodeIndex> &marks, const CodeIndex &index)
{
    return std::find(marks.begin(), marks.end(), index) != marks.end();
}

bool watchesACell(const Breakpoint &breakpoint)
{
    return breakpoint.kind == BreakpointKind::Event && watchesCell(breakpoint.event);
}

} // namespace

BreakpointSet::Active BreakpointSet::parse(const Breakpoint &breakpoint, const ConditionVocabulary &names)
{
    // The one parse of the condition: one that does not parse keeps its
    // error, which the front end shows and which stops the run when hit.
    Active entry;
    if (auto condition = Condition::parse(breakpoint.condition, names, entry.rejection))
        entry.condition = *condition;
    if (breakpoint.kind == BreakpointKind::Data && !entry.rejection.isError()) {
        // The value is parsed as a condition is: one that does not parse, or
        // names nothing, is kept with its error as a rejected condition is.
        if (auto value = Condition::parse(breakpoint.value, names, entry.rejection))
            entry.value = *value;
        if (!entry.rejection.isError() && entry.value.isEmpty())
            entry.rejection = {1, ConditionError::Code::ExpectedOperandAtEnd};
    }
    return entry;
}

void BreakpointSet::set(const QList<Breakpoint> &breakpoints, const ConditionVocabulary &names,
                        const DebugEngine *engine)
{
    std::vector<Active> active;
    active.reserve(std::size_t(breakpoints.size()));
    for (const Breakpoint &breakpoint : breakpoints) {
        Active entry = parse(breakpoint, names);
        for (qsizetype i = 0; i < m_list.size(); ++i) {
            if (m_list[i].id == breakpoint.id)
                entry.hits = m_active[std::size_t(i)].hits;
        }
        active.push_back(std::move(entry));
    }
    m_list = breakpoints;
    m_active = std::move(active);
    m_eventHits.clear();
    m_wantsEvents = findsEvents();
    m_watchesValues = findsValues();
    if (engine && engine->isLoaded())
        resolve(*engine);
    else
        collectSources();
}

void BreakpointSet::apply(const BreakpointDiff &diff, const ConditionVocabulary &names, const DebugEngine *engine)
{
    const auto indexOf = [this](int id) -> qsizetype {
        for (qsizetype i = 0; i < m_list.size(); ++i) {
            if (m_list[i].id == id)
                return i;
        }
        return -1;
    };
    const auto named = [&diff](int id) {
        for (const QList<Breakpoint> *list : {&diff.added, &diff.changed}) {
            for (const Breakpoint &breakpoint : *list) {
                if (breakpoint.id == id)
                    return true;
            }
        }
        return false;
    };
    QList<int> removed = diff.removed;
    if (diff.replacesAll) {
        for (const Breakpoint &breakpoint : std::as_const(m_list)) {
            if (!named(breakpoint.id))
                removed.append(breakpoint.id);
        }
    }
    for (int id : std::as_const(removed)) {
        if (const qsizetype i = indexOf(id); i >= 0) {
            m_list.removeAt(i);
            m_active.erase(m_active.begin() + i);
        }
    }
    for (const QList<Breakpoint> *list : {&diff.added, &diff.changed}) {
        for (const Breakpoint &breakpoint : *list) {
            Active entry = parse(breakpoint, names);
            qsizetype i = indexOf(breakpoint.id);
            if (i >= 0) {
                entry.hits = m_active[std::size_t(i)].hits;
                m_list[i] = breakpoint;
                m_active[std::size_t(i)] = std::move(entry);
            } else {
                i = m_list.size();
                m_list.append(breakpoint);
                m_active.push_back(std::move(entry));
            }
            if (engine && engine->isLoaded())
                resolve(i, *engine);
        }
    }
    // Event hits are indexes into the list, which may have moved.
    m_eventHits.clear();
    m_wantsEvents = findsEvents();
    m_watchesValues = findsValues();
    collectSources();
}

QList<BreakpointRejection> BreakpointSet::rejected() const
{
    QList<BreakpointRejection> list;
    for (qsizetype i = 0; i < m_list.size(); ++i) {
        if (const ConditionError &error = m_active[std::size_t(i)].rejection; error.isError())
            list.append({m_list[i].id, error});
    }
    return list;
}

void BreakpointSet::resolve(const DebugEngine &engine)
{
    for (qsizetype i = 0; i < m_list.size(); ++i)
        resolve(i, engine);
    collectSources();
}

void BreakpointSet::collectSources()
{
    // Known only when every data breakpoint that watches knows its own.
    m_sources.clear();
    m_sourceKinds = 0;
    m_sourcesKnown = true;
    for (qsizetype i = 0; i < m_list.size(); ++i) {
        const Active &active = m_active[std::size_t(i)];
        if (m_list[i].kind != BreakpointKind::Data || !m_list[i].enabled || active.rejection.isError())
            continue;
        if (!active.kinds) {
            m_sourcesKnown = false;
            m_sources.clear();
            return;
        }
        m_sourceKinds |= *active.kinds;
        m_sources.insert(m_sources.end(), active.sources.begin(), active.sources.end());
    }
    std::sort(m_sources.begin(), m_sources.end());
    m_sources.erase(std::unique(m_sources.begin(), m_sources.end()), m_sources.end());
}

bool BreakpointSet::quietBetween(const DebugEngine &engine, const EngineState *from, const EngineState *to) const
{
    // Only data breakpoints that know where their changes come from can
    // skip ticks; any other enabled breakpoint must see them run.
    if (!m_watchesValues || !m_sourcesKnown)
        return false;
    for (qsizetype i = 0; i < m_list.size(); ++i) {
        if (m_list[i].enabled && m_list[i].kind != BreakpointKind::Data)
            return false;
    }
    return engine.ticksOfKinds(from, m_sourceKinds) == engine.ticksOfKinds(to, m_sourceKinds);
}

void BreakpointSet::resolve(qsizetype index, const DebugEngine &engine)
{
    const Breakpoint &breakpoint = m_list[index];
    Active &active = m_active[std::size_t(index)];
    std::vector<CodeIndex> &marks = active.marks;
    marks.clear();
    active.kinds.reset();
    active.sources.clear();
    if (!breakpoint.enabled)
        return;
    if (breakpoint.kind == BreakpointKind::Data && !active.rejection.isError()) {
        // Where the value's changes come from: the run stops before those
        // statements only (none: before every tick).
        active.kinds = active.value.changeKinds(engine);
        if (active.kinds)
            active.sources = engine.statementsOfKinds(*active.kinds);
        std::sort(active.sources.begin(), active.sources.end());
    }
    if (breakpoint.kind == BreakpointKind::Line) {
        marks = engine.statementsAt(breakpoint.program, breakpoint.line, breakpoint.column);
    } else if (breakpoint.kind == BreakpointKind::Label && engine.capabilities().supportsLabels) {
        if (auto mark = engine.labelStatement(breakpoint.label.toStdString()))
            marks.push_back(*mark);
    }
}

void BreakpointSet::collectMarks(std::vector<CodeIndex> &marks, std::vector<CodeIndex> &watched) const
{
    for (qsizetype i = 0; i < m_list.size(); ++i) {
        const Breakpoint &breakpoint = m_list[i];
        if (!breakpoint.enabled)
            continue;
        const std::vector<CodeIndex> &own = m_active[std::size_t(i)].marks;
        marks.insert(marks.end(), own.begin(), own.end());
        if (breakpoint.kind == BreakpointKind::Data && m_sourcesKnown)
            marks.insert(marks.end(), m_active[std::size_t(i)].sources.begin(), m_active[std::size_t(i)].sources.end());
        if (watchesACell(breakpoint))
            watched.push_back({breakpoint.program, breakpoint.cell});
    }
    std::sort(marks.begin(), marks.end());
    marks.erase(std::unique(marks.begin(), marks.end()), marks.end());
}

bool BreakpointSet::findsEvents() const
{
    return std::any_of(m_list.begin(), m_list.end(), [](const Breakpoint &breakpoint) {
        return breakpoint.enabled && breakpoint.kind == BreakpointKind::Event;
    });
}

bool BreakpointSet::findsValues() const
{
    for (qsizetype i = 0; i < m_list.size(); ++i) {
        if (m_list[i].enabled && m_list[i].kind == BreakpointKind::Data
            && !m_active[std::size_t(i)].rejection.isError())
            return true;
    }
    return false;
}

void BreakpointSet::noteBefore(const DebugEngine &engine)
{
    const std::uint64_t tick = engine.tick();
    for (qsizetype i = 0; i < m_list.size(); ++i) {
        Active &active = m_active[std::size_t(i)];
        if (m_list[i].kind != BreakpointKind::Data || !m_list[i].enabled || active.rejection.isError()
            || active.lastTick == tick)
            continue;
        active.last = currentValue(engine, active.value);
        active.lastTick = tick;
    }
    m_beforeWhere = engine.currentLocation();
    m_beforePlayer = engine.nextPlayer();
}

bool BreakpointSet::marks(const CodeIndex &statement) const
{
    for (qsizetype i = 0; i < m_list.size(); ++i) {
        if (m_list[i].enabled && contains(m_active[std::size_t(i)].marks, statement))
            return true;
    }
    return false;
}

bool BreakpointSet::noteEventSlow(DebugEventKind kind, int a, int b)
{
    bool stop = false;
    for (qsizetype i = 0; i < m_list.size(); ++i) {
        const Breakpoint &breakpoint = m_list[i];
        if (!breakpoint.enabled || breakpoint.kind != BreakpointKind::Event || breakpoint.event != kind)
            continue;
        if (watchesACell(breakpoint) && (a != breakpoint.program || b != breakpoint.cell))
            continue;
        m_eventHits.push_back(int(i));
        stop = true;
    }
    return stop;
}

std::vector<int> BreakpointSet::matching(const DebugEngine &engine, bool atMark, std::uint64_t prevTick,
                                         std::uint64_t prevTurn)
{
    std::vector<int> candidates;
    const CodeIndex current = engine.nextStatement();
    const std::uint64_t tick = engine.tick();
    const std::uint64_t turn = engine.turn();
    for (qsizetype i = 0; i < m_list.size(); ++i) {
        const Breakpoint &breakpoint = m_list[i];
        if (!breakpoint.enabled)
            continue;
        bool match = false;
        switch (breakpoint.kind) {
        case BreakpointKind::Line:
        case BreakpointKind::Label:
            match = atMark && contains(m_active[std::size_t(i)].marks, current);
            break;
        case BreakpointKind::Tick:
            match = prevTick < breakpoint.number && tick == breakpoint.number;
            break;
        case BreakpointKind::Turn:
            match = prevTurn < breakpoint.number && turn == breakpoint.number
                    && engine.ticksBeforeTurn(breakpoint.number) == 0;
            break;
        case BreakpointKind::Event:
            match = std::find(m_eventHits.begin(), m_eventHits.end(), int(i)) != m_eventHits.end();
            break;
        case BreakpointKind::Data: {
            Active &active = m_active[std::size_t(i)];
            active.change.reset();
            if (active.rejection.isError())
                break;
            std::optional<Decimal> now = currentValue(engine, active.value);
            // Only a value read right before this tick tells what the tick did.
            if (active.lastTick == prevTick && tick != prevTick && now != active.last) {
                match = true;
                // After a run of many ticks the engine stopped right after
                // the one that changed it (watchKinds()): its last.
                const bool oneTick = tick == prevTick + 1;
                active.change = ValueChange{tick,
                                            turn,
                                            active.last,
                                            now,
                                            oneTick ? m_beforeWhere : engine.lastTickLocation(),
                                            oneTick ? m_beforePlayer : engine.lastTickPlayer(),
                                            breakpoint.value};
            }
            active.last = std::move(now);
            active.lastTick = tick;
            break;
        }
        }
        if (match)
            candidates.push_back(int(i));
    }
    return candidates;
}

bool BreakpointSet::check(const std::vector<int> &candidates, const DebugEngine &engine, bool count,
                          std::vector<Hit> &stops)
{
    bool stop = false;
    for (int i : candidates) {
        const Breakpoint &breakpoint = m_list[i];
        Active &active = m_active[std::size_t(i)];
        ConditionError error = active.rejection;
        bool holds = true;
        if (!error.isError() && !active.condition.isEmpty()) {
            if (auto value = active.condition.evaluate(engine, error))
                holds = *value;
        }
        if (!holds)
            continue;
        if (!count)
            return true;
        ++active.hits;
        active.changed = true;
        if (error.isError() || active.hits >= breakpoint.hitTarget) {
            active.changed = false;
            stops.push_back({breakpoint.id, active.hits, error, active.change});
            stop = true;
        }
    }
    return stop;
}

std::uint64_t BreakpointSet::ticksAllowed(const DebugEngine &engine, std::uint64_t n) const
{
    // A watched value is read before and after each tick that may change
    // it; the run stops before those (they are marked) and runs freely
    // between them. Not knowing them, it reads it around every tick.
    if (m_watchesValues
        && (!m_sourcesKnown || std::binary_search(m_sources.begin(), m_sources.end(), engine.nextStatement())))
        return std::min<std::uint64_t>(n, 1);
    const std::uint64_t tick = engine.tick();
    for (const Breakpoint &breakpoint : m_list) {
        if (!breakpoint.enabled)
            continue;
        if (breakpoint.kind == BreakpointKind::Tick && breakpoint.number > tick)
            n = std::min(n, breakpoint.number - tick);
        if (breakpoint.kind == BreakpointKind::Turn && engine.turn() < breakpoint.number) {
            if (const std::uint64_t before = engine.ticksBeforeTurn(breakpoint.number))
                n = std::min(n, before);
        }
    }
    return n;
}

void BreakpointSet::resetHits()
{
    for (Active &active : m_active) {
        active.hits = 0;
        active.changed = true;
    }
}

std::vector<BreakpointSet::Hit> BreakpointSet::takeChangedHits()
{
    std::vector<Hit> changed;
    for (qsizetype i = 0; i < m_list.size(); ++i) {
        Active &active = m_active[std::size_t(i)];
        if (active.changed) {
            active.changed = false;
            changed.push_back({m_list[i].id, active.hits, {}, std::nullopt});
        }
    }
    return changed;
}

} // namespace Foulplay::Core::Debug
