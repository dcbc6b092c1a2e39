#pragma once

#include "debug/language.h"

#include "common/diagnostic.h"
#include "common/highlight.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <string_view>
#include <vector>

class QDockWidget;
class QMainWindow;
class QTextDocument;

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
class SyntaxHighlighter;

// How a language writes a comment: `open` starts it; `close` ends it, or is
// empty when the comment runs to the end of the line.
struct CommentStyle {
    QString open;
    QString close;
};

// A place in the manual: a chapter file ("unfair.md") and the text of one
// of its headings without Markdown marks ("P counts."); empty: the top.
struct ManualSection {
    QString page;
    QString heading;
};

// A word that stands for a player (a pronoun): where it is, in bytes of
// the program, and the name of the player it stands for.
struct PlayerReference {
    Core::SourceRange range;
    QString player;
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

// A language's inspector, as the main window hosts it.
struct LanguageInspector {
    QDockWidget *dock = nullptr; // a child of the window
    QString title;               // the dock's title, translated; the followed run's name is added to it
    // Follows session, a run of a program of the language whose program 1
    // is source (empty if it has none); null lets go (window closing).
    std::function<void(Core::Debug::DebugSession *session, const QString &source)> follow;
    std::function<void(const QString &source)> programLoaded; // a program of the language loaded
    double share = 0.5;                                       // of the window's width when first shown
};

// What the IDE knows of one language, in one place: each language defines
// its descriptor in its own folder (languages/unfair/ ...), beside its
// hover texts and completion, and languages() registers it with one line
// (registerLanguage() adds one from elsewhere).
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
    const char *manualTitle;   // "The Unfair language", the chapter manualPage
    QString manualPage;        // "unfair.md"

    // Its comments, which toggleCommentLines() adds and removes: an empty
    // close runs to the end of the line, otherwise open and close are one
    // character each and may stand anywhere; an empty open: no comments.
    CommentStyle comment;

    // Colours one line with the language's own lexer: stateIn is the state
    // the previous line ended in (0 at the start); returns the state this
    // line ends in. Token offsets are bytes of line.
    int (*highlightLine)(std::string_view line, int stateIn, std::vector<Core::Token> &out);
    // Its parser is the core's (core->read): diagnostics and program facts
    // come from one parse (LanguageSupport::read()).

    // Completion: the reserved words in lower case (or the command
    // characters, one an entry) and the sentence forms a user types
    // ("counts.", "calls cheat to"; program text, never translated).
    QStringList (*keywords)();
    QStringList (*sentenceForms)();
    bool completesFromParser; // what the parser expects at the cursor narrows completion
    bool namesArePlayers;     // every name in the text is a player (else "Player N" only)
    bool scoresArePhrases;    // a number may be written "my score", "Alice's score"

    // Hover documentation (rich text) for the character at position, and the
    // word it is about (previousWord gets the word before it); empty where
    // there is none. GUI thread only.
    QString (*documentationAt)(const QTextDocument *document, int position, const SyntaxHighlighter &highlighter);
    QString (*keywordAt)(const QTextDocument *document, int position, const SyntaxHighlighter &highlighter,
                         QString *previousWord);
    // Where the manual explains a word keywordAt() named; an empty page
    // when it says nothing.
    ManualSection (*manualSection)(const QString &keyword, const QString &previousWord);
    // Makes the language's inspector dock in window, following run's
    // session; null for plain text. GUI thread only.
    LanguageInspector (*createInspector)(QMainWindow *window, RunController *run);
    // The numbers the user sets for its runs, in the order Settings lists them.
    QList<LanguageLimit> limits = {};
    // The words of a program (UTF-8) that stand for a player without naming
    // it, such as Cheat's pronouns, as the parser binds them (any thread);
    // null where the language has none.
    std::vector<PlayerReference> (*playerReferences)(std::string_view source) = nullptr;
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
// registered already (Core::Debug::registerLanguage()); the descriptor
// lives as long as the program. Call it at start-up, before the first
// window; false (and nothing added) when the core half is not registered or
// the language has a descriptor already.
bool registerLanguage(const LanguageDescriptor &language);
// The limit of a registered language with key; null when none has it.
const LanguageLimit *languageLimit(const QString &key);
// The descriptor of a language; plain text's for std::nullopt.
const LanguageDescriptor &descriptor(std::optional<Language> language);
const LanguageDescriptor &plainTextLanguage();
// The language of a file name's extension (any case); std::nullopt for none.
std::optional<Language> languageForFileName(const QString &fileName);

// Each language's descriptor, defined in its own folder (languages/<language>/).
const LanguageDescriptor &unfairUiLanguage();
const LanguageDescriptor &cheatUiLanguage();
const LanguageDescriptor &fybUiLanguage();

} // namespace Foulplay::Ui
