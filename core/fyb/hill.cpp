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

std::pair<std::size_t, std::size_t> shardRange(std::size_t total, std::size_t index, std::size_t count)
{
    // k * total / count without the product overflowing (count is at most 2^32).
    const std::size_t whole = total / count;
    const std::size_t rest = total % count;
    const auto edge = [&](std::size_t k) { return whole * k + rest * k / count; };
    return {edge(index), edge(index + 1)};
}

std::vector<HillScore> hillTable(std::size_t count, std::span<const Pairing> pairings,
                                 std::span<const std::optional<Result>> results)
{
    std::vector<HillScore> table(count);
    for (std::size_t i = 0; i < count; ++i)
        table[i].warrior = static_cast<std::uint32_t>(i);
    const auto credit = [&](std::uint32_t warrior, int side, int winner) {
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
    for (std::size_t n = 0; n < pairings.size() && n < results.size(); ++n) {
        if (!results[n] || pairings[n].first >= count || pairings[n].second >= count)
            continue;
        credit(pairings[n].first, 1, results[n]->winner);
        credit(pairings[n].second, 2, results[n]->winner);
    }
    std::stable_sort(table.begin(), table.end(), [](const HillScore &a, const HillScore &b) {
        if (a.score != b.score)
            return a.score > b.score;
        return a.wins > b.wins;
    });
    for (std::size_t i = 0; i < table.size(); ++i)
        table[i].rank = i > 0 && table[i].score == table[i - 1].score ? table[i - 1].rank : static_cast<int>(i + 1);
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
    std::atomic<std::size_t> nextIndex{0};
    std::mutex reportMutex;
    const auto work = [&] {
        for (;;) {
            if (stop.load(std::memory_order_relaxed))
                return;
            const std::size_t index = nextIndex.fetch_add(1, std::memory_order_relaxed);
            if (index >= pairings.size())
                return;
            const Pairing pairing = pairings[index];
            const std::optional<Result> result =
                playBattle(programs[pairing.first], programs[pairing.second], settings, &stop);
            if (!result)
                return;
            const std::lock_guard lock(reportMutex);
            onResult(index, *result);
        }
    };
    const std::size_t threads = std::clamp<std::size_t>(jobs, 1, std::max<std::size_t>(pairings.size(), 1));
    std::vector<std::thread> workers;
    workers.reserve(threads - 1);
    for (std::size_t n = 1; n < threads; ++n)
        workers.emplace_back(work);
    work();
    for (std::thread &worker : workers)
        worker.join();
}

} // namespace Foulplay::Core::Fyb
