#include "unfair/universetreemodel.h"

#include "runeventlog.h"

#include "languages/unfair/unfairdebug.h"

#include <QLocale>

#include <algorithm>
#include <limits>

namespace Foulplay::Ui {

using Core::Decimal;
namespace Unfair = Core::Unfair;

std::optional<Decimal> UniverseTreeModel::Lane::valueAt(std::int64_t row) const
{
    if (row < keptFrom || row > lastRow())
        return std::nullopt;
    return values[std::size_t(row - keptFrom)];
}

UniverseTreeModel::UniverseTreeModel(QObject *parent)
    : QObject(parent)
{
}

void UniverseTreeModel::setProgram(const Unfair::Program &program)
{
    m_program = program;
    clear();
}

void UniverseTreeModel::clear()
{
    m_lanes.clear();
    m_nextSerial = 0;
    m_visibleSerial = 0;
    m_lastRow = -1;
    m_firstKeptRow = 0;
    m_tick = 0;
    m_hasState = false;
    m_columns = 1;
    m_rowTicks.clear();
    m_rowCountingNumbers.clear();
    Q_EMIT changed();
}

void UniverseTreeModel::setEventLog(const RunEventLog *log)
{
    m_log = log;
}

void UniverseTreeModel::setRowCapacity(int rows)
{
    m_rowCapacity = std::max(16, rows);
    trim();
    Q_EMIT changed();
}

const UniverseTreeModel::Lane *UniverseTreeModel::laneBySerial(std::uint64_t serial) const
{
    auto it = std::lower_bound(m_lanes.begin(), m_lanes.end(), serial,
                               [](const Lane &lane, std::uint64_t s) { return lane.serial < s; });
    return it != m_lanes.end() && it->serial == serial ? &*it : nullptr;
}

void UniverseTreeModel::setState(const Unfair::State &state, std::uint64_t tick)
{
    if (state.universes.empty())
        return;
    const Unfair::History &actual = state.actual().history;
    const std::int64_t lastRow = std::int64_t(actual.size()) - 1;

    // What happened since the last state, exactly, from the events: lanes
    // that were born and removed in between included.
    if (m_log && (!m_hasState ? m_log->dropped() == 0 : tick > m_tick))
        applyEvents(m_hasState ? m_tick : 0, tick);

    if (m_hasState) {
        // A full reset restarts the rows; stepping back keeps what is still
        // true. Either way the actual universe's older values must agree.
        const bool rewind = tick < m_tick;
        bool sameGame = (lastRow >= m_lastRow || rewind) && !(rewind && fullResetBetween(tick, m_tick));
        const std::int64_t probe = std::min(lastRow, m_lastRow - 1);
        if (sameGame && probe >= std::int64_t(actual.firstKept()) && !m_lanes.empty() && !m_lanes.front().origin) {
            const auto known = m_lanes.front().valueAt(probe);
            if (known && *known != actual.at(std::size_t(probe)))
                sameGame = false;
        }
        if (!sameGame) {
            m_lanes.clear();
            m_rowTicks.clear();
            m_rowCountingNumbers.clear();
            m_lastRow = -1;
            m_firstKeptRow = 0;
        } else if (rewind || lastRow < m_lastRow) {
            forgetAfter(lastRow);
            for (auto it = m_rowTicks.begin(); it != m_rowTicks.end();)
                it = it->second > tick ? m_rowTicks.erase(it) : std::next(it);
        }
    }

    matchLanes(state, lastRow);
    m_lastRow = lastRow;
    fillFirstValues();
    m_tick = tick;
    m_hasState = true;

    // A de-sync's row may know its tick already (from the universe), but
    // not yet its counting numbers.
    auto known = m_rowTicks.find(lastRow);
    if (known == m_rowTicks.end() || tick <= known->second || !m_rowCountingNumbers.contains(lastRow)) {
        if (known == m_rowTicks.end() || tick < known->second)
            m_rowTicks[lastRow] = tick;
        std::vector<Decimal> cns;
        cns.reserve(state.players.size());
        for (std::size_t player = 0; player < state.players.size(); ++player)
            cns.push_back(state.players[player].countingNumber);
        m_rowCountingNumbers[lastRow] = std::move(cns);
    }
    trim();
    Q_EMIT changed();
}

void UniverseTreeModel::applyEvents(std::uint64_t after, std::uint64_t upTo)
{
    namespace UnfairEvent = Core::Debug::UnfairEvent;
    constexpr std::size_t None = std::numeric_limits<std::size_t>::max();
    // The live lanes by their place in the universe stack (indexes in m_lanes).
    std::vector<std::size_t> stack;
    for (std::size_t i = 0; i < m_lanes.size(); ++i) {
        const Lane &lane = m_lanes[i];
        if (!lane.live())
            continue;
        if (stack.size() <= std::size_t(lane.liveIndex))
            stack.resize(std::size_t(lane.liveIndex) + 1, None);
        stack[std::size_t(lane.liveIndex)] = i;
    }
    const auto newActual = [this, &stack] {
        Lane actual;
        actual.serial = m_nextSerial++;
        actual.liveIndex = 0;
        m_lanes.push_back(std::move(actual));
        stack.assign(1, m_lanes.size() - 1);
    };
    if (m_lanes.empty())
        newActual();
    const auto noteTick = [this](std::int64_t row, std::uint64_t tick) {
        auto known = m_rowTicks.find(row);
        if (known == m_rowTicks.end() || tick < known->second)
            m_rowTicks[row] = tick;
    };

    const auto &marks = m_log->marks();
    for (std::size_t i = m_log->lowerBound(after + 1); i < marks.size() && marks[i].tick <= upTo; ++i) {
        const RunMark &mark = marks[i];
        if (std::find(stack.begin(), stack.end(), None) != stack.end())
            return; // the lanes do not match the stack: the snapshot decides
        switch (mark.kind) {
        case UnfairEvent::FullReset:
            m_lanes.clear();
            m_rowTicks.clear();
            m_rowCountingNumbers.clear();
            m_lastRow = -1;
            m_firstKeptRow = 0;
            newActual();
            break;
        case UnfairEvent::Desync: {
            // A de-sync puts a universe on top of the stack.
            if (mark.universe != int(stack.size()) || mark.row < 0 || mark.player < 0)
                return;
            Lane lane;
            lane.serial = m_nextSerial++;
            lane.origin = std::uint32_t(mark.player);
            lane.ordinal = 1;
            for (std::size_t u = 1; u < stack.size(); ++u)
                lane.ordinal += m_lanes[stack[u]].origin == lane.origin ? 1 : 0;
            lane.steps = mark.steps;
            lane.tick = mark.tick;
            lane.firstRow = mark.row;
            lane.keptFrom = mark.row;
            lane.liveIndex = mark.universe;
            noteTick(mark.row, mark.tick);
            m_lanes.push_back(std::move(lane));
            stack.push_back(m_lanes.size() - 1);
            break;
        }
        case UnfairEvent::Resync: {
            // A re-sync removes a universe and every one above it; the one
            // below is on top from its row on.
            const auto found = std::size_t(std::max(mark.universe, 0));
            if (found < 1 || found + std::size_t(std::max(mark.universes, 0)) != stack.size() || mark.row < 0)
                return;
            const std::uint64_t into = m_lanes[stack[found - 1]].serial;
            for (std::size_t u = found; u < stack.size(); ++u) {
                Lane &lane = m_lanes[stack[u]];
                lane.liveIndex = -1;
                lane.collapseRow = mark.row;
                lane.collapseExact = true;
                lane.collapseInto = into;
                while (!lane.values.empty() && lane.lastRow() >= mark.row)
                    lane.values.pop_back();
                if (mark.counts && u - found < mark.counts->size())
                    takeCounts(lane, (*mark.counts)[u - found], mark.row);
            }
            stack.resize(found);
            noteTick(mark.row, mark.tick);
            break;
        }
        default:
            break;
        }
    }
}

void UniverseTreeModel::takeCounts(Lane &lane, const std::vector<Decimal> &counts, std::int64_t endRow)
{
    // counts are the lane's rows up to endRow - 1; what the model still keeps of them.
    const std::int64_t first = std::max({lane.firstRow, m_firstKeptRow, endRow - std::int64_t(counts.size())});
    if (first >= endRow)
        return;
    // Known values before them stay when they join up; otherwise these, the newest, win.
    if (lane.values.empty() || lane.keptFrom >= first || lane.lastRow() < first - 1) {
        lane.values.clear();
        lane.keptFrom = first;
    } else {
        while (lane.lastRow() >= first)
            lane.values.pop_back();
    }
    for (std::int64_t row = first; row < endRow; ++row)
        lane.values.push_back(counts[std::size_t(row - (endRow - std::int64_t(counts.size())))]);
}

bool UniverseTreeModel::fullResetBetween(std::uint64_t after, std::uint64_t upTo) const
{
    if (!m_log)
        return false;
    const auto &marks = m_log->marks();
    for (std::size_t i = m_log->lowerBound(after + 1); i < marks.size() && marks[i].tick <= upTo; ++i) {
        if (marks[i].kind == Core::Debug::UnfairEvent::FullReset)
            return true;
    }
    return false;
}

void UniverseTreeModel::fillFirstValues()
{
    const Lane *actual = nullptr;
    for (const Lane &lane : m_lanes) {
        if (!lane.origin && lane.live())
            actual = &lane;
    }
    if (!actual)
        return;
    for (Lane &lane : m_lanes) {
        if (!lane.origin || !lane.values.empty() || lane.keptFrom != lane.firstRow || lane.firstRow < m_firstKeptRow)
            continue;
        // The de-sync copied the actual count N steps back (0 before the first).
        const std::int64_t source = lane.firstRow - std::int64_t(lane.steps);
        const auto value = source < 0 ? std::optional<Decimal>(Decimal()) : actual->valueAt(source);
        if (value)
            lane.values.push_back(*value);
    }
}

void UniverseTreeModel::matchLanes(const Unfair::State &state, std::int64_t lastRow)
{
    const auto &universes = state.universes;
    const std::int64_t actualSize = std::int64_t(state.actual().history.size());
    const bool exact = m_hasState && lastRow == m_lastRow + 1;

    std::vector<std::uint64_t> serialAt(universes.size(), std::numeric_limits<std::uint64_t>::max());
    std::vector<std::uint64_t> staleSerials;
    for (Lane &lane : m_lanes) {
        if (!lane.live())
            continue;
        const auto u = std::size_t(lane.liveIndex);
        const bool same = u < universes.size() && universes[u].origin == lane.origin
                          && actualSize - std::int64_t(universes[u].history.size()) == lane.firstRow;
        if (same)
            serialAt[u] = lane.serial;
        else
            staleSerials.push_back(lane.serial);
    }

    // New universes get lanes; every lane's values are brought up to date.
    for (std::size_t u = 0; u < universes.size(); ++u) {
        const Unfair::History &history = universes[u].history;
        const std::int64_t firstRow = actualSize - std::int64_t(history.size());
        if (serialAt[u] == std::numeric_limits<std::uint64_t>::max()) {
            Lane lane;
            lane.serial = m_nextSerial++;
            lane.origin = universes[u].origin;
            lane.ordinal = state.mistakeOrdinal(u);
            lane.steps = universes[u].steps;
            lane.tick = universes[u].tick;
            // The de-sync made the lane's first row: its tick is exact.
            if (lane.origin && lane.tick > 0) {
                auto known = m_rowTicks.find(firstRow);
                if (known == m_rowTicks.end() || lane.tick < known->second)
                    m_rowTicks[firstRow] = lane.tick;
            }
            lane.firstRow = firstRow;
            lane.keptFrom = std::max(
                {firstRow, lastRow - std::int64_t(m_rowCapacity) + 1, firstRow + std::int64_t(history.firstKept())});
            lane.liveIndex = int(u);
            for (std::int64_t row = lane.keptFrom; row <= lastRow; ++row)
                lane.values.push_back(history.at(std::size_t(row - firstRow)));
            serialAt[u] = lane.serial;
            m_lanes.push_back(std::move(lane));
        }
    }
    for (Lane &lane : m_lanes) {
        if (!lane.live() || std::find(staleSerials.begin(), staleSerials.end(), lane.serial) != staleSerials.end())
            continue;
        const Unfair::History &history = universes[std::size_t(lane.liveIndex)].history;
        // The previous newest value may have been redefined (Define the count).
        std::int64_t from = std::max(lane.keptFrom, lane.values.empty() ? lane.keptFrom : lane.lastRow());
        const std::int64_t keepFrom = lastRow - std::int64_t(m_rowCapacity) + 1;
        if (from < keepFrom || lane.values.empty()) {
            // Far ahead (a run at full speed): only the rows kept are read.
            // Far back (a jump before the rows kept): none of the values
            // kept is left, and the state's history has the rows again.
            lane.values.clear();
            lane.keptFrom = std::max({keepFrom, lane.firstRow, lane.firstRow + std::int64_t(history.firstKept())});
            from = lane.keptFrom;
        }
        while (!lane.values.empty() && lane.lastRow() >= from)
            lane.values.pop_back();
        for (std::int64_t row = from; row <= lastRow; ++row)
            lane.values.push_back(history.at(std::size_t(row - lane.firstRow)));
    }
    for (Lane &lane : m_lanes) {
        if (std::find(staleSerials.begin(), staleSerials.end(), lane.serial) != staleSerials.end())
            collapse(lane, lastRow, exact, serialAt);
    }
    m_visibleSerial = serialAt.back();
    assignColumns();
}

void UniverseTreeModel::collapse(Lane &lane, std::int64_t lastRow, bool exact,
                                 const std::vector<std::uint64_t> &topAfter)
{
    // A re-sync removes a universe and everything above it, then counts on
    // the rest: the lane below is on top from the re-sync's row on.
    const std::size_t below = std::min<std::size_t>(std::size_t(std::max(lane.liveIndex - 1, 0)), topAfter.size() - 1);
    lane.collapseInto = topAfter[below];
    lane.liveIndex = -1;
    lane.collapseRow = std::min(lane.lastRow() + 1, lastRow);
    lane.collapseExact = exact;
}

void UniverseTreeModel::forgetAfter(std::int64_t lastRow)
{
    std::erase_if(m_lanes, [lastRow](const Lane &lane) {
        return lane.firstRow > lastRow || (!lane.live() && lane.collapseRow > lastRow);
    });
    for (Lane &lane : m_lanes) {
        while (!lane.values.empty() && lane.lastRow() > lastRow)
            lane.values.pop_back();
    }
    m_rowCountingNumbers.erase(m_rowCountingNumbers.upper_bound(lastRow), m_rowCountingNumbers.end());
    m_rowTicks.erase(m_rowTicks.upper_bound(lastRow), m_rowTicks.end());
    m_lastRow = lastRow;
}

void UniverseTreeModel::trim()
{
    m_firstKeptRow = std::max<std::int64_t>(0, m_lastRow - std::int64_t(m_rowCapacity) + 1);
    for (Lane &lane : m_lanes) {
        while (!lane.values.empty() && lane.keptFrom < m_firstKeptRow) {
            lane.values.pop_front();
            ++lane.keptFrom;
        }
    }
    std::erase_if(m_lanes, [this](const Lane &lane) { return !lane.live() && lane.collapseRow <= m_firstKeptRow; });
    // Past the cap, the oldest removed lanes go (in one pass: a fast run
    // may have made thousands since the last state).
    const auto collapsed =
        std::size_t(std::count_if(m_lanes.begin(), m_lanes.end(), [](const Lane &l) { return !l.live(); }));
    if (collapsed > std::size_t(m_laneCapacity)) {
        std::size_t surplus = collapsed - std::size_t(m_laneCapacity);
        std::erase_if(m_lanes, [&surplus](const Lane &lane) {
            if (surplus == 0 || lane.live())
                return false;
            --surplus;
            return true;
        });
    }
    m_rowTicks.erase(m_rowTicks.begin(), m_rowTicks.lower_bound(m_firstKeptRow - 1));
    m_rowCountingNumbers.erase(m_rowCountingNumbers.begin(), m_rowCountingNumbers.lower_bound(m_firstKeptRow));
}

void UniverseTreeModel::assignColumns()
{
    // Like a version-control graph: a lane takes the leftmost column whose
    // lanes have all collapsed before it branches off. Lanes keep their
    // column once placed, so nothing jumps while the program runs.
    std::vector<std::int64_t> busyUntil;
    auto reserve = [&](int column, std::int64_t until) {
        if (std::size_t(column) >= busyUntil.size())
            busyUntil.resize(std::size_t(column) + 1, std::numeric_limits<std::int64_t>::min());
        busyUntil[std::size_t(column)] = std::max(busyUntil[std::size_t(column)], until);
    };
    std::vector<Lane *> unplaced;
    for (Lane &lane : m_lanes) {
        if (!lane.origin) {
            lane.column = 0;
            reserve(0, std::numeric_limits<std::int64_t>::max());
        } else if (lane.column > 0) {
            reserve(lane.column, lane.live() ? std::numeric_limits<std::int64_t>::max() : lane.collapseRow);
        } else {
            unplaced.push_back(&lane);
        }
    }
    for (Lane *lane : unplaced) {
        int column = 1;
        while (std::size_t(column) < busyUntil.size() && busyUntil[std::size_t(column)] >= lane->firstRow)
            ++column;
        lane->column = column;
        reserve(column, lane->live() ? std::numeric_limits<std::int64_t>::max() : lane->collapseRow);
    }
    m_columns = std::max<int>(1, int(busyUntil.size()));
}

const UniverseTreeModel::Lane *UniverseTreeModel::visibleAt(std::int64_t row) const
{
    const Lane *best = nullptr;
    for (const Lane &lane : m_lanes) {
        const bool alive = lane.firstRow <= row && row <= lane.endRow();
        if (alive && (!best || lane.serial > best->serial))
            best = &lane;
    }
    return best;
}

std::uint64_t UniverseTreeModel::tickForRow(std::int64_t row) const
{
    if (m_rowTicks.empty())
        return m_tick;
    auto after = m_rowTicks.lower_bound(row);
    if (after != m_rowTicks.end() && after->first == row)
        return after->second;
    if (after == m_rowTicks.begin())
        return after->second;
    auto before = std::prev(after);
    if (after == m_rowTicks.end())
        return before->second;
    // Between two rows seen: ticks grow about evenly with the rows.
    const double share = double(row - before->first) / double(after->first - before->first);
    return before->second + std::uint64_t(share * double(after->second - before->second));
}

std::pair<std::uint64_t, std::uint64_t> UniverseTreeModel::tickBounds(std::int64_t row) const
{
    std::uint64_t low = 0;
    std::uint64_t high = std::max(m_tick, m_rowTicks.empty() ? 0 : m_rowTicks.rbegin()->second);
    auto after = m_rowTicks.upper_bound(row);
    if (after != m_rowTicks.end())
        high = after->second > 0 ? after->second - 1 : 0;
    auto at = m_rowTicks.lower_bound(row);
    if (at != m_rowTicks.begin())
        low = std::prev(at)->second + 1;
    return {low, std::max(low, high)};
}

std::vector<Decimal> UniverseTreeModel::countingNumbersAt(std::int64_t row) const
{
    auto it = m_rowCountingNumbers.find(row);
    return it == m_rowCountingNumbers.end() ? std::vector<Decimal>() : it->second;
}

QString UniverseTreeModel::playerName(std::uint32_t player) const
{
    if (player < m_program.playerCount()) {
        const std::string_view number = m_program.playerNumber(player);
        return QStringLiteral("Player %1").arg(QLatin1String(number.data(), qsizetype(number.size())));
    }
    return tr("Player #%1").arg(player + 1);
}

QString UniverseTreeModel::mistakeName(const Lane &lane) const
{
    if (!lane.origin)
        return tr("the actual count");
    return tr("%1's mistake #%2 at tick %3")
        .arg(playerName(*lane.origin))
        .arg(lane.ordinal)
        .arg(QLocale().toString(qulonglong(lane.tick)));
}

QString UniverseTreeModel::laneTitle(const Lane &lane) const
{
    if (!lane.origin)
        return tr("GC1 (actual)");
    return tr("GC%1: %2").arg(lane.column + 1).arg(mistakeName(lane));
}

} // namespace Foulplay::Ui
