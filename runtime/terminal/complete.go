package terminal

import (
	"sort"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
)

// promptWords are the words the prompt understands besides moves.
var promptWords = []string{"help", "moves", "table", "last", "rules", "quit"}

// vocabulary is what the prompt completes a word of a move from: the verbs,
// the cards the seat holds, and the cards it sees on the table, which a
// move of an open verb (a layout of the table's melds) may name too.
type vocabulary struct {
	verbs []string
	open  map[string]bool // the open verbs, by name
	held  []string        // the codes of the cards in the seat's own piles that it sees
	seen  []string        // the codes of the other cards it sees
}

// completions completes the last word of a line typed at the prompt: a
// legal move that starts with the line, or else a verb or prompt word (the
// first word), or a card the move may name: one the seat holds, or, after
// an open verb, one it sees. Case is ignored; a completion that only
// repeats the line comes last, so that Tab shows something new first.
func completions(line string, voc vocabulary, legal []string) []string {
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
	for _, w := range voc.words(head) {
		if strings.HasPrefix(strings.ToLower(w), strings.ToLower(last)) {
			out = append(out, head+w)
		}
	}
	sort.Slice(out, func(i, j int) bool {
		if a, b := strings.EqualFold(out[i], line), strings.EqualFold(out[j], line); a != b {
			return b
		}
		return out[i] < out[j]
	})
	return out
}

// words lists the words that may follow head, the words of a move typed so
// far.
func (v vocabulary) words(head string) []string {
	fields := strings.Fields(head)
	if len(fields) == 0 {
		return append(v.verbs[:len(v.verbs):len(v.verbs)], promptWords...)
	}
	if v.open[strings.ToLower(fields[0])] {
		return append(v.held[:len(v.held):len(v.held)], v.seen...)
	}
	return v.held
}

// vocabularyOf is the vocabulary of seat in a game: the verbs of its rules
// and the cards of the seat's view.
func vocabularyOf(desc *engine.Description, v *core.View) vocabulary {
	voc := vocabulary{open: map[string]bool{}}
	for _, verb := range desc.Verbs {
		voc.verbs = append(voc.verbs, verb.Name)
		voc.open[strings.ToLower(verb.Name)] = verb.Open
	}
	for _, p := range v.Piles {
		if p.Owner == v.Seat && v.Seat >= 0 {
			voc.held = append(voc.held, p.Cards...)
		} else {
			voc.seen = append(voc.seen, p.Cards...)
		}
	}
	voc.held, voc.seen = unique(voc.held), unique(voc.seen)
	return voc
}

// unique returns the codes sorted, each once.
func unique(codes []string) []string {
	sort.Strings(codes)
	out := codes[:0]
	for i, c := range codes {
		if i == 0 || c != codes[i-1] {
			out = append(out, c)
		}
	}
	return out
}
