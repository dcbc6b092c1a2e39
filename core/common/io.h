#pragma once

#include <cstddef>
#include <deque>
#include <string>
#include <string_view>

namespace Foulplay::Core {

// Where a program's input comes from: whitespace-separated tokens.
// Engines look ahead with peek() and consume() only what a tick really read,
// so a tick that meets Pending can be retried later without losing input.
class InputSource {
public:
    enum class Status { Ready, EndOfInput, Pending };

    virtual ~InputSource() = default;
    // Looks at the index-th token not yet consumed (0 = the next one).
    // Pending means "not yet known": the caller stops with InputNeeded.
    virtual Status peek(std::size_t index, std::string &token) = 0;
    // Consumes the next count tokens (all of them were peeked as Ready before).
    virtual void consume(std::size_t count) = 0;
};

// Where a program's output goes.
class OutputSink {
public:
    virtual ~OutputSink() = default;
    virtual void write(std::string_view text) = 0;
};

// Input taken from text: a whole file or string, or text fed piece by piece.
class TextInput final : public InputSource {
public:
    // closed: running out of tokens is EndOfInput; open: it is Pending until close().
    explicit TextInput(std::string_view text = {}, bool closed = true);
    Status peek(std::size_t index, std::string &token) override;
    void consume(std::size_t count) override;
    // Adds more text; tokens are split at whitespace.
    void append(std::string_view text);
    // After this, running out of tokens is EndOfInput rather than Pending.
    void close();
    std::size_t available() const { return m_tokens.size(); }

private:
    std::deque<std::string> m_tokens;
    std::string m_partial;
    bool m_closed = true;
};

// Output collected into a string.
class StringOutput final : public OutputSink {
public:
    void write(std::string_view text) override { m_text.append(text); }
    const std::string &text() const { return m_text; }
    void clear() { m_text.clear(); }

private:
    std::string m_text;
};

} // namespace Foulplay::Core
