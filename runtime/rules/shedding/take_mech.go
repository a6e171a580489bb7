package shedding

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// taker takes the top card, or the whole pile, of a pile into the hand (a
// verb with a Take).
type taker struct {
	*Take
	from mech.Pile
	hand mech.Pile
	text string // the engine's narration, when the verb gives none
}

// NewTake makes the mechanic of a take (does = "take"), from its verb's
// declaration.
func NewTake(s mech.Setup, v int) (mech.Mechanic, error) {
	t, _ := s.VerbDecl(v).(*Take)
	if t == nil {
		return nil, fmt.Errorf("it takes cards: declare its take")
	}
	from, ok := s.Pile(t.From)
	if !ok || from.PerSeat {
		return nil, fmt.Errorf("take: there is no pile %q to take from", t.From) // the declarations' check refuses it first
	}
	return &taker{Take: t, from: from, hand: s.Hand(), text: "{seat} {take|takes} {cards} from the " + from.Name + " pile."}, nil
}

// List implements mech.Mechanic: the seat to act may take from a pile that
// holds cards.
func (tk *taker) List(t mech.Table, v, seat int, current bool) {
	if current && counted(t, tk.check(t.State())).Why == "" {
		t.Offer(v)
	}
}

// Check implements mech.Mechanic.
func (tk *taker) Check(t mech.Table, seat int, m *notation.Move) mech.Refusal {
	return tk.check(t.State())
}

// check refuses a take from an empty pile.
func (tk *taker) check(st *core.State) mech.Refusal {
	if st.Pile(tk.from.ID).Len() == 0 {
		return mech.Refuse(&tk.EmptyWhy, tk.EmptyWhy.Or("the "+tk.from.Name+" pile is empty"))
	}
	return mech.Legal
}

// Apply implements mech.Mechanic: it moves the top card, or every card,
// of the pile into seat's hand, shown to every seat; the take counts as a
// draw of the turn.
func (tk *taker) Apply(t mech.Table, st *core.State, seat int, m *notation.Move) error {
	t.Begin(st, seat)
	from, hand := tk.from.ID, tk.hand.Of(seat)
	cards := st.Pile(from).Cards
	if !tk.All {
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
		st.SayAbout(seat, mech.WithCards(tk.Text.Or(tk.text), d, cards), tk.Text.Codes...)
	}
	at := st.Pile(from).Len() - len(kinds) // the cards keep their order
	for range kinds {
		if _, err := st.MoveAt(from, at, hand, core.OnTop); err != nil {
			return err
		}
	}
	t.Drew(st, len(kinds))
	if !tk.All {
		TakeKey.Ref(st).Took = kinds[0] + 1
	}
	if tk.EndWith != "" {
		TakeKey.Ref(st).EndWith = m.Verb + 1
	}
	return nil
}

// TurnEnded implements mech.TurnWatcher: what was taken is forgotten when
// the turn ends.
func (*taker) TurnEnded(st *core.State) {
	if TakeKey.Of(st) != (TakePart{}) {
		*TakeKey.Ref(st) = TakePart{}
	}
}

// counted counts the rule codes a refusal a listing implies cites, when
// the game is counted, and returns it.
func counted(t mech.Table, why mech.Refusal) mech.Refusal {
	if why.Why == "" {
		return why
	}
	if tl := t.Counted(); tl != nil && !tl.Paused {
		tl.RefuseCodes(why.Codes())
	}
	return why
}

// The answers of mech it gives.
var (
	_ mech.Mechanic    = (*taker)(nil)
	_ mech.TurnWatcher = (*taker)(nil)
)
