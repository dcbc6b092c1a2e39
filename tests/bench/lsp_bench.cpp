// foulplay-lsp as an editor uses it, in process with the real framing:
// each figure is the time from the bytes of a message going in to the
// server's answer coming out (the diagnostics pause set to 0 ms).
//   lsp_bench [ROUNDS]
#include "../jsonrpcpipe.h"
#include "framing.h"
#include "lspserver.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <ctime>
#include <cstdio>
#include <vector>

namespace {

using Foulplay::JsonRpc::Framing;

QJsonObject position(int line, int character)
{
    return {{QStringLiteral("line"), line}, {QStringLiteral("character"), character}};
}

struct Client {
    Framing framing{[this](const QByteArray &bytes) { received.append(bytes); }};
    Foulplay::Lsp::LspServer server{&framing};
    QByteArray received;
    int id = 0;

    // The processor time of the calls so far, in milliseconds: on a
    // shared machine it is steadier than the wall clock.
    std::vector<double> cpu;

    // Sends a message and runs the event loop until the output holds what
    // marks the answer; returns the milliseconds it took (wall clock).
    double timed(const QJsonObject &object, const QByteArray &mark)
    {
        received.clear();
        QElapsedTimer timer;
        const std::clock_t started = std::clock();
        timer.start();
        framing.feed(framed(object));
        while (!received.contains(mark))
            QCoreApplication::processEvents(QEventLoop::AllEvents, 5);
        cpu.push_back(double(std::clock() - started) * 1000.0 / CLOCKS_PER_SEC);
        return double(timer.nsecsElapsed()) / 1e6;
    }
};

QString repeatLines(const QString &lines, qsizetype bytes)
{
    QString text;
    while (text.size() < bytes)
        text += lines;
    return text;
}

double median(std::vector<double> samples)
{
    std::sort(samples.begin(), samples.end());
    return samples[samples.size() / 2];
}

// samples are wall-clock times, cpu the processor times of the same calls.
void report(const char *what, std::vector<double> samples, const std::vector<double> &cpu)
{
    const double processor = median(cpu);
    std::sort(samples.begin(), samples.end());
    std::printf("%-52s wall: median %7.2f ms, min %7.2f ms, max %7.2f ms; processor: median %7.2f ms (%zu runs)\n",
                what, samples[samples.size() / 2], samples.front(), samples.back(), processor, samples.size());
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    const int rounds = argc > 1 ? std::max(1, atoi(argv[1])) : 20;
    Client client;
    client.timed(lspMessage(QStringLiteral("initialize"),
                            {{QStringLiteral("capabilities"), QJsonObject{}},
                             {QStringLiteral("initializationOptions"),
                              QJsonObject{{QStringLiteral("diagnosticsDelay"), 0}}}},
                            ++client.id),
                 "\"capabilities\"");

    // 1. A 1 MB Cheat program: diagnostics after a change.
    const QString cheat = repeatLines(QStringLiteral("Alice counts.\nBob counts by 2 if Alice counted.\n"
                                                     "Alice calls cheat to Bob if Bob counted.\n"
                                                     "Bob shouts his score unless Alice shouted.\n"),
                                      1024 * 1024);
    const QString cheatUri = QStringLiteral("file:///bench/big.cheat");
    const double open = client.timed(lspMessage(QStringLiteral("textDocument/didOpen"),
                                                {{QStringLiteral("textDocument"),
                                                  QJsonObject{{QStringLiteral("uri"), cheatUri},
                                                              {QStringLiteral("languageId"), QStringLiteral("cheat")},
                                                              {QStringLiteral("version"), 1},
                                                              {QStringLiteral("text"), cheat}}}}),
                                     "publishDiagnostics");
    std::printf("1 MB Cheat file (%lld characters, %lld lines): didOpen to diagnostics %.2f ms\n",
                static_cast<long long>(cheat.size()), static_cast<long long>(cheat.count(u'\n')), open);
    std::vector<double> samples;
    client.cpu.clear();
    for (int i = 0; i < rounds; ++i) {
        const QJsonObject edit{{QStringLiteral("range"), QJsonObject{{QStringLiteral("start"), position(5, 0)},
                                                                     {QStringLiteral("end"), position(5, 0)}}},
                               {QStringLiteral("text"), i % 2 == 0 ? QStringLiteral("x") : QStringLiteral("")}};
        samples.push_back(
            client.timed(lspMessage(QStringLiteral("textDocument/didChange"),
                                    {{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), cheatUri},
                                                                                  {QStringLiteral("version"), 2 + i}}},
                                     {QStringLiteral("contentChanges"), QJsonArray{edit}}}),
                         "publishDiagnostics"));
    }
    report("1 MB Cheat: didChange to publishDiagnostics", samples, client.cpu);

    // 2. A 10,000-line Unfair program: one keystroke, then completion.
    QString unfair;
    for (int i = 0; i < 2500; ++i)
        unfair += QStringLiteral("Label l%1.\nPlayer 1 counts.\nIf Player 1's counting number is smaller then 50, "
                                 "then do l%1 again.\nPlayer 2 de-syncs for 3 steps.\n")
                      .arg(i);
    const QString unfairUri = QStringLiteral("file:///bench/long.unfair");
    client.timed(lspMessage(QStringLiteral("textDocument/didOpen"),
                            {{QStringLiteral("textDocument"),
                              QJsonObject{{QStringLiteral("uri"), unfairUri},
                                          {QStringLiteral("languageId"), QStringLiteral("unfair")},
                                          {QStringLiteral("version"), 1},
                                          {QStringLiteral("text"), unfair}}}}),
                 "publishDiagnostics");
    samples.clear();
    std::vector<double> completion;
    std::vector<double> keystrokeCpu;
    std::vector<double> completionCpu;
    const QString typed = QStringLiteral("Player 1 co");
    int version = 1;
    for (int round = 0; round < std::max(1, rounds / 5); ++round) {
        for (int i = 0; i < typed.size(); ++i) {
            const QJsonObject edit{{QStringLiteral("range"), QJsonObject{{QStringLiteral("start"), position(5000, i)},
                                                                         {QStringLiteral("end"), position(5000, i)}}},
                                   {QStringLiteral("text"),
                                    QString(typed.at(i)) + (i == 0 ? QStringLiteral("\n") : QString())}};
            samples.push_back(client.timed(lspMessage(QStringLiteral("textDocument/didChange"),
                                                      {{QStringLiteral("textDocument"),
                                                        QJsonObject{{QStringLiteral("uri"), unfairUri},
                                                                    {QStringLiteral("version"), ++version}}},
                                                       {QStringLiteral("contentChanges"), QJsonArray{edit}}}),
                                           "publishDiagnostics"));
            keystrokeCpu.push_back(client.cpu.back());
        }
        for (int i = 0; i < 5; ++i) {
            completion.push_back(client.timed(
                lspMessage(QStringLiteral("textDocument/completion"),
                           {{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), unfairUri}}},
                            {QStringLiteral("position"), position(5000, int(typed.size()))}},
                           ++client.id),
                "\"items\""));
            completionCpu.push_back(client.cpu.back());
        }
        // Take the typed line out again.
        const QJsonObject undo{{QStringLiteral("range"), QJsonObject{{QStringLiteral("start"), position(5000, 0)},
                                                                     {QStringLiteral("end"), position(5001, 0)}}},
                               {QStringLiteral("text"), QString()}};
        client.timed(lspMessage(QStringLiteral("textDocument/didChange"),
                                {{QStringLiteral("textDocument"), QJsonObject{{QStringLiteral("uri"), unfairUri},
                                                                              {QStringLiteral("version"), ++version}}},
                                 {QStringLiteral("contentChanges"), QJsonArray{undo}}}),
                     "publishDiagnostics");
    }
    report("10,000-line Unfair: keystroke to publishDiagnostics", samples, keystrokeCpu);
    report("10,000-line Unfair: completion after 'Player 1 co'", completion, completionCpu);
    return 0;
}
