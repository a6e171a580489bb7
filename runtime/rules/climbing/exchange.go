package climbing

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// exchangeMech gives the cards of its <cards> slot (or the card of its
// <card> slot, when every line gives one), of the giver's choice, in the
// exchange between places (does = "exchange"; places.go): after the
// highest cards are given, every seat a line of game.places has give cards
// of its choice owes them at once, in any order, nobody else acting; they
// go to the seat of the place the line names, shown to it alone, or to
// every seat when the line says so.
type exchangeMech struct {
	pl    *placesPlan
	hand  mech.Pile
	cards int // the slot of the cards given
	sort  bool
}

// The engine's words where the declaration gives none.
const (
	exchangeCountWhy = "give %s cards"
	exchangeDoneWhy  = "you owe no cards now"
	exchangeWaitWhy  = "the exchange between places comes first"
)

// exchangeListMax bounds the gifts listed whole; beyond it the highest
// and the lowest cards are listed.
const exchangeListMax = 128

// NewExchange makes the gift of verb v in the exchange between places
// (mech.Make).
func NewExchange(s mech.Setup, v int) (mech.Mechanic, error) {
	pl, err := newPlaces(s)
	if err != nil {
		return nil, err
	}
	if pl == nil {
		return nil, fmt.Errorf("it gives cards in the exchange between places: declare game.places")
	}
	m := &exchangeMech{pl: pl, hand: s.Hand(), sort: pl.sort}
	form := s.Form(v)
	if m.cards = form.Slot("cards"); m.cards >= 0 && form.Slots[m.cards].Type == notation.Cards {
		return m, nil
	}
	for _, gf := range pl.Exchange {
		if gf.Any && gf.Cards > 1 {
			return nil, fmt.Errorf("it gives %d cards: its form needs <cards>", gf.Cards)
		}
	}
	if m.cards = form.Slot("card"); m.cards < 0 || form.Slots[m.cards].Type != notation.Card {
		return nil, fmt.Errorf("it gives cards: its form needs <cards> (or <card>, when each gift is of one card)")
	}
	return m, nil
}

// owed is how many cards seat owes of its choice, and to whom.
func (x *exchangeMech) owed(st *core.State, seat int) (n, to int) {
	if p := placesOf(st); p != nil && seat < len(p.Owe) {
		return p.Owe[seat], p.To[seat]
	}
	return 0, -1
}

// Owing implements mech.Simultaneous: the seats that owe cards of their
// choice.
func (x *exchangeMech) Owing(st *core.State) uint64 {
	var out uint64
	if p := placesOf(st); p != nil {
		for s, n := range p.Owe {
			if n > 0 {
				out |= 1 << uint(s)
			}
		}
	}
	return out
}

// WaitWhy implements mech.Simultaneous.
func (x *exchangeMech) WaitWhy() mech.Refusal {
	return mech.RefuseUnder(&x.pl.Rule, &x.pl.WaitWhy, x.pl.WaitWhy.Or(exchangeWaitWhy))
}

// Offers implements mech.Offerer: only a seat that owes cards gives some.
func (x *exchangeMech) Offers(t mech.Table, v, seat int) bool {
	return x.Owing(t.State())&(1<<uint(seat)) != 0
}

// distinctHeld appends to kinds the kinds of the cards seat holds, each
// once, in the order of its hand.
func (x *exchangeMech) distinctHeld(kinds []int, st *core.State, seat int) []int {
	d := st.Deck()
	for _, c := range st.Pile(x.hand.Of(seat)).Cards {
		if k := d.KindOf(c); !slices.Contains(kinds, k) {
			kinds = append(kinds, k)
		}
	}
	return kinds
}

// kindsHeld appends to kinds the kinds of the cards seat holds, in deck
// order.
func (x *exchangeMech) kindsHeld(kinds []int, st *core.State, seat int) []int {
	d := st.Deck()
	at := len(kinds)
	for _, c := range st.Pile(x.hand.Of(seat)).Cards {
		kinds = append(kinds, d.KindOf(c))
	}
	slices.Sort(kinds[at:])
	return kinds
}

// exchangeRoom is what a gift lists in, kept in its verb's room
// (mech.Table.Room) from one listing to the next.
type exchangeRoom struct{ kinds, pick []int }

// exchangeRoomOf is the room of the gift of verb v.
func exchangeRoomOf(t mech.Table, v int) *exchangeRoom {
	at := t.Room(v)
	r, _ := (*at).(*exchangeRoom)
	if r == nil {
		r = &exchangeRoom{}
		*at = r
	}
	return r
}

// List implements mech.Mechanic: every gift of the cards owed (copies of a
// card once), in deck order, or in the hand's order when it keeps it;
// when they are too many, the lowest cards and the highest.
func (x *exchangeMech) List(t mech.Table, v, seat int, current bool) {
	st := t.State()
	n, _ := x.owed(st, seat)
	if n <= 0 {
		return
	}
	r := exchangeRoomOf(t, v)
	if n == 1 && x.pl.KeepOrder {
		r.kinds = x.distinctHeld(r.kinds[:0], st, seat)
		for _, k := range r.kinds {
			r.pick = append(r.pick[:0], k)
			t.OfferCards(v, r.pick)
		}
		return
	}
	r.kinds = x.kindsHeld(r.kinds[:0], st, seat)
	kinds := r.kinds
	if len(kinds) < n {
		return
	}
	if binomial(len(kinds), n) > exchangeListMax {
		t.OfferCards(v, kinds[:n])
		t.OfferCards(v, kinds[len(kinds)-n:])
		return
	}
	r.pick = append(r.pick[:0], make([]int, n)...)
	pick := r.pick
	var each func(from, i int)
	each = func(from, i int) {
		if i == n {
			t.OfferCards(v, pick)
			return
		}
		for j := from; j <= len(kinds)-(n-i); j++ {
			if j > from && kinds[j] == kinds[j-1] {
				continue
			}
			pick[i] = kinds[j]
			each(j+1, i+1)
		}
	}
	each(0, 0)
}

// binomial is n choose k.
func binomial(n, k int) int {
	r := 1
	for i := range k {
		r = r * (n - i) / (i + 1)
	}
	return r
}

// Move implements mech.MoveMaker: the gift of a candidate's cards.
func (x *exchangeMech) Move(t mech.Table, cd *mech.Cand) *notation.Move {
	return t.CardsMove(cd.Verb, x.cards, (*t.Slab())[cd.Lo:cd.Hi])
}

// Sample implements mech.Sampler: n distinct cards of seat's hand at random.
func (x *exchangeMech) Sample(t mech.Table, v, seat int, rng *rand.Rand) *notation.Move {
	st := t.State()
	n, _ := x.owed(st, seat)
	if n == 1 && x.pl.KeepOrder { // one card: each card held alike, as listed
		kinds := x.distinctHeld(nil, st, seat)
		if len(kinds) == 0 {
			return nil
		}
		return t.CardsMove(v, x.cards, kinds[rng.IntN(len(kinds)):][:1])
	}
	kinds := x.kindsHeld(make([]int, 0, st.Pile(x.hand.Of(seat)).Len()), st, seat)
	if n <= 0 || len(kinds) < n {
		return nil
	}
	for i := range n {
		j := i + rng.IntN(len(kinds)-i)
		kinds[i], kinds[j] = kinds[j], kinds[i]
	}
	return t.CardsMove(v, x.cards, kinds[:n])
}

// Check implements mech.Mechanic: a gift of as many cards as the seat
// owes, which it holds.
func (x *exchangeMech) Check(t mech.Table, seat int, m *notation.Move) mech.Refusal {
	pl := x.pl
	st := t.State()
	n, _ := x.owed(st, seat)
	if n <= 0 {
		return mech.RefuseUnder(&pl.Rule, &pl.DoneWhy, pl.DoneWhy.Or(exchangeDoneWhy))
	}
	refs := m.Args[x.cards].Cards
	if len(refs) != n {
		return mech.RefuseUnder(&pl.Rule, &pl.CountWhy, mech.FillArg(pl.CountWhy.Or(exchangeCountWhy), strconv.Itoa(n)))
	}
	kinds := make([]int, len(refs))
	for i, r := range refs {
		kinds[i] = r.Kind
	}
	if missing := mech.Missing(st, x.hand.Of(seat), kinds); missing != "" {
		return mech.RefuseUnder(&pl.Rule, &pl.HeldWhy, mech.FillArg(pl.HeldWhy.Or("you do not hold %s"), missing))
	}
	return mech.Legal
}

// Apply implements mech.Mechanic: it gives the cards to the seat owed
// them, shown to it alone (or to every seat, as the line says), and
// narrates the gift for every seat.
func (x *exchangeMech) Apply(t mech.Table, st *core.State, seat int, m *notation.Move) error {
	n, to := x.owed(st, seat)
	p := placesOf(st)
	line := x.pl.lineOf(p, seat)
	kinds := make([]int, 0, n)
	for _, r := range m.Args[x.cards].Cards {
		kinds = append(kinds, r.Kind)
	}
	slices.Sort(kinds)
	codes := make([]string, len(kinds))
	for i, k := range kinds {
		if _, err := st.MoveKind(x.hand.Of(seat), k, x.hand.Of(to), core.OnTop); err != nil {
			return err
		}
		codes[i] = st.Deck().Kind(k).Code
	}
	if x.sort {
		_ = st.SortPile(x.hand.Of(to))
	}
	if x.pl.Exchange[line].All {
		st.Reveal(kinds, st.AllSeats())
		st.SayAbout(seat, x.pl.giveText(p, line, strings.Join(codes, " ")), x.pl.giveCodes(line)...)
	} else {
		st.SayAbout(seat, x.pl.giveText(p, line, plural(len(kinds), "card")), x.pl.giveCodes(line)...)
		text := fmt.Sprintf("%s gives you %s.", mech.SeatName(seat), strings.Join(codes, " "))
		st.Tell(1<<uint(to), core.Event{Text: text, About: int32(to) + 1}.TextFor(to))
	}
	owe := slices.Clone(p.Owe)
	owe[seat] = 0
	next := &placesPart{Order: p.Order, Most: p.Most}
	if slices.ContainsFunc(owe, func(n int) bool { return n > 0 }) {
		next.Owe, next.To = owe, p.To
	}
	return st.SetPart(doesExchange, next)
}

// Cite implements mech.Citer: a gift is made under the exchange's rule.
func (x *exchangeMech) Cite(t mech.Table, seat int, m *notation.Move, tally mech.Tally) {
	tally.ApplyCodes(x.pl.Rule.Codes)
}

// The answers of mech the exchangeMech gives.
var (
	_ mech.Simultaneous = (*exchangeMech)(nil)
	_ mech.MoveMaker    = (*exchangeMech)(nil)
	_ mech.Sampler      = (*exchangeMech)(nil)
	_ mech.Citer        = (*exchangeMech)(nil)
	_ mech.Offerer      = (*exchangeMech)(nil)
)
