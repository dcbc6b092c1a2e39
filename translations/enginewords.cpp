#include "enginewords.h"

#include "common/diagnostic.h"
#include "common/messagewords.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <iterator>
#include <limits>

namespace Foulplay::Words {

namespace {

using Code = Core::MessageCode;

constexpr const char *Context = "Foulplay::EngineMessage";

struct Wording {
    Code code;
    const char *english; // the source text of the translation: englishTemplate(code)
};

// Every code's English, from core/common/messages.inc, its one source
// (lupdate reads the texts there). Texts with %n have plural forms.
constexpr Wording Wordings[] = {
#define FOULPLAY_MESSAGE(code, english) {Code::code, english},
#include "common/messages.inc"
#undef FOULPLAY_MESSAGE
};

const char *sourceOf(Code code)
{
    const auto it =
        std::find_if(std::begin(Wordings), std::end(Wordings), [code](const Wording &w) { return w.code == code; });
    return it == std::end(Wordings) || code == Code::None ? nullptr : it->english;
}

// The words of a template, before its arguments go in: messages.inc's in
// its context, a registered message's in the one its language gave.
QString translated(Code code, const std::vector<std::string> &args)
{
    const char *english = sourceOf(code);
    const char *context = Context;
    if (const Core::MessageDefinition *definition = Core::registeredMessage(code)) {
        english = definition->english.c_str();
        context = definition->context.c_str();
    }
    if (!english)
        return QString::fromUtf8(Core::englishTemplate(code).data(), qsizetype(Core::englishTemplate(code).size()));
    if (!QByteArrayView(english).contains("%n") || args.empty())
        return QCoreApplication::translate(context, english);
    bool ok = false;
    const qlonglong count = QString::fromStdString(args.back()).toLongLong(&ok);
    const int n = ok ? int(std::clamp<qlonglong>(count, 0, std::numeric_limits<int>::max())) : 0;
    return QCoreApplication::translate(context, english, nullptr, n);
}

} // namespace

const char *englishSource(Core::MessageCode code)
{
    if (const Core::MessageDefinition *definition = Core::registeredMessage(code))
        return definition->english.c_str();
    return sourceOf(code);
}

QString message(const Core::Message &message, bool groupDigits)
{
    if (message.empty())
        return {};
    std::vector<std::string> args = message.args;
    if (groupDigits) {
        const QLocale locale;
        for (std::string &arg : args) {
            const bool whole = !arg.empty() && arg.size() <= 18
                               && std::all_of(arg.begin() + (arg.front() == '-' ? 1 : 0), arg.end(),
                                              [](char c) { return c >= '0' && c <= '9'; })
                               && arg != "-";
            if (whole)
                arg = locale.toString(std::stoll(arg)).toStdString();
        }
    }
    const auto word = [](const Core::WordSource &source) {
        return QCoreApplication::translate(Context, source.english, source.comment).toStdString();
    };
    const Core::MessageWordSources &sources = Core::messageWordSources();
    const Core::MessageWords words{word(sources.endOfProgram), word(sources.listComma), word(sources.listOr)};
    const std::string part = message.part == Code::None
                                 ? std::string()
                                 : Core::fillMessage(translated(message.part, {}).toStdString(), {}, words);
    // The plural form follows the plain number; the text shows args.
    const std::string text = Core::fillMessage(translated(message.code, message.args).toStdString(), args, words, part);
    return QString::fromStdString(Core::displayText(text));
}

QString diagnostic(const Core::Diagnostic &diagnostic)
{
    if (diagnostic.hint.empty())
        return message(diagnostic.message);
    return QCoreApplication::translate("Foulplay::EngineMessage", "%1 (%2)", "a message and its hint")
        .arg(message(diagnostic.message), message(diagnostic.hint));
}

} // namespace Foulplay::Words
