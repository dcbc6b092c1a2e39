#!/bin/sh
# Rewrites NAME.out for every NAME.unfair here that already has one, from
# foulplay-cli's output. Usage: regenerate.sh PATH/TO/foulplay-cli
# Review `git diff` afterwards: every figure must follow docs/unfair.md.
set -e
cli=${1:?usage: regenerate.sh PATH/TO/foulplay-cli}
cd "$(dirname "$0")"
for program in *.unfair; do
    name=${program%.unfair}
    [ -f "$name.out" ] || continue
    if [ -f "$name.in" ]; then
        "$cli" run "$program" --input "$name.in" > "$name.out"
    else
        "$cli" run "$program" < /dev/null > "$name.out"
    fi
done
