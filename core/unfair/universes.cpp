#include "unfair/universes.h"

#include <algorithm>
#include <utility>

namespace Foulplay::Core::Unfair {

namespace {

const Decimal Hundred = Decimal::fromInt(100);

} // namespace

Universes::Universes(std::uint64_t reach)
    : m_reach(std::max<std::uint64_t>(reach, 1))
{
    m_records.push_back(Record{Segment{newTrack(Decimal()), 0}, {}, std::nullopt, 0, 0, 0, 0});
}

Universe Universes::operator[](std::size_t u) const
{
    const Record &record = m_records[u];
    return Universe{countOf(u), History(this, u), record.origin, record.steps, record.tick};
}

std::uint32_t Universes::root(std::uint32_t track) const
{
    while (m_tracks[track].mergedInto != NoTrack)
        track = m_tracks[track].mergedInto;
    return track;
}

std::size_t Universes::historyFirstKept(std::size_t u) const
{
    // Every log keeps its newest m_reach rows, and a log another one was
    // joined into kept them up to the join, so these rows are all there.
    const std::uint64_t firstRow = m_records[u].firstRow;
    if (m_reach >= m_rows - firstRow)
        return 0;
    return std::size_t(m_rows - m_reach - firstRow);
}

Decimal Universes::historyAt(std::size_t u, std::size_t index) const
{
    const Record &record = m_records[u];
    const std::uint64_t row = record.firstRow + index;
    const Segment *segment = &record.last;
    for (auto earlier = record.earlier.rbegin(); segment->fromRow > row; ++earlier)
        segment = &*earlier;
    std::uint32_t track = segment->track;
    while (m_tracks[track].mergedInto != NoTrack && row >= m_tracks[track].mergedAt)
        track = m_tracks[track].mergedInto;
    return m_tracks[track].values.at(std::size_t(row - m_tracks[track].startRow));
}

std::uint64_t Universes::liveMistakes(std::uint32_t player) const
{
    return player < m_mistakes.size() ? m_mistakes[player].size() : 0;
}

std::optional<std::size_t> Universes::mistake(std::uint32_t player, std::uint64_t ordinal) const
{
    if (ordinal == 0 || ordinal > liveMistakes(player))
        return std::nullopt;
    return m_mistakes[player][std::size_t(ordinal - 1)];
}

std::size_t Universes::byteSize() const
{
    std::size_t bytes = m_tracks.capacity() * sizeof(Track) + m_live.capacity() * sizeof(std::uint32_t)
                        + m_records.capacity() * sizeof(Record) + m_mistakes.capacity() * sizeof(m_mistakes.front());
    for (const Track &track : m_tracks)
        bytes += track.values.byteSize();
    for (const Record &record : m_records)
        bytes += record.earlier.capacity() * sizeof(Segment);
    for (const auto &mistakes : m_mistakes)
        bytes += mistakes.capacity() * sizeof(std::uint32_t);
    return bytes;
}

std::uint32_t Universes::newTrack(const Decimal &value)
{
    Track track;
    track.values.setKeep(m_reach > std::uint64_t(std::size_t(-1)) ? std::size_t(-1) : std::size_t(m_reach));
    track.values.push(value);
    track.value = value;
    track.startRow = m_rows - 1;
    track.members = 1;
    track.refs = 1; // the segment that will read it
    track.liveIndex = std::uint32_t(m_live.size());
    std::uint32_t id;
    if (m_free.empty()) {
        id = std::uint32_t(m_tracks.size());
        m_tracks.push_back(std::move(track));
    } else {
        id = m_free.back();
        m_free.pop_back();
        m_tracks[id] = std::move(track);
    }
    m_live.push_back(id);
    return id;
}

void Universes::release(std::uint32_t track)
{
    // No universe can look back at a log nothing reads: free it, and what it
    // read on into.
    while (track != NoTrack && --m_tracks[track].refs == 0) {
        const std::uint32_t next = m_tracks[track].mergedInto;
        m_tracks[track] = Track();
        m_free.push_back(track);
        track = next;
    }
}

std::uint32_t Universes::liveTrackWith(const Decimal &value) const
{
    for (const std::uint32_t track : m_live) {
        if (m_tracks[track].value == value)
            return track;
    }
    return NoTrack;
}

void Universes::leave(std::uint32_t track)
{
    Track &left = m_tracks[track];
    if (--left.members > 0)
        return;
    // The group is gone: nobody reads its log past this row.
    const std::uint32_t last = m_live.back();
    m_live[left.liveIndex] = last;
    m_tracks[last].liveIndex = left.liveIndex;
    m_live.pop_back();
}

std::optional<std::size_t> Universes::firstOverflow(const Decimal &added, std::size_t n) const
{
    const bool any = std::any_of(m_live.begin(), m_live.end(),
                                 [&](std::uint32_t track) { return !m_tracks[track].value.plus(added); });
    if (!any)
        return std::nullopt;
    // Rare: find the lowest universe that overflows, as the error names it.
    for (std::size_t u = 0; u < n && u < size(); ++u) {
        if (!countOf(u).plus(added))
            return u;
    }
    return std::nullopt;
}

void Universes::truncate(std::size_t n)
{
    while (m_records.size() > n) {
        const Record &record = m_records.back();
        leave(currentTrack(m_records.size() - 1));
        if (record.origin)
            m_mistakes[*record.origin].pop_back();
        for (const Segment &segment : record.earlier)
            release(segment.track);
        release(record.last.track);
        m_records.pop_back();
    }
}

void Universes::count(const Decimal &added)
{
    const std::uint64_t row = m_rows++;
    // Distinct counts stay distinct under the same addition: only groups
    // that reach 0 (nearly always by a reset) can meet, and they join there.
    std::size_t zeros = 0;
    for (const std::uint32_t id : m_live) {
        Track &track = m_tracks[id];
        const Decimal sum = *track.value.plus(added);
        track.value = sum >= Hundred ? Decimal() : sum;
        zeros += track.value.isZero() ? 1 : 0;
    }
    if (zeros > 1)
        joinZeros(row);
    for (const std::uint32_t id : m_live)
        m_tracks[id].values.push(m_tracks[id].value);
}

void Universes::joinZeros(std::uint64_t row)
{
    std::vector<std::uint32_t> meeting;
    for (const std::uint32_t id : m_live) {
        if (m_tracks[id].value.isZero())
            meeting.push_back(id);
    }
    // Union by rank keeps every chain of logs O(log universes) long.
    const std::uint32_t into = *std::max_element(meeting.begin(), meeting.end(), [&](std::uint32_t a, std::uint32_t b) {
        return m_tracks[a].rank < m_tracks[b].rank;
    });
    for (const std::uint32_t from : meeting) {
        if (from == into)
            continue;
        Track &kept = m_tracks[into];
        Track &gone = m_tracks[from];
        gone.mergedInto = into;
        gone.mergedAt = row; // this row on is the kept group's
        ++kept.refs;
        kept.members += gone.members;
        if (gone.rank == kept.rank)
            ++kept.rank;
        gone.members = 1;
        leave(from);
    }
}

void Universes::push(const Decimal &value, std::uint32_t origin, std::uint64_t steps, std::uint64_t tick)
{
    const std::uint64_t row = m_rows - 1;
    std::uint32_t track = liveTrackWith(value);
    if (track == NoTrack) {
        track = newTrack(value);
    } else {
        ++m_tracks[track].members;
        ++m_tracks[track].refs;
    }
    if (m_mistakes.size() <= origin)
        m_mistakes.resize(origin + 1);
    m_mistakes[origin].push_back(std::uint32_t(m_records.size()));
    m_records.push_back(Record{Segment{track, row}, {}, origin, steps, tick, row, m_mistakes[origin].size()});
}

void Universes::setVisible(const Decimal &value)
{
    const std::uint64_t row = m_rows - 1;
    Record &record = m_records.back();
    const std::uint32_t current = currentTrack(m_records.size() - 1);
    if (m_tracks[current].value == value)
        return;
    const std::uint32_t other = liveTrackWith(value);
    if (other == NoTrack && m_tracks[current].members == 1) {
        // Alone in its group: only this universe reads the log's last entry.
        m_tracks[current].value = value;
        m_tracks[current].values.setLast(value);
        return;
    }
    leave(current);
    std::uint32_t track = other;
    if (track == NoTrack) {
        track = newTrack(value);
    } else {
        ++m_tracks[track].members;
        ++m_tracks[track].refs;
    }
    if (record.last.fromRow == row) {
        // Its last segment began at this row: nothing reads it any more.
        release(std::exchange(record.last.track, track));
    } else {
        record.earlier.push_back(record.last);
        record.last = Segment{track, row};
    }
}

} // namespace Foulplay::Core::Unfair
