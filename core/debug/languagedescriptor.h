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

// A registered language's own event kind, as its front ends show it: its
// name ("print") and its words, with %1, %2 ... for the event's values
// ("prints %1").
struct EventName {
    DebugEventKind kind = DebugEventKind::FirstRegistered;
    QString name;
    QString words;
};

// A program's text read with one parse: every message of the parser, and
// what the program is made of (even when it has errors, as far as the
// parser got).
struct ProgramRead {
    std::vector<Diagnostic> diagnostics;
    ProgramFacts facts;
};

// What the debug layer and the front ends know of one language, in one
// place: each language defines its descriptor beside its adapter
// (languages/unfair/unfairdebugengine.cpp ...), and languages() registers
// it with one line; a language from elsewhere registers with
// registerLanguage(). Immutable; any thread.
struct LanguageDescriptor {
    Language language;
    QString key;            // "unfair": replay files, --lang, saved settings
    QString name;           // "Unfair", "FukYorBrane": English, for front ends to word
    QStringList extensions; // file extensions without the dot, the first the usual one
    Capabilities capabilities;
    QList<DebugEventKind> events;                   // the game events breakpoints can name
    QList<DebugEventKind> timelineEvents;           // those a run's timeline marks (rare enough to draw)
    const ConditionVocabulary &vocabulary;          // the names conditions read
    std::unique_ptr<DebugEngine> (*createEngine)(); // a new, unloaded engine
    // The names of the kinds in events from DebugEventKind::FirstRegistered
    // on; the built-in kinds are worded by the front ends (translations/).
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
// The name of a registered event kind (from LanguageDescriptor::eventNames),
// or null for a built-in or unknown one.
const EventName *eventName(DebugEventKind kind);
// The descriptor of a language.
const LanguageDescriptor &descriptor(Language language);
// The language a key ("unfair", any case) or a file name's extension
// ("x.FYB") names; null when none does.
const LanguageDescriptor *descriptorForKey(const QString &key);
const LanguageDescriptor *descriptorForFileName(const QString &fileName);

// Each language's descriptor, defined beside its adapter.
const LanguageDescriptor &unfairLanguage();
const LanguageDescriptor &cheatLanguage();
const LanguageDescriptor &fybLanguage();

} // namespace Foulplay::Core::Debug
