#pragma once

#include "debug/breakpoint.h"
#include "debug/language.h"
#include "languagewords.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <string_view>
#include <vector>

class QDockWidget;
class QMainWindow;

namespace Foulplay::Core::Debug {
class DebugSession;
struct DebugSettings;
struct LanguageDescriptor;
} // namespace Foulplay::Core::Debug

namespace Foulplay::Ui {

// The one Language enum, the core's; a document or editor without one
// (std::nullopt) holds plain text.
using Core::Debug::Language;

class RunController;

// How a language writes a comment: `open` starts it; `close` ends it, or is
// empty when the comment runs to the end of the line.
struct CommentStyle {
    QString open;
    QString close;
};

// A number the user sets for every run of a language (a step limit, a
// table's size): a row of Settings → Running, kept under "ide/" + key.
struct LanguageLimit {
    QString key;       // the settings key and the spin box's object name ("unfairStepLimit")
    const char *label; // English, translated in context Foulplay::Ui::SettingsDialog ("&Unfair step limit:")
    int minimum;
    int maximum;
    int defaultValue;
    bool minimumMeansNone; // the minimum turns the limit off (the row shows "None")
    // Puts value into the settings of a run of the language.
    void (*apply)(int value, Core::Debug::DebugSettings &settings);
};

// A limit of a run's ticks (DebugSettings::stepLimit, as --max-steps):
// 10,000,000 by default, 0 for none.
LanguageLimit stepLimit(const QString &key, const char *label);

// Adds a breakpoint to program 1 (0) or 2 (1) of the current run, as the
// window's Breakpoints do.
using BreakpointAdder = std::function<void(int program, const Core::Debug::Breakpoint &breakpoint)>;

// A language's inspector, as the main window hosts it.
struct LanguageInspector {
    QDockWidget *dock = nullptr; // a child of the window
    QString title;               // the dock's title, translated; the followed run's name is added to it
    // Follows session, a run of a program of the language whose program 1
    // is source (empty if it has none); null lets go (window closing).
    std::function<void(Core::Debug::DebugSession *session, const QString &source)> follow;
    std::function<void(const QString &source)> programLoaded; // a program of the language loaded
    // Takes what adds breakpoints, once the window has its breakpoints, for
    // the inspector's own ways to set one (FYB: a cell's context menu).
    std::function<void(const BreakpointAdder &add)> takeBreakpoints;
    double share = 0.5; // of the window's width when first shown
};

// What the IDE knows of one language, in one place: each language defines
// its descriptor in its own folder (languages/unfair/ ...), beside its
// words (lexer, completion, hover texts: languagewords.h), and languages()
// lists the built-in ones (core/debug/builtinlanguages.h; registerLanguage()
// adds one from elsewhere).
// The core half (key, extensions, engine) is core(). Immutable; the
// functions are pure and may be called from any thread unless they say
// otherwise.
struct LanguageDescriptor {
    std::optional<Language> language;            // none: plain text
    const Core::Debug::LanguageDescriptor *core; // null for plain text
    const char *name;                            // English ("FukYorBrane"); see displayName()
    // The IDE's words for it, English, translated where they are shown:
    // File → New (context Foulplay::Ui::MainWindow), and on the welcome page
    // its New button and its chapter of the manual (Foulplay::Ui::WelcomePage).
    const char *newMenuText;   // "&Unfair Program"
    const char *newButtonText; // "New &Unfair program"
    const char *manualTitle;   // "The Unfair language", the chapter words->manualPage

    // Its comments, which toggleCommentLines() adds and removes: an empty
    // close runs to the end of the line, otherwise open and close are one
    // character each and may stand anywhere; an empty open: no comments.
    CommentStyle comment;

    // Its lexer, parser (core->read), completion, hover texts and manual
    // sections, QtCore only (foulplay-lsp serves the same).
    const LanguageWords *words;

    // Makes the language's inspector dock in window, following run's
    // session; null for plain text. GUI thread only.
    LanguageInspector (*createInspector)(QMainWindow *window, RunController *run);
    // The numbers the user sets for its runs, in the order Settings lists them.
    QList<LanguageLimit> limits = {};
    // Starts what the language keeps of every run from its first tick (the
    // Cheat event log), so that a view shown later still has it; null where
    // the language keeps nothing. GUI thread only.
    void (*recordRun)(Core::Debug::DebugSession *session) = nullptr;

    // The name shown to the user ("FukYorBrane", "Plain Text"), translated.
    QString displayName() const;
    // The usual file extension without the dot; empty for plain text.
    QString fileExtension() const;
};

// Whether a run of a program of language is a battle of two programs
// (its descriptor's capabilities say so: FYB).
bool isBattle(std::optional<Language> language);

// The languages, in the order a switcher lists them (plain text not
// included): the three built in, then the registered ones.
const QList<const LanguageDescriptor *> &languages();
// Adds the IDE's half of a language whose core half (language.core) is
// registered already (Core::Debug::registerLanguage()), with its words
// (registerLanguageWords()); the descriptor lives as long as the program.
// Call it at start-up, before the first window; false (and nothing added)
// when the core half is not registered, the words are not the language's or
// the language has a descriptor already.
bool registerLanguage(const LanguageDescriptor &language);
// The limit of a registered language with key; null when none has it.
const LanguageLimit *languageLimit(const QString &key);
// The descriptor of a language; plain text's for std::nullopt.
const LanguageDescriptor &descriptor(std::optional<Language> language);
const LanguageDescriptor &plainTextLanguage();
// The filter of the file dialogs that open and save programs: every
// language's extensions, then each language's, then all files.
QString programFileFilter();
// The language of a file name's extension (any case); std::nullopt for none.
std::optional<Language> languageForFileName(const QString &fileName);

} // namespace Foulplay::Ui
