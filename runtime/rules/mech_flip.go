package rules

import (
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
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
	Rule          Message `lua:"rule" doc:"The rule code a flip is played under, such as \"ERS-3\"."`
	ChallengeRule Message `lua:"challenge_rule" doc:"The rule code of a challenge and its payment, such as \"ERS-4\"."`
	HandWhy       Message `lua:"hand_why" doc:"The refusal of a flip by a player who holds no card."`
	// The narrations, templates about a seat ("" for the engine's words).
	Text          Message `lua:"say" doc:"Narrates a flip, about the player: {card} is the card."`
	ChallengeText Message `lua:"challenge_say" doc:"Narrates a challenge, about the player who must pay: {n} is the number of cards, {card} the challenge card."`
	WonText       Message `lua:"won_say" doc:"Narrates a challenge won, about the challenger."`
	TakeText      Message `lua:"take_say" doc:"Narrates a pile put under its winner's cards, about the winner: {n} is the number of cards."`
	EndText       Message `lua:"end_say" doc:"Narrates the end, about the winner, the one player who holds cards."`
	Reason        Message `lua:"reason" doc:"The result's reason: one player alone holds cards."`
}

// flippingDecl is how a script declares the flipping (registry.go).
var flippingDecl = &MechanicDecl{Does: doesFlip, Field: "flipping", Class: "rulerun.FlippingDecl",
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
	pile  Pile
	hand  Pile
	owes  []int // by rank: the cards a challenge card of it asks, or 0
	codes []string
	chal  []string
}

func newFlip(p *Plan, v int) (mechanic, error) {
	f, _ := p.d.Mechanics[doesFlip].(*Flipping)
	if f == nil {
		return nil, fmt.Errorf("it flips cards: declare the flipping")
	}
	m := &flipMech{Flipping: f, hand: p.hand, codes: f.Rule.Codes, chal: f.ChallengeRule.Codes}
	var ok bool
	if m.pile, ok = p.table.Pile(f.Pile); !ok || m.pile.PerSeat {
		return nil, fmt.Errorf("flipping pile: %q is not a shared pile declared", f.Pile)
	}
	d := p.d.Deck
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

func readFlipPart(data json.RawMessage) (core.Part, error) {
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

func (f *flipMech) list(g *Game, v, seat int, current bool) {
	if current && f.mayFlip(g.st, seat) {
		g.cands = append(g.cands, cand{verb: v, suit: -1, seat: -1})
	}
}

func (f *flipMech) check(g *Game, seat int, m *notation.Move) refusal {
	if !f.mayFlip(g.st, seat) {
		return refuseUnder(&f.Rule, &f.HandWhy, f.HandWhy.Or(flipHandWhy))
	}
	return legal
}

func (f *flipMech) apply(g *Game, st *core.State, seat int, m *notation.Move) error {
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
	return f.end(g, st, seat)
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
func (f *flipMech) taken(g *Game, st *core.State, seat int) error {
	if err := st.SetPart(doesFlip, nil); err != nil {
		return err
	}
	return f.end(g, st, seat)
}

// paid implements pileWatcher: a seat out of turn paid cards to the pile,
// and may have paid its last.
func (f *flipMech) paid(g *Game, st *core.State, seat int) error {
	return f.end(g, st, seat)
}

// end ends the game when one seat alone holds cards (or the pile won) and
// no race is open; when none does, the seat that moved last wins.
func (f *flipMech) end(g *Game, st *core.State, last int) error {
	if st.Result().Over || g.p.raceOpen(st) {
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

// standings stands each seat by the cards it holds, with the pile it won,
// one more: the most cards stand best.
func (f *flipMech) standings(g *Game, out []float64) {
	due := f.part(g.st).Due - 1
	for s := range out {
		out[s] = float64(g.st.Pile(f.hand.Of(s)).Len() + 1)
		if s == due {
			out[s] += float64(g.st.Pile(f.pile.ID).Len())
		}
	}
}

// cite implements citer: a flip is played under the flipping's rule, and
// a flip that pays or makes a challenge under the challenge's.
func (f *flipMech) cite(g *Game, seat int, m *notation.Move, t *engine.Tally) {
	t.ApplyCodes(f.codes)
	hand := g.st.Pile(f.hand.Of(seat))
	if f.part(g.st).Owed > 0 {
		t.ApplyCodes(f.chal)
	} else if top, ok := hand.Top(); ok && f.owes[g.st.Deck().Card(top).RankIndex] > 0 {
		t.ApplyCodes(f.chal)
	}
}
