#pragma once

// A word table in which every message the parsers and engines give reads as
// nonsense, for the tests that show that completion reads what a parser
// expected, never how a message words it. Each letter is turned 13 places
// (ROT13); the arguments (%1, %n) stay where they are.

#include "common/message.h"

#include <QString>
#include <QTranslator>

#include <string>
#include <vector>

namespace NonsenseWords {

inline std::string scrambled(std::string_view english)
{
    std::string out(english);
    for (std::size_t i = 0; i < out.size(); ++i) {
        char &c = out[i];
        if (i > 0 && out[i - 1] == '%')
            continue;
        if ((c >= 'a' && c <= 'z'))
            c = char('a' + (c - 'a' + 13) % 26);
        else if (c >= 'A' && c <= 'Z')
            c = char('A' + (c - 'A' + 13) % 26);
    }
    return out;
}

// The core's English in nonsense (englishText(), which the command line,
// the Language Server and the parsers' own tests read).
inline void installEnglish()
{
    using Foulplay::Core::MessageCode;
    static const std::vector<std::string> table = [] {
        Foulplay::Core::setEnglishTable(nullptr);
        std::vector<std::string> words(Foulplay::Core::allMessageCodes().size() + 1);
        for (MessageCode code : Foulplay::Core::allMessageCodes())
            words[std::size_t(code)] = scrambled(Foulplay::Core::englishTemplate(code));
        return words;
    }();
    Foulplay::Core::setEnglishTable([](MessageCode code) -> std::string_view {
        const auto index = std::size_t(code);
        return index < table.size() ? std::string_view(table[index]) : std::string_view();
    });
}

inline void uninstallEnglish()
{
    Foulplay::Core::setEnglishTable(nullptr);
}

// The IDE's words for the same messages (context Foulplay::EngineMessage)
// in nonsense: install it with QCoreApplication::installTranslator().
class Translator final : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *sourceText, const char *, int) const override
    {
        if (qstrcmp(context, "Foulplay::EngineMessage") != 0 || !sourceText)
            return {};
        return QString::fromStdString(scrambled(sourceText));
    }
};

} // namespace NonsenseWords
