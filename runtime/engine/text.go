package engine

import (
	"github.com/rulerun/rulerun/core/notation"
)

// Text exists only at the edges: what a person types, what a screen shows,
// scenario files and records. These read and write moves in a game's own
// notation.

// Format writes a move of g in its canonical notation.
func Format(g Game, m *notation.Move) string {
	return g.Notation().Format(m, g.State().Deck())
}

// Parse reads a move of g typed in its notation.
func Parse(g Game, text string) (*notation.Move, error) {
	return g.Notation().Parse(text, g.State().Deck(), g.State().Seats())
}

// Legal lists the legal moves of seat in g, and each as canonical text.
func Legal(g Game, seat int) ([]*notation.Move, []string, error) {
	moves, err := g.Moves(seat)
	if err != nil {
		return nil, nil, err
	}
	texts := make([]string, len(moves))
	for i, m := range moves {
		texts[i] = Format(g, m)
	}
	return moves, texts, nil
}

// OpenVerbs lists the verbs of d that seat may use now (d.MayAct), and
// that the rules offer now when they can tell (Offerer), whose moves
// cannot all be listed: a player is shown each as a form to type.
func OpenVerbs(g Game, verbs []Verb, d Decision, seat int) []*Verb {
	if d.Over {
		return nil
	}
	o, _ := g.(Offerer)
	var out []*Verb
	for i := range verbs {
		if v := &verbs[i]; v.Open && d.MayAct(seat, v) && (o == nil || o.Offers(i, seat)) {
			out = append(out, v)
		}
	}
	return out
}

// An Offerer is a game whose rules can tell, without a move, whether seat
// may make some move of a verb now (its turn has not reached the step the
// verb belongs to, say).
type Offerer interface {
	Offers(verb, seat int) bool
}
