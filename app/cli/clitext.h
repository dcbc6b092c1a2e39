#pragma once

// What every command of foulplay-cli shares and that needs no Qt: its texts,
// its exit statuses, and how it reads numbers. foulplay-cli itself (the
// launcher) plays a battle with these alone when the messages are English.

#include "common/exitstatus.h"
#include "common/io.h"

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace Foulplay::Cli {

// A text of the commands, in the messages' language. Their tr("...") calls
// are in namespace Foulplay::Cli, the context lupdate files them under.
std::string tr(const char *text);

// Exit statuses of foulplay-cli: ExitOk, ExitRuntimeError, ExitUsage,
// ExitBeforeRun, ExitStepLimit (common/exitstatus.h owns them).
using enum Core::ExitStatus;
using Core::exitStatusOf;

// Text that is not ours (an argument, a file name, program text), made safe
// for the terminal: control bytes and bytes that are not UTF-8 become \xNN,
// invisible characters U+XXXX (Core::escapedText()). Everything foreign the
// command line prints passes through it.
std::string foreign(std::string_view text);

// Options every command takes (--max-program-size N, --max-errors N); run()
// sets them for the call on its thread.
struct Limits {
    std::uint64_t maxProgramSize = std::uint64_t(256) << 20; // bytes a program file may have
    std::uint64_t maxErrors = 100;                           // diagnostics printed before the rest are counted
};
Limits &limits();

// Every front end reads program files the same way (common/io.h).
using Core::ReadFailure;
using Core::readWholeFile;

// Parses a whole non-negative decimal number ("10000000"); nullopt if it is not one.
std::optional<std::uint64_t> parseCount(const std::string &text);

// Whether the messages' language, as the environment gives it (LANGUAGE,
// LC_ALL, LC_MESSAGES, LANG, the first one set), is English: C, POSIX, en*,
// or none set. Only otherwise are translations loaded.
bool messagesInEnglish();

} // namespace Foulplay::Cli
