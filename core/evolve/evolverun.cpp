#include "evolve/evolverun.h"

#include "fyb/command.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <algorithm>
#include <cstdio>
#include <set>
#include <sstream>

namespace Foulplay::Core::Evolve {

namespace {

constexpr int FormatVersion = 1;

QString qs(const std::string &text)
{
    return QString::fromStdString(text);
}

bool readFile(const std::string &path, std::string &bytes, std::string &error)
{
    QFile file(qs(path));
    if (!file.open(QIODevice::ReadOnly)) {
        error = path + ": cannot read: " + file.errorString().toStdString();
        return false;
    }
    bytes = file.readAll().toStdString();
    return true;
}

// Replaces path's contents at once: a reader sees the old file or the new
// one, never half of it, even when the process is killed while writing.
bool writeAtomically(const std::string &path, const std::string &bytes, std::string &error)
{
    QSaveFile file(qs(path));
    if (!file.open(QIODevice::WriteOnly)
        || file.write(bytes.data(), static_cast<qint64>(bytes.size())) != static_cast<qint64>(bytes.size())
        || !file.commit()) {
        error = path + ": cannot write: " + file.errorString().toStdString();
        return false;
    }
    return true;
}

std::string joinParents(const std::vector<std::uint32_t> &parents)
{
    std::string text;
    for (const std::uint32_t parent : parents)
        text += (text.empty() ? "" : ",") + std::to_string(parent);
    return text.empty() ? "-" : text;
}

QJsonObject setupJson(const RunSetup &setup, const std::vector<HillEntry> &hill, const std::vector<std::string> &from)
{
    const Params &p = setup.params;
    QJsonObject object{{"format", "foulplay-evolve"},
                       {"version", FormatVersion},
                       {"seed", QString::number(p.seed)},
                       {"population", qint64(p.population)},
                       {"maxLength", qint64(p.maxLength)},
                       {"initialMin", qint64(p.initialMin)},
                       {"initialMax", qint64(p.initialMax)},
                       {"tournament", qint64(p.tournament)},
                       {"elites", qint64(p.elites)},
                       {"crossoverPermille", qint64(p.crossoverPermille)},
                       {"immigrantPermille", qint64(p.immigrantPermille)},
                       {"maxTurns", QString::number(setup.settings.maxTurns)},
                       {"maxProcesses", qint64(setup.settings.maxProcesses)},
                       {"generations", QString::number(setup.generations)},
                       {"batch", setup.batch}};
    QJsonArray given;
    for (const std::string &path : setup.hill)
        given.append(qs(path));
    object["hill"] = given;
    QJsonArray files;
    for (const HillEntry &entry : hill)
        files.append(QJsonObject{{"path", qs(entry.path)}, {"sha256", qs(entry.sha256)}});
    object["hillFiles"] = files;
    QJsonArray codes;
    for (std::size_t i = 0; i < setup.from.size(); ++i)
        codes.append(QJsonObject{{"path", qs(setup.from[i])}, {"code", qs(from[i])}});
    object["from"] = codes;
    return object;
}

} // namespace

bool loadHillEntries(const std::vector<std::string> &paths, std::vector<HillEntry> &entries, std::string &error)
{
    std::set<std::string> files;
    for (const std::string &path : paths) {
        const QFileInfo info(qs(path));
        if (info.isDir()) {
            const QStringList names = QDir(qs(path)).entryList({"*.fyb"}, QDir::Files, QDir::Name);
            for (const QString &name : names)
                files.insert(path + (path.ends_with('/') ? "" : "/") + name.toStdString());
        } else {
            files.insert(path);
        }
    }
    entries.clear();
    for (const std::string &path : files) {
        std::string bytes;
        if (!readFile(path, bytes, error))
            return false;
        Fyb::ParseResult parsed = Fyb::parse(bytes, false);
        entries.push_back({path, EvolveRun::sha256Hex(bytes), std::move(parsed.program)});
    }
    if (entries.empty()) {
        error = "no warrior in the hill";
        return false;
    }
    return true;
}

std::string EvolveRun::sha256Hex(const std::string &bytes)
{
    return QCryptographicHash::hash(QByteArray::fromStdString(bytes), QCryptographicHash::Sha256).toHex().toStdString();
}

std::vector<Fyb::Program> EvolveRun::hillPrograms() const
{
    std::vector<Fyb::Program> programs;
    for (const HillEntry &entry : m_hill)
        programs.push_back(entry.program);
    return programs;
}

std::string EvolveRun::generationPath(std::uint64_t number) const
{
    char name[32];
    std::snprintf(name, sizeof name, "gen-%06llu.tsv", static_cast<unsigned long long>(number));
    return m_dir + "/generations/" + name;
}

bool EvolveRun::done() const
{
    return m_setup.generations > 0 && m_current.number >= m_setup.generations;
}

bool EvolveRun::loadHill(std::string &error)
{
    return loadHillEntries(m_setup.hill, m_hill, error);
}

bool EvolveRun::start(const std::string &dir, const RunSetup &setup, std::string &error)
{
    m_dir = dir;
    m_setup = setup;
    if (QFileInfo::exists(qs(dir + "/evolve.json"))) {
        error = dir + ": holds a run already; give --resume to go on with it, or a new folder";
        return false;
    }
    if (!QDir().mkpath(qs(dir + "/generations"))) {
        error = dir + ": cannot create the folder";
        return false;
    }
    if (!loadHill(error))
        return false;
    std::vector<std::string> given;
    for (const std::string &path : setup.from) {
        std::string bytes;
        if (!readFile(path, bytes, error))
            return false;
        // The program as the engine reads it (comments and other
        // characters left out), then balanced.
        const Fyb::ParseResult parsed = Fyb::parse(bytes, false);
        std::string code;
        for (const std::uint8_t cell : parsed.program.cells())
            code.push_back(Fyb::commandChar(cell));
        given.push_back(balanced(code));
    }
    const QByteArray json = QJsonDocument(setupJson(m_setup, m_hill, given)).toJson();
    if (!writeAtomically(dir + "/evolve.json", json.toStdString(), error))
        return false;
    QFile::remove(qs(dir + "/generations.jsonl"));
    m_current = firstGeneration(m_setup.params, given);
    return true;
}

bool EvolveRun::resume(const std::string &dir, std::string &error)
{
    m_dir = dir;
    std::string bytes;
    if (!readFile(dir + "/evolve.json", bytes, error))
        return false;
    const QJsonObject o = QJsonDocument::fromJson(QByteArray::fromStdString(bytes)).object();
    if (o.value("format").toString() != "foulplay-evolve" || o.value("version").toInt() != FormatVersion) {
        error = dir + "/evolve.json: not a run of foulplay-cli evolve";
        return false;
    }
    Params &p = m_setup.params;
    p.seed = o.value("seed").toString().toULongLong();
    p.population = static_cast<std::size_t>(o.value("population").toInteger());
    p.maxLength = static_cast<std::size_t>(o.value("maxLength").toInteger());
    p.initialMin = static_cast<std::size_t>(o.value("initialMin").toInteger());
    p.initialMax = static_cast<std::size_t>(o.value("initialMax").toInteger());
    p.tournament = static_cast<std::size_t>(o.value("tournament").toInteger());
    p.elites = static_cast<std::size_t>(o.value("elites").toInteger());
    p.crossoverPermille = static_cast<unsigned>(o.value("crossoverPermille").toInteger());
    p.immigrantPermille = static_cast<unsigned>(o.value("immigrantPermille").toInteger());
    m_setup.settings.maxTurns = o.value("maxTurns").toString().toULongLong();
    m_setup.settings.maxProcesses = static_cast<std::uint32_t>(o.value("maxProcesses").toInteger());
    m_setup.generations = o.value("generations").toString().toULongLong();
    m_setup.batch = o.value("batch").toBool();
    m_setup.hill.clear();
    for (const QJsonValue &path : o.value("hill").toArray())
        m_setup.hill.push_back(path.toString().toStdString());
    std::vector<std::string> given;
    m_setup.from.clear();
    for (const QJsonValue &entry : o.value("from").toArray()) {
        m_setup.from.push_back(entry.toObject().value("path").toString().toStdString());
        given.push_back(entry.toObject().value("code").toString().toStdString());
    }
    if (!loadHill(error))
        return false;
    const QJsonArray files = o.value("hillFiles").toArray();
    bool same = files.size() == static_cast<qsizetype>(m_hill.size());
    for (std::size_t i = 0; same && i < m_hill.size(); ++i) {
        const QJsonObject file = files[static_cast<qsizetype>(i)].toObject();
        same = file.value("path").toString().toStdString() == m_hill[i].path
               && file.value("sha256").toString().toStdString() == m_hill[i].sha256;
    }
    if (!same) {
        error = dir + ": the hill's files are not those the run began with";
        return false;
    }

    // Every finished generation, from its file; the last one breeds the next.
    m_current = firstGeneration(p, given);
    for (std::uint64_t number = 0;; ++number) {
        std::string text;
        if (!QFileInfo::exists(qs(generationPath(number))) || !readFile(generationPath(number), text, error))
            break;
        Generation scored;
        scored.number = number;
        std::istringstream lines(text);
        std::string line;
        while (std::getline(lines, line)) {
            if (line.empty() || line[0] == '#')
                continue;
            std::istringstream fields(line);
            Individual member;
            std::string score, parents;
            std::getline(fields, score, '\t');
            std::getline(fields, parents, '\t');
            std::getline(fields, member.how, '\t');
            std::getline(fields, member.code, '\t');
            member.score = std::stoull(score);
            member.scored = true;
            std::istringstream list(parents);
            for (std::string parent; std::getline(list, parent, ',');) {
                if (parent != "-")
                    member.parents.push_back(static_cast<std::uint32_t>(std::stoul(parent)));
            }
            scored.members.push_back(std::move(member));
        }
        if (scored.members.size() != p.population) {
            error = generationPath(number) + ": holds " + std::to_string(scored.members.size()) + " members, not "
                    + std::to_string(p.population);
            return false;
        }
        record(scored);
        m_known.clear();
        for (const Individual &member : scored.members)
            m_known[member.code] = member.score;
        m_current = breed(scored, p);
    }
    // generations.jsonl follows from the generation files: a line cut off by
    // a kill, or the line of a generation whose file was written but not its
    // line, is put right.
    std::string lines;
    for (std::size_t n = 0; n < m_history.size(); ++n)
        lines += statsLine(n, m_history[n], m_championHashes[n]) + '\n';
    if (!writeAtomically(dir + "/generations.jsonl", lines, error))
        return false;
    return m_history.empty() || writeAtomically(dir + "/champion.fyb", championText(), error);
}

void EvolveRun::record(const Generation &scored)
{
    const GenerationStats stats = generationStats(scored);
    const Individual &best = scored.members[stats.champion];
    m_history.push_back(stats);
    m_championHashes.push_back(sha256Hex(best.code));
    if (scored.number == 0 || stats.best > m_champion.score)
        m_champion = {best.code, scored.number, stats.best, best.parents, best.how};
}

bool EvolveRun::finishGeneration(std::string &error)
{
    std::string text = "# foulplay-cli evolve, generation " + std::to_string(m_current.number)
                       + ": score, parents (members of the generation before), how, code\n";
    for (const Individual &member : m_current.members)
        text += std::to_string(member.score) + '\t' + joinParents(member.parents) + '\t' + member.how + '\t'
                + member.code + '\n';
    if (!writeAtomically(generationPath(m_current.number), text, error))
        return false;
    record(m_current);
    if (!writeAtomically(m_dir + "/champion.fyb", championText(), error))
        return false;
    QFile log(qs(m_dir + "/generations.jsonl"));
    const std::string line = statsLine(m_current.number, m_history.back(), m_championHashes.back()) + '\n';
    if (!log.open(QIODevice::WriteOnly | QIODevice::Append)
        || log.write(line.data(), static_cast<qint64>(line.size())) != static_cast<qint64>(line.size())
        || !log.flush()) {
        error = m_dir + "/generations.jsonl: cannot write: " + log.errorString().toStdString();
        return false;
    }
    for (const Individual &member : m_current.members)
        m_known[member.code] = member.score;
    m_current = breed(m_current, m_setup.params);
    return true;
}

std::string EvolveRun::statsLine(std::uint64_t generation, const GenerationStats &stats, const std::string &sha256)
{
    char line[256];
    std::snprintf(line, sizeof line,
                  R"({"generation":%llu,"best":%llu,"mean":%.3f,"median":%.1f,"diversity":%.3f,"champion":"%s"})",
                  static_cast<unsigned long long>(generation), static_cast<unsigned long long>(stats.best), stats.mean,
                  stats.median, stats.diversity, sha256.c_str());
    return line;
}

std::string EvolveRun::championText() const
{
    // A comment is `(` to the next `)`: the header holds no `)` of its own,
    // so the program after it is exactly the code.
    std::string parents;
    if (!m_champion.parents.empty()) {
        parents = "members " + joinParents(m_champion.parents) + " of generation "
                  + std::to_string(m_champion.generation - 1) + ", by " + m_champion.how;
    } else {
        parents = m_champion.how == "from" ? "none, a given warrior" : "none, a random genome";
    }
    std::string header = "(foulplay-cli evolve champion\n generation " + std::to_string(m_champion.generation)
                         + "\n score " + std::to_string(m_champion.score) + " of " + std::to_string(maxScore())
                         + "\n seed " + std::to_string(m_setup.params.seed) + "\n parents " + parents + "\n sha256 "
                         + sha256Hex(m_champion.code) + "\n";
    std::replace(header.begin() + 1, header.end(), ')', ']');
    return header + ")\n" + m_champion.code + '\n';
}

} // namespace Foulplay::Core::Evolve
