#pragma once

#include <QCoreApplication>

// The translation contexts of Foulplay::Words: the names the texts had when
// the core worded them, so the translations made then still apply. Private to
// the translations library.
namespace Foulplay::Words::Contexts {

class UnfairText final {
    Q_DECLARE_TR_FUNCTIONS(Foulplay::Core::Debug::UnfairDebugEngine)
};

class CheatText final {
    Q_DECLARE_TR_FUNCTIONS(Foulplay::Core::Debug::CheatDebugEngine)
};

class FybText final {
    Q_DECLARE_TR_FUNCTIONS(Foulplay::Core::Debug::FybDebugEngine)
};

} // namespace Foulplay::Words::Contexts
