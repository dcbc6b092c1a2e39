#include "streaminput.h"

#include <istream>

namespace Foulplay::Cli {

StreamInput::StreamInput(std::istream &stream)
    : m_stream(stream)
{
}

Core::InputSource::Status StreamInput::peek(std::size_t index, std::string &token)
{
    std::string word;
    while (m_tokens.size() <= index && m_stream >> word)
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
