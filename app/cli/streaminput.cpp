#include "streaminput.h"

#include <cerrno>
#include <cstring>
#include <istream>

namespace Foulplay::Cli {

StreamInput::StreamInput(std::istream &stream)
    : m_stream(stream)
{
}

bool StreamInput::readToken(std::string &token)
{
    std::streambuf *buffer = m_stream.rdbuf();
    if (!buffer || !m_stream.good())
        return false;
    while (true) {
        errno = 0;
        const int c = buffer->sbumpc();
        if (c == std::char_traits<char>::eof()) {
            // A read error ends the input too; the caller reports it.
            if (errno != 0 && errno != EAGAIN && m_failure.empty())
                m_failure = std::strerror(errno);
            m_stream.setstate(std::ios::eofbit);
            return m_tokenizer.finishToken(token);
        }
        if (m_tokenizer.feedByte(char(c), token))
            return true;
    }
}

Core::InputSource::Status StreamInput::peek(std::size_t index, std::string &token)
{
    std::string word;
    while (m_tokens.size() <= index && readToken(word))
        m_tokens.push_back(std::move(word));
    if (index >= m_tokens.size())
        return Status::EndOfInput;
    token = m_tokens[index];
    return Status::Ready;
}

void StreamInput::consume(std::size_t count)
{
    while (count-- > 0 && !m_tokens.empty())
        m_tokens.pop_front();
}

} // namespace Foulplay::Cli
