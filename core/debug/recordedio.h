#pragma once

#include "common/io.h"

#include <QString>

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace Foulplay::Core::Debug {

// The input of a session: every token ever given is kept, so going back in
// time only moves the read position and a replay reads exactly the same.
// Running out of tokens is Pending until close(). Worker thread only.
class RecordedInput final : public InputSource {
public:
    Status peek(std::size_t index, std::string &token) override;
    void consume(std::size_t count) override;

    // Queues the tokens of text (cut as InputTokenizer says); the end of text
    // ends a token, as the end of a line typed in a console does.
    void append(std::string_view text);
    // Queues the tokens of a piece of a longer input (a file read in
    // pieces): a token cut at its end goes on in the next piece.
    void appendPart(std::string_view bytes);
    void close();
    void clear();

    std::uint64_t position() const { return m_position; }
    void setPosition(std::uint64_t position) { m_position = position; }
    bool isClosed() const { return m_closed; }
    const std::vector<std::string> &tokens() const { return m_tokens; }

private:
    std::vector<std::string> m_tokens;
    InputTokenizer m_tokenizer;
    std::uint64_t m_position = 0;
    bool m_closed = false;
};

// The output of a session: counts bytes at the current tick and passes on
// only what goes past the furthest point already shown, so replaying after a
// step back does not show output twice. Worker thread only.
class RecordingOutput final : public OutputSink {
public:
    void write(std::string_view text) override;

    // Takes the text not yet handed out (at most maxBytes, the newest kept).
    QString takePending(std::size_t maxBytes = 1u << 20);
    bool hasPending() const { return !m_pending.empty(); }

    std::uint64_t position() const { return m_position; }
    // After a restore: where the output stood at that tick.
    void setPosition(std::uint64_t position) { m_position = position; }
    void clear();

private:
    std::string m_pending;
    std::uint64_t m_position = 0;
    std::uint64_t m_shown = 0; // the furthest byte handed out
};

} // namespace Foulplay::Core::Debug
