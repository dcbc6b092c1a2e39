#include "diagnosticsrunner.h"

#include "languagesupport.h"

#include <QMutex>
#include <QMutexLocker>
#include <QRunnable>
#include <QThreadPool>

#include <string>

namespace Foulplay::Ui {

// Where a worker posts its result. The runner clears `receiver` (under the
// mutex) when it dies, so a worker that finishes later posts nothing; an
// event already posted is dropped by Qt with its receiver.
struct DiagnosticsRunner::Mailbox {
    QMutex mutex;
    DiagnosticsRunner *receiver = nullptr;
};

namespace {

class ParseTask final : public QRunnable {
public:
    ParseTask(std::shared_ptr<DiagnosticsRunner::Mailbox> mailbox, quint64 generation, std::optional<Language> language,
              QString text)
        : m_mailbox(std::move(mailbox))
        , m_generation(generation)
        , m_language(language)
        , m_text(std::move(text))
    {
    }

    void run() override
    {
        const std::string source = m_text.toStdString();
        m_text.clear();
        Core::Debug::ProgramRead read = LanguageSupport::read(m_language, source);
        QStringList words = LanguageSupport::programWords(m_language, source);

        QMutexLocker locker(&m_mailbox->mutex);
        DiagnosticsRunner *receiver = m_mailbox->receiver;
        if (!receiver)
            return;
        QMetaObject::invokeMethod(
            receiver,
            [receiver, generation = m_generation, read = std::move(read), words = std::move(words)] {
                receiver->deliverFromWorker(generation, read, words);
            },
            Qt::QueuedConnection);
    }

private:
    std::shared_ptr<DiagnosticsRunner::Mailbox> m_mailbox;
    quint64 m_generation;
    std::optional<Language> m_language;
    QString m_text;
};

} // namespace

DiagnosticsRunner::DiagnosticsRunner(std::function<QString()> textSource, QObject *parent)
    : QObject(parent)
    , m_textSource(std::move(textSource))
    , m_mailbox(std::make_shared<Mailbox>())
{
    m_mailbox->receiver = this;
    m_timer.setSingleShot(true);
    m_timer.setInterval(300);
    connect(&m_timer, &QTimer::timeout, this, &DiagnosticsRunner::start);
}

DiagnosticsRunner::~DiagnosticsRunner()
{
    QMutexLocker locker(&m_mailbox->mutex);
    m_mailbox->receiver = nullptr;
}

void DiagnosticsRunner::setLanguage(std::optional<Language> language)
{
    m_language = language;
    parseNow();
}

void DiagnosticsRunner::schedule()
{
    ++m_generation;
    m_timer.start();
}

void DiagnosticsRunner::parseNow()
{
    ++m_generation;
    m_timer.stop();
    start();
}

void DiagnosticsRunner::start()
{
    if (m_running) {
        m_pending = true;
        return;
    }
    m_running = true;
    m_pending = false;
    auto *task = new ParseTask(m_mailbox, m_generation, m_language, m_textSource());
    task->setAutoDelete(true);
    QThreadPool::globalInstance()->start(task);
}

void DiagnosticsRunner::deliverFromWorker(quint64 generation, const Core::Debug::ProgramRead &read,
                                          const QStringList &words)
{
    m_running = false;
    if (m_pending) {
        start();
        return;
    }
    if (generation == m_generation)
        Q_EMIT ready(read, words);
}

} // namespace Foulplay::Ui
