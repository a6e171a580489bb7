package mech

import (
	"strings"

	"github.com/rulerun/rulerun/core"
)

// TrumpsSep parts the answers of a function of the round and its trumps
// (ForTrumps) kept as one word: the answer with each suit of the deck as
// trumps, in the deck's order, then the answer with none.
const TrumpsSep = "|"

// TrumpsWordIn is the answer kept in st of fn, a function of the round and
// its trumps (ForTrumps), for trumps (the suit's index, -1 for none): ""
// when it kept none.
func TrumpsWordIn(st *core.State, fn Func, trumps int) string {
	all := WordIn(st, "", fn)
	if trumps < 0 {
		trumps = len(st.Deck().Suits())
	}
	for ; trumps > 0; trumps-- {
		_, rest, ok := strings.Cut(all, TrumpsSep)
		if !ok {
			return ""
		}
		all = rest
	}
	word, _, _ := strings.Cut(all, TrumpsSep)
	return word
}
