package flipping

import (
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// A game of flipping (does = "flip"): each seat holds its cards face down,
// unseen, and in turn flips the top one face up onto a shared pile. A
// declared challenge card (a face card, an ace) makes the next seat that
// holds cards pay: it flips up to the declared number of cards, one a
// move, until one of them is a challenge card itself (the challenge passes
// on) or it has paid them all or runs out (the challenger wins the pile).
// The pile won waits, still in play, until its winner's next flip, which
// first puts it under the winner's cards: a race (a slap) may take it
// before. A seat with no cards is passed over; when one seat alone holds
// cards and no race is open, it wins.

// doesFlip is the Does word of a flip.
const doesFlip = "flip"

// Flipping declares a game of flipping, in Decl.Mechanics["flip"]; a
// script declares it as game.flipping.
type Flipping struct {
	// Pile is the shared pile the cards are flipped onto; Challenge the
	// challenge cards, by rank code, with what the next seat then pays.
	Pile      string         `lua:"pile" required:"the shared pile the cards are flipped onto, such as \"pile\"" doc:"The shared pile the cards are flipped onto, face up."`
	Challenge map[string]int `lua:"challenge" doc:"The challenge cards by rank code, each with how many cards the next player must flip to answer it, such as {A = 4, K = 3, Q = 2, J = 1}."`
	// Rule is the rule code a flip is played under, ChallengeRule that of
	// a challenge and its payment; HandWhy refuses a flip by a seat with
	// no card.
	Rule          mech.Message `lua:"rule" doc:"The rule code a flip is played under, such as \"ERS-3\"."`
	ChallengeRule mech.Message `lua:"challenge_rule" doc:"The rule code of a challenge and its payment, such as \"ERS-4\"."`
	HandWhy       mech.Message `lua:"hand_why" doc:"The refusal of a flip by a player who holds no card."`
	// The narrations, templates about a seat ("" for the engine's words).
	Text          mech.Message `lua:"say" doc:"Narrates a flip, about the player: {card} is the card."`
	ChallengeText mech.Message `lua:"challenge_say" doc:"Narrates a challenge, about the player who must pay: {n} is the number of cards, {card} the challenge card."`
	WonText       mech.Message `lua:"won_say" doc:"Narrates a challenge won, about the challenger."`
	TakeText      mech.Message `lua:"take_say" doc:"Narrates a pile put under its winner's cards, about the winner: {n} is the number of cards."`
	EndText       mech.Message `lua:"end_say" doc:"Narrates the end, about the winner, the one player who holds cards."`
	Reason        mech.Message `lua:"reason" doc:"The result's reason: one player alone holds cards."`
}

// FlippingDecl is how a script declares the flipping (registry.go).
var FlippingDecl = &mech.Decl{Does: doesFlip, Field: "flipping", Class: "rulerun.FlippingDecl",
	Doc: "Declared games: a game of flipping: a verb with does = \"flip\" flips the player's top card, unseen, onto the shared pile; a challenge card makes the next player pay up to its number of cards until one is a challenge card too, else the challenger wins the pile. The last player holding cards wins.",
	New: func() any { return &Flipping{} }}

// The engine's words where the declaration gives none.
const (
	flipHandWhy   = "you have no card to flip"
	flipText      = "{seat} {flip|flips} {card}."
	flipChallenge = "{seat} must pay up to {n} cards for {card}."
	flipWon       = "{seat} {win|wins} the pile."
	flipTake      = "{seat} {take|takes} the pile ({n} cards)."
	flipReason    = "one player holds every card"
	flipEnd       = "{seat} {hold|holds} every card still in play and {win|wins}."
)

// flipMech is a flip of the top card onto the shared pile.
type flipMech struct {
	*Flipping
	pile  mech.Pile
	hand  mech.Pile
	owes  []int // by rank: the cards a challenge card of it asks, or 0
	codes []string
	chal  []string
}

// NewFlip makes the flip of verb v (mech.Make).
func NewFlip(s mech.Setup, v int) (mech.Mechanic, error) {
	f, _ := s.Decl(doesFlip).(*Flipping)
	if f == nil {
		return nil, fmt.Errorf("it flips cards: declare the flipping")
	}
	m := &flipMech{Flipping: f, hand: s.Hand(), codes: f.Rule.Codes, chal: f.ChallengeRule.Codes}
	var ok bool
	if m.pile, ok = s.Pile(f.Pile); !ok || m.pile.PerSeat {
		return nil, fmt.Errorf("flipping pile: %q is not a shared pile declared", f.Pile)
	}
	d := s.Deck()
	m.owes = make([]int, len(d.Ranks()))
	for code, n := range f.Challenge {
		r, ok := d.RankIndex(code)
		if !ok || n < 1 {
			return nil, fmt.Errorf("flipping challenge: %q = %d is not a rank of the deck with a number of cards of 1 or more", code, n)
		}
		m.owes[r] = n
	}
	return m, nil
}

// flipPart is where a challenge stands: a core.Part.
type flipPart struct {
	Owed int `json:"owed,omitempty"` // the cards the seat to act still pays
	By   int `json:"by,omitempty"`   // the challenger, seat+1, or 0
	Due  int `json:"due,omitempty"`  // the seat+1 the pile is won by, or 0
}

// AppendKey implements core.Part.
func (p *flipPart) AppendKey(b []byte) []byte {
	return append(b, byte(p.Owed), byte(p.By), byte(p.Due))
}

// Check implements core.Part.
func (p *flipPart) Check(s *core.State) error {
	if p.Owed < 0 || p.By < 0 || p.By > s.Seats() || p.Due < 0 || p.Due > s.Seats() {
		return fmt.Errorf("flip: a challenge of %d cards by seat %d, the pile due to seat %d, with %d seats", p.Owed, p.By, p.Due, s.Seats())
	}
	return nil
}

// ReadFlipPart reads the part a flip keeps from a save.
func ReadFlipPart(data json.RawMessage) (core.Part, error) {
	var p flipPart
	err := json.Unmarshal(data, &p)
	return &p, err
}

// part is where the challenge stands in st.
func (f *flipMech) part(st *core.State) *flipPart {
	if p, ok := st.Part(doesFlip).(*flipPart); ok {
		return p
	}
	return &flipPart{}
}

// mayFlip reports whether seat has a card to flip: its own, or the pile
// won that its flip first takes.
func (f *flipMech) mayFlip(st *core.State, seat int) bool {
	return st.Pile(f.hand.Of(seat)).Len() > 0 || f.part(st).Due == seat+1
}

// List implements mech.Mechanic.
func (f *flipMech) List(t mech.Table, v, seat int, current bool) {
	if current && f.mayFlip(t.State(), seat) {
		t.Offer(v)
	}
}

// Check implements mech.Mechanic.
func (f *flipMech) Check(t mech.Table, seat int, m *notation.Move) mech.Refusal {
	if !f.mayFlip(t.State(), seat) {
		return mech.RefuseUnder(&f.Rule, &f.HandWhy, f.HandWhy.Or(flipHandWhy))
	}
	return mech.Legal
}

// Apply implements mech.Mechanic.
func (f *flipMech) Apply(t mech.Table, st *core.State, seat int, m *notation.Move) error {
	p := *f.part(st)
	if p.Due == seat+1 {
		if err := f.take(st, seat); err != nil {
			return err
		}
		p.Due = 0
	}
	hand := f.hand.Of(seat)
	c, err := st.MoveAt(hand, st.Pile(hand).Len()-1, f.pile.ID, core.OnTop)
	if err != nil {
		return err
	}
	card := st.Deck().Card(c)
	if !st.Imagined() {
		st.SayAbout(seat, mech.Fill(f.Text.Or(flipText), "{card}", card.Code), f.Text.Codes...)
	}
	next, err := f.after(st, &p, seat, card)
	if err != nil {
		return err
	}
	if err := st.SetPart(doesFlip, &p); err != nil {
		return err
	}
	if err := st.SetCurrent(next); err != nil {
		return err
	}
	return f.end(t, st, seat)
}

// after moves the challenge on after seat flipped card, and returns the
// seat to act next.
func (f *flipMech) after(st *core.State, p *flipPart, seat int, card *core.Card) (int, error) {
	switch n := f.owes[card.RankIndex]; {
	case n > 0:
		next := f.nextHolder(st, seat)
		p.Owed, p.By = n, seat+1
		if !st.Imagined() {
			st.SayAbout(next, mech.Fill(f.ChallengeText.Or(flipChallenge), "{n}", strconv.Itoa(n), "{card}", card.Code), f.ChallengeText.Codes...)
		}
		return next, nil
	case p.Owed > 0:
		p.Owed--
		if p.Owed > 0 && st.Pile(f.hand.Of(seat)).Len() > 0 {
			return seat, nil
		}
		won := p.By - 1
		*p = flipPart{Due: p.By}
		if !st.Imagined() {
			st.SayAbout(won, f.WonText.Or(flipWon), f.WonText.Codes...)
		}
		return won, nil
	}
	return f.nextHolder(st, seat), nil
}

// nextHolder is the first seat after seat that holds a card, else seat.
func (f *flipMech) nextHolder(st *core.State, seat int) int {
	for i := 1; i < st.Seats(); i++ {
		if next := st.NextSeat(seat, i); st.Pile(f.hand.Of(next)).Len() > 0 {
			return next
		}
	}
	return seat
}

// take puts the pile under seat's cards, turned over.
func (f *flipMech) take(st *core.State, seat int) error {
	n := st.Pile(f.pile.ID).Len()
	if err := underHand(st, f.pile.ID, f.hand.Of(seat)); err != nil {
		return err
	}
	if !st.Imagined() {
		st.SayAbout(seat, mech.Fill(f.TakeText.Or(flipTake), "{n}", strconv.Itoa(n)), f.TakeText.Codes...)
	}
	return nil
}

// taken implements pileWatcher: a race took the pile, and with it the
// challenge; the game ends if the taker now holds every card.
func (f *flipMech) taken(t mech.Table, st *core.State, seat int) error {
	if err := st.SetPart(doesFlip, nil); err != nil {
		return err
	}
	return f.end(t, st, seat)
}

// paid implements pileWatcher: a seat out of turn paid cards to the pile,
// and may have paid its last.
func (f *flipMech) paid(t mech.Table, st *core.State, seat int) error {
	return f.end(t, st, seat)
}

// end ends the game when one seat alone holds cards (or the pile won) and
// no race is open; when none does, the seat that moved last wins.
func (f *flipMech) end(t mech.Table, st *core.State, last int) error {
	if st.Result().Over || t.RaceOpen(st) {
		return nil
	}
	due := f.part(st).Due - 1
	holder, holders := last, 0
	for s := range st.Seats() {
		if st.Pile(f.hand.Of(s)).Len() > 0 || s == due {
			holder = s
			holders++
		}
	}
	if holders > 1 {
		return nil
	}
	st.SayAbout(holder, f.EndText.Or(flipEnd), f.EndText.Codes...) // the log says why the game ends, as the result does
	return st.EndGame([]int{holder}, f.Reason.Or(flipReason), f.Reason.Codes...)
}

// Standings implements mech.Stander: each seat stands by the cards it
// holds, with the pile it won, one more: the most cards stand best.
func (f *flipMech) Standings(t mech.Table, out []float64) {
	due := f.part(t.State()).Due - 1
	for s := range out {
		out[s] = float64(t.State().Pile(f.hand.Of(s)).Len() + 1)
		if s == due {
			out[s] += float64(t.State().Pile(f.pile.ID).Len())
		}
	}
}

// Cite implements mech.Citer: a flip is played under the flipping's rule,
// and a flip that pays or makes a challenge under the challenge's.
func (f *flipMech) Cite(t mech.Table, seat int, m *notation.Move, tally mech.Tally) {
	tally.ApplyCodes(f.codes)
	hand := t.State().Pile(f.hand.Of(seat))
	if f.part(t.State()).Owed > 0 {
		tally.ApplyCodes(f.chal)
	} else if top, ok := hand.Top(); ok && f.owes[t.State().Deck().Card(top).RankIndex] > 0 {
		tally.ApplyCodes(f.chal)
	}
}

// The answers a flip gives the turn core.
var (
	_ mech.Stander = (*flipMech)(nil)
	_ mech.Citer   = (*flipMech)(nil)
)
