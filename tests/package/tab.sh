#!/usr/bin/env bash
# tab.sh: presses TAB in an interactive login bash, as a user would at a
# terminal, and checks what bash offers: `foulplay-cli <TAB><TAB>` lists the
# commands, `foulplay-cli hill --ma<TAB><TAB>` the options of hill that start
# so. The completion is whatever the login shell loads (Debian's
# /etc/profile.d/bash_completion.sh, and bash-completion's loader from
# /usr/share/bash-completion/completions). Needs script(1), from bsdutils.
set -uo pipefail

# Types each argument into the shell, a second apart, and prints the screen's
# text without the terminal's control sequences.
type_into_bash() {
    {
        sleep 2
        for keys in "$@"; do
            printf '%b' "$keys"
            sleep 1
        done
        printf '\025exit\n'
    } | TERM=dumb timeout 60 script -qec 'bash --login -i' /dev/null \
        | sed -e 's/\x1b\[[0-9;?]*[A-Za-z]//g' | tr -d '\r\a'
}

failed=0
screen=$(type_into_bash 'foulplay-cli \t\t')
for command in run battle hill battles; do
    grep -qw -- "$command" <<< "$screen" || { echo "FAIL: foulplay-cli <TAB><TAB> does not offer $command" >&2; failed=1; }
done
printf '%s\n' "$screen" | grep -- 'battles' | head -n 1 | sed 's/^/foulplay-cli <TAB><TAB> shows: /'
screen=$(type_into_bash '\025foulplay-cli hill --ma\t\t')
for option in --matrix --max-turns --max-processes; do
    grep -q -- "$option" <<< "$screen" || { echo "FAIL: foulplay-cli hill --ma<TAB><TAB> does not offer $option" >&2; failed=1; }
done
printf '%s\n' "$screen" | grep -- '--matrix' | head -n 1 | sed 's/^/foulplay-cli hill --ma<TAB><TAB> shows: /'
((failed)) && printf 'The screen:\n%s\n' "$screen" >&2
exit $failed
