package choosing

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// A secret choice every seat makes at once (does = "choose"), such as a
// pass of cards before a hand: after each deal every seat owes one, and the
// seats that owe it may make it in any order, nobody else acting. The
// cards a seat chooses wait in its own pile, which no other seat sees;
// once every seat has chosen, each seat's cards go to the seat the round's
// direction names (left, right, across), or back to its hand for all to
// see (reveal), and the hand starts: the mechanics that watch a deal see
// the hands as they now are. A round whose direction is "none" owes no
// choice.

// doesChoose is the Does word of a secret choice.
const doesChoose = "choose"

// Choice declares a secret choice, in Decl.Mechanics["choose"]; a script
// declares it as game.choice.
type Choice struct {
	// Cards is how many cards each seat chooses; Pile the per-seat pile,
	// seen by its owner alone, where they wait.
	Cards int    `lua:"cards" required:"how many cards each seat chooses, such as 3" doc:"How many cards each seat chooses."`
	Pile  string `lua:"pile" required:"the per-seat pile, seen by its owner alone, where the chosen cards wait" doc:"The per-seat pile, seen by its owner alone, where the chosen cards wait until every seat has chosen."`
	// To are where the chosen cards go, by round, in turn: "left",
	// "right", "across", "reveal" (back to the hand, shown to all) or
	// "none" (no choice that round), or a declared pile the cards go to
	// (the dealer's, when it is a pile per seat).
	To []string `lua:"to" doc:"Where each seat's chosen cards go, round after round in turn: \"left\", \"right\", \"across\", \"reveal\" (back to its hand, shown to every seat), \"none\" (no choice that round) or a declared pile every seat's cards go to unseen (the dealer's, when it is a pile per seat: a crib); {\"left\"} by default."`
	// Rule is the rule code the refusals cite; CountWhy refuses a wrong
	// number of cards (%s is the number), DoneWhy a seat that owes no
	// choice, WaitWhy any other move while a choice is owed.
	Rule     mech.Message `lua:"rule" doc:"The rule code the refusals cite."`
	CountWhy mech.Message `lua:"count_why" doc:"The refusal of a choice of another number of cards; %s is the number."`
	DoneWhy  mech.Message `lua:"done_why" doc:"The refusal of a choice by a seat that owes none (it has chosen, or the round has no choice)."`
	WaitWhy  mech.Message `lua:"wait_why" doc:"The refusal of any other move while a seat still owes its choice."`
	// Text narrates a choice for every seat, a template about the seat
	// where {n} is the number of cards; GivenText narrates what a seat
	// receives, to it alone, where {cards} are the cards and {from} the
	// seat that chose them.
	Text      mech.Message `lua:"say" doc:"Narrates a choice, for every seat to read: a line about the seat; {n} is the number of cards."`
	GivenText mech.Message `lua:"given_say" doc:"Narrates to a seat alone the cards it receives: a line about it; {cards} are the cards, {from} the seat that chose them."`
}

// ChoiceDecl is how a script declares the choice (registry.go).
var ChoiceDecl = &mech.Decl{Does: doesChoose, Field: "choice", Class: "rulerun.ChoiceDecl",
	Doc: "Declared games: a secret choice every seat makes at once after each deal (a pass of cards): a verb with does = \"choose\" chooses its <cards>; when every seat has chosen, the cards go where the round's direction says (to = {\"left\", \"right\", \"across\", \"none\"}, in turn).",
	New: func() any { return &Choice{} }}

// The engine's words where the declaration gives none.
const (
	chooseCountWhy = "choose %s cards"
	chooseDoneWhy  = "you owe no choice now"
	chooseWaitWhy  = "every seat chooses its cards first"
	chooseText     = "{seat} {choose|chooses} {n} cards."
	chooseGiven    = "{seat} {receive|receives} {cards} from {from}."
)

// chooseMech is the secret choice of cards.
type chooseMech struct {
	*Choice
	pile  mech.Pile
	hand  mech.Pile
	cards int // the slot of the cards chosen
	sort  bool
	piles map[string]mech.Pile // the piles of To, by name
}

// NewChoose makes the choice of verb v (mech.Make).
func NewChoose(p mech.Setup, v int) (mech.Mechanic, error) {
	c, _ := p.Decl(doesChoose).(*Choice)
	if c == nil {
		return nil, fmt.Errorf("it is a secret choice: declare the choice")
	}
	m := &chooseMech{Choice: c, hand: p.Hand(), sort: p.HandsSorted()}
	var ok bool
	if m.pile, ok = p.Pile(c.Pile); !ok || !m.pile.PerSeat || !ownerOnly(p, c.Pile) {
		return nil, fmt.Errorf("choice pile: %q is not a pile declared per seat, seen by its owner alone", c.Pile)
	}
	m.piles = make(map[string]mech.Pile)
	for _, to := range c.To {
		if pile, ok := p.Pile(to); ok {
			m.piles[to] = pile
			continue
		}
		if !slices.Contains([]string{"left", "right", "across", "reveal", "none"}, to) {
			return nil, fmt.Errorf("choice to: %q is not left, right, across, reveal, none or a declared pile", to)
		}
		if to == "across" && p.Seats()%2 != 0 {
			return nil, fmt.Errorf("choice to: across needs an even number of seats, not %d", p.Seats())
		}
	}
	form := p.Form(v)
	if m.cards = form.Slot("cards"); m.cards < 0 || form.Slots[m.cards].Type != notation.Cards {
		return nil, fmt.Errorf("it chooses cards: its form needs <cards>")
	}
	return m, nil
}

// ownerOnly reports whether the declared pile of that name is seen by its
// owner alone.
func ownerOnly(p mech.Setup, name string) bool {
	spec, ok := p.PileSpec(name)
	return ok && spec.Vis == core.OwnerOnly
}

// choosePart is the seats that still owe their choice: a core.Part.
type choosePart struct {
	Owed uint64 `json:"owed"` // bit s: seat s owes its choice
}

// AppendKey implements core.Part.
func (p *choosePart) AppendKey(b []byte) []byte { return strconv.AppendUint(b, p.Owed, 36) }

// Check implements core.Part.
func (p *choosePart) Check(s *core.State) error {
	if p.Owed>>uint(s.Seats()) != 0 {
		return fmt.Errorf("a choice is owed by a seat that does not exist")
	}
	return nil
}

// ReadChoosePart reads the part a choice keeps from a save.
func ReadChoosePart(data json.RawMessage) (core.Part, error) {
	var p choosePart
	err := json.Unmarshal(data, &p)
	return &p, err
}

// Owing implements simultaneous: the seats that owe their choice (none in
// a round without one, whatever a test's setup of the round left).
func (c *chooseMech) Owing(st *core.State) uint64 {
	if p, ok := st.Part(doesChoose).(*choosePart); ok && c.direction(st) != "none" {
		return p.Owed
	}
	return 0
}

// Cite implements mech.Citer: a choice is made under the choice's rule.
func (c *chooseMech) Cite(t mech.Table, seat int, m *notation.Move, tally mech.Tally) {
	tally.ApplyCodes(c.Rule.Codes)
}

// WaitWhy implements simultaneous.
func (c *chooseMech) WaitWhy() mech.Refusal {
	return mech.RefuseUnder(&c.Rule, &c.Choice.WaitWhy, c.Choice.WaitWhy.Or(chooseWaitWhy))
}

// direction is where this round's chosen cards go.
func (c *chooseMech) direction(st *core.State) string {
	if len(c.To) == 0 {
		return "left"
	}
	return c.To[(st.RoundNumber()-1)%len(c.To)]
}

// Dealt implements mech.DealWatcher: every seat that holds enough cards
// owes its choice, unless the round has none.
func (c *chooseMech) Dealt(t mech.Table, st *core.State) error {
	var owed uint64
	for s := range st.Seats() {
		if st.Pile(c.hand.Of(s)).Len() >= c.Cards {
			owed |= 1 << uint(s)
		}
	}
	if owed == 0 || c.direction(st) == "none" {
		return st.SetPart(doesChoose, nil)
	}
	return st.SetPart(doesChoose, &choosePart{Owed: owed})
}

// Offers implements mech.Offerer: only a seat that owes its choice makes
// one.
func (c *chooseMech) Offers(t mech.Table, v, seat int) bool {
	return c.Owing(t.State())&(1<<uint(seat)) != 0
}

// List implements mech.Mechanic: it proposes two choices, the highest
// cards and the lowest, by rank. A player types its own; a bot draws one
// at random (Sample).
func (c *chooseMech) List(t mech.Table, v, seat int, current bool) {
	if !c.Offers(t, v, seat) {
		return
	}
	hand := t.State().Pile(c.hand.Of(seat)).Cards
	if len(hand) < c.Cards {
		return
	}
	kinds := make([]int, len(hand))
	d := t.State().Deck()
	for i, card := range hand {
		kinds[i] = d.KindOf(card)
	}
	slices.SortStableFunc(kinds, func(a, b int) int { return d.Kind(a).RankIndex - d.Kind(b).RankIndex })
	t.OfferCards(v, kinds[len(kinds)-c.Cards:])
	if len(kinds) > c.Cards {
		t.OfferCards(v, kinds[:c.Cards])
	}
}

// Move implements mech.MoveMaker: the choice of a candidate's cards.
func (c *chooseMech) Move(t mech.Table, cd *mech.Cand) *notation.Move {
	return t.CardsMove(cd.Verb, c.cards, (*t.Slab())[cd.Lo:cd.Hi])
}

// Sample implements mech.Sampler: one of seat's choices drawn uniformly
// at random, without listing them: Cards distinct cards of its hand.
func (c *chooseMech) Sample(t mech.Table, v, seat int, rng *rand.Rand) *notation.Move {
	hand := t.State().Pile(c.hand.Of(seat)).Cards
	if len(hand) < c.Cards || c.Owing(t.State())&(1<<uint(seat)) == 0 {
		return nil
	}
	d := t.State().Deck()
	idx := make([]int, len(hand))
	for i := range idx {
		idx[i] = i
	}
	kinds := make([]int, c.Cards)
	for i := range kinds {
		j := i + rng.IntN(len(idx)-i)
		idx[i], idx[j] = idx[j], idx[i]
		kinds[i] = d.KindOf(hand[idx[i]])
	}
	return t.CardsMove(v, c.cards, kinds)
}

// Check implements mech.Mechanic.
func (c *chooseMech) Check(t mech.Table, seat int, m *notation.Move) mech.Refusal {
	if c.Owing(t.State())&(1<<uint(seat)) == 0 {
		return mech.RefuseUnder(&c.Rule, &c.DoneWhy, c.DoneWhy.Or(chooseDoneWhy))
	}
	refs := m.Args[c.cards].Cards
	if len(refs) != c.Cards {
		return mech.RefuseUnder(&c.Rule, &c.CountWhy, mech.FillArg(c.CountWhy.Or(chooseCountWhy), strconv.Itoa(c.Cards)))
	}
	kinds := make([]int, len(refs))
	for i, r := range refs {
		kinds[i] = r.Kind
	}
	if missing := mech.Missing(t.State(), c.hand.Of(seat), kinds); missing != "" {
		return mech.RefuseUnder(&c.Rule, nil, "you do not hold "+missing)
	}
	return mech.Legal
}

// Apply implements mech.Mechanic.
func (c *chooseMech) Apply(t mech.Table, st *core.State, seat int, m *notation.Move) error {
	kinds := make([]int, 0, c.Cards)
	for _, r := range m.Args[c.cards].Cards {
		kinds = append(kinds, r.Kind)
	}
	slices.Sort(kinds) // in the deck's order, whatever the move's: a replay of its text does the same
	for _, k := range kinds {
		if _, err := st.MoveKind(c.hand.Of(seat), k, c.pile.Of(seat), core.OnTop); err != nil {
			return err
		}
	}
	st.SayAbout(seat, strings.ReplaceAll(c.Text.Or(chooseText), "{n}", strconv.Itoa(c.Cards)), c.Text.Codes...)
	owed := c.Owing(st) &^ (1 << uint(seat))
	if owed != 0 {
		return st.SetPart(doesChoose, &choosePart{Owed: owed})
	}
	if err := st.SetPart(doesChoose, nil); err != nil {
		return err
	}
	return c.give(t, st)
}

// give sends each seat's chosen cards where the round's direction says,
// then starts the hand again for the mechanics that watch a deal.
func (c *chooseMech) give(t mech.Table, st *core.State) error {
	to := c.direction(st)
	if pile, ok := c.piles[to]; ok {
		c.layAway(st, pile)
	} else if err := c.pass(st, to); err != nil {
		return err
	}
	return t.TellDealt(st, c)
}

// pass moves each seat's chosen cards to the hand of the seat the
// direction names, or back to its own, shown (reveal).
func (c *chooseMech) pass(st *core.State, to string) error {
	n := st.Seats()
	for s := range n {
		dest := s
		switch to {
		case "left":
			dest = (s + 1) % n
		case "right":
			dest = (s + n - 1) % n
		case "across":
			dest = (s + n/2) % n
		}
		if err := c.hand1(st, s, dest, to == "reveal"); err != nil {
			return err
		}
	}
	return nil
}

// layAway moves every seat's chosen cards to a pile, unseen: the
// dealer's, when it is a pile per seat.
func (c *chooseMech) layAway(st *core.State, pile mech.Pile) {
	to := pile.ID
	if pile.PerSeat {
		to = pile.Of(st.Turn().Dealer)
	}
	for s := range st.Seats() {
		for st.Pile(c.pile.Of(s)).Len() > 0 {
			_, _ = st.MoveAt(c.pile.Of(s), 0, to, core.OnTop)
		}
	}
}

// hand1 moves seat from's chosen cards to seat to's hand, and tells it.
func (c *chooseMech) hand1(st *core.State, from, to int, reveal bool) error {
	d := st.Deck()
	src := c.pile.Of(from)
	var codes []string
	var kinds []int
	for st.Pile(src).Len() > 0 {
		card, err := st.MoveAt(src, 0, c.hand.Of(to), core.OnTop)
		if err != nil {
			return err
		}
		codes = append(codes, d.Card(card).Code)
		kinds = append(kinds, d.KindOf(card))
	}
	if c.sort {
		_ = st.SortPile(c.hand.Of(to))
	}
	if reveal {
		st.Reveal(kinds, st.AllSeats())
		st.SayAbout(from, "{seat} {show|shows} "+strings.Join(codes, " ")+".")
		return nil
	}
	text := mech.Fill(c.GivenText.Or(chooseGiven), "{cards}", strings.Join(codes, " "), "{from}", mech.SeatName(from))
	st.Tell(1<<uint(to), core.Event{Text: text, About: int32(to) + 1}.TextFor(to), c.GivenText.Codes...)
	return nil
}

// The answers a choice gives the turn core.
var (
	_ mech.Simultaneous = (*chooseMech)(nil)
	_ mech.Citer        = (*chooseMech)(nil)
	_ mech.DealWatcher  = (*chooseMech)(nil)
	_ mech.Offerer      = (*chooseMech)(nil)
	_ mech.MoveMaker    = (*chooseMech)(nil)
	_ mech.Sampler      = (*chooseMech)(nil)
	_ mech.Shower       = (*chooseMech)(nil)
)
