// foulplay-cli-completions SHELL FILE: writes foulplay-cli's completion for
// bash, zsh or fish to FILE, made from the table of commands and options its
// parser reads (commands(), clioptions.h). Run by the build; not installed.
#include "cli.h"

#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace Foulplay::Cli;

// A command's options: its own, the shared ones and CommonOptions, each once.
std::vector<Option> optionsOf(const Command &command)
{
    std::vector<Option> all;
    const auto add = [&all](std::span<const Option> options) {
        for (const Option &option : options) {
            if (!findOption(std::span<const Option>(all), option.name))
                all.push_back(option);
        }
    };
    for (const std::span<const Option> options : command.options)
        add(options);
    add(CommonOptions);
    return all;
}

std::string withoutDashes(std::string_view name)
{
    return std::string(name.substr(name.find_first_not_of('-')));
}

// Text inside single quotes, for every shell here.
std::string shellQuoted(std::string_view text)
{
    std::string result = "'";
    for (const char c : text)
        result += c == '\'' ? std::string("'\\''") : std::string(1, c);
    return result + "'";
}

const char *const TopOptions[][2] = {{"--help", "show the help"}, {"--version", "show the version"}};

void bash(std::ostream &out)
{
    out << "# bash completion for foulplay-cli, made from the option tables its parser reads.\n"
           "_foulplay_cli()\n"
           "{\n"
           "    local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]} options\n"
           "    if ((COMP_CWORD == 1)); then\n"
           "        COMPREPLY=($(compgen -W '";
    for (const Command &command : commands())
        out << command.name << ' ';
    out << TopOptions[0][0] << ' ' << TopOptions[1][0] << "' -- \"$cur\"))\n"
        << "        return\n"
           "    fi\n"
           "    case ${COMP_WORDS[1]} in\n";
    for (const Command &command : commands()) {
        const std::vector<Option> options = optionsOf(command);
        out << "    " << command.name << ")\n        options='";
        for (std::size_t i = 0; i < options.size(); ++i)
            out << (i ? " " : "") << options[i].name;
        out << "'\n        case $prev in\n";
        for (const Option &option : options) {
            switch (option.kind) {
            case ValueKind::None:
                continue;
            case ValueKind::Text:
                out << "        " << option.name
                    << ") compopt +o default +o bashdefault 2>/dev/null; COMPREPLY=(); return ;;\n";
                break;
            case ValueKind::File:
                out << "        " << option.name << ") COMPREPLY=(); return ;;\n";
                break;
            case ValueKind::Directory:
                out << "        " << option.name
                    << ") compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -d -- \"$cur\")); return ;;\n";
                break;
            case ValueKind::Word:
                out << "        " << option.name << ") COMPREPLY=($(compgen -W " << shellQuoted(option.words)
                    << " -- \"$cur\")); return ;;\n";
                break;
            }
        }
        out << "        esac\n        ;;\n";
    }
    out << "    *) return ;;\n"
           "    esac\n"
           "    if [[ $cur == -* ]]; then\n"
           "        COMPREPLY=($(compgen -W \"$options\" -- \"$cur\"))\n"
           "    else\n"
           "        COMPREPLY=() # file names, from -o default\n"
           "    fi\n"
           "}\n"
           "complete -o bashdefault -o default -F _foulplay_cli foulplay-cli\n";
}

void zsh(std::ostream &out)
{
    out << "#compdef foulplay-cli\n"
           "# zsh completion for foulplay-cli, made from the option tables its parser reads.\n"
           "local -a commands\n"
           "commands=(\n";
    for (const Command &command : commands())
        out << "    " << shellQuoted(std::string(command.name) + ':' + std::string(command.help)) << '\n';
    out << ")\n"
           "if ((CURRENT == 2)); then\n"
           "    _describe -t commands 'foulplay-cli command' commands\n"
           "    _arguments";
    for (const auto &top : TopOptions)
        out << ' ' << shellQuoted(std::string(top[0]) + '[' + top[1] + ']');
    out << "\n    return\n"
           "fi\n"
           "local command=${words[2]}\n"
           "shift words\n"
           "((CURRENT--))\n"
           "case $command in\n";
    for (const Command &command : commands()) {
        out << command.name << ")\n    _arguments -S";
        for (const Option &option : optionsOf(command)) {
            std::string spec = std::string(option.name);
            if (option.takesValue())
                spec += '=';
            spec += '[' + std::string(option.help) + ']';
            switch (option.kind) {
            case ValueKind::None:
                break;
            case ValueKind::Text:
                spec += ':' + std::string(option.value) + ": ";
                break;
            case ValueKind::File:
                spec += ':' + std::string(option.value) + ":_files";
                break;
            case ValueKind::Directory:
                spec += ':' + std::string(option.value) + ":_files -/";
                break;
            case ValueKind::Word:
                spec += ':' + std::string(option.value) + ":(" + std::string(option.words) + ')';
                break;
            }
            out << " \\\n        " << shellQuoted(spec);
        }
        if (command.operands == ValueKind::File)
            out << " \\\n        '*:file:_files'";
        out << "\n    ;;\n";
    }
    out << "esac\n";
}

void fish(std::ostream &out)
{
    out << "# fish completion for foulplay-cli, made from the option tables its parser reads.\n"
           "complete -c foulplay-cli -f\n";
    for (const Command &command : commands()) {
        out << "complete -c foulplay-cli -n __fish_use_subcommand -a " << command.name << " -d "
            << shellQuoted(command.help) << '\n';
    }
    for (const auto &top : TopOptions)
        out << "complete -c foulplay-cli -n __fish_use_subcommand -l " << withoutDashes(top[0]) << " -d "
            << shellQuoted(top[1]) << '\n';
    for (const Command &command : commands()) {
        const std::string when =
            "complete -c foulplay-cli -n " + shellQuoted("__fish_seen_subcommand_from " + std::string(command.name));
        if (command.operands == ValueKind::File)
            out << when << " -F\n";
        for (const Option &option : optionsOf(command)) {
            out << when << " -l " << withoutDashes(option.name);
            switch (option.kind) {
            case ValueKind::None:
                break;
            case ValueKind::Text:
                out << " -x";
                break;
            case ValueKind::File:
                out << " -r -F";
                break;
            case ValueKind::Directory:
                out << " -x -a '(__fish_complete_directories)'";
                break;
            case ValueKind::Word:
                out << " -x -a " << shellQuoted(option.words);
                break;
            }
            out << " -d " << shellQuoted(option.help) << '\n';
        }
    }
}

} // namespace

int main(int argc, char *argv[])
{
    if (argc != 3) {
        std::cerr << "usage: foulplay-cli-completions bash|zsh|fish FILE\n";
        return 2;
    }
    const std::string shell = argv[1];
    std::ostringstream text;
    if (shell == "bash") {
        bash(text);
    } else if (shell == "zsh") {
        zsh(text);
    } else if (shell == "fish") {
        fish(text);
    } else {
        std::cerr << "foulplay-cli-completions: no shell '" << shell << "'\n";
        return 2;
    }
    std::ofstream file(argv[2], std::ios::binary);
    file << text.str();
    file.close();
    if (!file) {
        std::cerr << "foulplay-cli-completions: cannot write " << argv[2] << '\n';
        return 1;
    }
    return 0;
}
