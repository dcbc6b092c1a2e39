// The engine's shared universes against an independent model that keeps
// every universe and its whole history apart, as docs/unfair.md words them,
// on seeded random programs rich in de-syncs, resets, re-syncs and Define.
#include "common/io.h"
#include "unfair/engine.h"
#include "unfair/parser.h"

#include <QTest>

#include <algorithm>
#include <cstring>
#include <optional>
#include <random>
#include <string>
#include <vector>

using namespace Foulplay::Core;

namespace {

Decimal dec(const std::string &text)
{
    return *Decimal::parse(text);
}

// The model: one vector of counts per universe, copied and changed one by one.
struct Model {
    struct Universe {
        std::vector<Decimal> history;
        std::optional<std::uint32_t> origin;
    };
    struct Player {
        Decimal cn = Decimal::fromInt(5);
        Decimal rn = Decimal::fromInt(1);
    };

    std::vector<Universe> universes{Universe{{Decimal()}, std::nullopt}};
    std::vector<Player> players = std::vector<Player>(3);
    bool countReset = false;

    void count(std::uint32_t p, std::size_t n)
    {
        const Decimal added = players[p].cn;
        bool reset = false;
        for (std::size_t u = 0; u < n; ++u) {
            Decimal sum = *universes[u].history.back().plus(added);
            reset = sum >= Decimal::fromInt(100);
            universes[u].history.push_back(reset ? Decimal() : sum);
        }
        universes.resize(n);
        countReset = reset;
        if (reset) {
            players[p].cn = *players[p].cn.plus(players[p].rn);
            if (players[p].cn > Decimal::fromInt(100)) {
                for (Player &player : players)
                    player.cn = Decimal::fromInt(5);
                players[p].rn = *players[p].rn.plus(*Decimal::fromParts(5, 1));
            }
        }
    }
    void deSync(std::uint32_t p, std::size_t steps)
    {
        count(p, universes.size());
        const auto &actual = universes.front().history;
        const Decimal past = steps < actual.size() ? actual[actual.size() - 1 - steps] : Decimal();
        universes.push_back(Universe{{past}, p});
    }
    // False when q has no such live mistake.
    bool reSync(std::uint32_t p, std::uint32_t q, std::uint64_t k)
    {
        std::size_t found = 0;
        std::uint64_t seen = 0;
        for (std::size_t u = 1; u < universes.size(); ++u) {
            if (universes[u].origin == q && (k == 0 || ++seen == k)) {
                found = u;
                if (k != 0)
                    break;
            }
        }
        if (found == 0)
            return false;
        count(p, found);
        return true;
    }
    std::uint64_t ordinal(std::size_t u) const
    {
        std::uint64_t n = 0;
        for (std::size_t i = 1; i <= u; ++i)
            n += universes[i].origin == universes[u].origin ? 1 : 0;
        return u == 0 ? 0 : n;
    }
};

} // namespace

class TestUnfairUniverses final : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void matchesTheModel_data();
    void matchesTheModel();
    void historyKeepsWhatADeSyncReaches();
    void endlessLoopStaysSmall();
};

void TestUnfairUniverses::matchesTheModel_data()
{
    QTest::addColumn<int>("seed");
    for (int seed = 1; seed <= 40; ++seed)
        QTest::newRow(qPrintable(QStringLiteral("seed %1").arg(seed))) << seed;
}

void TestUnfairUniverses::matchesTheModel()
{
    QFETCH(int, seed);
    std::mt19937 random{std::uint32_t(seed)};
    const auto pick = [&](int n) { return int(random() % std::uint32_t(n)); };
    static const char *const Inputs[] = {"0", "5", "95", "2.5", "50", "-5", "99", "10", "7"};

    // The program and the model's steps, built together.
    std::string source;
    std::string input;
    struct Op {
        int kind;
        std::uint32_t p, q;
        std::uint64_t n;
    };
    std::vector<Op> ops;
    Model planned; // only re-syncs that find their mistake, but the last
    for (int i = 0; i < 400; ++i) {
        const auto p = std::uint32_t(pick(3));
        const auto q = std::uint32_t(pick(3));
        const std::string name = "Player " + std::to_string(p + 1);
        const int kind = pick(100);
        Op op{0, p, q, 0};
        if (kind < 35) {
            op.kind = 0;
            source += name + " counts.\n";
        } else if (kind < 70) {
            op.kind = 1;
            op.n = std::uint64_t(pick(7));
            source += name + " de-syncs for " + std::to_string(op.n) + " steps.\n";
        } else if (kind < 82 && Model(planned).reSync(p, q, std::uint64_t(kind % 3))) {
            op.kind = 2;
            op.n = std::uint64_t(kind % 3);
            source += name + " re-syncs the count from Player " + std::to_string(q + 1) + "'s "
                      + (op.n ? std::to_string(op.n)
                                    + (op.n == 1   ? "st "
                                       : op.n == 2 ? "nd "
                                                   : "rd ")
                              : "")
                      + "mistake.\n";
        } else if (kind < 82) {
            op.kind = 0;
            source += name + " counts.\n";
        } else if (kind < 84) {
            op.kind = 3;
            source += name + " re-syncs the count by a full reset.\n";
        } else if (kind < 95) {
            op.kind = 4;
            source += "Define the count.\n";
            input += std::string(Inputs[pick(9)]) + ' ';
        } else {
            op.kind = 5;
            source += "Define " + name + "'s counting number.\n";
            input += std::string(Inputs[1 + pick(8)]) + ' ';
        }
        ops.push_back(op);
        if (op.kind == 0)
            planned.count(p, planned.universes.size());
        else if (op.kind == 1)
            planned.deSync(p, op.n);
        else if (op.kind == 2)
            planned.reSync(p, q, op.n);
        else if (op.kind == 3)
            planned = Model();
    }
    // A mistake nobody made: the run ends with an error there.
    ops.push_back(Op{2, 0, 2, 99});
    source += "Player 1 re-syncs the count from Player 3's 99th mistake.\n";
    auto parsed = Unfair::parse(source);
    QVERIFY(parsed.ok());
    TextInput in(input);
    Unfair::Engine engine(std::move(parsed.program), {}, &in, nullptr);
    // The program names players in its own order: map ours onto its.
    const auto index = [&](std::uint32_t p) { return *engine.program().playerIndex(Decimal::fromInt(p + 1)); };

    Model model;
    std::size_t inputAt = 0;
    std::vector<std::string> tokens;
    for (const char *at = input.c_str(); *at;) {
        const char *end = std::strchr(at, ' ');
        tokens.emplace_back(at, end);
        at = end + 1;
    }
    std::size_t mostUniverses = 0;
    double fewestGroups = 1;
    std::optional<Unfair::Snapshot> kept;
    Model keptModel;
    for (std::size_t i = 0; i < ops.size(); ++i) {
        const Op &op = ops[i];
        bool fine = true;
        switch (op.kind) {
        case 0:
            model.count(op.p, model.universes.size());
            break;
        case 1:
            model.deSync(op.p, op.n);
            break;
        case 2:
            fine = model.reSync(op.p, op.q, op.n);
            break;
        case 3:
            model.universes = {Model::Universe{{Decimal()}, std::nullopt}};
            model.players = std::vector<Model::Player>(3);
            model.countReset = false;
            break;
        case 4:
            model.universes.back().history.back() = dec(tokens[inputAt++]);
            break;
        case 5:
            model.players[op.p].cn = dec(tokens[inputAt++]);
            break;
        }
        const StopReason reason = engine.step();
        if (!fine) {
            QCOMPARE(reason, StopReason::Error);
            QCOMPARE(i, ops.size() - 1);
            break;
        }
        QCOMPARE(reason, i + 1 == ops.size() ? StopReason::Finished : StopReason::Step);
        const Unfair::State &state = engine.state();
        QCOMPARE(state.universes.size(), model.universes.size());
        QCOMPARE(state.countReset, model.countReset);
        for (std::uint32_t p = 0; p < 3; ++p) {
            if (engine.program().playerIndex(Decimal::fromInt(p + 1))) {
                QCOMPARE(state.players[index(p)].countingNumber, model.players[p].cn);
                QCOMPARE(state.players[index(p)].raisingNumber, model.players[p].rn);
            }
        }
        for (std::size_t u = 0; u < model.universes.size(); ++u) {
            const Unfair::Universe universe = state.universes[u];
            const auto &expected = model.universes[u];
            QCOMPARE(universe.count, expected.history.back());
            QCOMPARE(universe.origin.has_value(), expected.origin.has_value());
            if (expected.origin)
                QCOMPARE(*universe.origin, index(*expected.origin));
            QCOMPARE(state.mistakeOrdinal(u), model.ordinal(u));
            QCOMPARE(universe.history.size(), expected.history.size());
            for (std::size_t h = 0; h < expected.history.size(); ++h)
                QCOMPARE(universe.history.at(h), expected.history[h]);
        }
        mostUniverses = std::max(mostUniverses, state.universes.size());
        fewestGroups = std::min(fewestGroups, double(state.universes.groups()) / double(state.universes.size()));
        // A snapshot taken earlier still reads what it read then.
        if (i == 150) {
            kept = engine.snapshot();
            keptModel = model;
        }
    }
    // The programs pile up universes that share their counts.
    QVERIFY2(mostUniverses >= 10, qPrintable(QString::number(mostUniverses)));
    QVERIFY2(fewestGroups < 0.8, qPrintable(QString::number(fewestGroups)));
    QVERIFY(kept);
    QCOMPARE(kept->tick, std::uint64_t(151));
    QCOMPARE(kept->universes.size(), keptModel.universes.size());
    for (std::size_t u = 0; u < keptModel.universes.size(); ++u) {
        const auto &expected = keptModel.universes[u].history;
        QCOMPARE(kept->universes[u].history.size(), expected.size());
        for (std::size_t h = 0; h < expected.size(); ++h)
            QCOMPARE(kept->universes[u].history.at(h), expected[h]);
    }
}

// A long run keeps each history's newest `reach` entries, exactly as a
// history that keeps everything has them, and lets the older ones go.
void TestUnfairUniverses::historyKeepsWhatADeSyncReaches()
{
    const std::uint64_t reach = 20001;
    Unfair::Universes kept(reach);
    Unfair::Universes all;
    for (int i = 0; i < 300000; ++i) {
        const Decimal added = Decimal::fromInt(1 + i % 7);
        kept.count(added);
        all.count(added);
        if (i == 150000 || i == 290000) {
            // Mistakes: one older than the reach, one younger.
            kept.push(kept.countOf(0), 0, 3, std::uint64_t(i));
            all.push(all.countOf(0), 0, 3, std::uint64_t(i));
        }
    }
    QCOMPARE(kept.size(), all.size());
    for (std::size_t u = 0; u < kept.size(); ++u) {
        const Unfair::History history = kept[u].history;
        const Unfair::History full = all[u].history;
        QCOMPARE(history.size(), full.size());
        QCOMPARE(full.firstKept(), std::size_t(0));
        const std::size_t first = history.firstKept();
        QVERIFY(history.size() - first >= std::min<std::size_t>(reach, history.size()));
        for (std::size_t h = first; h < history.size(); ++h)
            QCOMPARE(history.at(h), full.at(h));
    }
    QVERIFY(kept.front().history.firstKept() > 0);
    for (std::uint64_t k = 0; k < reach; ++k)
        QCOMPARE(kept.front().history.stepsBack(k), all.front().history.stepsBack(k));
    QVERIFY(kept.byteSize() < 256 * 1024);
    QVERIFY(all.byteSize() > 4 * kept.byteSize());
}

// The state of an endless loop stays the same size however long it runs;
// the history reaches as far back as the program's largest de-sync.
void TestUnfairUniverses::endlessLoopStaysSmall()
{
    auto loop = Unfair::parse("Label A.\nPlayer 1 counts.\nDo A again.\n");
    QVERIFY(loop.ok());
    Unfair::Engine engine(std::move(loop.program));
    engine.run(300000);
    const std::size_t early = engine.state().byteSize();
    engine.run(3000000);
    QCOMPARE(engine.tick(), std::uint64_t(3300000));
    QVERIFY(engine.state().byteSize() <= early);
    QVERIFY(engine.state().byteSize() < 64 * 1024);

    auto far = Unfair::parse("Label A.\nPlayer 1 counts.\nPlayer 1 de-syncs for 100000 steps.\n"
                             "Player 1 re-syncs the count from Player 1's mistake.\nDo A again.\n");
    QVERIFY(far.ok());
    Unfair::Engine reaching(std::move(far.program));
    QCOMPARE(reaching.state().universes.reach(), std::uint64_t(100001));
    auto near = Unfair::parse("Player 1 de-syncs for 3 steps.\n");
    QVERIFY(near.ok());
    QCOMPARE(Unfair::Engine(std::move(near.program)).state().universes.reach(), std::uint64_t(8192));
}

QTEST_GUILESS_MAIN(TestUnfairUniverses)
#include "tst_unfairuniverses.moc"
