package shedding

import (
	"fmt"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/words"
)

// Run declares runs: consecutive ranks of the suit to follow, played
// together (a shape of the turn core's play).
type Run struct {
	Min int `lua:"min" default:"2" doc:"The fewest cards of a run (2 by default)."`
	// Keep is how many cards the seat must keep in hand after the run.
	Keep int `lua:"keep" doc:"How many cards the seat must keep in hand after it."`
	// InOpenTurn allows runs during an open turn.
	InOpenTurn bool `lua:"in_open_turn" doc:"Runs are allowed during an open turn."`
	// Rule is the rule code refusals cite, and Why the refusal of cards
	// that are not such a run, by what is wrong: "suit", "consecutive",
	// "keep", "short", "open" ("" for the engine's words).
	Rule mech.Message  `lua:"rule" doc:"The rule code the refusals cite."`
	Why  mech.Messages `lua:"why" doc:"The refusals, by what is wrong: suit (%s is the suit), consecutive, keep, short, open."`
}

// Check refuses the cards of kinds, played in st by a seat holding held
// cards, that are not a run r allows: open is whether the seat plays in an
// open turn, and suit the suit to follow (-1 for none).
func (r *Run) Check(st *core.State, kinds []int, held int, open bool, suit int) mech.Refusal {
	why := func(key, def string) mech.Refusal {
		return mech.RefuseUnder(&r.Rule, r.Why.Of(key), r.Why.Words(key, def))
	}
	if open && !r.InOpenTurn {
		return why("open", "no runs in an open turn: play one card at a time")
	}
	if len(kinds) > held-r.Keep {
		return why("keep", fmt.Sprintf("a run must leave you %s", words.Plural(r.Keep, "card")))
	}
	if len(kinds) < r.Min {
		return why("short", fmt.Sprintf("a run has at least %s", words.Plural(r.Min, "card")))
	}
	d := st.Deck()
	for _, k := range kinds {
		if d.Kind(k).SuitIndex != suit || suit < 0 {
			text := why("suit", "every card of a run must be of the suit to follow, %s")
			if strings.Contains(text.Why, "%s") && suit >= 0 {
				text.Why = fmt.Sprintf(text.Why, suitName(d, suit))
			}
			return text
		}
	}
	for i := 1; i < len(kinds); i++ {
		if d.Kind(kinds[i]).RankIndex != d.Kind(kinds[i-1]).RankIndex+1 {
			return why("consecutive", "the cards of a run must be consecutive")
		}
	}
	return mech.Legal
}

// suitName names suit i of d in a refusal: its name, else its code.
func suitName(d *core.Deck, i int) string {
	s := d.Suits()[i]
	if s.Name != "" {
		return s.Name
	}
	return s.Code
}
