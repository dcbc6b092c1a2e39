// Result files of hills: reading and writing their JSON lines, and the
// append-only log that `battles --output` and `hill --output` keep.
#include "hillresults.h"

#include "cli.h"
#include "hillwarriors.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <ostream>
#include <sstream>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace Foulplay::Cli {

namespace Fyb = Core::Fyb;

bool readResultLine(const std::string &text, ResultLine &line, std::string &problem)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(QByteArray::fromStdString(text), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject()) {
        problem =
            tr("not a JSON object: ")
            + (error.error != QJsonParseError::NoError ? error.errorString().toStdString() : tr("other JSON value"));
        return false;
    }
    const QJsonObject o = doc.object();
    const auto text_ = [&](const char *key, std::string &to) {
        const QJsonValue v = o.value(QLatin1String(key));
        to = v.toString().toStdString();
        return v.isString() && !to.empty();
    };
    const auto number = [&](const char *key, double low, double high, double &to) {
        const QJsonValue v = o.value(QLatin1String(key));
        to = v.toDouble(-1);
        return v.isDouble() && to >= low && to <= high && to == static_cast<double>(static_cast<std::uint64_t>(to));
    };
    std::string reason;
    double winner = 0, turn = 0, maxTurns = 0, maxProcesses = 0;
    if (!text_("program1", line.paths[0]) || !text_("program2", line.paths[1]) || !text_("sha256_1", line.sha256[0])
        || !text_("sha256_2", line.sha256[1]) || !text_("reason", reason) || !number("winner", 0, 2, winner)
        || !number("turn", 0, 9.007199254740992e15, turn) || !number("maxTurns", 0, 9.007199254740992e15, maxTurns)
        || !number("maxProcesses", 2, 4294967295.0, maxProcesses)) {
        problem = tr("a battle line needs program1, program2, sha256_1, sha256_2, winner (0-2), turn, reason, "
                     "maxTurns and maxProcesses");
        return false;
    }
    line.result.winner = static_cast<int>(winner);
    line.result.turn = static_cast<std::uint64_t>(turn);
    if (reason == "bomb" && winner != 0)
        line.result.reason = Fyb::ResultReason::Bomb;
    else if (reason == "died" && winner != 0)
        line.result.reason = Fyb::ResultReason::Died;
    else if (reason == "limit" && winner == 0)
        line.result.reason = Fyb::ResultReason::Limit;
    else {
        problem = tr("reason '") + reason + tr("' does not go with winner ") + std::to_string(line.result.winner);
        return false;
    }
    line.settings.maxTurns = static_cast<std::uint64_t>(maxTurns);
    line.settings.maxProcesses = static_cast<std::uint32_t>(maxProcesses);
    return true;
}

std::string resultLineText(const std::string &path1, const std::string &path2, const std::string &sha1,
                           const std::string &sha2, const Fyb::Result &result, const Fyb::Settings &settings)
{
    std::ostringstream out;
    out << "{\"program1\":" << jsonString(path1) << ",\"program2\":" << jsonString(path2) << ",\"sha256_1\":\"" << sha1
        << "\",\"sha256_2\":\"" << sha2 << "\",\"winner\":" << result.winner << ",\"turn\":" << result.turn
        << ",\"reason\":\"" << reasonName(result.reason) << "\",";
    writeLimitsJson(out, settings);
    out << "}\n";
    return out.str();
}

bool sameBattle(const ResultLine &held, const std::string &sha1, const std::string &sha2, const Fyb::Settings &settings)
{
    return held.sha256[0] == sha1 && held.sha256[1] == sha2 && held.settings.maxTurns == settings.maxTurns
           && held.settings.maxProcesses == settings.maxProcesses;
}

ResultLog::~ResultLog()
{
    if (m_fd >= 0)
        ::close(m_fd);
}

bool ResultLog::open(const std::string &path, bool resume, const char *command, const OnLine &onLine, std::ostream &err)
{
    const auto fail = [&](const std::string &message) {
        err << "foulplay-cli " << command << ": " << foreign(path) << ": " << message << '\n';
        return false;
    };
    const int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
    if (fd < 0)
        return fail(tr("cannot open for writing").toStdString());
    m_fd = fd;
    m_path = path;
    bool ok = true;
    std::string line; // the line being read: the only part of the file in memory
    std::uint64_t number = 0;
    std::uint64_t wholeLines = 0; // bytes of the file up to its last line break
    std::uint64_t offset = 0;
    char chunk[65536];
    for (;;) {
        const ssize_t n = ::read(fd, chunk, sizeof chunk);
        if (n < 0)
            return fail(tr("cannot read").toStdString());
        if (n == 0)
            break;
        if (!resume)
            return fail(tr("already holds results: add --resume to go on with it, or give a new file").toStdString());
        for (ssize_t i = 0; i < n; ++i) {
            ++offset;
            if (chunk[i] != '\n') {
                line += chunk[i];
                continue;
            }
            ++number;
            wholeLines = offset;
            if (line.find_first_not_of(" \t\r") != std::string::npos) {
                ResultLine result;
                std::string problem;
                if (!readResultLine(line, result, problem)) {
                    err << foreign(path) << ':' << number << ":1: " << problem << '\n';
                    ok = false;
                } else if (!onLine(std::move(result), number)) {
                    ok = false;
                }
            }
            line.clear();
        }
    }
    // Cut off an unfinished last line: its battle is played again.
    if (!line.empty()) {
        err << foreign(path) << ':' << number + 1 << ": "
            << tr("an unfinished last line (cut off; its battle is played again)").toStdString() << '\n';
        if (::ftruncate(fd, static_cast<off_t>(wholeLines)) != 0)
            return fail(tr("cannot cut off the unfinished last line").toStdString());
    }
    return ok;
}

ResultLog::OnLine holdResults(HeldResults &held, const std::string &path, std::ostream &err)
{
    return [&held, path, &err](ResultLine &&result, std::uint64_t number) {
        auto key = std::pair(result.paths[0], result.paths[1]);
        const auto [it, added] = held.emplace(std::move(key), std::pair(std::move(result), number));
        if (!added) {
            err << foreign(path) << ':' << number << ": " << foreign(it->first.first) << " - "
                << foreign(it->first.second) << ResultLog::tr(": played again (first at ").toStdString()
                << foreign(path) << ':' << it->second.second << ")\n";
        }
        return added;
    };
}

bool ResultLog::append(const std::string &line)
{
    std::size_t done = 0;
    while (done < line.size()) {
        const ssize_t n = ::write(m_fd, line.data() + done, line.size() - done);
        if (n <= 0)
            return false;
        done += static_cast<std::size_t>(n);
    }
    return true;
}

} // namespace Foulplay::Cli
