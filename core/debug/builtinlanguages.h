#pragma once

// The languages built in, in the order a switcher lists them: the one list
// of them. X(name) for each; every front end's registry expands it with the
// part of a language it holds, which the language defines in its own folder
// (languages/<name>/):
// - the debug layer (core/debug/languagedescriptor.cpp):
//   const Core::Debug::LanguageDescriptor &name##Language()
// - its words, for the IDE and foulplay-lsp (ui/editor/languagewords.cpp):
//   const Ui::LanguageWords &name##Words()
// - the IDE (ui/language.cpp): const Ui::LanguageDescriptor &name##UiLanguage()
// - foulplay-dap (app/dap/dapview.cpp): const Dap::DapView &name##DapView()
// A language from elsewhere registers each part at start-up instead, as
// tests/fourthlanguage's Tally does.
#define FOULPLAY_BUILTIN_LANGUAGES(X) X(unfair) X(cheat) X(fyb)
