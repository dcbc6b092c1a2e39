#include "debug/replayfile.h"

#include "debug/languagedescriptor.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

namespace Foulplay::Core::Debug {

namespace {

const QString FormatName = QStringLiteral("foulplay-replay");
constexpr int FormatVersion = 1;

void setError(QString *error, const QString &message)
{
    if (error)
        *error = message;
}

void setError(ReplayError *error, const ReplayError &value)
{
    if (error)
        *error = value;
}

// 64-bit counts are written as strings when they do not fit a double exactly.
QJsonValue countToJson(std::uint64_t value)
{
    if (value <= (std::uint64_t(1) << 53))
        return QJsonValue(double(value));
    return QJsonValue(QString::number(value));
}

bool countFromJson(const QJsonValue &value, std::uint64_t &out)
{
    if (value.isDouble()) {
        const double d = value.toDouble();
        if (d < 0 || d > double(std::uint64_t(1) << 53) || d != double(std::uint64_t(d)))
            return false;
        out = std::uint64_t(d);
        return true;
    }
    bool ok = false;
    out = value.toString().toULongLong(&ok);
    return ok;
}

} // namespace

QByteArray ReplayFile::toJson() const
{
    QJsonObject root;
    root.insert(QStringLiteral("format"), FormatName);
    root.insert(QStringLiteral("version"), FormatVersion);
    root.insert(QStringLiteral("language"), languageKey(language));
    QJsonArray programs;
    for (qsizetype i = 0; i < sources.size(); ++i) {
        QJsonObject program;
        program.insert(QStringLiteral("name"), i < names.size() ? names[i] : QString());
        program.insert(QStringLiteral("source"), sources[i]);
        programs.append(program);
    }
    root.insert(QStringLiteral("programs"), programs);
    root.insert(QStringLiteral("input"), QJsonArray::fromStringList(inputTokens));
    root.insert(QStringLiteral("inputClosed"), inputClosed);
    QJsonObject limits;
    limits.insert(QStringLiteral("stepLimit"), countToJson(settings.stepLimit));
    limits.insert(QStringLiteral("maxTurns"), countToJson(settings.maxTurns));
    limits.insert(QStringLiteral("maxProcesses"), settings.maxProcesses);
    limits.insert(QStringLiteral("memoryBudget"), countToJson(settings.memoryBudget));
    limits.insert(QStringLiteral("ticksPerSecond"), countToJson(settings.ticksPerSecond));
    root.insert(QStringLiteral("settings"), limits);
    root.insert(QStringLiteral("tick"), countToJson(tick));
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

std::optional<ReplayFile> ReplayFile::fromJson(const QByteArray &json, ReplayError *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        // Report the line and column of the offset, as editors show them.
        const QByteArray before = json.left(parseError.offset);
        const int line = int(before.count('\n')) + 1;
        const int column = int(parseError.offset - (before.lastIndexOf('\n') + 1)) + 1;
        setError(error, {ReplayError::Code::Json, line, column, 0, 0, parseError.errorString()});
        return std::nullopt;
    }
    const QJsonObject root = document.object();
    if (root.value(QStringLiteral("format")).toString() != FormatName) {
        setError(error, {ReplayError::Code::NotAReplay});
        return std::nullopt;
    }
    if (root.value(QStringLiteral("version")).toInt() != FormatVersion) {
        setError(error, {ReplayError::Code::Version, 0, 0, root.value(QStringLiteral("version")).toInt()});
        return std::nullopt;
    }
    ReplayFile replay;
    if (!languageFromKey(root.value(QStringLiteral("language")).toString(), replay.language)) {
        setError(error,
                 {ReplayError::Code::UnknownLanguage, 0, 0, 0, 0, root.value(QStringLiteral("language")).toString()});
        return std::nullopt;
    }
    const QJsonArray programs = root.value(QStringLiteral("programs")).toArray();
    const int expected = descriptor(replay.language).capabilities.programs;
    if (programs.size() != expected) {
        setError(error, {ReplayError::Code::ProgramCount, 0, 0, expected, int(programs.size())});
        return std::nullopt;
    }
    for (const QJsonValue &value : programs) {
        const QJsonObject program = value.toObject();
        if (!program.value(QStringLiteral("source")).isString()) {
            setError(error, {ReplayError::Code::NoSource});
            return std::nullopt;
        }
        replay.sources.append(program.value(QStringLiteral("source")).toString());
        replay.names.append(program.value(QStringLiteral("name")).toString());
    }
    for (const QJsonValue &token : root.value(QStringLiteral("input")).toArray())
        replay.inputTokens.append(token.toString());
    replay.inputClosed = root.value(QStringLiteral("inputClosed")).toBool(true);
    const QJsonObject limits = root.value(QStringLiteral("settings")).toObject();
    bool ok = countFromJson(limits.value(QStringLiteral("stepLimit")), replay.settings.stepLimit)
              && countFromJson(limits.value(QStringLiteral("maxTurns")), replay.settings.maxTurns)
              && countFromJson(limits.value(QStringLiteral("memoryBudget")), replay.settings.memoryBudget)
              && countFromJson(limits.value(QStringLiteral("ticksPerSecond")), replay.settings.ticksPerSecond)
              && countFromJson(root.value(QStringLiteral("tick")), replay.tick);
    replay.settings.maxProcesses = limits.value(QStringLiteral("maxProcesses")).toInt(0);
    if (!ok || replay.settings.maxProcesses < 2) {
        setError(error, {ReplayError::Code::BadSettings});
        return std::nullopt;
    }
    return replay;
}

bool ReplayFile::save(const QString &path, QString *error) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        setError(error, file.errorString());
        return false;
    }
    file.write(toJson());
    if (!file.commit()) {
        setError(error, file.errorString());
        return false;
    }
    return true;
}

std::optional<ReplayFile> ReplayFile::open(const QString &path, ReplayError *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        setError(error, {ReplayError::Code::File, 0, 0, 0, 0, file.errorString()});
        return std::nullopt;
    }
    return fromJson(file.readAll(), error);
}

} // namespace Foulplay::Core::Debug
