#include "diagnosticsrunner.h"

#include "languagesupport.h"

#include <QMutex>
#include <QMutexLocker>
#include <QRunnable>
#include <QSet>
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

bool isPlayerWord(std::string_view word)
{
    constexpr std::string_view player = "player";
    if (word.size() != player.size())
        return false;
    for (std::size_t i = 0; i < word.size(); ++i) {
        if (char(word[i] | 0x20) != player[i])
            return false;
    }
    return true;
}

// The words of the text that completion offers: player names and labels, as
// the language's lexer finds them.
QStringList collectWords(std::optional<Language> language, const std::string &text)
{
    QSet<QString> words;
    std::vector<Core::Token> tokens;
    int state = 0;
    std::size_t lineStart = 0;
    while (lineStart <= text.size()) {
        std::size_t lineEnd = text.find('\n', lineStart);
        if (lineEnd == std::string::npos)
            lineEnd = text.size();
        const std::string_view line(text.data() + lineStart, lineEnd - lineStart);
        tokens.clear();
        state = LanguageSupport::highlightLine(language, line, state, tokens);
        for (std::size_t i = 0; i < tokens.size(); ++i) {
            const Core::Token &token = tokens[i];
            if (token.kind != Core::TokenKind::Player && token.kind != Core::TokenKind::Label)
                continue;
            auto text = [&line](const Core::Token &t) {
                return line.substr(std::size_t(t.start), std::size_t(t.length));
            };
            auto adjacent = [&line](const Core::Token &a, const Core::Token &b) {
                const auto gapBegin = std::size_t(a.start + a.length);
                const std::string_view gap = line.substr(gapBegin, std::size_t(b.start) - gapBegin);
                return b.start >= a.start + a.length && gap.find_first_not_of(" \t") == std::string_view::npos;
            };
            std::size_t begin = std::size_t(token.start);
            std::size_t end = begin + std::size_t(token.length);
            // "Player 2" may come as two tokens (the word may even be a
            // keyword): join the word and its number.
            if (token.kind == Core::TokenKind::Player) {
                if (isPlayerWord(text(token))) {
                    if (i + 1 >= tokens.size() || !adjacent(token, tokens[i + 1]))
                        continue; // "Player" alone names nobody
                    end = std::size_t(tokens[i + 1].start + tokens[i + 1].length);
                    ++i;
                } else if (i > 0 && isPlayerWord(text(tokens[i - 1])) && adjacent(tokens[i - 1], token)) {
                    begin = std::size_t(tokens[i - 1].start);
                }
            }
            const std::string_view word = line.substr(begin, end - begin);
            if (!word.empty() && word.size() <= 64)
                words.insert(QString::fromUtf8(word.data(), qsizetype(word.size())));
        }
        lineStart = lineEnd + 1;
    }
    QStringList list(words.begin(), words.end());
    list.sort();
    return list;
}

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
        std::vector<Core::Diagnostic> diagnostics = LanguageSupport::parse(m_language, source);
        QStringList words = collectWords(m_language, source);

        QMutexLocker locker(&m_mailbox->mutex);
        DiagnosticsRunner *receiver = m_mailbox->receiver;
        if (!receiver)
            return;
        QMetaObject::invokeMethod(
            receiver,
            [receiver, generation = m_generation, diagnostics = std::move(diagnostics), words = std::move(words)] {
                receiver->deliverFromWorker(generation, diagnostics, words);
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

void DiagnosticsRunner::deliverFromWorker(quint64 generation, const std::vector<Core::Diagnostic> &diagnostics,
                                          const QStringList &words)
{
    m_running = false;
    if (m_pending) {
        start();
        return;
    }
    if (generation == m_generation)
        Q_EMIT ready(diagnostics, words);
}

} // namespace Foulplay::Ui
