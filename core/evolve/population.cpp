#include "evolve/population.h"

#include "fyb/hill.h"

#include <algorithm>
#include <set>

namespace Foulplay::Core::Evolve {

namespace {

// The better of `contestants` members drawn at random (with replacement),
// by their place in the ranking.
std::uint32_t tournamentPick(const std::vector<std::uint32_t> &place, std::size_t contestants, Rng &rng)
{
    std::uint32_t best = 0;
    std::uint32_t bestPlace = ~std::uint32_t(0);
    for (std::size_t n = 0; n < std::max<std::size_t>(contestants, 1); ++n) {
        const auto candidate = static_cast<std::uint32_t>(rng.below(place.size()));
        if (place[candidate] < bestPlace) {
            best = candidate;
            bestPlace = place[candidate];
        }
    }
    return best;
}

} // namespace

Generation firstGeneration(const Params &params, std::span<const std::string> given)
{
    Generation generation;
    for (std::size_t i = 0; i < params.population; ++i) {
        Individual member;
        Rng rng = Rng::stream(params.seed, 0, i);
        if (i < given.size()) {
            member.code = balanced(given[i].substr(0, params.maxLength));
            if (member.code.empty())
                member.code = "%";
            member.how = "from";
        } else {
            member.code = randomGenome(rng, params.initialMin, params.initialMax);
            member.how = "random";
        }
        generation.members.push_back(std::move(member));
    }
    return generation;
}

std::vector<std::uint32_t> ranking(const Generation &scored)
{
    std::vector<std::uint32_t> order(scored.members.size());
    for (std::size_t i = 0; i < order.size(); ++i)
        order[i] = static_cast<std::uint32_t>(i);
    std::stable_sort(order.begin(), order.end(), [&](std::uint32_t a, std::uint32_t b) {
        const Individual &x = scored.members[a];
        const Individual &y = scored.members[b];
        if (x.score != y.score)
            return x.score > y.score;
        return x.code.size() < y.code.size();
    });
    return order;
}

Generation breed(const Generation &scored, const Params &params)
{
    const std::vector<std::uint32_t> order = ranking(scored);
    std::vector<std::uint32_t> place(order.size());
    for (std::size_t n = 0; n < order.size(); ++n)
        place[order[n]] = static_cast<std::uint32_t>(n);

    Generation next;
    next.number = scored.number + 1;
    for (std::size_t i = 0; i < params.population; ++i) {
        Rng rng = Rng::stream(params.seed, next.number, i);
        Individual child;
        if (i < params.elites && i < order.size()) {
            child.code = scored.members[order[i]].code;
            child.parents = {order[i]};
            child.how = "elite";
            next.members.push_back(std::move(child));
            continue;
        }
        if (rng.chance(params.immigrantPermille)) {
            child.code = randomGenome(rng, params.initialMin, params.initialMax);
            child.how = "random";
            next.members.push_back(std::move(child));
            continue;
        }
        const std::uint32_t first = tournamentPick(place, params.tournament, rng);
        child.parents = {first};
        Operator op = Operator::Crossover;
        if (rng.chance(params.crossoverPermille)) {
            const std::uint32_t second = tournamentPick(place, params.tournament, rng);
            child.parents.push_back(second);
            child.code = crossover(scored.members[first].code, scored.members[second].code, rng, params.maxLength);
            child.how = operatorName(op);
            if (rng.chance(500)) {
                child.code = mutate(child.code, rng, params.maxLength, op);
                child.how += std::string("+") + operatorName(op);
            }
        } else {
            // One mutation, a second one time in two, a third one in four.
            child.code = mutate(scored.members[first].code, rng, params.maxLength, op);
            child.how = operatorName(op);
            for (int extra = 0; extra < 2 && rng.chance(500); ++extra) {
                child.code = mutate(child.code, rng, params.maxLength, op);
                child.how += std::string("+") + operatorName(op);
            }
        }
        next.members.push_back(std::move(child));
    }
    return next;
}

GenerationStats generationStats(const Generation &scored)
{
    GenerationStats stats;
    if (scored.members.empty())
        return stats;
    const std::vector<std::uint32_t> order = ranking(scored);
    stats.champion = order.front();
    stats.best = scored.members[order.front()].score;
    std::vector<std::uint64_t> scores;
    std::set<std::string> distinct;
    double sum = 0;
    for (const Individual &member : scored.members) {
        scores.push_back(member.score);
        sum += static_cast<double>(member.score);
        distinct.insert(member.code);
    }
    std::sort(scores.begin(), scores.end());
    const std::size_t n = scores.size();
    stats.mean = sum / static_cast<double>(n);
    stats.median = n % 2 ? static_cast<double>(scores[n / 2])
                         : (static_cast<double>(scores[n / 2 - 1]) + static_cast<double>(scores[n / 2])) / 2;
    stats.diversity = static_cast<double>(distinct.size()) / static_cast<double>(n);
    return stats;
}

std::uint64_t hillPoints(std::span<const std::int8_t> winners)
{
    std::uint64_t points = 0;
    for (std::size_t n = 0; n < winners.size(); ++n) {
        const int own = n % 2 == 0 ? 1 : 2; // which program the genome was
        if (winners[n] == own)
            points += Fyb::WinPoints;
        else if (winners[n] == 0)
            points += Fyb::DrawPoints;
    }
    return points;
}

std::vector<std::string> genomesToPlay(const Generation &generation, const std::map<std::string, std::uint64_t> &known)
{
    std::vector<std::string> genomes;
    std::set<std::string> seen;
    for (const Individual &member : generation.members) {
        if (!member.scored && !known.contains(member.code) && seen.insert(member.code).second)
            genomes.push_back(member.code);
    }
    return genomes;
}

bool scoreGeneration(Generation &generation, std::span<const Fyb::Program> hill, const Fyb::Settings &settings,
                     unsigned jobs, const std::atomic<bool> &stop, std::map<std::string, std::uint64_t> &known,
                     const std::function<void(std::size_t)> &onBattle)
{
    const std::vector<std::string> genomes = genomesToPlay(generation, known);
    const std::size_t warriors = hill.size();
    std::vector<Fyb::Program> programs(hill.begin(), hill.end());
    for (const std::string &code : genomes)
        programs.push_back(Fyb::parse(code, false).program);

    // Battle id = (genome * warriors + warrior) * 2 + order; order 0: the
    // genome is program 1. Results land in their own slot, so their order
    // does not depend on the threads.
    const std::size_t total = genomes.size() * warriors * 2;
    std::vector<std::int8_t> winners(total, -1);
    std::size_t cursor = 0;
    std::size_t played = 0;
    const auto next = [&]() -> std::optional<Fyb::NextBattle> {
        if (cursor >= total)
            return std::nullopt;
        const std::size_t id = cursor++;
        const auto genome = static_cast<std::uint32_t>(warriors + id / (warriors * 2));
        const auto warrior = static_cast<std::uint32_t>(id / 2 % warriors);
        return Fyb::NextBattle{id, id % 2 == 0 ? Fyb::Pairing{genome, warrior} : Fyb::Pairing{warrior, genome}};
    };
    Fyb::playBattles(programs, next, settings,
                     static_cast<unsigned>(std::min<std::size_t>(jobs, std::max<std::size_t>(total, 1))), stop,
                     [&](std::size_t id, const Fyb::Result &result) {
                         winners[id] = static_cast<std::int8_t>(result.winner);
                         if (onBattle)
                             onBattle(++played);
                     });
    if (stop.load() || std::count(winners.begin(), winners.end(), std::int8_t(-1)) > 0)
        return false;
    scoreFromWinners(generation, genomes, winners, warriors, known);
    return true;
}

void scoreFromWinners(Generation &generation, const std::vector<std::string> &genomes,
                      std::span<const std::int8_t> winners, std::size_t warriors,
                      std::map<std::string, std::uint64_t> &known)
{
    for (std::size_t g = 0; g < genomes.size(); ++g)
        known[genomes[g]] = hillPoints(winners.subspan(g * warriors * 2, warriors * 2));
    for (Individual &member : generation.members) {
        if (!member.scored) {
            member.score = known.at(member.code);
            member.scored = true;
        }
    }
}

} // namespace Foulplay::Core::Evolve
