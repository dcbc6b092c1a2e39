#include "debug/recordedio.h"

#include <algorithm>

namespace Foulplay::Core::Debug {

InputSource::Status RecordedInput::peek(std::size_t index, std::string &token)
{
    const std::uint64_t at = m_position + index;
    if (at < m_tokens.size()) {
        token = m_tokens[at];
        return Status::Ready;
    }
    return m_closed ? Status::EndOfInput : Status::Pending;
}

void RecordedInput::consume(std::size_t count)
{
    m_position = std::min<std::uint64_t>(m_position + count, m_tokens.size());
}

void RecordedInput::append(std::string_view text)
{
    m_tokenizer.feed(text, m_tokens);
    m_tokenizer.finish(m_tokens);
}

void RecordedInput::appendPart(std::string_view bytes)
{
    m_tokenizer.feed(bytes, m_tokens);
}

void RecordedInput::close()
{
    m_tokenizer.finish(m_tokens);
    m_closed = true;
}

void RecordedInput::clear()
{
    m_tokens.clear();
    m_tokenizer = InputTokenizer();
    m_position = 0;
    m_closed = false;
}

void RecordingOutput::write(std::string_view text)
{
    const std::uint64_t end = m_position + text.size();
    if (end > m_shown) {
        const std::size_t fresh = static_cast<std::size_t>(end - std::max(m_shown, m_position));
        m_pending.append(text.end() - fresh, text.end());
        m_shown = end;
    }
    m_position = end;
}

QString RecordingOutput::takePending(std::size_t maxBytes)
{
    QString text;
    if (m_pending.size() > maxBytes) {
        // A program writing without end: keep the newest output, say what was left out.
        const std::size_t skipped = m_pending.size() - maxBytes;
        text = QStringLiteral("[... %1 bytes ...]\n").arg(skipped)
               + QString::fromUtf8(m_pending.data() + skipped, static_cast<qsizetype>(maxBytes));
    } else {
        text = QString::fromUtf8(m_pending.data(), static_cast<qsizetype>(m_pending.size()));
    }
    m_pending.clear();
    return text;
}

void RecordingOutput::clear()
{
    m_pending.clear();
    m_position = 0;
    m_shown = 0;
}

} // namespace Foulplay::Core::Debug
