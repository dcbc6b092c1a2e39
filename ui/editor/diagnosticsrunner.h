#pragma once

#include "language.h"

#include "debug/languagedescriptor.h"

#include <QObject>
#include <QStringList>
#include <QTimer>

#include <functional>
#include <memory>
#include <vector>

namespace Foulplay::Ui {

// Parses a document's text off the GUI thread, debounced: every schedule()
// restarts a timer; when it fires, the whole text is parsed on a pool thread
// and ready() reports the diagnostics and the program's facts, plus the
// player names and labels the text uses (for completion). A result whose text has changed since is
// dropped (generation counter); at most one parse runs at a time.
// Lives on the GUI thread.
class DiagnosticsRunner final : public QObject {
    Q_OBJECT

public:
    // The text to parse is read from textSource when the timer fires.
    explicit DiagnosticsRunner(std::function<QString()> textSource, QObject *parent = nullptr);
    ~DiagnosticsRunner() override;

    void setDelay(int milliseconds) { m_timer.setInterval(milliseconds); }
    void setLanguage(std::optional<Language> language);

    // The text changed: parse it after the delay.
    void schedule();
    // Parse now (still on a worker thread).
    void parseNow();

    bool isBusy() const { return m_running || m_timer.isActive(); }

    // Called on the runner's thread with a worker's result; not for other callers.
    void deliverFromWorker(quint64 generation, const Core::Debug::ProgramRead &read, const QStringList &words);

    struct Mailbox;

Q_SIGNALS:
    void ready(const Foulplay::Core::Debug::ProgramRead &read, const QStringList &words);

private:
    void start();

    std::function<QString()> m_textSource;
    std::shared_ptr<Mailbox> m_mailbox;
    QTimer m_timer;
    std::optional<Language> m_language;
    quint64 m_generation = 0;
    bool m_running = false;
    bool m_pending = false;
};

} // namespace Foulplay::Ui
