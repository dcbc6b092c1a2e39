#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace Foulplay::Core {

// Every message the parsers and engines can give, one code per kind
// (core/common/messages.inc has the list with the English words). A
// language that plugs in adds its own with registerMessage(): they follow
// FirstRegistered.
enum class MessageCode {
#define FOULPLAY_MESSAGE(code, english) code,
#include "common/messages.inc"
#undef FOULPLAY_MESSAGE
    FirstRegistered
};

// A message as a value: what kind and the words to put in it (source text
// as written, quoted where the message quotes it; numbers in digits). The
// front ends word it: the command line in English with englishText(), the
// IDE in the user's language. See messages.inc for what the arguments mean.
struct Message {
    Message() = default;
    Message(MessageCode code, std::vector<std::string> args = {}, MessageCode part = MessageCode::None)
        : code(code)
        , args(std::move(args))
        , part(part)
    {
    }

    MessageCode code = MessageCode::None;
    std::vector<std::string> args;
    MessageCode part = MessageCode::None; // worded into %1 (Cheat's "expected ...")

    bool empty() const { return code == MessageCode::None; }
    // The bytes its arguments hold, for memory budgets.
    std::size_t byteSize() const
    {
        std::size_t bytes = args.capacity() * sizeof(std::string);
        for (const std::string &arg : args)
            bytes += arg.capacity();
        return bytes;
    }
    friend bool operator==(const Message &, const Message &) = default;
};

// A message a language adds to messages.inc's: its stable name
// ("TallyUnknownLabel"), its English (a template as in messages.inc) and
// the translation context the IDE looks its words up in.
struct MessageDefinition {
    std::string name;
    std::string english;
    std::string context;
};

// Adds a message at start-up, before any other thread words one: its code,
// or None when the name is taken.
MessageCode registerMessage(MessageDefinition definition);

// All codes but None: messages.inc's in its order, then the registered ones.
const std::vector<MessageCode> &allMessageCodes();

// A registered code's definition, or nullptr (messages.inc's codes).
const MessageDefinition *registeredMessage(MessageCode code);

// The code's stable name ("UnfairUnknownLabel"), for logs and JSON.
std::string_view messageName(MessageCode code);

// The English words of the code, with %1..%9 and %n as in messages.inc.
std::string_view englishTemplate(MessageCode code);

// Puts table's words in the place of messages.inc's for englishTemplate()
// and englishText() (nullptr: messages.inc's again). A test words every
// message in nonsense this way, to show that no feature reads meaning from
// words. Call it before any other thread words a message.
using EnglishTable = std::string_view (*)(MessageCode code);
void setEnglishTable(EnglishTable table);

// The words the templates need besides their own, in some language.
struct MessageWords {
    std::string endOfProgram; // an empty argument: "the end of the program"
    std::string listComma;    // between alternatives: ", "
    std::string listOr;       // before the last alternative: " or "
};

// Fills a template in: %n with the last argument, %1..%9 with the
// arguments in one pass (an argument's own '%' stays as it is), lists and
// the end of the program with words. part, when not empty, is %1 and the
// arguments follow from %2. The result is raw: pass it through displayText().
std::string fillMessage(std::string_view wording, const std::vector<std::string> &args, const MessageWords &words,
                        const std::string &part = {});

// The message in English, safe to show (displayText()): the text the
// command line prints. Any thread.
std::string englishText(const Message &message);

} // namespace Foulplay::Core
