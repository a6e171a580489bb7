package rules

import (
	"encoding/json"
	"fmt"
	"slices"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// A game of tricks taken (does = "follow"), such as Whist: the seat to lead plays any card, and each other seat in turn
// plays one, following the suit led when it can. The highest trump played
// wins the trick, or else the highest card of the suit led, by the deck's
// rank order; its winner takes the trick's cards and leads the next. When
// the hands are empty the game ends, won by the seats that took the most
// tricks; in a match (Decl.Rounds) the round ends, and is scored.

// doesFollow is the Does word of a play to a trick taken.
const doesFollow = "follow"

// Tricks declares a game of tricks taken, in Decl.Mechanics["follow"]; a
// script declares it as game.tricks.
type Tricks struct {
	// At is where the tricks are declared: the engine's words that no
	// field gives refuse from there.
	At Message `lua:",place"`
	// Table is the pile the trick is played to; Won the per-seat pile a
	// seat's tricks go to.
	Table string `lua:"table" default:"trick" doc:"The pile the trick is played to."`
	Won   string `lua:"won" required:"the per-seat pile the cards of the tricks a seat takes go to" doc:"The per-seat pile the cards of the tricks a seat takes go to."`
	// Trumps is the code of the trump suit, "" for none.
	Trumps string `lua:"trumps" doc:"The code of the trump suit, such as \"S\"; \"turn_up\": the suit of the card the deal turns up (deal.turn_up), a new one each round; or \"named\": the suit the seat to lead a round's first trick names first, with a verb of does = \"name\" (trumps_why refuses a play before it); none by default."`
	// TrumpsWhy refuses a play before trumps are named (Trumps "named").
	TrumpsWhy Message `lua:"trumps_why" doc:"With trumps = \"named\": the refusal of a play before trumps are named."`
	// Broken is the code of a suit that may not be led until a card of it
	// has been played, unless the seat holds nothing else, and
	// BrokenWhy refuses such a lead (%s is the suit).
	Broken    string  `lua:"broken" doc:"The code of a suit that may not be led until a card of it has been played, unless the seat holds nothing else."`
	BrokenWhy Message `lua:"broken_why" doc:"The refusal of a lead of that suit before it is broken; %s is the suit."`
	// FirstLead is the code of the card that leads each hand's first
	// trick (2C): its holder leads it, with it; FirstLeadWhy refuses
	// another lead (%s is the card).
	FirstLead    string  `lua:"first_lead" doc:"The code of the card that leads each hand's first trick, such as \"2C\": its holder leads, with it."`
	FirstLeadWhy Message `lua:"first_lead_why" doc:"The refusal of another first lead; %s is the card."`
	// FirstTrick are the cards that may not be played to a hand's first
	// trick, unless following the suit led or holding nothing else;
	// FirstTrickWhy refuses one (%s is the card).
	FirstTrick    Cards   `lua:"first_trick" doc:"Cards that may not be played to a hand's first trick unless they follow the suit led or the seat holds nothing else, such as {suits = {\"H\"}, codes = {\"QS\"}}."`
	FirstTrickWhy Message `lua:"first_trick_why" doc:"The refusal of one of those cards on the first trick; %s is the card."`
	// Rule is the rule code a refusal cites, and FollowWhy refuses a card
	// that does not follow the suit led when the seat could (%s is the
	// suit).
	Rule      Message `lua:"rule" doc:"The rule code the refusals cite, such as \"W-2\"."`
	FollowWhy Message `lua:"follow_why" doc:"The refusal of a card that does not follow the suit led when the seat holds one; %s is the suit."`
	// WonText narrates a trick won, a template about its winner where
	// {cards} are the trick's cards ("" for the engine's words).
	WonText Message `lua:"won_say" doc:"Narrates a trick taken, about its winner; {cards} are the trick's cards."`
}

// tricksDecl is how a script declares the tricks (registry.go).
var tricksDecl = &MechanicDecl{Does: doesFollow, Field: "tricks", Class: "rulerun.TricksDecl",
	Doc: "Declared games: a game of tricks taken (such as Whist): verbs with does = \"follow\" play one card to the trick, following the suit led when able; the highest trump, or else the highest card of the suit led, takes it, and its winner leads the next.",
	New: func() any { return &Tricks{} }}

// The engine's words where the declaration gives none.
const (
	followWhy     = "follow %s: you hold a card of it"
	brokenWhy     = "you may not lead %s until one has been played"
	firstLeadWhy  = "lead %s to the first trick"
	firstTrickWhy = "you may not play %s to the first trick while you hold another card"
	wonText       = "{seat} {take|takes} the trick ({cards})."
)

// followMech is the play of one card to a trick taken.
type followMech struct {
	*Tricks
	table, won Pile
	trumps     int      // the trump suit's index, or -1
	trumpsUp   *Pile    // the pile whose top card's suit is trumps (trumps = "turn_up"), or nil
	broken     int      // the index of the suit that must be broken, or -1
	firstLead  int      // the kind of the card that leads the first trick, or -1
	firstTrick Set      // the cards barred from the first trick, or nil
	card       int      // the slot of the card played
	slots      int      // the number of parts of its form
	hand       Pile     // the hand played from
	codes      []string // the codes of its rule, which every play to it is made under
	// barCodes are, by what bars a card (followSuit...), the codes its
	// refusal cites: a card the listing leaves out counts them as implied.
	barCodes [followBroken + 1][]string
}

func newFollow(p *Plan, v int) (mechanic, error) {
	t, _ := p.d.Mechanics[doesFollow].(*Tricks)
	if t == nil {
		return nil, fmt.Errorf("it plays to a trick taken: declare the tricks")
	}
	f := &followMech{Tricks: t, trumps: -1, broken: -1, firstLead: -1, hand: p.hand, codes: t.Rule.Codes}
	for bar, why := range map[int]*Message{followSuit: &t.FollowWhy, followFirstTrick: &t.FirstTrickWhy,
		followFirstLead: &t.FirstLeadWhy, followBroken: &t.BrokenWhy} {
		f.barCodes[bar] = f.why(why, "x", "").Codes()
	}
	var ok bool
	if f.table, ok = p.table.Pile(or(t.Table, "trick")); !ok || f.table.PerSeat {
		return nil, errUnknownPile("tricks table", or(t.Table, "trick"))
	}
	if f.won, ok = p.table.Pile(t.Won); !ok || !f.won.PerSeat {
		return nil, fmt.Errorf("tricks won: %q is not a pile declared per seat", t.Won)
	}
	d := p.d.Deck
	for _, s := range []struct {
		code string
		at   *int
	}{{t.Trumps, &f.trumps}, {t.Broken, &f.broken}} {
		if s.code == "" || s.at == &f.trumps && (s.code == trumpsTurnUp || s.code == trumpsNamed) {
			continue
		}
		if *s.at, ok = d.SuitIndex(s.code); !ok {
			return nil, fmt.Errorf("tricks: %q is not a suit of the deck", s.code)
		}
	}
	if t.Trumps == trumpsTurnUp {
		up, ok := p.table.Pile(p.d.Deal.TurnUp)
		if p.d.Deal.TurnUp == "" || !ok {
			return nil, fmt.Errorf("tricks: trumps = %q needs the deal to turn a card up (deal.turn_up)", trumpsTurnUp)
		}
		f.trumpsUp = &up
	}
	if t.FirstLead != "" {
		if f.firstLead, ok = d.Lookup(t.FirstLead); !ok {
			return nil, fmt.Errorf("tricks first_lead: %q is not a card of the deck", t.FirstLead)
		}
	}
	var err error
	if f.firstTrick, err = t.FirstTrick.Compile(d); err != nil {
		return nil, fmt.Errorf("tricks first_trick: %w", err)
	}
	form := p.d.Grammar.Form(v)
	f.slots = len(form.Slots)
	if f.card = form.Slot("card"); f.card < 0 || form.Slots[f.card].Type != notation.Card {
		return nil, fmt.Errorf("it plays one card to a trick: its form needs <card>")
	}
	return f, nil
}

// endsRounds implements roundEnder: the hand's last trick ends the round.
func (*followMech) endsRounds() {}

// followPart is where a hand of tricks stands: a core.Part.
type followPart struct {
	Leader int   `json:"leader"`           // the seat that led the trick under way
	Led    int   `json:"led,omitempty"`    // 1 + the suit led, 0 before a lead
	Tricks []int `json:"tricks"`           // the tricks each seat took this hand
	Broken bool  `json:"broken,omitempty"` // the suit that must be broken was played
}

// first reports whether the trick under way is the hand's first.
func (p *followPart) first() bool {
	for _, n := range p.Tricks {
		if n > 0 {
			return false
		}
	}
	return true
}

// AppendKey implements core.Part.
func (p *followPart) AppendKey(b []byte) []byte {
	b = append(b, byte(p.Leader), byte(p.Led))
	if p.Broken {
		b = append(b, 1)
	}
	for _, n := range p.Tricks {
		b = append(b, byte(n))
	}
	return b
}

// Check implements core.Part.
func (p *followPart) Check(s *core.State) error {
	if p.Leader < 0 || p.Leader >= s.Seats() || len(p.Tricks) != s.Seats() || p.Led < 0 || p.Led > len(s.Deck().Suits()) {
		return fmt.Errorf("a trick names a seat or a suit that does not exist")
	}
	return nil
}

func readFollowPart(data json.RawMessage) (core.Part, error) {
	var p followPart
	err := json.Unmarshal(data, &p)
	return &p, err
}

// part is where the hand stands in st: a new hand, led by the seat to
// act, when none is under way.
func (f *followMech) part(st *core.State) *followPart {
	if p, ok := st.Part(doesFollow).(*followPart); ok {
		return p
	}
	return &followPart{Leader: st.Turn().Current, Tricks: make([]int, st.Seats())}
}

// legalKinds calls emit with each kind of card seat may play now, once.
func (f *followMech) legalKinds(st *core.State, seat int, emit func(kind int)) {
	p := f.part(st)
	d := st.Deck()
	hand := st.Pile(f.hand.Of(seat)).Cards
	h := f.handOf(st, p, seat)
	var seen [4]uint64
	for _, c := range hand {
		k := d.KindOf(c)
		if k < 256 && seen[k>>6]&(1<<(k&63)) != 0 {
			continue
		}
		if k < 256 {
			seen[k>>6] |= 1 << (k & 63)
		}
		if f.barredBy(d, p, &h, k) == followOK {
			emit(k)
		}
	}
}

// followHand is what the rules of the trick ask of a seat's hand, read
// once for every card of it: whether it holds the suit led, only the suit
// that must be broken, the card that must lead first, and a card the first
// trick allows.
type followHand struct {
	led, onlyBroken, firstLead, firstAllowed bool
}

// handOf reads seat's hand for the trick under way (followHand).
func (f *followMech) handOf(st *core.State, p *followPart, seat int) followHand {
	d := st.Deck()
	hand := st.Pile(f.hand.Of(seat)).Cards
	var h followHand
	if p.Led > 0 {
		h.led = holdsSuit(d, hand, p.Led-1)
	}
	if f.broken >= 0 && !p.Broken && p.Led == 0 {
		h.onlyBroken = onlySuit(d, hand, f.broken)
	}
	if !p.first() {
		return h // the first trick's rules ask nothing more
	}
	if f.firstLead >= 0 {
		h.firstLead = st.Find(f.hand.Of(seat), f.firstLead) >= 0
	}
	if f.firstTrick != nil {
		h.firstAllowed = slices.ContainsFunc(hand, func(c core.CardID) bool { return !f.firstTrick.Has(d, c) })
	}
	return h
}

// What bars a card from the trick (barred): nothing, the suit led, the
// first trick's ban, the first lead, a suit not yet broken.
const (
	followOK = iota
	followSuit
	followFirstTrick
	followFirstLead
	followBroken
)

// barred says what bars seat from playing a card of kind k now: followOK
// or the rule; the listing asks this, with no words written.
func (f *followMech) barred(st *core.State, p *followPart, seat, k int) int {
	h := f.handOf(st, p, seat)
	return f.barredBy(st.Deck(), p, &h, k)
}

// barredBy is barred for a hand read by handOf.
func (f *followMech) barredBy(d *core.Deck, p *followPart, h *followHand, k int) int {
	suit := d.Kind(k).SuitIndex
	switch {
	case p.Led > 0 && suit != p.Led-1 && h.led:
		return followSuit
	case f.barredFirst(d, p, h, k):
		return followFirstTrick
	case p.Led > 0:
		return followOK
	case f.firstLead >= 0 && p.first() && h.firstLead && k != f.firstLead:
		return followFirstLead
	case f.broken >= 0 && !p.Broken && suit == f.broken && !h.onlyBroken:
		return followBroken
	}
	return followOK
}

// refuse says why seat may not play a card of kind k now, or legal.
func (f *followMech) refuse(st *core.State, p *followPart, seat, k int) refusal {
	d := st.Deck()
	switch f.barred(st, p, seat, k) {
	case followSuit:
		return f.why(&f.FollowWhy, followWhy, d.Suits()[p.Led-1].Name)
	case followFirstTrick:
		return f.why(&f.FirstTrickWhy, firstTrickWhy, d.Kind(k).Code)
	case followFirstLead:
		return f.why(&f.FirstLeadWhy, firstLeadWhy, d.Kind(f.firstLead).Code)
	case followBroken:
		return f.why(&f.BrokenWhy, brokenWhy, d.Suits()[f.broken].Name)
	}
	return legal
}

// why is a refusal in the declared words or the engine's, with the rule.
func (f *followMech) why(declared *Message, def, arg string) refusal {
	return refuseUnder(&f.Rule, declared, mech.FillArg(declared.Or(def), arg))
}

// barredFirst reports whether a card of kind k is barred from the trick
// under way: the hand's first, a card that does not follow the suit led,
// and the hand holding another card.
func (f *followMech) barredFirst(d *core.Deck, p *followPart, h *followHand, k int) bool {
	if f.firstTrick == nil || !f.firstTrick[k] || !p.first() || p.Led > 0 && d.Kind(k).SuitIndex == p.Led-1 {
		return false
	}
	return h.firstAllowed
}

func holdsSuit(d *core.Deck, hand []core.CardID, suit int) bool {
	for _, c := range hand {
		if d.Card(c).SuitIndex == suit {
			return true
		}
	}
	return false
}

func onlySuit(d *core.Deck, hand []core.CardID, suit int) bool {
	for _, c := range hand {
		if d.Card(c).SuitIndex != suit {
			return false
		}
	}
	return true
}

// Dealt implements mech.DealWatcher: it starts a hand, no trick taken
// yet, and the holder of the first lead, if one is declared, to lead.
func (f *followMech) Dealt(t mech.Table, st *core.State) error {
	leader := st.Turn().Current
	if f.firstLead >= 0 {
		for s := range st.Seats() {
			if st.Find(f.hand.Of(s), f.firstLead) >= 0 {
				leader = s
			}
		}
	}
	if err := st.SetCurrent(leader); err != nil {
		return err
	}
	return st.SetPart(doesFollow, &followPart{Leader: leader, Tricks: make([]int, st.Seats())})
}

// Move implements mech.MoveMaker: the play of the card of a candidate.
func (f *followMech) Move(t mech.Table, c *mech.Cand) *notation.Move {
	m, refs := t.NewMove(c.Verb, f.slots, 1)
	refs[0] = notation.Plain((*t.Slab())[c.Lo])
	m.Args[f.card] = notation.Value{Set: true, Cards: refs}
	return m
}

func (f *followMech) list(g *Game, v, seat int, current bool) {
	if !current || f.awaitsTrumps(g.st) {
		return
	}
	f.legalKinds(g.st, seat, func(k int) {
		g.slab = append(g.slab, k)
		g.cands = append(g.cands, cand{Verb: v, Lo: len(g.slab) - 1, Hi: len(g.slab), Suit: -1, Seat: -1})
	})
	if g.tally != nil && g.tally.Listing && !g.tally.Paused {
		f.leftOut(g, seat)
	}
}

// leftOut counts, for a counted game, the refusals that left cards of
// seat's hand out of the listing: each kind barred, under the rule that
// bars it (the suit led, the first lead, the first trick, a suit not
// broken), as the refusal of its play would cite them.
func (f *followMech) leftOut(g *Game, seat int) {
	st := g.st
	p, d := f.part(st), st.Deck()
	h := f.handOf(st, p, seat)
	var seen [4]uint64
	for _, c := range st.Pile(f.hand.Of(seat)).Cards {
		k := d.KindOf(c)
		if k < 256 && seen[k>>6]&(1<<(k&63)) != 0 {
			continue
		}
		if k < 256 {
			seen[k>>6] |= 1 << (k & 63)
		}
		if bar := f.barredBy(d, p, &h, k); bar != followOK {
			g.tally.RefuseCodes(f.barCodes[bar])
		}
	}
}

func (f *followMech) check(g *Game, seat int, m *notation.Move) refusal {
	if f.awaitsTrumps(g.st) {
		return refuseUnder(&f.Rule, &f.TrumpsWhy, f.TrumpsWhy.Or(namedWhy))
	}
	k := m.Args[f.card].Cards[0].Kind
	if missing := g.missing(seat, []int{k}); missing != "" {
		return refuseUnder(&f.Rule, &f.At, "you do not hold "+missing)
	}
	return f.refuse(g.st, f.part(g.st), seat, k)
}

func (f *followMech) apply(g *Game, st *core.State, seat int, m *notation.Move) error {
	k := m.Args[f.card].Cards[0].Kind
	if _, err := st.MoveKind(f.hand.Of(seat), k, f.table.ID, core.OnTop); err != nil {
		return err
	}
	if !st.Imagined() {
		st.SayAbout(seat, "{seat} {play|plays} "+st.Deck().Kind(k).Code+".")
	}
	p, err := f.changing(st)
	if err != nil {
		return err
	}
	suit := st.Deck().Kind(k).SuitIndex
	if p.Led == 0 {
		p.Led, p.Leader = suit+1, seat
	}
	p.Broken = p.Broken || suit == f.broken
	if st.Pile(f.table.ID).Len() < st.Seats() {
		return st.SetCurrent(st.NextSeat(seat, 1))
	}
	return f.take(g, st, p)
}

// changing returns the trick's part to change in place: the state's own,
// or else a copy the state now holds (core.State.OwnsPart), so that a
// play allocates nothing once its game owns the part.
func (f *followMech) changing(st *core.State) (*followPart, error) {
	if st.OwnsPart(doesFollow) {
		return f.part(st), nil
	}
	p := *f.part(st)
	p.Tricks = slices.Clone(p.Tricks)
	return &p, st.SetPart(doesFollow, &p)
}

// take gives the trick to its winner, who leads the next; after the last
// trick of the hand the game ends, or in a match the round. p is the
// state's own part (changing).
func (f *followMech) take(g *Game, st *core.State, p *followPart) error {
	winner := f.winner(st, p)
	if !st.Imagined() {
		st.SayAbout(winner, mech.WithCards(f.WonText.Or(wonText), st.Deck(), st.Pile(f.table.ID).Cards), f.WonText.Codes...)
	}
	for st.Pile(f.table.ID).Len() > 0 {
		if _, err := st.MoveAt(f.table.ID, 0, f.won.Of(winner), core.OnTop); err != nil {
			return err
		}
	}
	p.Tricks[winner]++
	p.Led, p.Leader = 0, winner
	if err := st.SetCurrent(winner); err != nil {
		return err
	}
	if st.Pile(f.hand.Of(winner)).Len() == 0 && g.p.rounds != nil {
		return g.p.rounds.endRound(g, st, winner)
	}
	if st.Pile(f.hand.Of(winner)).Len() == 0 {
		return st.EndGame(mech.Most(p.Tricks), "the most tricks")
	}
	return nil
}

// winner is the seat whose card wins the trick on the table: the highest
// trump, or else the highest card of the suit led.
func (f *followMech) winner(st *core.State, p *followPart) int {
	d := st.Deck()
	best, bestSeat := -1, p.Leader
	seat := p.Leader
	trumps := f.trumpSuit(st)
	for _, c := range st.Pile(f.table.ID).Cards {
		card := d.Card(c)
		rank := -1
		switch card.SuitIndex {
		case trumps:
			rank = 1000 + card.RankIndex
		case p.Led - 1:
			rank = card.RankIndex
		}
		if rank > best {
			best, bestSeat = rank, seat
		}
		seat = st.NextSeat(seat, 1)
	}
	return bestSeat
}

// trumpsTurnUp makes the suit of the card the deal turned up trumps, and
// trumpsNamed the suit the first leader of a round names.
const (
	trumpsTurnUp = "turn_up"
	trumpsNamed  = "named"
	namedWhy     = "name trumps first"
)

// trumpSuit is the index of the trump suit now, or -1 for none: the
// declared one, or the suit of the card on top of the deal's turn-up pile.
func (f *followMech) trumpSuit(st *core.State) int {
	if f.Trumps == trumpsNamed {
		return namedSuit(st) - 1
	}
	if f.trumpsUp == nil {
		return f.trumps
	}
	if c, ok := st.Pile(f.trumpsUp.ID).Top(); ok {
		return st.Deck().Card(c).SuitIndex
	}
	return -1
}

// awaitsTrumps reports whether the round's trumps are still to be named.
func (f *followMech) awaitsTrumps(st *core.State) bool {
	return f.Trumps == trumpsNamed && namedSuit(st) == 0
}

// mayName implements nameGate: with trumps to be named, the seat to lead
// the round's first trick names them, once, before it leads.
func (f *followMech) mayName(g *Game, seat int) refusal {
	if f.Trumps != trumpsNamed {
		return legal
	}
	if !f.awaitsTrumps(g.st) {
		return refuseUnder(&f.Rule, &f.At, "trumps are named already this round")
	}
	return legal
}

// Cite implements mech.Citer: every play to a trick taken is made under the
// tricks' rule.
func (f *followMech) Cite(t mech.Table, seat int, m *notation.Move, tally mech.Tally) {
	tally.ApplyCodes(f.codes)
}

// The answers of mech it gives.
var (
	_ mech.MoveMaker   = (*followMech)(nil)
	_ mech.Citer       = (*followMech)(nil)
	_ mech.DealWatcher = (*followMech)(nil)
)
