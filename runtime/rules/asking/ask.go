package asking

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// A game of asking (does = "ask"): the seat to
// act asks another seat that holds cards for a rank it holds itself. The
// seat asked gives it every card of that rank, for all to see, and the
// asker asks again. A seat that has none sends the asker fishing: it draws
// the top card of the stock and, when that is of the rank asked (and the
// declaration says so), shows it and asks again; otherwise the turn passes
// on. Every set of a declared size of one rank is laid at once as a book
// (books.go). A hand left empty draws a card from the stock at once; with
// the stock empty too its seat is out, and the turn passes over it. When
// no seat holds a card the game ends, won by the seats with the most books.

// doesAsk is the Does word of an ask.
const doesAsk = "ask"

// Asking declares a game of asking, in Decl.Mechanics["ask"]; a script
// declares it as game.asking.
type Asking struct {
	// Books is the per-seat pile a seat's books go to; Book how many cards
	// of one rank make one.
	Books string `lua:"books" required:"the per-seat pile the books a seat lays go to" doc:"The per-seat pile the books a seat lays go to."`
	Book  int    `lua:"book" default:"4" doc:"How many cards of one rank make a book, laid at once (4 by default)."`
	// Again lets a seat whose fishing draws the rank it asked for show it
	// and ask again.
	Again bool `lua:"fish_again" doc:"A seat that draws the rank it asked for shows it and asks again."`
	// ToAsked passes the turn after a miss to the seat asked, not to the
	// asker's left.
	ToAsked bool `lua:"to_asked" doc:"After an ask that gets nothing, the turn passes to the seat asked (the next that holds a card from it), not to the asker's left."`
	// Rule is the rule code the refusals cite; the refusals, in the
	// declared words or the engine's.
	Rule     mech.Message `lua:"rule" doc:"The rule code the refusals cite, such as \"GF-4\"."`
	SelfWhy  mech.Message `lua:"self_why" doc:"The refusal of an ask of oneself."`
	EmptyWhy mech.Message `lua:"empty_why" doc:"The refusal of an ask of a seat that holds no card; %s is the seat."`
	RankWhy  mech.Message `lua:"rank_why" doc:"The refusal of an ask for a rank the asker does not hold; %s is the rank."`
	// The narrations, templates about a seat ("" for the engine's words).
	AskText    mech.Message `lua:"ask_say" doc:"Narrates an ask, about the asker: {to} is the seat asked, {rank} the rank in the plural."`
	GiveText   mech.Message `lua:"give_say" doc:"Narrates the cards given, about the seat asked: {to} is the asker, {cards} the cards."`
	FishText   mech.Message `lua:"fish_say" doc:"Narrates a seat that has none, about it: {to} is the asker, {rank} the rank."`
	FishReason mech.Message `lua:"fish_reason" doc:"The reason narrated with the card drawn from the stock when the seat asked has none."`
	CatchText  mech.Message `lua:"catch_say" doc:"Narrates a fishing draw of the rank asked, about the asker: {card} is the card."`
	BookText   mech.Message `lua:"book_say" doc:"Narrates a book laid, about its seat: {rank} is the rank in the plural, {cards} the cards."`
	OutText    mech.Message `lua:"out_say" doc:"Narrates a seat out of cards with the stock empty, about it."`
	Reason     mech.Message `lua:"reason" doc:"The result's reason: the game ends when no seat holds a card, won by the most books."`
}

// AskingDecl is how a script declares the asking (registry.go).
var AskingDecl = &mech.Decl{Does: doesAsk, Field: "asking", Class: "rulerun.AskingDecl",
	Doc: "Declared games: a game of asking: verbs with does = \"ask\" ask a <seat> for a <rank> the asker holds; a seat that has some gives them all and the asker asks again, else the asker fishes from the stock. Sets of a rank are laid at once as books; when no seat holds a card the most books win.",
	New: func() any { return &Asking{} }}

// The engine's words where the declaration gives none.
const (
	askSelfWhy   = "ask another player"
	askEmptyWhy  = "%s holds no card"
	askRankWhy   = "you may ask only for a rank you hold, not %s"
	askText      = "{seat} {ask|asks} {to} for {rank}."
	askGiveText  = "{seat} {give|gives} {to} {cards}."
	askFishText  = "{seat} {have|has} no {rank}."
	askCatchText = "{seat} {draw|draws} {card}, the rank asked for, and {ask|asks} again."
	askOutText   = "{seat} {are|is} out of cards."
	askReason    = "every book is made: the most books win"
	askFishWhy   = "none given"
	askEmptyHand = "the hand is empty"
)

// askMech is an ask of another seat for a rank.
type askMech struct {
	*Asking
	books      mech.Pile
	hand       mech.Pile
	stock      mech.Stock
	seat, rank int // the slots of the seat asked and the rank asked for
	slots      int // the number of parts of its form
}

// NewAsk makes the ask of verb v (mech.Make).
func NewAsk(s mech.Setup, v int) (mech.Mechanic, error) {
	a, _ := s.Decl(doesAsk).(*Asking)
	if a == nil {
		return nil, fmt.Errorf("it asks for cards: declare the asking")
	}
	m := &askMech{Asking: a, hand: s.Hand(), stock: s.Stock()}
	var ok bool
	if m.books, ok = s.Pile(a.Books); !ok || !m.books.PerSeat {
		return nil, fmt.Errorf("asking books: %q is not a pile declared per seat", a.Books)
	}
	if m.stock == nil {
		return nil, fmt.Errorf("a seat asked for cards it does not hold sends the asker fishing: declare the stock")
	}
	form := s.Form(v)
	m.seat, m.rank, m.slots = mech.SeatSlot(form), form.Slot("rank"), len(form.Slots)
	if m.seat < 0 || m.rank < 0 || form.Slots[m.rank].Type != notation.Rank {
		return nil, fmt.Errorf("it asks a seat for a rank: its form needs <seat> and <rank>")
	}
	return m, nil
}

// rankOf is the index of the rank named code: by its code, as moves the
// engine builds name it, else by any name (Deck.RankIndex).
func rankOf(d *core.Deck, code string) (int, bool) {
	for i := range d.Ranks() {
		if rc := d.Ranks()[i].Code; len(rc) == len(code) && rc != "" && rc[0] == code[0] && rc == code {
			return i, true
		}
	}
	return d.RankIndex(code)
}

// held reports whether seat holds a card of rank r.
func (a *askMech) held(st *core.State, seat, r int) bool {
	return findRank(st, a.hand.Of(seat), r) >= 0
}

// askable appends to ranks the ranks seat may ask for, lowest first, and to
// seats the seats it may ask, from its left: its asks are each rank of
// ranks asked of each seat of seats, in that order.
func (a *askMech) askable(t mech.Table, seat int, ranks, seats []int) ([]int, []int) {
	st := t.State()
	d := st.Deck()
	var held uint64 // bit r: seat holds a card of rank r (ranks beyond 63 are looked up)
	for _, c := range st.Pile(a.hand.Of(seat)).Cards {
		if r := d.Card(c).RankIndex; r >= 0 && r < 64 {
			held |= 1 << uint(r)
		}
	}
	for rest := held; rest != 0; rest &= rest - 1 { // the ranks held, lowest first, with no guess per rank
		ranks = append(ranks, bits.TrailingZeros64(rest))
	}
	for r := 64; r < len(d.Ranks()); r++ {
		if a.held(st, seat, r) {
			ranks = append(ranks, r)
		}
	}
	for i := 1; i < st.Seats(); i++ {
		if to := (seat + i) % st.Seats(); st.Pile(a.hand.Of(to)).Len() > 0 {
			seats = append(seats, to)
		}
	}
	return ranks, seats
}

// List implements mech.Mechanic: each rank seat holds asked of each seat
// that holds a card, the rank in the slab.
func (a *askMech) List(t mech.Table, v, seat int, current bool) {
	if !current {
		return
	}
	var rankRoom, seatRoom [16]int
	ranks, seats := a.askable(t, seat, rankRoom[:0], seatRoom[:0])
	slab := t.Slab()
	for _, r := range ranks {
		for _, to := range seats {
			*slab = append(*slab, r)
			t.Add(mech.Cand{Verb: v, Lo: len(*slab) - 1, Hi: len(*slab), Suit: -1, Seat: to})
		}
	}
}

// Pick implements mech.Picker: one of the asks List lists, drawn among
// them.
func (a *askMech) Pick(t mech.Table, v, seat int, current bool, rng *rand.Rand) (mech.Cand, bool) {
	if !current {
		return mech.Cand{}, false
	}
	var rankRoom, seatRoom [16]int
	ranks, seats := a.askable(t, seat, rankRoom[:0], seatRoom[:0])
	n := len(ranks) * len(seats)
	if n == 0 {
		return mech.Cand{}, false
	}
	i := rng.IntN(n)
	slab := t.Slab()
	*slab = append(*slab, ranks[i/len(seats)])
	return mech.Cand{Verb: v, Lo: len(*slab) - 1, Hi: len(*slab), Suit: -1, Seat: seats[i%len(seats)]}, true
}

// Move implements mech.MoveMaker: the ask of a candidate, its seat and
// the rank in the slab.
func (a *askMech) Move(t mech.Table, c *mech.Cand) *notation.Move {
	m, _ := t.NewMove(c.Verb, a.slots, 0)
	m.Args[a.seat] = notation.Value{Set: true, Num: c.Seat}
	m.Args[a.rank] = notation.Value{Set: true, Code: t.State().Deck().Ranks()[(*t.Slab())[c.Lo]].Code}
	return m
}

// Check implements mech.Mechanic.
func (a *askMech) Check(t mech.Table, seat int, m *notation.Move) mech.Refusal {
	to := m.Args[a.seat].Num
	r, _ := t.State().Deck().RankIndex(m.Args[a.rank].Code)
	switch {
	case to == seat:
		return a.why(&a.SelfWhy, askSelfWhy, "")
	case t.State().Pile(a.hand.Of(to)).Len() == 0:
		return a.why(&a.EmptyWhy, askEmptyWhy, mech.SeatName(to))
	case !a.held(t.State(), seat, r):
		return a.why(&a.RankWhy, askRankWhy, mech.PluralRank(t.State().Deck(), r))
	}
	return mech.Legal
}

// why is a refusal in the declared words or the engine's, with the rule.
func (a *askMech) why(declared *mech.Message, def, arg string) mech.Refusal {
	return mech.RefuseUnder(&a.Rule, declared, mech.FillArg(declared.Or(def), arg))
}

// Cite implements mech.Citer: an ask is made under the rule of asking.
func (a *askMech) Cite(t mech.Table, seat int, m *notation.Move, tally mech.Tally) {
	tally.ApplyCodes(a.Rule.Codes)
}

// Apply implements mech.Mechanic.
func (a *askMech) Apply(t mech.Table, st *core.State, seat int, m *notation.Move) error {
	to := m.Args[a.seat].Num
	r, _ := rankOf(st.Deck(), m.Args[a.rank].Code)
	if !st.Imagined() {
		st.SayAbout(seat, mech.Fill(a.AskText.Or(askText), "{to}", mech.SeatName(to), "{rank}", mech.PluralRank(st.Deck(), r)), a.AskText.Codes...)
	}
	again, err := a.answer(st, seat, to, r)
	if err != nil {
		return err
	}
	if err := a.lay(st, seat); err != nil {
		return err
	}
	if !again && a.ToAsked {
		return a.nextTurn(st, to, st.Seats()-1, false)
	}
	return a.nextTurn(st, seat, 0, again)
}

// answer gives the asker every card of rank r the seat asked holds, or
// sends it fishing; it reports whether the asker asks again.
func (a *askMech) answer(st *core.State, seat, to, r int) (bool, error) {
	d := st.Deck()
	var room [8]int
	kinds := room[:0] // the kinds given
	var codes []string
	for i := st.Pile(a.hand.Of(to)).Len() - 1; i >= 0; i-- { // the topmost first: the others keep their places
		if d.Card(st.Pile(a.hand.Of(to)).Cards[i]).RankIndex != r {
			continue
		}
		c, err := st.MoveAt(a.hand.Of(to), i, a.hand.Of(seat), core.OnTop)
		if err != nil {
			return false, err
		}
		kinds = append(kinds, d.KindOf(c))
		if !st.Imagined() {
			codes = append(codes, d.Card(c).Code)
		}
	}
	if len(kinds) > 0 {
		st.Reveal(kinds, st.AllSeats())
		if !st.Imagined() {
			st.SayAbout(to, mech.Fill(a.GiveText.Or(askGiveText), "{to}", mech.SeatName(seat), "{cards}", strings.Join(codes, " ")), a.GiveText.Codes...)
		}
		return true, a.refill(st, to)
	}
	if !st.Imagined() {
		st.SayAbout(to, mech.Fill(a.FishText.Or(askFishText), "{to}", mech.SeatName(seat), "{rank}", mech.PluralRank(d, r)), a.FishText.Codes...)
	}
	got, _ := a.stock.Draw(st, seat, a.hand.Of(seat), 1, a.FishReason.Or(askFishWhy), a.FishReason.Codes...)
	if len(got) == 0 || !a.Again || d.Card(got[0]).RankIndex != r {
		return false, nil
	}
	st.Reveal([]int{d.KindOf(got[0])}, st.AllSeats())
	if !st.Imagined() {
		st.SayAbout(seat, strings.ReplaceAll(a.CatchText.Or(askCatchText), "{card}", d.Card(got[0]).Code), a.CatchText.Codes...)
	}
	return true, nil
}

// lay lays seat's books, then draws it a card if that left its hand empty.
func (a *askMech) lay(st *core.State, seat int) error {
	if _, err := layBooks(st, seat, a.hand.Of(seat), a.books.Of(seat), a.Book, &a.BookText); err != nil {
		return err
	}
	return a.refill(st, seat)
}

// refill draws seat a card from the stock when its hand is empty, and lays
// a book it makes; with the stock empty the seat is out.
func (a *askMech) refill(st *core.State, seat int) error {
	if st.Pile(a.hand.Of(seat)).Len() > 0 {
		return nil
	}
	if st.Pile(a.stock.DrawPile().ID).Len() == 0 {
		st.SayAbout(seat, a.OutText.Or(askOutText), a.OutText.Codes...)
		return nil
	}
	a.stock.Draw(st, seat, a.hand.Of(seat), 1, askEmptyHand)
	_, err := layBooks(st, seat, a.hand.Of(seat), a.books.Of(seat), a.Book, &a.BookText)
	return err
}

// nextTurn gives the turn to the asker when it asks again and holds a
// card, else to the first seat that holds one from skip+1 places after
// seat on (skip = seats-1 from seat itself); when none does the game
// ends, won by the most books.
func (a *askMech) nextTurn(st *core.State, seat, skip int, again bool) error {
	if again && st.Pile(a.hand.Of(seat)).Len() > 0 {
		return st.SetCurrent(seat)
	}
	for i := 1; i <= st.Seats(); i++ {
		if next := st.NextSeat(seat, skip+i); st.Pile(a.hand.Of(next)).Len() > 0 {
			return st.SetCurrent(next)
		}
	}
	books := make([]int, st.Seats())
	for s := range books {
		books[s] = st.Pile(a.books.Of(s)).Len() / max(a.Book, 1)
	}
	return st.EndGame(mech.Most(books), a.Reason.Or(askReason), a.Reason.Codes...)
}

// Dealt implements mech.DealWatcher: it lays the books dealt in every
// hand, from the first seat to act on.
func (a *askMech) Dealt(t mech.Table, st *core.State) error {
	first := st.Turn().Current
	for i := range st.Seats() {
		if err := a.lay(st, (first+i)%st.Seats()); err != nil {
			return err
		}
	}
	if st.Pile(a.hand.Of(first)).Len() == 0 {
		return a.nextTurn(st, first, 0, false)
	}
	return nil
}

// Standings implements mech.Stander: each seat stands by its books, one
// more than it laid: the most books win.
func (a *askMech) Standings(t mech.Table, out []float64) {
	for s := range out {
		out[s] = float64(t.State().Pile(a.books.Of(s)).Len()/max(a.Book, 1) + 1)
	}
}

// The answers an ask gives the turn core.
var (
	_ mech.Picker      = (*askMech)(nil)
	_ mech.MoveMaker   = (*askMech)(nil)
	_ mech.DealWatcher = (*askMech)(nil)
	_ mech.Stander     = (*askMech)(nil)
	_ mech.Citer       = (*askMech)(nil)
)
