// Run: soak --adapter PATH/foulplay-dap --language unfair|cheat|fyb
//           [--seconds N] [--reach TICKS] [--max-rss-mb M] [--max-response-ms T]
// Drives foulplay-dap over a pipe on an endless program of the language.
// --seconds N (the soak): once a second it continues, pauses, toggles a
// breakpoint, steps back, runs backwards and jumps (to the furthest tick
// reached, every other time to a random one), for N seconds.
// --reach TICKS: runs to that tick first, then times 20 step backs, 5 runs
// backwards to the previous breakpoint hit, one to the start, and 20 jumps
// to random ticks there.
// Prints the adapter's peak resident memory (VmHWM) and the slowest answer
// of each kind; exits 1 when they pass --max-rss-mb or --max-response-ms.
#include "dapclient.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QRandomGenerator>
#include <QTemporaryDir>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

namespace {

struct Program {
    QString file;     // program 1 (the one breakpoints go in)
    QString opponent; // FYB's program 2
    int line = 1;     // a line the loop passes every few ticks
};

Program writePrograms(const QString &language, const QTemporaryDir &dir)
{
    const auto write = [&](const QString &name, const QByteArray &text) {
        QFile file(dir.filePath(name));
        file.open(QIODevice::WriteOnly);
        file.write(text);
        return file.fileName();
    };
    if (language == QLatin1String("cheat"))
        return {write(QStringLiteral("loop.cheat"), "// Counts forever.\nBob counts.\n"), {}, 2};
    if (language == QLatin1String("fyb"))
        return {write(QStringLiteral("threads.fyb"), "(Forks threads that idle.)\n::%%%%%%%%%;%%%%%%;\n"),
                write(QStringLiteral("idle.fyb"), "(Does nothing, forever.)\n%\n"), 2};
    return {write(QStringLiteral("loop.unfair"), "Label A.\nPlayer 1 counts.\nDo A again.\n"), {}, 2};
}

qint64 peakRssKb(qint64 pid)
{
    QFile status(QStringLiteral("/proc/%1/status").arg(pid));
    if (!status.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').front().toLongLong();
    }
    return -1;
}

bool isStopped(const QJsonObject &m)
{
    return m.value(QLatin1String("type")) == QLatin1String("event")
           && m.value(QLatin1String("event")) == QLatin1String("stopped");
}

class Soak {
public:
    Soak(DapClient &dap, const Program &program)
        : m_dap(dap)
        , m_program(program)
    {
    }

    // Sends a request and waits for its response (and for the stop it
    // causes when stops); records the time under what.
    bool timed(const char *what, const QString &command, const QJsonObject &arguments, bool stops)
    {
        QElapsedTimer clock;
        clock.start();
        const QJsonObject response = m_dap.request(command, arguments);
        if (!response.value(QLatin1String("success")).toBool()) {
            std::fprintf(stderr, "soak: %s failed: %s\n", what,
                         QJsonDocument(response).toJson(QJsonDocument::Compact).constData());
            return false;
        }
        if (stops && m_dap.until(isStopped).isEmpty()) {
            std::fprintf(stderr, "soak: %s: no stop within a minute\n", what);
            return false;
        }
        note(what, double(clock.nsecsElapsed()) / 1e6);
        return true;
    }
    void note(const char *what, double ms)
    {
        Stat &stat = m_stats[what];
        stat.worst = std::max(stat.worst, ms);
        stat.total += ms;
        ++stat.count;
        m_worst = std::max(m_worst, ms);
    }
    QJsonObject thread() const { return {{QStringLiteral("threadId"), 1}}; }
    bool breakpoint(bool on)
    {
        QJsonArray list;
        if (on)
            list.append(QJsonObject{{QStringLiteral("line"), m_program.line}});
        return timed("setBreakpoints", QStringLiteral("setBreakpoints"),
                     {{QStringLiteral("source"), QJsonObject{{QStringLiteral("path"), m_program.file}}},
                      {QStringLiteral("breakpoints"), list}},
                     false);
    }
    bool gotoTick(const char *what, double tick)
    {
        return timed(what, QStringLiteral("goto"),
                     {{QStringLiteral("threadId"), 1}, {QStringLiteral("targetId"), tick}}, true);
    }
    // The tick stopped at, and the furthest one reached.
    std::pair<double, double> ticks()
    {
        const QJsonObject body =
            m_dap.request(QStringLiteral("gotoTargets"), {}).value(QLatin1String("body")).toObject();
        const double now =
            m_dap.request(QStringLiteral("evaluate"), {{QStringLiteral("expression"), QStringLiteral("tick")}})
                .value(QLatin1String("body"))
                .toObject()
                .value(QLatin1String("result"))
                .toString()
                .toDouble();
        double furthest = now;
        for (const QJsonValue &target : body.value(QLatin1String("targets")).toArray())
            furthest = std::max(furthest, target.toObject().value(QLatin1String("id")).toDouble());
        return {now, furthest};
    }
    // Runs for ms (or until a breakpoint stops it), reading what the
    // adapter sends meanwhile, then pauses.
    bool runFor(int ms)
    {
        if (!timed("continue", QStringLiteral("continue"), thread(), false))
            return false;
        if (!m_dap.until(isStopped, ms).isEmpty())
            return true;
        return timed("pause", QStringLiteral("pause"), thread(), true);
    }
    void print() const
    {
        for (const auto &[what, stat] : m_stats)
            std::printf("  %-28s %5d answers, mean %8.2f ms, slowest %8.2f ms\n", what.c_str(), stat.count,
                        stat.total / stat.count, stat.worst);
    }
    double worst() const { return m_worst; }

private:
    struct Stat {
        double worst = 0;
        double total = 0;
        int count = 0;
    };
    DapClient &m_dap;
    Program m_program;
    std::map<std::string, Stat> m_stats;
    double m_worst = 0;
};

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QString adapter;
    QString language = QStringLiteral("unfair");
    double seconds = 0;
    double reach = 0;
    double maxRssMb = 0;
    double maxResponseMs = 0;
    const QStringList args = app.arguments();
    for (qsizetype i = 1; i + 1 < args.size(); i += 2) {
        const QString &key = args[i];
        const QString &value = args[i + 1];
        if (key == QLatin1String("--adapter"))
            adapter = value;
        else if (key == QLatin1String("--language"))
            language = value;
        else if (key == QLatin1String("--seconds"))
            seconds = value.toDouble();
        else if (key == QLatin1String("--reach"))
            reach = value.toDouble();
        else if (key == QLatin1String("--max-rss-mb"))
            maxRssMb = value.toDouble();
        else if (key == QLatin1String("--max-response-ms"))
            maxResponseMs = value.toDouble();
    }
    if (adapter.isEmpty() || (seconds <= 0 && reach <= 0)) {
        std::fprintf(stderr, "usage: soak --adapter FOULPLAY-DAP --language unfair|cheat|fyb [--seconds N] "
                             "[--reach TICKS] [--max-rss-mb M] [--max-response-ms T]\n");
        return 2;
    }
    QTemporaryDir dir;
    const Program program = writePrograms(language, dir);
    DapClient dap(adapter);
    if (!dap.started()) {
        std::fprintf(stderr, "soak: cannot start %s\n", qPrintable(adapter));
        return 1;
    }
    Soak soak(dap, program);
    QJsonObject launch{{QStringLiteral("program"), program.file}, {QStringLiteral("stopOnEntry"), true}};
    if (!program.opponent.isEmpty()) {
        launch.insert(QStringLiteral("opponent"), program.opponent);
        launch.insert(QStringLiteral("maxTurns"), 1e15);
    }
    dap.request(QStringLiteral("initialize"), {{QStringLiteral("adapterID"), QStringLiteral("foulplay")}});
    const int launchSeq = dap.send(QStringLiteral("launch"), launch);
    if (!dap.response(launchSeq).value(QLatin1String("success")).toBool()) {
        std::fprintf(stderr, "soak: launch failed\n");
        return 1;
    }
    dap.request(QStringLiteral("configurationDone"));
    dap.until(isStopped);

    QElapsedTimer clock;
    clock.start();
    bool ok = true;
    QRandomGenerator random(24);
    if (reach > 0) {
        while (ok && soak.ticks().first < reach)
            ok = soak.runFor(2000);
        const auto [at, furthest] = soak.ticks();
        std::printf("%s: reached tick %.0f in %.1f s\n", qPrintable(language), at, double(clock.elapsed()) / 1000);
        for (int i = 0; ok && i < 20; ++i)
            ok = soak.timed("step back", QStringLiteral("stepBack"), soak.thread(), true);
        ok = ok && soak.breakpoint(true);
        for (int i = 0; ok && i < 5; ++i)
            ok = soak.timed("run backwards to a hit", QStringLiteral("reverseContinue"), soak.thread(), true);
        ok = ok && soak.breakpoint(false);
        ok = ok && soak.timed("run backwards to the start", QStringLiteral("reverseContinue"), soak.thread(), true);
        for (int i = 0; ok && i < 20; ++i)
            ok = soak.gotoTick("jump to a random tick", std::floor(random.bounded(furthest)));
        ok = ok && soak.gotoTick("jump to the furthest tick", furthest);
    }
    clock.restart();
    for (int second = 0; ok && clock.elapsed() < qint64(seconds * 1000); ++second) {
        QElapsedTimer round;
        round.start();
        ok = soak.runFor(500) && soak.breakpoint(second % 2 == 0)
             && soak.timed("step back", QStringLiteral("stepBack"), soak.thread(), true)
             && soak.timed("run backwards", QStringLiteral("reverseContinue"), soak.thread(), true);
        if (ok) {
            const double furthest = soak.ticks().second;
            ok = second % 2 == 0 ? soak.gotoTick("jump to the furthest tick", furthest)
                                 : soak.gotoTick("jump to a random tick", std::floor(random.bounded(furthest)));
        }
        dap.until([](const QJsonObject &) { return false; }, int(std::max<qint64>(1, 1000 - round.elapsed())));
    }
    const auto [at, furthest] = soak.ticks();
    const double peakMb = double(peakRssKb(dap.pid())) / 1024;
    dap.request(QStringLiteral("disconnect"));
    std::printf("%s: peak RSS %.1f MB, slowest answer %.1f ms, furthest tick %.0f\n", qPrintable(language), peakMb,
                soak.worst(), furthest);
    soak.print();
    std::fflush(stdout);
    if (!ok)
        return 1;
    if (maxRssMb > 0 && peakMb > maxRssMb) {
        std::fprintf(stderr, "soak: %s: peak RSS %.1f MB is above %.0f MB\n", qPrintable(language), peakMb, maxRssMb);
        return 1;
    }
    if (maxResponseMs > 0 && soak.worst() > maxResponseMs) {
        std::fprintf(stderr, "soak: %s: an answer took %.1f ms, more than %.0f ms\n", qPrintable(language),
                     soak.worst(), maxResponseMs);
        return 1;
    }
    return 0;
}
