#include "debug/breakpointset.h"

#include <algorithm>

namespace Foulplay::Core::Debug {

namespace {

bool contains(const std::vector<CodeIndex> &marks, const CodeIndex &index)
{
    return std::find(marks.begin(), marks.end(), index) != marks.end();
}

bool watchesCell(const Breakpoint &breakpoint)
{
    return breakpoint.kind == BreakpointKind::Event && breakpoint.event == DebugEventKind::PointerEntersCell;
}

} // namespace

BreakpointSet::Active BreakpointSet::parse(const Breakpoint &breakpoint, const ConditionVocabulary &names)
{
    Active entry;
    ConditionError error;
    // A condition that does not parse stops with its message when hit;
    // the model refuses such conditions, so this is rare.
    if (auto condition = Condition::parse(breakpoint.condition, names, error))
        entry.condition = *condition;
    else
        entry.conditionParsed = false;
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
    m_names = &names;
    m_eventHits.clear();
    m_wantsEvents = findsEvents();
    if (engine && engine->isLoaded())
        resolve(*engine);
}

void BreakpointSet::apply(const BreakpointDiff &diff, const ConditionVocabulary &names, const DebugEngine *engine)
{
    m_names = &names;
    const auto indexOf = [this](int id) -> qsizetype {
        for (qsizetype i = 0; i < m_list.size(); ++i) {
            if (m_list[i].id == id)
                return i;
        }
        return -1;
    };
    for (int id : diff.removed) {
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
}

void BreakpointSet::resolve(const DebugEngine &engine)
{
    for (qsizetype i = 0; i < m_list.size(); ++i)
        resolve(i, engine);
}

void BreakpointSet::resolve(qsizetype index, const DebugEngine &engine)
{
    const Breakpoint &breakpoint = m_list[index];
    std::vector<CodeIndex> &marks = m_active[std::size_t(index)].marks;
    marks.clear();
    if (!breakpoint.enabled)
        return;
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
        if (watchesCell(breakpoint))
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

bool BreakpointSet::marks(const CodeIndex &statement) const
{
    for (qsizetype i = 0; i < m_list.size(); ++i) {
        if (m_list[i].enabled && contains(m_active[std::size_t(i)].marks, statement))
            return true;
    }
    return false;
}

bool BreakpointSet::noteEventSlow(DebugEventKind kind, const Events::FybAct *where)
{
    bool stop = false;
    for (qsizetype i = 0; i < m_list.size(); ++i) {
        const Breakpoint &breakpoint = m_list[i];
        if (!breakpoint.enabled || breakpoint.kind != BreakpointKind::Event || breakpoint.event != kind)
            continue;
        if (watchesCell(breakpoint)
            && (!where || where->program != breakpoint.program || where->cell != breakpoint.cell))
            continue;
        m_eventHits.push_back(int(i));
        stop = true;
    }
    return stop;
}

std::vector<int> BreakpointSet::matching(const DebugEngine &engine, bool atMark, std::uint64_t prevTick,
                                         std::uint64_t prevTurn) const
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
        ConditionError error;
        bool holds = true;
        if (!active.conditionParsed) {
            Condition::parse(breakpoint.condition, *m_names, error);
        } else if (!active.condition.isEmpty()) {
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
            stops.push_back({breakpoint.id, active.hits, error});
            stop = true;
        }
    }
    return stop;
}

std::uint64_t BreakpointSet::ticksAllowed(const DebugEngine &engine, std::uint64_t n) const
{
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
            changed.push_back({m_list[i].id, active.hits, {}});
        }
    }
    return changed;
}

} // namespace Foulplay::Core::Debug
