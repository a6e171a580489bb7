package flipping

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"
	"time"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// A slap (does = "slap"), a race: while the top cards of a declared pile
// make a declared pattern (a pair, a sandwich), any seat, in turn or not,
// even one with no cards, may slap it, and the first to slap takes the
// whole pile under its own cards and the turn (race.go). A wrong slap, on
// any other pile, costs the slapper its top cards (a declared number) to
// the bottom of the pile, once a card: a seat that slapped wrongly may not
// slap again until another card is flipped. The seat to act makes no wrong
// slap (its move is its turn's), and with no cost declared nobody does. Bots weigh a slap like any move out of turn: a wrong
// one costs them cards, and they decline it.

// doesSlap is the Does word of a slap.
const doesSlap = "slap"

// Slaps declares the slaps, in Decl.Mechanics["slap"]; a script declares
// them as game.slaps.
type Slaps struct {
	// Pile is the pile slapped; On the patterns of its top cards that may
	// be slapped; Burn what a wrong slap costs.
	Pile string   `lua:"pile" required:"the pile slapped, such as \"pile\"" doc:"The shared pile that is slapped."`
	On   []string `lua:"on" doc:"The patterns of the top cards that may be slapped: \"pair\" (the top two cards of one rank), \"sandwich\" (the top card and the third of one rank, one card between); {\"pair\"} by default."`
	Burn int      `lua:"burn" doc:"How many of the slapper's top cards a wrong slap costs, to the bottom of the pile; 0 refuses a wrong slap."`
	// Rule is the rule code a slap is played under, BurnRule that of a
	// wrong slap; the refusals, in the declared words or the engine's.
	Rule     mech.Message `lua:"rule" doc:"The rule code of a slap, such as \"ERS-6\"."`
	BurnRule mech.Message `lua:"burn_rule" doc:"The rule code of a wrong slap, such as \"ERS-7\"."`
	EmptyWhy mech.Message `lua:"empty_why" doc:"The refusal of a slap on an empty pile."`
	WrongWhy mech.Message `lua:"wrong_why" doc:"The refusal of a wrong slap, when a wrong slap costs nothing declared."`
	BrokeWhy mech.Message `lua:"broke_why" doc:"The refusal of a wrong slap by a player who holds no card to pay it."`
	AgainWhy mech.Message `lua:"again_why" doc:"The refusal of a second wrong slap by a player on the same card."`
	TurnWhy  mech.Message `lua:"turn_why" doc:"The refusal of a wrong slap by the player to act, who plays their turn instead."`
	// ReactMin and ReactMax bound a bot's reaction at a table that runs
	// the race by arrival (the terminal): it slaps after a delay drawn
	// between them, in milliseconds.
	ReactMin int `lua:"react_min" default:"250" doc:"At a table run by arrival (rulerun play): the quickest a bot slaps after a pattern comes up, in milliseconds; 250 by default."`
	ReactMax int `lua:"react_max" default:"750" doc:"The slowest a bot slaps, in milliseconds; 750 by default. A bot's delay is drawn between react_min and react_max each time; a bot that would not slap never does."`
	// The narrations, templates about the slapper.
	Text     mech.Message `lua:"say" doc:"Narrates a slap that takes the pile, about the slapper: {n} is the number of cards."`
	BurnText mech.Message `lua:"burn_say" doc:"Narrates a wrong slap, about the slapper: {cards} are the cards it pays."`
}

// SlapsDecl is how a script declares the slaps (registry.go).
var SlapsDecl = &mech.Decl{Does: doesSlap, Field: "slaps", Class: "rulerun.SlapsDecl",
	Doc: "Declared games: a race: a verb with does = \"slap\" may be made by any player, out of turn, while the top cards of the pile make a declared pattern (on = {\"pair\", \"sandwich\"}); the first to slap takes the pile and the turn. A wrong slap costs burn cards to the bottom of the pile, or is refused.",
	New: func() any { return &Slaps{} }}

// The engine's words where the declaration gives none.
const (
	slapEmptyWhy = "the pile is empty"
	slapWrongWhy = "nothing to slap: the top cards make no pattern"
	slapBrokeWhy = "you have no card to pay for a wrong slap"
	slapAgainWhy = "you slapped wrongly on this card already"
	slapTurnWhy  = "nothing to slap: play your turn"
	slapText     = "{seat} {slap|slaps} the pile and {take|takes} it ({n} cards)."
	slapBurnText = "{seat} {slap|slaps} wrongly and {pay|pays} {cards} to the bottom of the pile."
)

// A pileWatcher is told when a race took a shared pile (a mechanic that
// keeps what the pile meant, a challenge, forgets it) and when a seat
// paid cards to it out of turn (a seat to act may have none left).
type pileWatcher interface {
	taken(t mech.Table, st *core.State, seat int) error
	paid(t mech.Table, st *core.State, seat int) error
}

// slapMech is a slap on the pile.
type slapMech struct {
	*Slaps
	pile             mech.Pile
	hand             mech.Pile
	pair, sandwich   bool
	codes, burnCodes []string
}

// NewSlap makes the slap of verb v (mech.Make).
func NewSlap(set mech.Setup, v int) (mech.Mechanic, error) {
	s, _ := set.Decl(doesSlap).(*Slaps)
	if s == nil {
		return nil, fmt.Errorf("it slaps a pile: declare the slaps")
	}
	m := &slapMech{Slaps: s, hand: set.Hand(), codes: s.Rule.Codes, burnCodes: s.BurnRule.Codes}
	var ok bool
	if m.pile, ok = set.Pile(s.Pile); !ok || m.pile.PerSeat {
		return nil, fmt.Errorf("slaps pile: %q is not a shared pile declared", s.Pile)
	}
	on := s.On
	if len(on) == 0 {
		on = []string{"pair"}
	}
	for _, o := range on {
		if o != "pair" && o != "sandwich" {
			return nil, fmt.Errorf("slaps on: %q is not a pattern: the patterns are \"pair\" and \"sandwich\"", o)
		}
	}
	m.pair, m.sandwich = slices.Contains(on, "pair"), slices.Contains(on, "sandwich")
	if s.ReactMin < 0 || s.ReactMax < s.ReactMin {
		return nil, fmt.Errorf("slaps: a reaction runs from react_min >= 0 to react_max >= react_min milliseconds")
	}
	return m, nil
}

// slapPart is who slapped wrongly on the card on top: a core.Part.
type slapPart struct {
	Burned uint64 `json:"burned"` // bit s: seat s slapped wrongly
	Top    int    `json:"top"`    // the card on top then, its id+1
}

// AppendKey implements core.Part.
func (p *slapPart) AppendKey(b []byte) []byte {
	return strconv.AppendInt(append(strconv.AppendUint(b, p.Burned, 36), ','), int64(p.Top), 36)
}

// Check implements core.Part.
func (p *slapPart) Check(s *core.State) error {
	if p.Top < 0 || p.Burned>>uint(s.Seats()) != 0 {
		return fmt.Errorf("slap: wrong slaps %b on card %d with %d seats", p.Burned, p.Top, s.Seats())
	}
	return nil
}

// ReadSlapPart reads the part a slap keeps from a save.
func ReadSlapPart(data json.RawMessage) (core.Part, error) {
	var p slapPart
	err := json.Unmarshal(data, &p)
	return &p, err
}

// Reaction implements mech.Reactor: the declared window, in milliseconds.
func (s *slapMech) Reaction() (lo, hi time.Duration) {
	return time.Duration(s.ReactMin) * time.Millisecond, time.Duration(s.ReactMax) * time.Millisecond
}

// burned is the seats that slapped wrongly on the card now on top.
func (s *slapMech) burned(st *core.State) uint64 {
	p, ok := st.Part(doesSlap).(*slapPart)
	top, any := st.Pile(s.pile.ID).Top()
	if !ok || !any || p.Top != int(top)+1 {
		return 0
	}
	return p.Burned
}

// Open implements mech.Racer: the top cards make a pattern declared.
func (s *slapMech) Open(st *core.State) bool {
	cards := st.Pile(s.pile.ID).Cards
	n := len(cards)
	d := st.Deck()
	rank := func(i int) int { return d.Card(cards[n-i]).RankIndex }
	return s.pair && n >= 2 && rank(1) == rank(2) || s.sandwich && n >= 3 && rank(1) == rank(3)
}

// Racing implements mech.Racer: every seat may slap a pattern; with a cost
// declared, a seat that holds a card may slap wrongly once a card, out of
// turn.
func (s *slapMech) Racing(t mech.Table) uint64 {
	st := t.State()
	if st.Pile(s.pile.ID).Len() == 0 {
		return 0
	}
	if s.Open(st) {
		return st.AllSeats()
	}
	if s.Burn == 0 {
		return 0
	}
	var seats uint64
	for seat := range st.Seats() {
		if st.Pile(s.hand.Of(seat)).Len() > 0 {
			seats |= 1 << uint(seat)
		}
	}
	return seats &^ s.burned(st) &^ (1 << uint(t.SeatToAct(st)))
}

// List implements mech.Mechanic.
func (s *slapMech) List(t mech.Table, v, seat int, current bool) {
	if s.Racing(t)&(1<<uint(seat)) != 0 {
		t.Offer(v)
	}
}

// Check implements mech.Mechanic.
func (s *slapMech) Check(t mech.Table, seat int, m *notation.Move) mech.Refusal {
	st := t.State()
	switch {
	case st.Pile(s.pile.ID).Len() == 0:
		return mech.RefuseUnder(&s.Rule, &s.EmptyWhy, s.EmptyWhy.Or(slapEmptyWhy))
	case s.Open(st):
		return mech.Legal
	case s.Burn == 0:
		return mech.RefuseUnder(&s.Rule, &s.WrongWhy, s.WrongWhy.Or(slapWrongWhy))
	case seat == t.SeatToAct(st):
		return mech.RefuseUnder(&s.BurnRule, &s.TurnWhy, s.TurnWhy.Or(slapTurnWhy))
	case st.Pile(s.hand.Of(seat)).Len() == 0:
		return mech.RefuseUnder(&s.BurnRule, &s.BrokeWhy, s.BrokeWhy.Or(slapBrokeWhy))
	case s.burned(st)&(1<<uint(seat)) != 0:
		return mech.RefuseUnder(&s.BurnRule, &s.AgainWhy, s.AgainWhy.Or(slapAgainWhy))
	}
	return mech.Legal
}

// Apply implements mech.Mechanic.
func (s *slapMech) Apply(t mech.Table, st *core.State, seat int, m *notation.Move) error {
	if !s.Open(st) {
		if err := s.burn(st, seat); err != nil {
			return err
		}
		return s.tell(t, st, seat, pileWatcher.paid)
	}
	n := st.Pile(s.pile.ID).Len()
	if err := underHand(st, s.pile.ID, s.hand.Of(seat)); err != nil {
		return err
	}
	if !st.Imagined() {
		st.SayAbout(seat, mech.Fill(s.Text.Or(slapText), "{n}", strconv.Itoa(n)), s.Text.Codes...)
	}
	if err := st.SetPart(doesSlap, nil); err != nil {
		return err
	}
	if err := st.SetCurrent(seat); err != nil {
		return err
	}
	return s.tell(t, st, seat, pileWatcher.taken)
}

// tell tells every pileWatcher of the game what seat did.
func (s *slapMech) tell(t mech.Table, st *core.State, seat int, what func(pileWatcher, mech.Table, *core.State, int) error) error {
	for _, m := range t.Mechanics() {
		if w, ok := m.(pileWatcher); ok {
			if err := what(w, t, st, seat); err != nil {
				return err
			}
		}
	}
	return nil
}

// burn pays a wrong slap: seat's top cards to the bottom of the pile.
func (s *slapMech) burn(st *core.State, seat int) error {
	hand := s.hand.Of(seat)
	var codes string
	for range min(s.Burn, st.Pile(hand).Len()) {
		c, err := st.MoveAt(hand, st.Pile(hand).Len()-1, s.pile.ID, core.AtBottom)
		if err != nil {
			return err
		}
		if !st.Imagined() {
			codes += " " + st.Deck().Card(c).Code
		}
	}
	if !st.Imagined() && codes != "" {
		st.SayAbout(seat, mech.Fill(s.BurnText.Or(slapBurnText), "{cards}", codes[1:]), s.BurnText.Codes...)
	}
	top, _ := st.Pile(s.pile.ID).Top()
	return st.SetPart(doesSlap, &slapPart{Burned: s.burned(st) | 1<<uint(seat), Top: int(top) + 1})
}

// Cite implements mech.Citer: a slap is played under the slaps' rule, a
// wrong one under the rule of wrong slaps.
func (s *slapMech) Cite(t mech.Table, seat int, m *notation.Move, tally mech.Tally) {
	if s.Open(t.State()) {
		tally.ApplyCodes(s.codes)
	} else {
		tally.ApplyCodes(s.burnCodes)
	}
}

// underHand turns pile from over and puts it under the cards of hand.
func underHand(st *core.State, from, hand core.PileID) error {
	for st.Pile(from).Len() > 0 {
		if _, err := st.MoveAt(from, 0, hand, core.AtBottom); err != nil {
			return err
		}
	}
	return nil
}

// The answers a slap gives the turn core.
var (
	_ mech.Racer   = (*slapMech)(nil)
	_ mech.Reactor = (*slapMech)(nil)
	_ mech.Citer   = (*slapMech)(nil)
)
