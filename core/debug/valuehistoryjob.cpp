#include "debug/valuehistoryjob.h"

#include "debug/debugengine.h"
#include "debug/recordedio.h"

#include <QElapsedTimer>

#include <new>

namespace Foulplay::Core::Debug {

namespace {

// A batch of changes goes out at least this often, and at most this many
// are held before it does.
constexpr qint64 BatchNs = 50'000'000;
constexpr qsizetype BatchChanges = 4096;
// Ticks between looks at the clock and at a cancel: from this many, doubled
// while a look comes sooner than every few milliseconds (a value that
// changes rarely is read at the engine's full speed).
constexpr std::uint64_t FirstTicksPerCheck = 4096;
constexpr std::uint64_t MostTicksPerCheck = std::uint64_t(1) << 30;
constexpr qint64 CheckNs = 5'000'000;

} // namespace

ValueHistoryJob::ValueHistoryJob(ReplayFile run, Condition value, QObject *parent)
    : QObject(parent)
    , m_run(std::move(run))
    , m_value(std::move(value))
{
}

ValueHistoryJob::~ValueHistoryJob()
{
    m_cancel = true;
    if (m_thread.joinable())
        m_thread.join();
}

void ValueHistoryJob::readUpTo(std::uint64_t tick)
{
    if (m_busy)
        return;
    if (m_thread.joinable())
        m_thread.join(); // the last reading is over (done() came)
    m_busy = true;
    connect(
        this, &ValueHistoryJob::done, this, [this] { m_busy = false; }, Qt::SingleShotConnection);
    m_thread = std::thread([this, tick] { work(tick); });
}

void ValueHistoryJob::work(std::uint64_t target)
{
    try {
        if (!m_engine && !m_failed) {
            m_engine = createDebugEngine(m_run.language);
            m_input = std::make_unique<RecordedInput>();
            for (const QString &token : std::as_const(m_run.inputTokens))
                m_input->append(token.toStdString() + ' ');
            if (m_run.inputClosed)
                m_input->close();
            std::vector<std::string> sources;
            for (const QString &source : std::as_const(m_run.sources))
                sources.push_back(source.toStdString());
            std::vector<DebugDiagnostic> problems;
            // The program's output is the session's to show: none here.
            if (!m_engine->load(sources, m_run.settings, m_input.get(), nullptr, problems)) {
                m_failed = true;
                m_engine.reset();
            } else {
                m_last = currentValue(*m_engine, m_value);
                Q_EMIT started(m_last);
            }
        }
        if (m_failed) {
            Q_EMIT done(0, true, false);
            return;
        }
        QList<ValueChange> batch;
        QElapsedTimer clock;
        clock.start();
        std::uint64_t perCheck = FirstTicksPerCheck;
        while (!m_ended && m_engine->tick() < target && !m_cancel) {
            const std::uint64_t ticks = std::min<std::uint64_t>(perCheck, target - m_engine->tick());
            QElapsedTimer look;
            look.start();
            // Many changes end a look early (and halve the next), so a
            // cancel never waits long.
            const StopReason reason = scanChanges(*m_engine, m_value, ticks, [&](const ValueChange &change) {
                batch.append(change);
                return !m_cancel && look.nsecsElapsed() < 4 * CheckNs;
            });
            if (look.nsecsElapsed() < CheckNs && perCheck < MostTicksPerCheck)
                perCheck *= 2;
            else if (look.nsecsElapsed() > 4 * CheckNs && perCheck > FirstTicksPerCheck)
                perCheck /= 2;
            // Input the run was never given ends the history where the run stands.
            if (reason != StopReason::Step)
                m_ended = true;
            if (batch.size() >= BatchChanges || clock.nsecsElapsed() >= BatchNs) {
                Q_EMIT changesFound(batch, m_engine->tick());
                batch.clear();
                clock.start();
            }
        }
        Q_EMIT changesFound(batch, m_engine->tick());
        Q_EMIT done(m_engine->tick(), m_ended, true);
    } catch (const std::bad_alloc &) {
        m_failed = true;
        m_engine.reset();
        Q_EMIT done(0, true, false);
    }
}

} // namespace Foulplay::Core::Debug
