#pragma once

namespace Foulplay::Core::Debug {

// A language's identity: the one Language type of the project. The three
// built in have names; a language registered at start-up
// (registerLanguage() in languagedescriptor.h) takes a value of its own
// past them (FirstRegistered and on). Everything else about a language (its
// name, extensions, engine, and in the IDE its colours, documentation and
// inspector) lives in its descriptor: Core::Debug::LanguageDescriptor
// (languagedescriptor.h) and Ui::LanguageDescriptor (ui/language.h).
enum class Language : int { Unfair, Cheat, Fyb, FirstRegistered };

} // namespace Foulplay::Core::Debug
