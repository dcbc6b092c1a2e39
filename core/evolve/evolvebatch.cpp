// A run's battles played outside the process: as shards of a pair list, by
// `foulplay-cli battles` on other machines (docs/evolve.md).
#include "evolve/evolverun.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <cstdio>
#include <unordered_map>

namespace Foulplay::Core::Evolve {

namespace {

// Where genome u of a generation's batch is written.
std::string genomePath(const std::string &dir, std::uint64_t generation, std::size_t genome)
{
    char name[64];
    std::snprintf(name, sizeof name, "/batch/gen-%06llu/g%05zu.fyb", static_cast<unsigned long long>(generation),
                  genome);
    return dir + name;
}

struct BatchPair {
    std::string program1;
    std::string program2;
};

// The pairs of a batch in battle order: genome u against warrior j, the
// genome as program 1, then as program 2 (as scoreGeneration plays them).
std::vector<BatchPair> batchPairs(const std::string &dir, std::uint64_t generation, std::size_t genomes,
                                  const std::vector<HillEntry> &hill)
{
    std::vector<BatchPair> pairs;
    for (std::size_t u = 0; u < genomes; ++u) {
        const std::string genome = genomePath(dir, generation, u);
        for (const HillEntry &warrior : hill) {
            pairs.push_back({genome, warrior.path});
            pairs.push_back({warrior.path, genome});
        }
    }
    return pairs;
}

} // namespace

bool EvolveRun::writeBatch(std::string &error)
{
    QDir(QString::fromStdString(m_dir + "/batch")).removeRecursively();
    const std::vector<std::string> genomes = genomesToPlay(m_current, m_known);
    char folder[32];
    std::snprintf(folder, sizeof folder, "/batch/gen-%06llu", static_cast<unsigned long long>(m_current.number));
    if (!QDir().mkpath(QString::fromStdString(m_dir + folder))) {
        error = m_dir + folder + ": cannot create the folder";
        return false;
    }
    for (std::size_t u = 0; u < genomes.size(); ++u) {
        QFile file(QString::fromStdString(genomePath(m_dir, m_current.number, u)));
        const std::string text = genomes[u];
        if (!file.open(QIODevice::WriteOnly)
            || file.write(text.data(), static_cast<qint64>(text.size())) != static_cast<qint64>(text.size())) {
            error = file.fileName().toStdString() + ": cannot write";
            return false;
        }
    }
    std::string list;
    for (const BatchPair &pair : batchPairs(m_dir, m_current.number, genomes.size(), m_hill))
        list += pair.program1 + '\t' + pair.program2 + '\n';
    // The pair list comes last, and at once: while it exists, the batch is whole.
    QSaveFile file(QString::fromStdString(batchPairsPath()));
    if (!file.open(QIODevice::WriteOnly)
        || file.write(list.data(), static_cast<qint64>(list.size())) != static_cast<qint64>(list.size())
        || !file.commit()) {
        error = batchPairsPath() + ": cannot write";
        return false;
    }
    return true;
}

bool EvolveRun::mergeBatch(const std::vector<std::string> &files, std::string &error)
{
    const std::vector<std::string> genomes = genomesToPlay(m_current, m_known);
    const std::vector<BatchPair> pairs = batchPairs(m_dir, m_current.number, genomes.size(), m_hill);
    std::unordered_map<std::string, std::size_t> index;
    for (std::size_t i = 0; i < pairs.size(); ++i)
        index.emplace(pairs[i].program1 + '\t' + pairs[i].program2, i);
    std::unordered_map<std::string, std::string> sha;
    for (const HillEntry &warrior : m_hill)
        sha[warrior.path] = warrior.sha256;
    for (std::size_t u = 0; u < genomes.size(); ++u)
        sha[genomePath(m_dir, m_current.number, u)] = sha256Hex(genomes[u]);

    std::vector<std::int8_t> winners(pairs.size(), -1);
    std::vector<std::string> seenAt(pairs.size());
    std::string problems;
    const auto problem = [&](const std::string &text) {
        if (problems.size() < 4000)
            problems += text + '\n';
    };
    for (const std::string &path : files) {
        QFile file(QString::fromStdString(path));
        if (!file.open(QIODevice::ReadOnly)) {
            problem(path + ": cannot read");
            continue;
        }
        for (std::uint64_t number = 1; !file.atEnd(); ++number) {
            const QByteArray text = file.readLine();
            const std::string where = path + ':' + std::to_string(number);
            if (!text.endsWith('\n')) {
                problem(where + ": an unfinished last line");
                break;
            }
            const QJsonObject line = QJsonDocument::fromJson(text).object();
            const std::string p1 = line.value("program1").toString().toStdString();
            const std::string p2 = line.value("program2").toString().toStdString();
            const auto found = index.find(p1 + '\t' + p2);
            if (found == index.end()) {
                problem(where + ": not a battle of generation " + std::to_string(m_current.number) + "'s batch");
                continue;
            }
            const std::size_t i = found->second;
            if (line.value("sha256_1").toString().toStdString() != sha[p1]
                || line.value("sha256_2").toString().toStdString() != sha[p2]) {
                problem(where + ": played for other file contents (SHA-256)");
                continue;
            }
            if (line.value("maxTurns").toInteger() != static_cast<qint64>(m_setup.settings.maxTurns)
                || line.value("maxProcesses").toInteger() != static_cast<qint64>(m_setup.settings.maxProcesses)) {
                problem(where + ": played with other limits than the run's");
                continue;
            }
            if (winners[i] >= 0) {
                problem(where + ": " + p1 + " - " + p2 + " played again (first at " + seenAt[i] + ")");
                continue;
            }
            winners[i] = static_cast<std::int8_t>(line.value("winner").toInt());
            seenAt[i] = where;
        }
    }
    for (std::size_t i = 0; i < pairs.size(); ++i) {
        if (winners[i] < 0)
            problem("missing battle: " + pairs[i].program1 + " - " + pairs[i].program2);
    }
    if (!problems.empty()) {
        error = problems;
        error.pop_back();
        return false;
    }
    scoreFromWinners(m_current, genomes, winners, m_hill.size(), m_known);
    return true;
}

} // namespace Foulplay::Core::Evolve
