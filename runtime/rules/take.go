package rules

import (
	"encoding/binary"
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Take declares a verb that takes cards from the top of a pile into the
// hand, in the open (every seat sees them): the top card, or the whole
// pile.
type Take struct {
	From string `lua:"from" required:"the pile taken from, such as \"discard\"" doc:"The pile taken from, such as \"discard\"; every seat sees the cards taken."`
	All  bool   `lua:"all" doc:"Takes the whole pile, not only its top card."`
	// EndWith names the verb the seat must then end its turn with (a
	// discard after taking the whole pile), and EndWithWhy refuses
	// ending it otherwise.
	EndWith    string  `lua:"end_with" doc:"The verb the seat must then end its turn with, such as \"discard\"; the verb with does = \"pass\" is refused until then."`
	EndWithWhy Message `lua:"end_with_why" doc:"The refusal of that pass."`
	// EmptyWhy refuses a take from an empty pile ("" for the engine's
	// words).
	EmptyWhy Message `lua:"empty_why" doc:"The refusal of a take from an empty pile."`
	// Text narrates the take, a template about the seat where {cards} is
	// the cards taken ("" for the engine's words).
	Text Message `lua:"say" doc:"Narrates the take, a line about the seat; {cards} is the cards taken."`
}

// takePart is what the seat to act took this turn, and what that binds it
// to: a core.RoundPart, cleared when the turn ends.
type takePart struct {
	// Took is 1 + the card kind the seat took from a pile (the top
	// discard), or 0.
	Took int `json:"took,omitempty"`
	// EndWith is 1 + the verb of the take that bound the seat to end its
	// turn with a particular verb (taking the whole discard pile binds it
	// to discard), or 0.
	EndWith int `json:"end_with,omitempty"`
}

// takeOf is the part of what was taken this turn.
const takeOf partKey[takePart, *takePart] = "take"

// took is 1 + the card kind the seat to act took this turn in st, or 0.
func took(st *core.State) int { return takeOf.Of(st).Took }

// EndsWith is 1 + the verb whose take bound the seat to act to end its
// turn with another verb in st, or 0: for a binding to read.
func EndsWith(st *core.State) int { return takeOf.Of(st).EndWith }

// AppendKey implements core.Part.
func (t *takePart) AppendKey(b []byte) []byte {
	return binary.AppendVarint(binary.AppendVarint(b, int64(t.Took)), int64(t.EndWith))
}

// Check refuses a saved card kind the deck lacks (core.Part).
func (t *takePart) Check(st *core.State) error {
	if t.Took < 0 || t.Took > st.Deck().Kinds() || t.EndWith < 0 {
		return fmt.Errorf("it holds a number out of range")
	}
	return nil
}

// OfRound implements core.RoundPart.
func (*takePart) OfRound() {}

func (t *takePart) Vacant() bool { return *t == takePart{} }

// takeWatch forgets what was taken when the turn ends (mech.TurnWatcher).
type takeWatch struct{}

func (takeWatch) TurnEnded(st *core.State) {
	if takeOf.Of(st) != (takePart{}) {
		*takeOf.Ref(st) = takePart{}
	}
}

// takePlan is a Take resolved for one game.
type takePlan struct {
	*Take
	from    Pile
	endWith int    // the verb to end the turn with, or -1
	text    string // the engine's narration, when the verb gives none
}

func (p *Plan) resolveTakes() error {
	for v := range p.d.Verbs {
		t := p.d.Verbs[v].Take
		if t == nil {
			continue
		}
		from, ok := p.table.Pile(t.From)
		if !ok || from.PerSeat {
			return errUnknownPile("take", t.From)
		}
		tp := &takePlan{Take: t, from: from, endWith: -1, text: "{seat} {take|takes} {cards} from the " + from.Name + " pile."}
		if t.EndWith != "" {
			if tp.endWith = p.verbIndex(t.EndWith); tp.endWith < 0 {
				return errUnknownVerb("take end_with", t.EndWith)
			}
		}
		p.verbs[v].take = tp
		p.watchTurns(takeWatch{})
	}
	return nil
}

// verbIndex is the index of the verb of that name, or -1.
func (p *Plan) verbIndex(name string) int {
	for i, v := range p.d.Verbs {
		if v.Name == name {
			return i
		}
	}
	return -1
}

// checkTake refuses a take from an empty pile.
func (tp *takePlan) check(g *Game) refusal {
	if g.st.Pile(tp.from.ID).Len() == 0 {
		return refuse(&tp.EmptyWhy, tp.EmptyWhy.Or("the "+tp.from.Name+" pile is empty"))
	}
	return legal
}

// applyTake moves the top card, or every card, of the pile into seat's
// hand, shown to every seat.
func (tp *takePlan) apply(g *Game, st *core.State, seat, verb int) error {
	g.p.hear.begin(st, seat)
	from, hand := tp.from.ID, g.p.hand.Of(seat)
	cards := st.Pile(from).Cards
	if !tp.All {
		cards = cards[len(cards)-1:]
	}
	d := st.Deck()
	var kb [8]int
	kinds := kb[:0]
	for _, c := range cards {
		kinds = append(kinds, d.KindOf(c))
	}
	st.Reveal(kinds, core.Everyone)
	if !st.Imagined() {
		st.SayAbout(seat, mech.WithCards(tp.Text.Or(tp.text), d, cards), tp.Text.Codes...)
	}
	at := st.Pile(from).Len() - len(kinds) // the cards keep their order
	for range kinds {
		if _, err := st.MoveAt(from, at, hand, core.OnTop); err != nil {
			return err
		}
	}
	f := flowRef(st)
	f.Drew++
	f.DrewCards += len(kinds)
	if !tp.All {
		takeOf.Ref(st).Took = kinds[0] + 1
	}
	if tp.endWith >= 0 {
		takeOf.Ref(st).EndWith = verb + 1
	}
	return nil
}

// EndWith is the verb a take by verb binds the seat to end its turn with,
// or "".
func (p *Plan) EndWith(verb int) string {
	if verb < 0 || verb >= len(p.verbs) || p.verbs[verb].take == nil || p.verbs[verb].take.endWith < 0 {
		return ""
	}
	return p.d.Verbs[p.verbs[verb].take.endWith].Name
}
