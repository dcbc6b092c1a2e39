# zsh -f zshcomplete.zsh FOLDER 'COMMAND LINE'
# Types COMMAND LINE and a TAB into an interactive zsh on a pseudo-terminal,
# with compinit loading the completions of FOLDER, and prints the screen.
zmodload zsh/zpty || exit 1
zpty shell zsh -f -i
zpty -w shell "PS1='%% '; fpath=($1 \$fpath); autoload -Uz compinit; compinit -u -D; zstyle ':completion:*' format '<%d>'; LISTMAX=1000"
zpty -w -n shell "$2"$'\t'
sleep 2
screen=
while zpty -r -t shell part 2>/dev/null; do screen+=$part; done
print -r -- "$screen"
zpty -d shell
