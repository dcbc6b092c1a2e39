#include "common/io.h"

#include <cctype>

namespace Foulplay::Core {

TextInput::TextInput(std::string_view text, bool closed)
{
    append(text);
    if (closed)
        close();
    else
        m_closed = false;
}

void TextInput::append(std::string_view text)
{
    for (char c : text) {
        if (std::isspace(static_cast<unsigned char>(c))) {
            if (!m_partial.empty())
                m_tokens.push_back(std::move(m_partial));
            m_partial.clear();
        } else {
            m_partial.push_back(c);
        }
    }
}

void TextInput::close()
{
    if (!m_partial.empty())
        m_tokens.push_back(std::move(m_partial));
    m_partial.clear();
    m_closed = true;
}

InputSource::Status TextInput::peek(std::size_t index, std::string &token)
{
    if (index < m_tokens.size()) {
        token = m_tokens[index];
        return Status::Ready;
    }
    return m_closed ? Status::EndOfInput : Status::Pending;
}

void TextInput::consume(std::size_t count)
{
    while (count > 0 && !m_tokens.empty()) {
        m_tokens.pop_front();
        --count;
    }
}

} // namespace Foulplay::Core
