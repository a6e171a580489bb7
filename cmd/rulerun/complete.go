package main

import (
	"sort"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
)

// promptWords are the words the prompt understands besides moves.
var promptWords = []string{"help", "moves", "table", "last", "rules", "quit"}

// completions completes the last word of a line typed at the prompt: a
// legal move that starts with the line, or else one of the game's words (a
// verb, a card code: wordsOf) or a prompt word, case ignored.
func completions(line string, words, legal []string) []string {
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
	if head == "" {
		words = append(words[:len(words):len(words)], promptWords...)
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
func wordsOf(desc *engine.Description, d *core.Deck) []string {
	var out []string
	for _, v := range desc.Verbs {
		out = append(out, v.Name)
	}
	for k := range d.Kinds() {
		out = append(out, d.Kind(k).Code)
	}
	return out
}
