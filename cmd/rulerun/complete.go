package main

import (
	"sort"
	"strings"

	"github.com/rulerun/rulerun/runtime/lua"
)

// promptWords are the words the prompt understands besides moves.
var promptWords = []string{"help", "moves", "table", "last", "rules", "quit"}

// completions completes the last word of a line typed at the prompt: a
// legal move that starts with the line, or else a verb, a card code or a
// prompt word, case ignored.
func completions(line string, g *lua.Game, legal []string) []string {
	var out []string
	lower := strings.ToLower(line)
	for _, m := range legal {
		if strings.HasPrefix(strings.ToLower(m), lower) {
			out = append(out, m)
		}
	}
	if len(out) > 0 {
		return out
	}
	head, last := "", line
	if i := strings.LastIndex(line, " "); i >= 0 {
		head, last = line[:i+1], line[i+1:]
	}
	words := wordsOf(g)
	if head == "" {
		words = append(words, promptWords...)
	}
	for _, w := range words {
		if strings.HasPrefix(strings.ToLower(w), strings.ToLower(last)) {
			out = append(out, head+w)
		}
	}
	sort.Strings(out)
	return out
}

// wordsOf lists a game's verbs and card codes.
func wordsOf(g *lua.Game) []string {
	var out []string
	for _, v := range g.Info().Verbs {
		out = append(out, v.Name)
	}
	d := g.State().Deck()
	for k := range d.Kinds() {
		out = append(out, d.Kind(k).Code)
	}
	return out
}
