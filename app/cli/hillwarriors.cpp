#include "hillwarriors.h"

#include "runcommand.h"

#include "common/diagnostic.h"

#include <QCryptographicHash>

#include <algorithm>
#include <filesystem>
#include <map>
#include <ostream>

namespace Foulplay::Cli {

namespace Fyb = Core::Fyb;

bool listWarriorDir(const std::string &dir, std::vector<std::string> &paths, std::string &reason)
{
    std::error_code error;
    std::filesystem::directory_iterator it(dir, error);
    if (error) {
        reason = error.message();
        return false;
    }
    std::vector<std::string> found;
    for (; it != std::filesystem::directory_iterator(); it.increment(error)) {
        const std::filesystem::path &path = it->path();
        std::error_code typeError;
        if (path.extension() == ".fyb" && !it->is_directory(typeError))
            found.push_back((std::filesystem::path(dir) / path.filename()).string());
    }
    if (error) {
        reason = error.message();
        return false;
    }
    std::sort(found.begin(), found.end());
    paths.insert(paths.end(), found.begin(), found.end());
    return true;
}

std::vector<std::string> nameWarriors(const std::vector<std::string> &paths)
{
    std::map<std::string, int> uses;
    std::vector<std::string> names;
    names.reserve(paths.size());
    for (const std::string &path : paths)
        names.push_back(std::filesystem::path(path).filename().string());
    for (const std::string &name : names)
        ++uses[name];
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (uses[names[i]] > 1 || names[i].empty())
            names[i] = paths[i];
    }
    return names;
}

WarriorSet loadWarriors(std::vector<std::string> paths)
{
    std::sort(paths.begin(), paths.end());
    paths.erase(std::unique(paths.begin(), paths.end()), paths.end());
    WarriorSet set;
    for (const std::string &path : paths) {
        std::error_code error;
        std::string reason;
        std::optional<std::string> source;
        if (std::filesystem::is_directory(path, error))
            reason = Text::tr("it is a directory").toStdString();
        else
            source = readFile(path, reason);
        if (!source) {
            set.excluded.push_back({path, foreign(path) + ": " + Text::tr("cannot read: ").toStdString() + reason});
            continue;
        }
        Fyb::ParseResult parsed = Fyb::parse(*source, false);
        const auto firstError =
            std::find_if(parsed.diagnostics.begin(), parsed.diagnostics.end(),
                         [](const Core::Diagnostic &d) { return d.severity == Core::Severity::Error; });
        if (firstError != parsed.diagnostics.end()) {
            set.excluded.push_back({path, Core::formatDiagnostic(path, *firstError)});
            continue;
        }
        set.warriors.push_back({path, {}, sha256Hex(*source), std::move(parsed.program)});
    }
    std::vector<std::string> kept;
    for (const Warrior &warrior : set.warriors)
        kept.push_back(warrior.path);
    const std::vector<std::string> names = nameWarriors(kept);
    for (std::size_t i = 0; i < names.size(); ++i)
        set.warriors[i].name = names[i];
    return set;
}

std::string sha256Hex(std::string_view bytes)
{
    return QCryptographicHash::hash(QByteArrayView(bytes.data(), static_cast<qsizetype>(bytes.size())),
                                    QCryptographicHash::Sha256)
        .toHex()
        .toStdString();
}

std::string jsonString(std::string_view text)
{
    std::string out = "\"";
    for (const char c : text) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\r':
            out += "\\r";
            break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                static constexpr char hex[] = "0123456789abcdef";
                out += "\\u00";
                out += hex[(c >> 4) & 0xF];
                out += hex[c & 0xF];
            } else {
                out += c;
            }
        }
    }
    return out + '"';
}

const char *reasonName(Fyb::ResultReason reason)
{
    switch (reason) {
    case Fyb::ResultReason::Bomb:
        return "bomb";
    case Fyb::ResultReason::Died:
        return "died";
    case Fyb::ResultReason::Limit:
        return "limit";
    }
    return "limit";
}

void writeLimitsJson(std::ostream &out, const Fyb::Settings &settings)
{
    out << "\"maxTurns\":" << settings.maxTurns << ",\"maxProcesses\":" << settings.maxProcesses;
}

} // namespace Foulplay::Cli
