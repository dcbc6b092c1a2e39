#include "tournament.h"

#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

namespace Foulplay::Ui {

namespace Fyb = Core::Fyb;

namespace {

QString csvField(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n')))
        return text;
    return QLatin1Char('"') + QString(text).replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
}

QString cellText(const Fyb::Result &result)
{
    return (result.winner == 0 ? QStringLiteral("draw") : QString::number(result.winner)) + QLatin1Char(' ')
           + QString::number(result.turn) + QLatin1Char(' ') + reasonText(result.reason);
}

} // namespace

QString reasonText(Fyb::ResultReason reason)
{
    switch (reason) {
    case Fyb::ResultReason::Bomb:
        return QStringLiteral("bomb");
    case Fyb::ResultReason::Died:
        return QStringLiteral("died");
    case Fyb::ResultReason::Limit:
        return QStringLiteral("limit");
    }
    return QStringLiteral("limit");
}

void Tournament::setWarriors(QStringList warriorPaths)
{
    warriorPaths.sort();
    warriorPaths.removeDuplicates();
    paths = warriorPaths;
    QHash<QString, int> uses;
    names.clear();
    for (const QString &path : std::as_const(paths)) {
        names << QFileInfo(path).fileName();
        ++uses[names.last()];
    }
    for (int i = 0; i < names.size(); ++i) {
        if (uses.value(names[i]) > 1)
            names[i] = paths[i];
    }
    pairings = Fyb::hillPairings(static_cast<std::size_t>(paths.size()), self);
    results.assign(pairings.size(), std::nullopt);
}

std::size_t Tournament::played() const
{
    return static_cast<std::size_t>(
        std::count_if(results.begin(), results.end(), [](const auto &r) { return r.has_value(); }));
}

const std::optional<Fyb::Result> *Tournament::resultOf(int program1, int program2) const
{
    // Pairings go row by row, so the index follows from the two warriors.
    const auto count = static_cast<std::size_t>(paths.size());
    if (program1 < 0 || program2 < 0 || program1 >= paths.size() || program2 >= paths.size()
        || (program1 == program2 && !self))
        return nullptr;
    const auto a = static_cast<std::size_t>(program1);
    const auto b = static_cast<std::size_t>(program2);
    const std::size_t index = self ? a * count + b : a * (count - 1) + (b > a ? b - 1 : b);
    return index < results.size() ? &results[index] : nullptr;
}

std::vector<Fyb::HillScore> Tournament::table() const
{
    return Fyb::hillTable(static_cast<std::size_t>(paths.size()), pairings, results);
}

QByteArray Tournament::toJson() const
{
    QJsonObject root;
    root.insert(QStringLiteral("format"), QStringLiteral("foulplay-hill"));
    root.insert(QStringLiteral("version"), 1);
    root.insert(QStringLiteral("maxTurns"), static_cast<qint64>(settings.maxTurns));
    root.insert(QStringLiteral("maxProcesses"), static_cast<qint64>(settings.maxProcesses));
    root.insert(QStringLiteral("self"), self);
    root.insert(QStringLiteral("warriors"), QJsonArray::fromStringList(paths));
    QJsonArray battles;
    for (std::size_t i = 0; i < pairings.size(); ++i) {
        if (!results[i])
            continue;
        QJsonObject b;
        b.insert(QStringLiteral("program1"), static_cast<int>(pairings[i].first));
        b.insert(QStringLiteral("program2"), static_cast<int>(pairings[i].second));
        b.insert(QStringLiteral("winner"), results[i]->winner);
        b.insert(QStringLiteral("turn"), static_cast<qint64>(results[i]->turn));
        b.insert(QStringLiteral("reason"), reasonText(results[i]->reason));
        battles.append(b);
    }
    root.insert(QStringLiteral("battles"), battles);
    return QJsonDocument(root).toJson();
}

std::optional<Tournament> Tournament::fromJson(const QByteArray &json, QString *error)
{
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return std::nullopt;
    };
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(parseError.errorString());
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != QLatin1String("foulplay-hill")
        || root.value(QStringLiteral("version")).toInt() != 1)
        return fail(QStringLiteral("not a saved hill (format foulplay-hill, version 1)"));
    Tournament t;
    t.settings.maxTurns =
        static_cast<std::uint64_t>(std::max<qint64>(0, root.value(QStringLiteral("maxTurns")).toInteger()));
    t.settings.maxProcesses = static_cast<std::uint32_t>(
        std::clamp<qint64>(root.value(QStringLiteral("maxProcesses")).toInteger(), 2, 0xFFFFFFFFll));
    t.self = root.value(QStringLiteral("self")).toBool();
    QStringList warriors;
    for (const QJsonValue &v : root.value(QStringLiteral("warriors")).toArray())
        warriors << v.toString();
    t.setWarriors(warriors);
    if (t.paths != warriors)
        return fail(QStringLiteral("the warriors are not a sorted list of distinct paths"));
    for (const QJsonValue &v : root.value(QStringLiteral("battles")).toArray()) {
        const QJsonObject b = v.toObject();
        const int a = b.value(QStringLiteral("program1")).toInt(-1);
        const int c = b.value(QStringLiteral("program2")).toInt(-1);
        const int winner = b.value(QStringLiteral("winner")).toInt(-1);
        const QString reason = b.value(QStringLiteral("reason")).toString();
        const qint64 turn = b.value(QStringLiteral("turn")).toInteger(-1);
        const std::optional<Fyb::Result> *slot = t.resultOf(a, c);
        if (!slot || winner < 0 || winner > 2 || turn < 0)
            return fail(QStringLiteral("a battle with wrong warriors, winner or turn"));
        Fyb::Result result{winner, static_cast<std::uint64_t>(turn), Fyb::ResultReason::Limit};
        if (reason == QLatin1String("bomb"))
            result.reason = Fyb::ResultReason::Bomb;
        else if (reason == QLatin1String("died"))
            result.reason = Fyb::ResultReason::Died;
        t.results[static_cast<std::size_t>(slot - t.results.data())] = result;
    }
    return t;
}

QByteArray Tournament::toCsv() const
{
    QString out = QStringLiteral("rank,warrior,battles,wins,losses,draws,score,per battle\n");
    for (const Fyb::HillScore &s : table()) {
        out += QStringLiteral("%1,%2,%3,%4,%5,%6,%7,%8\n")
                   .arg(s.rank)
                   .arg(csvField(names[static_cast<int>(s.warrior)]))
                   .arg(s.battles())
                   .arg(s.wins)
                   .arg(s.losses)
                   .arg(s.draws)
                   .arg(s.score)
                   .arg(s.battles() ? double(s.score) / double(s.battles()) : 0.0, 0, 'f', 3);
    }
    out += QStringLiteral("\nprogram 1 \\ program 2");
    for (const QString &name : names)
        out += QLatin1Char(',') + csvField(name);
    out += QLatin1Char('\n');
    for (int a = 0; a < paths.size(); ++a) {
        out += csvField(names[a]);
        for (int b = 0; b < paths.size(); ++b) {
            const std::optional<Fyb::Result> *r = resultOf(a, b);
            out += QLatin1Char(',') + (r && *r ? cellText(**r) : QString());
        }
        out += QLatin1Char('\n');
    }
    return out.toUtf8();
}

} // namespace Foulplay::Ui
