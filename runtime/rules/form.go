package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// formSlots is what the engine knows of a verb's form to list its moves
// itself: the slot of the suit it names and of the seat, each -1 when it
// has none. listable is true when those are all its slots, each required,
// so that every move of the verb is one suit, one seat, both or neither
// (challenge, choose <suit>, catch <seat>).
type formSlots struct {
	suit, seat int
	listable   bool
}

func formSlotsOf(f *notation.Form) formSlots {
	fs := formSlots{suit: -1, seat: -1, listable: true}
	for i, s := range f.Slots {
		switch {
		case s.Group >= 0:
			fs.listable = false
		case s.Type == notation.Suit && fs.suit < 0:
			fs.suit = i
		case s.Type == notation.Seat && fs.seat < 0:
			fs.seat = i
		default:
			fs.listable = false
		}
	}
	return fs
}

// resolveForms reads every verb's form, and checks the verbs that name a
// suit.
func (p *Plan) resolveForms() error {
	for v := range p.d.Verbs {
		p.verbs[v].form = formSlotsOf(p.d.Grammar.Form(v))
	}
	return nil
}

// listForm lists the moves of verb v that the declaration gives no other
// way to list: each suit of its suit slot, with each seat of its seat slot.
func (g *Game) listForm(v, seat int) {
	fs := g.p.verbs[v].form
	if !fs.listable {
		return
	}
	retry := g.p.verbs[v].answer >= 0 && g.p.duties[g.p.verbs[v].answer].RetryWhy.Text != ""
	suits := []int{-1}
	if fs.suit >= 0 {
		suits = mech.SuitIndexes(g.st.Deck())
	}
	seats := 1
	if fs.seat >= 0 {
		seats = g.st.Seats()
	}
	for _, s := range suits {
		if retry && tried(g.st, seat, s) {
			continue
		}
		for named := range seats {
			if fs.seat < 0 {
				named = -1
			}
			g.cands = append(g.cands, cand{Verb: v, Suit: s, Seat: named})
		}
	}
}

// namedSuit is the suit index a move of a verb that names one names, or -1.
func (g *Game) namedSuit(m *notation.Move) int {
	fs := g.p.verbs[m.Verb].form
	if fs.suit < 0 || !m.Args[fs.suit].Set {
		return -1
	}
	i, _ := g.st.Deck().SuitIndex(m.Args[fs.suit].Code)
	return i
}

// narrateVerb narrates a move before its mechanics, as its verb declares.
func (g *Game) narrateVerb(st *core.State, seat int, verb *Verb, m *notation.Move) {
	if verb.Text.Text == "" {
		return
	}
	text := verb.Text.Text
	if i := g.namedSuit(m); i >= 0 {
		text = mech.FillArg(text, suitName(g.st.Deck(), i))
	}
	st.SayAbout(seat, text, verb.Text.Codes...)
}
