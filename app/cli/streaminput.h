#pragma once

#include "common/io.h"

#include <deque>
#include <iosfwd>
#include <string>

namespace Foulplay::Cli {

// Input read lazily from a stream, so an interactive program (a number cat)
// answers each line as it is typed. Blocks while the stream waits.
class StreamInput final : public Core::InputSource {
public:
    explicit StreamInput(std::istream &stream);
    Status peek(std::size_t index, std::string &token) override;
    void consume(std::size_t count) override;

private:
    std::istream &m_stream;
    std::deque<std::string> m_tokens;
};

} // namespace Foulplay::Cli
