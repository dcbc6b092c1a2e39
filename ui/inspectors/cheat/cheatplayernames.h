#pragma once

#include "cheat/program.h"

#include <QString>

namespace Foulplay::Ui {

// A Cheat player's name as the program writes it.
inline QString cheatPlayerName(const Core::Cheat::Program &program, int player)
{
    const std::string_view name = program.playerName(player);
    return QString::fromUtf8(name.data(), qsizetype(name.size()));
}

} // namespace Foulplay::Ui
