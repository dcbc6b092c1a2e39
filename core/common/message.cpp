#include "common/message.h"

#include "common/diagnostic.h"
#include "common/messagewords.h"

#include <array>
#include <deque>

namespace Foulplay::Core {

namespace {

struct CodeInfo {
    std::string_view name;
    std::string_view english;
};

// The core is Qt-free: the marks lupdate reads in messages.inc stand for
// their text here, and whatever a Qt header defined them as is restored.
#pragma push_macro("QT_TRANSLATE_NOOP")
#pragma push_macro("QT_TRANSLATE_N_NOOP")
#undef QT_TRANSLATE_NOOP
#undef QT_TRANSLATE_N_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#define QT_TRANSLATE_N_NOOP(context, text) text
constexpr std::array Codes = {
#define FOULPLAY_MESSAGE(code, english) CodeInfo{#code, english},
#include "common/messages.inc"
#undef FOULPLAY_MESSAGE
};
#pragma pop_macro("QT_TRANSLATE_N_NOOP")
#pragma pop_macro("QT_TRANSLATE_NOOP")

// lupdate reads the words here; the mark stands for {text, comment}, as Qt's own does.
#pragma push_macro("QT_TRANSLATE_NOOP3")
#undef QT_TRANSLATE_NOOP3
#define QT_TRANSLATE_NOOP3(context, text, comment)                                                                     \
    {                                                                                                                  \
        text, comment                                                                                                  \
    }
constexpr MessageWordSources WordSources{
    QT_TRANSLATE_NOOP3("Foulplay::EngineMessage", "the end of the program", ""),
    QT_TRANSLATE_NOOP3("Foulplay::EngineMessage", ", ", "between alternatives: 'a', 'b' or 'c'"),
    QT_TRANSLATE_NOOP3("Foulplay::EngineMessage", " or ", "before the last alternative: 'a', 'b' or 'c'"),
};
#pragma pop_macro("QT_TRANSLATE_NOOP3")

// The registered messages, in the order of their codes from FirstRegistered
// (a deque: their words stay where they are as more come).
std::deque<MessageDefinition> &registered()
{
    static std::deque<MessageDefinition> definitions;
    return definitions;
}

std::vector<MessageCode> &codeList()
{
    static std::vector<MessageCode> codes = [] {
        std::vector<MessageCode> all;
        for (std::size_t i = 1; i < Codes.size(); ++i)
            all.push_back(static_cast<MessageCode>(i));
        return all;
    }();
    return codes;
}

CodeInfo infoOf(MessageCode code)
{
    const auto index = static_cast<std::size_t>(code);
    if (index < Codes.size())
        return Codes[index];
    if (const MessageDefinition *definition = registeredMessage(code))
        return {definition->name, definition->english};
    return Codes[0];
}

void appendArgument(std::string &out, const std::string &arg, const MessageWords &words)
{
    if (arg.empty()) {
        out += words.endOfProgram;
        return;
    }
    // A list: "a\nb\nc" -> "a, b or c".
    std::size_t start = 0;
    for (std::size_t end = arg.find('\n'); end != std::string::npos; end = arg.find('\n', start)) {
        out.append(arg, start, end - start);
        start = end + 1;
        out += arg.find('\n', start) == std::string::npos ? words.listOr : words.listComma;
    }
    out.append(arg, start);
}

} // namespace

MessageCode registerMessage(MessageDefinition definition)
{
    for (const MessageCode code : codeList()) {
        if (messageName(code) == definition.name)
            return MessageCode::None;
    }
    const auto code =
        static_cast<MessageCode>(static_cast<std::size_t>(MessageCode::FirstRegistered) + registered().size());
    registered().push_back(std::move(definition));
    codeList().push_back(code);
    return code;
}

const std::vector<MessageCode> &allMessageCodes()
{
    return codeList();
}

const MessageDefinition *registeredMessage(MessageCode code)
{
    const auto first = static_cast<std::size_t>(MessageCode::FirstRegistered);
    const auto index = static_cast<std::size_t>(code);
    return index >= first && index - first < registered().size() ? &registered()[index - first] : nullptr;
}

std::string_view messageName(MessageCode code)
{
    return infoOf(code).name;
}

namespace {
EnglishTable installedTable = nullptr;
} // namespace

void setEnglishTable(EnglishTable table)
{
    installedTable = table;
}

std::string_view englishTemplate(MessageCode code)
{
    return installedTable ? installedTable(code) : infoOf(code).english;
}

const MessageWordSources &messageWordSources()
{
    return WordSources;
}

const MessageWords &englishWords()
{
    static const MessageWords English{WordSources.endOfProgram.english, WordSources.listComma.english,
                                      WordSources.listOr.english};
    return English;
}

std::string alternatives(const std::vector<std::string> &items, const MessageWords &words)
{
    if (items.empty())
        return {};
    std::string list = items.front();
    for (std::size_t i = 1; i < items.size(); ++i)
        list += '\n' + items[i];
    std::string out;
    appendArgument(out, list, words);
    return out;
}

std::string fillMessage(std::string_view wording, const std::vector<std::string> &args, const MessageWords &words,
                        const std::string &part)
{
    std::vector<const std::string *> all;
    if (!part.empty())
        all.push_back(&part);
    for (const std::string &arg : args)
        all.push_back(&arg);
    std::string out;
    for (std::size_t i = 0; i < wording.size(); ++i) {
        const char next = i + 1 < wording.size() ? wording[i + 1] : '\0';
        std::size_t index = all.size();
        if (wording[i] == '%' && next >= '1' && next <= '9')
            index = std::size_t(next - '1');
        else if (wording[i] == '%' && next == 'n' && !all.empty())
            index = all.size() - 1;
        if (index < all.size()) {
            appendArgument(out, *all[index], words);
            ++i;
        } else {
            out += wording[i];
        }
    }
    return out;
}

std::string englishText(const Message &message)
{
    if (message.empty())
        return {};
    const MessageWords &english = englishWords();
    const std::string part =
        message.part == MessageCode::None ? std::string() : fillMessage(englishTemplate(message.part), {}, english);
    return displayText(fillMessage(englishTemplate(message.code), message.args, english, part));
}

} // namespace Foulplay::Core
