#include "fyb/hill.h"

#include "fyb/engine.h"

#include <algorithm>
#include <mutex>
#include <thread>

namespace Foulplay::Core::Fyb {

std::vector<Pairing> hillPairings(std::size_t count, bool self)
{
    std::vector<Pairing> pairings;
    pairings.reserve(count * (self ? count : count - std::min<std::size_t>(count, 1)));
    for (std::size_t i = 0; i < count; ++i) {
        for (std::size_t j = 0; j < count; ++j) {
            if (i != j || self)
                pairings.push_back({static_cast<std::uint32_t>(i), static_cast<std::uint32_t>(j)});
        }
    }
    return pairings;
}

std::size_t hillBattleCount(std::size_t count, bool self)
{
    return count * (self ? count : count - std::min<std::size_t>(count, 1));
}

Pairing hillPairing(std::size_t count, bool self, std::size_t index)
{
    const std::size_t row = self ? count : count - 1;
    const std::size_t first = index / row;
    std::size_t second = index % row;
    if (!self && second >= first)
        ++second; // the row skips first-first
    return {static_cast<std::uint32_t>(first), static_cast<std::uint32_t>(second)};
}

std::optional<std::size_t> hillPairingIndex(std::size_t count, bool self, Pairing pairing)
{
    if (pairing.first >= count || pairing.second >= count || (!self && pairing.first == pairing.second))
        return std::nullopt;
    const std::size_t row = self ? count : count - 1;
    const std::size_t column = !self && pairing.second > pairing.first ? pairing.second - 1 : pairing.second;
    return pairing.first * row + column;
}

std::pair<std::size_t, std::size_t> shardRange(std::size_t total, std::size_t index, std::size_t count)
{
    // k * total / count without the product overflowing (count is at most 2^32).
    const std::size_t whole = total / count;
    const std::size_t rest = total % count;
    const auto edge = [&](std::size_t k) { return whole * k + rest * k / count; };
    return {edge(index), edge(index + 1)};
}

void creditHillBattle(std::vector<HillScore> &table, Pairing pairing, int winner)
{
    const auto credit = [&](std::uint32_t warrior, int side) {
        HillScore &row = table[warrior];
        if (winner == 0) {
            ++row.draws;
            row.score += DrawPoints;
        } else if (winner == side) {
            ++row.wins;
            row.score += WinPoints;
        } else {
            ++row.losses;
        }
    };
    credit(pairing.first, 1);
    credit(pairing.second, 2);
}

void rankHillTable(std::vector<HillScore> &table)
{
    std::stable_sort(table.begin(), table.end(), [](const HillScore &a, const HillScore &b) {
        if (a.score != b.score)
            return a.score > b.score;
        if (a.wins != b.wins)
            return a.wins > b.wins;
        return a.warrior < b.warrior;
    });
    for (std::size_t i = 0; i < table.size(); ++i)
        table[i].rank = i > 0 && table[i].score == table[i - 1].score ? table[i - 1].rank : static_cast<int>(i + 1);
}

std::vector<HillScore> hillTable(std::size_t count, std::span<const Pairing> pairings,
                                 std::span<const std::optional<Result>> results)
{
    std::vector<HillScore> table(count);
    for (std::size_t i = 0; i < count; ++i)
        table[i].warrior = static_cast<std::uint32_t>(i);
    for (std::size_t n = 0; n < pairings.size() && n < results.size(); ++n) {
        if (!results[n] || pairings[n].first >= count || pairings[n].second >= count)
            continue;
        creditHillBattle(table, pairings[n], results[n]->winner);
    }
    rankHillTable(table);
    return table;
}

std::optional<Result> playBattle(const Program &first, const Program &second, const Settings &settings,
                                 const std::atomic<bool> *stop)
{
    Engine engine(first, second, settings);
    engine.setInterruptFlag(stop);
    engine.runToEnd();
    return engine.result();
}

void playBattles(std::span<const Program> programs, std::span<const Pairing> pairings, const Settings &settings,
                 unsigned jobs, const std::atomic<bool> &stop,
                 const std::function<void(std::size_t, const Result &)> &onResult)
{
    std::size_t nextIndex = 0;
    const auto next = [&]() -> std::optional<NextBattle> {
        if (nextIndex >= pairings.size())
            return std::nullopt;
        const std::size_t index = nextIndex++;
        return NextBattle{index, pairings[index]};
    };
    playBattles(programs, next, settings, static_cast<unsigned>(std::min<std::size_t>(jobs, pairings.size())), stop,
                onResult);
}

void playBattles(std::span<const Program> programs, const std::function<std::optional<NextBattle>()> &next,
                 const Settings &settings, unsigned jobs, const std::atomic<bool> &stop,
                 const std::function<void(std::size_t, const Result &)> &onResult)
{
    std::mutex mutex; // around next() and onResult()
    const auto work = [&] {
        for (;;) {
            if (stop.load(std::memory_order_relaxed))
                return;
            std::optional<NextBattle> battle;
            {
                const std::lock_guard lock(mutex);
                battle = next();
            }
            if (!battle)
                return;
            const std::optional<Result> result =
                playBattle(programs[battle->pairing.first], programs[battle->pairing.second], settings, &stop);
            if (!result)
                return;
            const std::lock_guard lock(mutex);
            onResult(battle->id, *result);
        }
    };
    const std::size_t threads = std::max(jobs, 1u);
    std::vector<std::thread> workers;
    workers.reserve(threads - 1);
    for (std::size_t n = 1; n < threads; ++n)
        workers.emplace_back(work);
    work();
    for (std::thread &worker : workers)
        worker.join();
}

} // namespace Foulplay::Core::Fyb
