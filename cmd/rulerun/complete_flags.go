package main

import (
	"fmt"
	"strings"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/urfave/cli/v2"
)

// completionFlag is the last word of a command line that asks for the
// words that may come next (the completion scripts add it).
const completionFlag = "--generate-bash-completion"

// completeFlagValues makes a command's shell completion offer the values of
// --bots (the bot names) and --opt (the script's options, then an option's
// values), and its flags otherwise.
func completeFlagValues(cmd *cli.Command) {
	has := map[string]bool{}
	for _, f := range cmd.Flags {
		for _, n := range f.Names() {
			has[n] = true
		}
	}
	if !has["bots"] && !has["opt"] {
		return
	}
	flags := cli.DefaultCompleteWithFlags(cmd)
	cmd.BashComplete = func(c *cli.Context) {
		args, _ := c.App.Metadata[typedArgs].([]string)
		words := completedWords(args)
		if values := flagValues(words); values != nil {
			fmt.Fprintln(c.App.Writer, strings.Join(values, "\n"))
			return
		}
		flags(c)
	}
}

// completedWords are the words typed before the one being completed.
func completedWords(args []string) []string {
	if n := len(args); n > 0 && args[n-1] == completionFlag {
		return args[:n-1]
	}
	return args
}

// flagValues lists the values that may follow words: bot names after
// --bots, the script's options after --opt, an option's values after
// --opt name= (the shell splits the word at =); nil when the last word
// takes no value of these.
func flagValues(words []string) []string {
	n := len(words)
	if n == 0 {
		return nil
	}
	switch {
	case isFlag(words[n-1], "bots"):
		return []string{"random", "greedy", "ismcts"}
	case isFlag(words[n-1], "opt", "o"):
		return optionNames(scriptOf(words))
	case n >= 3 && words[n-1] == "=" && isFlag(words[n-3], "opt", "o"):
		return optionValues(scriptOf(words), words[n-2])
	}
	return nil
}

func isFlag(word string, names ...string) bool {
	for _, n := range names {
		if word == "-"+n || word == "--"+n {
			return true
		}
	}
	return false
}

// scriptOf describes the script a command line names, or returns nil.
func scriptOf(words []string) *engine.Description {
	for _, w := range words[min(2, len(words)):] {
		if !strings.HasSuffix(w, ".lua") {
			continue
		}
		if src, err := loadScript(w, nil); err == nil {
			if d, err := engine.DescribeSource(src); err == nil {
				return d
			}
		}
	}
	return nil
}

// optionNames are a script's options, as name= ready for a value.
func optionNames(d *engine.Description) []string {
	out := []string{}
	if d == nil {
		return out
	}
	for _, o := range d.Options {
		out = append(out, o.Name+"=")
	}
	return out
}

// optionValues are the values an option may take, when they are few.
func optionValues(d *engine.Description, name string) []string {
	out := []string{}
	if d == nil {
		return out
	}
	for _, o := range d.Options {
		switch {
		case o.Name != name:
		case len(o.Choices) > 0:
			out = append(out, o.Choices...)
		case o.Default == "true" || o.Default == "false":
			out = append(out, "true", "false")
		default:
			out = append(out, o.Default)
		}
	}
	return out
}
