#!/usr/bin/env bash
# completion.sh FOULPLAY-CLI [COMPLETION-FILE]
#
# foulplay-cli's bash completion offers what `foulplay-cli --help` names: at
# `foulplay-cli <TAB>` every command (and --help, --version), at
# `foulplay-cli COMMAND --<TAB>` options, which together are every option of
# --help, and `run --lang <TAB>` the languages. Bash runs the completion
# function as it would at a TAB, with COMP_WORDS and COMP_CWORD set.
# Without COMPLETION-FILE the completion is found the way an installed one
# is: by bash-completion's loader, from /usr/share/bash-completion.
set -uo pipefail

program=$1
failed=0
fail() { printf 'FAIL: %s\n' "$*" >&2; failed=1; }

if (($# > 1)); then
    # shellcheck source=/dev/null
    source "$2" || { echo "FAIL: cannot load $2" >&2; exit 1; }
else
    # shellcheck source=/dev/null
    source /usr/share/bash-completion/bash_completion || { echo "FAIL: no bash-completion" >&2; exit 1; }
    _completion_loader foulplay-cli
fi
spec=$(complete -p foulplay-cli 2>/dev/null) || { echo "FAIL: nothing completes foulplay-cli" >&2; exit 1; }
function=$(sed -n 's/.*-F \([^ ]*\) .*/\1/p' <<< "$spec")
[[ -n $function ]] || { echo "FAIL: no completion function in: $spec" >&2; exit 1; }

# What a TAB at the end of the words offers, sorted, one a line.
offers() {
    COMP_WORDS=("$@")
    COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
    COMP_LINE="$*"
    COMP_POINT=${#COMP_LINE}
    COMPREPLY=()
    "$function" foulplay-cli "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}" 2>/dev/null
    ((${#COMPREPLY[@]})) && printf '%s\n' "${COMPREPLY[@]}" | sort -u
}

help=$("$program" --help) || { echo "FAIL: $program --help failed" >&2; exit 1; }
# "foulplay-cli run ..." at the start of a line names a command; --option
# is the help's own placeholder in "--option=value".
commands=$(grep -oE '^[[:space:]]*foulplay-cli [a-z]+' <<< "$help" | awk '{ print $2 }' | sort -u)
options=$(grep -oE '(^|[^[:alnum:]_-])--[[:alpha:]][[:alnum:]-]*' <<< "$help" | grep -oE -- '--.*' \
    | grep -vx -- '--option' | sort -u)
[[ -n $commands && -n $options ]] || { echo "FAIL: no commands or options in --help" >&2; exit 1; }

expected=$(printf '%s\n' $commands --help --version | sort -u)
got=$(offers foulplay-cli '')
[[ $got == "$expected" ]] || fail "foulplay-cli <TAB> offers:
$got
instead of:
$expected"
echo "foulplay-cli <TAB> offers: $(echo $got)"

got=$(offers foulplay-cli ba)
[[ $got == $'battle\nbattles' ]] || fail "foulplay-cli ba<TAB> offers: $got"

offered=$(printf '%s\n' --help --version)
for command in $commands; do
    offered+=$'\n'$(offers foulplay-cli "$command" --)
done
offered=$(sort -u <<< "$offered")
[[ $offered == "$options" ]] || fail "the commands' options and those of --help differ:
$(diff <(echo "$options") <(echo "$offered"))"

got=$(offers foulplay-cli hill --ma)
[[ $got == $'--matrix\n--max-errors\n--max-processes\n--max-program-size\n--max-turns' ]] \
    || fail "foulplay-cli hill --ma<TAB> offers: $got"
echo "foulplay-cli hill --ma<TAB> offers: $(echo $got)"
got=$(offers foulplay-cli run --lang '')
[[ $got == $'cheat\nunfair' ]] || fail "foulplay-cli run --lang <TAB> offers: $got"
got=$(offers foulplay-cli battles --res)
[[ $got == --resume ]] || fail "foulplay-cli battles --res<TAB> offers: $got"

exit $failed
