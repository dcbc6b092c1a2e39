#pragma once

#include "debug/capabilities.h"
#include "debug/debugtypes.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <memory>

namespace Foulplay::Core::Debug {

class ConditionVocabulary;
class DebugEngine;

// What the debug layer and the front ends know of one language, in one
// place: each language defines its descriptor beside its adapter
// (unfairdebugengine.cpp ...), and languages() registers it with one line.
// Immutable; any thread.
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
};

// Every language, in the order a switcher lists them.
const QList<const LanguageDescriptor *> &languages();
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
