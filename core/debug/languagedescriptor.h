#pragma once

#include "common/diagnostic.h"
#include "debug/capabilities.h"
#include "debug/debugtypes.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>
#include <string_view>
#include <vector>

namespace Foulplay::Core::Debug {

class ConditionVocabulary;
class DebugEngine;

// How one of a language's event kinds reads and behaves, in its descriptor
// (LanguageDescriptor::eventNames). The texts are English, translated in
// their contexts where front ends show them (a null context: shown as
// written); their numbers stay the same for saved sessions.
struct EventName {
    DebugEventKind kind{};
    const char *name = "";                  // "de-sync": the kind, as breakpoints name it
    const char *nameContext = nullptr;      // the translation context of name
    const char *words = nullptr;            // "%1 de-syncs: universe %2 with count %3" (the event's values); null: name
    const char *wordsContext = nullptr;     // the translation context of words
    const char *wordsIfLastEmpty = nullptr; // the words when the event's last value is empty, if they differ
    int count = -1;                         // words has a plural form for %n: the number (0 a ... 3 d) it counts
    // The numbers of the kind (a ... d) that are players, in the order their
    // names become the values of an event that came compact ("ac").
    const char *players = "";
    bool compact = false;            // reported as numbers only (CompactEvent)
    bool frequent = false;           // comes with nearly every tick (a count, a commit)
    bool onTimeline = true;          // rare enough for a run's timeline to mark
    bool watchesCell = false;        // a breakpoint on it names a cell: its program (a) and cell (b)
    std::uint32_t colour = 0x646464; // the timeline's mark, 0xRRGGBB
};

// An EventName with its kind, its name and words (null: none) in their
// translation contexts, and its colour; the rest as EventName gives it.
inline EventName eventNamed(DebugEventKind kind, const char *nameContext, const char *name, const char *wordsContext,
                            const char *words, std::uint32_t colour = 0x646464)
{
    EventName named;
    named.kind = kind;
    named.name = name;
    named.nameContext = nameContext;
    named.words = words;
    named.wordsContext = wordsContext;
    named.colour = colour;
    return named;
}

// A program's text read with one parse: every message of the parser, and
// what the program is made of (even when it has errors, as far as the
// parser got).
struct ProgramRead {
    std::vector<Diagnostic> diagnostics;
    ProgramFacts facts;
};

// What the debug layer and the front ends know of one language, in one
// place: each language defines its descriptor beside its adapter
// (languages/unfair/unfairdebugengine.cpp ...), and languages() lists the
// built-in ones (core/debug/builtinlanguages.h); a language from elsewhere
// registers with registerLanguage(). Immutable; any thread.
struct LanguageDescriptor {
    Language language;
    QString key;            // "unfair": replay files, --lang, saved settings
    QString name;           // "Unfair", "FukYorBrane": English, for front ends to word
    QStringList extensions; // file extensions without the dot, the first the usual one
    Capabilities capabilities;
    const ConditionVocabulary &vocabulary;          // the names conditions read
    std::unique_ptr<DebugEngine> (*createEngine)(); // a new, unloaded engine
    // Its game events: how each kind reads and behaves, in the order
    // breakpoints list them.
    QList<EventName> eventNames = {};
    // Parses one program's text (UTF-8) once, for its diagnostics and facts:
    // what an editor checks as the user types. Any thread.
    ProgramRead (*read)(std::string_view source) = nullptr;
};

// Every language, in the order a switcher lists them: the three built in,
// then the registered ones.
const QList<const LanguageDescriptor *> &languages();
// Adds a language (a descriptor that lives as long as the program, with a
// Language of its own from Language::FirstRegistered on and a key and
// extensions no other language has): the debug layer, foulplay-dap and the
// IDE then load, run and save replays of its programs like the others'.
// Call it at start-up, before any other thread runs; false (and nothing
// added) when its Language, key or an extension is taken.
bool registerLanguage(const LanguageDescriptor &language);
// How an event kind reads and behaves (its language's
// LanguageDescriptor::eventNames), or null for an unknown one.
const EventName *eventName(DebugEventKind kind);
// The kind of a language's events a breakpoint on a cell watches
// (EventName::watchesCell); false when the language has none.
bool cellEventOf(Language language, DebugEventKind &kind);
// Whether a breakpoint on kind names a cell.
bool watchesCell(DebugEventKind kind);
// The descriptor of a language.
const LanguageDescriptor &descriptor(Language language);
// The language a switcher lists first: what a new program is written in
// when nothing says otherwise.
Language firstLanguage();
// The language a key ("unfair", any case) or a file name's extension
// ("x.FYB") names; null when none does.
const LanguageDescriptor *descriptorForKey(const QString &key);
const LanguageDescriptor *descriptorForFileName(const QString &fileName);

} // namespace Foulplay::Core::Debug
