#pragma once

#include <cstddef>
#include <cstdint>
#include <deque>
#include <optional>
#include <string>
#include <string_view>
#include <utility>

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

// How every front end cuts a program's input into tokens, byte by byte:
// - tokens are separated by ASCII whitespace (space, tab, line feed,
//   carriage return, vertical tab, form feed), so CRLF reads as LF;
// - a UTF-8 byte-order mark (EF BB BF) as the very first bytes of the input
//   is skipped; anywhere else it belongs to a token;
// - every other byte, NUL and bytes that are not UTF-8 among them, belongs to
//   a token as it is (messages that quote a token escape such bytes);
// - a token is one token whatever its length. Past MaxTokenBytes its first
//   MaxTokenBytes bytes are handed on at once, followed by "…" (which no
//   number reads), and the rest of it is skipped: endless input such as
//   /dev/zero is read only that far, and costs no memory.
// Bytes may come in pieces of any size, a token cut anywhere.
class InputTokenizer {
public:
    static constexpr std::size_t MaxTokenBytes = std::size_t(1) << 20;

    // Takes bytes; appends each token they complete to tokens (a deque or
    // vector of std::string).
    template<typename Tokens> void feed(std::string_view bytes, Tokens &tokens)
    {
        std::string token;
        for (const char byte : bytes) {
            if (feedByte(byte, token))
                tokens.push_back(std::move(token));
        }
    }
    // The input ended: the token in progress, if any, is complete.
    template<typename Tokens> void finish(Tokens &tokens)
    {
        std::string token;
        if (finishToken(token))
            tokens.push_back(std::move(token));
    }
    // Takes one byte; true when it completed a token, which is then in token.
    bool feedByte(char byte, std::string &token);
    // The input ended: true when a token was in progress (now in token).
    bool finishToken(std::string &token);

private:
    std::string m_token;
    bool m_atStart = true;   // no byte taken yet but a prefix of the byte-order mark
    bool m_skipping = false; // the rest of a token longer than MaxTokenBytes
};

// Input taken from text: a whole file or string, or text fed piece by piece.
class TextInput final : public InputSource {
public:
    // closed: running out of tokens is EndOfInput; open: it is Pending until close().
    explicit TextInput(std::string_view text = {}, bool closed = true);
    Status peek(std::size_t index, std::string &token) override;
    void consume(std::size_t count) override;
    // Adds more text; tokens are split as InputTokenizer says.
    void append(std::string_view text);
    // After this, running out of tokens is EndOfInput rather than Pending.
    void close();
    std::size_t available() const { return m_tokens.size(); }

private:
    std::deque<std::string> m_tokens;
    InputTokenizer m_tokenizer;
    bool m_closed = true;
};

// Why readWholeFile() failed: a directory, more than the limit, or the
// system's error (errno).
enum class ReadFailure { Directory, TooLarge, System };
// Reads a whole file of at most limit bytes, in pieces, so that /dev/zero or
// a huge file stops early; nullopt on failure, with why (and errno for System).
// For the front ends: the engines themselves read no files.
std::optional<std::string> readWholeFile(const std::string &path, std::uint64_t limit, ReadFailure &failure,
                                         int &error);

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
