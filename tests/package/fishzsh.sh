#!/usr/bin/env bash
# fishzsh.sh FOULPLAY-CLI COMPLETION-FOLDER
#
# The fish completion of foulplay-cli, in a real fish: `foulplay-cli <TAB>`
# offers the commands of --help, `run --la<TAB>` --lang and `run --lang <TAB>`
# the languages. The same in a real zsh (on a pseudo-terminal, with
# compinit), and `hill --ma<TAB>` the options of hill that start so. A shell
# that is not installed is skipped (exit 77, which CTest reports as skipped).
set -uo pipefail
program=$1
folder=$2
ran=0
failed=0
fail() { printf 'FAIL: %s\n' "$*" >&2; failed=1; }

commands=$("$program" --help | grep -oE '^[[:space:]]*foulplay-cli [a-z]+' | awk '{ print $2 }' | sort -u)
if command -v fish > /dev/null; then
    ran=1
    offer() { fish --no-config -c "source '$folder/foulplay-cli.fish'; complete -C '$1'" | cut -f 1 | sort -u; }
    got=$(offer 'foulplay-cli ')
    [[ $got == "$commands" ]] || fail "fish: foulplay-cli <TAB> offers: $got"
    echo "fish: foulplay-cli <TAB> offers: $(echo $got)"
    got=$(offer 'foulplay-cli run --la')
    [[ $got == --lang ]] || fail "fish: foulplay-cli run --la<TAB> offers: $got"
    got=$(offer 'foulplay-cli run --lang ')
    [[ $got == $'cheat\nunfair' ]] || fail "fish: foulplay-cli run --lang <TAB> offers: $got"
fi
if command -v zsh > /dev/null; then
    ran=1
    screen() {
        zsh -f "$(dirname "$0")/zshcomplete.zsh" "$folder" "$1" | sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' | tr -d '\r\a'
    }
    got=$(screen 'foulplay-cli ')
    for command in $commands; do
        grep -qE "^$command +-- " <<< "$got" || fail "zsh: foulplay-cli <TAB> does not offer $command: $got"
    done
    echo "zsh: foulplay-cli <TAB> offers: $(grep -oE '^[a-z]+ +-- ' <<< "$got" | awk '{ print $1 }' | sort | xargs)"
    got=$(screen 'foulplay-cli hill --ma')
    for option in --matrix --max-turns --max-processes; do
        grep -qE -- "^$option +-- " <<< "$got" || fail "zsh: foulplay-cli hill --ma<TAB> does not offer $option: $got"
    done
    got=$(screen 'foulplay-cli run --lang ')
    grep -qE '^cheat +unfair' <<< "$got" || fail "zsh: foulplay-cli run --lang <TAB> offers: $got"
fi
((ran)) || { echo "neither fish nor zsh is installed"; exit 77; }
exit $failed
