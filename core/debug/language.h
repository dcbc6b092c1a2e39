#pragma once

namespace Foulplay::Core::Debug {

// The languages Foul Play knows: the one Language enum of the project.
// Everything else about a language (its name, extensions, engine, and in
// the IDE its colours, documentation and inspector) lives in its
// descriptor: Core::Debug::LanguageDescriptor (languagedescriptor.h) and
// Ui::LanguageDescriptor (ui/language.h).
enum class Language { Unfair, Cheat, Fyb };

} // namespace Foulplay::Core::Debug
