#pragma once

#include "common/io.h"

#include <deque>
#include <iosfwd>
#include <string>

namespace Foulplay::Cli {

// Input read lazily from a stream, so an interactive program (a number cat)
// answers each line as it is typed. Blocks while the stream waits. Only the
// tokens a program looks at are read, cut as Core::InputTokenizer says (the
// rule of every front end): endless input (/dev/zero) costs no memory.
class StreamInput final : public Core::InputSource {
public:
    explicit StreamInput(std::istream &stream);
    Status peek(std::size_t index, std::string &token) override;
    void consume(std::size_t count) override;

    // Reading failed (not the end of the input): what the system said.
    bool failed() const { return !m_failure.empty(); }
    const std::string &failure() const { return m_failure; }

private:
    bool readToken(std::string &token);

    std::istream &m_stream;
    std::deque<std::string> m_tokens;
    Core::InputTokenizer m_tokenizer;
    std::string m_failure;
};

} // namespace Foulplay::Cli
