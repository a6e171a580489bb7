package main

import (
	"fmt"

	"github.com/urfave/cli/v2"
)

func completionCommand() *cli.Command {
	return &cli.Command{
		Name:      "completion",
		Usage:     "write a shell completion script for bash, zsh or fish",
		ArgsUsage: "bash|zsh|fish",
		Description: "Completes commands, flags, file names, the bots of --bots and the script's options\n" +
			"after --opt. Load it in your shell's start-up file:\n" +
			"   bash:  source <(rulerun completion bash)          (in ~/.bashrc)\n" +
			"   zsh:   source <(rulerun completion zsh)           (in ~/.zshrc)\n" +
			"   fish:  rulerun completion fish | source           (in ~/.config/fish/config.fish)",
		Action: func(c *cli.Context) error {
			switch shell := c.Args().First(); shell {
			case "bash":
				fmt.Fprint(c.App.Writer, bashCompletion)
			case "zsh":
				fmt.Fprint(c.App.Writer, zshCompletion)
			case "fish":
				fmt.Fprint(c.App.Writer, fishCompletion)
			default:
				return usageError("completion takes a shell: bash, zsh or fish, not %q", shell)
			}
			return nil
		},
	}
}

// bashCompletion asks rulerun itself for the words that may come next
// (the CLI library answers --generate-bash-completion), and falls back to
// file names, which is what most arguments are.
const bashCompletion = `# bash completion for rulerun: source <(rulerun completion bash)
_rulerun() {
  local cur="${COMP_WORDS[COMP_CWORD]}" words
  if [[ "$cur" == -* ]]; then
    words=$(rulerun "${COMP_WORDS[@]:1:COMP_CWORD-1}" "$cur" --generate-bash-completion 2>/dev/null)
  else
    words=$(rulerun "${COMP_WORDS[@]:1:COMP_CWORD-1}" --generate-bash-completion 2>/dev/null)
  fi
  COMPREPLY=($(compgen -W "$words" -- "$cur"))
  if [[ ${#COMPREPLY[@]} -eq 1 && "${COMPREPLY[0]}" == *= ]]; then
    compopt -o nospace  # an option name, its value to follow
  fi
  if [[ ${#COMPREPLY[@]} -eq 0 ]]; then
    COMPREPLY=($(compgen -f -- "$cur"))
  fi
}
complete -o filenames -F _rulerun rulerun
`

// zshCompletion runs the bash completion through zsh's bash emulation.
const zshCompletion = `# zsh completion for rulerun: source <(rulerun completion zsh)
autoload -U +X compinit && compinit
autoload -U +X bashcompinit && bashcompinit
` + bashCompletion

// fishCompletion asks rulerun itself for the words that may come next, as
// the bash completion does, so that fish too completes bot names after
// --bots and the script's options after --opt; file names are offered
// beside them.
const fishCompletion = `# fish completion for rulerun: rulerun completion fish | source
function __rulerun_complete
    set -l words (commandline -opc)
    set -l cur (commandline -ct)
    if string match -q -- '-*' $cur
        rulerun $words[2..-1] $cur --generate-bash-completion 2>/dev/null
    else
        rulerun $words[2..-1] --generate-bash-completion 2>/dev/null
    end
end
complete -c rulerun -a '(__rulerun_complete)'
`
