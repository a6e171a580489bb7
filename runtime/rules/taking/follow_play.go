package taking

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Dealt implements mech.DealWatcher: it starts a hand, no trick taken
// yet, and the holder of the first lead, if one is declared, to lead.
func (f *followMech) Dealt(t mech.Table, st *core.State) error {
	if err := f.checkTrumps(st); err != nil {
		return err
	}
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

// List implements mech.Mechanic: the seat to act plays any card the
// trick allows, once trumps are named.
func (f *followMech) List(t mech.Table, v, seat int, current bool) {
	st := t.State()
	if !current || f.awaitsTrumps(st) {
		return
	}
	slab := t.Slab()
	f.legalKinds(st, seat, func(k int) {
		*slab = append(*slab, k)
		t.Add(mech.Cand{Verb: v, Lo: len(*slab) - 1, Hi: len(*slab), Suit: -1, Seat: -1})
	})
	if tl := t.Counted(); tl != nil && tl.Listing && !tl.Paused {
		f.leftOut(st, tl, seat)
	}
}

// leftOut counts, for a counted game, the refusals that left cards of
// seat's hand out of the listing: each kind barred, under the rule that
// bars it (the suit led, the first lead, the first trick, a suit not
// broken), as the refusal of its play would cite them.
func (f *followMech) leftOut(st *core.State, tl *engine.Tally, seat int) {
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
			tl.RefuseCodes(f.barCodes[bar])
		}
	}
}

// Check implements mech.Mechanic.
func (f *followMech) Check(t mech.Table, seat int, m *notation.Move) mech.Refusal {
	st := t.State()
	if f.awaitsTrumps(st) {
		return mech.RefuseUnder(&f.Rule, &f.TrumpsWhy, f.TrumpsWhy.Or(namedWhy))
	}
	k := m.Args[f.card].Cards[0].Kind
	if missing := mech.Missing(st, f.hand.Of(seat), []int{k}); missing != "" {
		return mech.RefuseUnder(&f.Rule, &f.At, "you do not hold "+missing)
	}
	return f.refuse(st, f.part(st), seat, k)
}

// Apply implements mech.Mechanic: the card goes to the trick, and the
// last card of a trick gives it to its winner.
func (f *followMech) Apply(t mech.Table, st *core.State, seat int, m *notation.Move) error {
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
	if f.bower >= 0 || f.counted {
		c := f.countNow(st)
		suit = f.suitOf(st.Deck(), k, &c)
	}
	if p.Led == 0 {
		p.Led, p.Leader = suit+1, seat
	}
	p.Broken = p.Broken || suit == f.broken
	if st.Pile(f.table.ID).Len() < st.ActiveSeats() { // a seat sitting out plays no card
		return st.SetCurrent(st.NextSeat(seat, 1))
	}
	return f.take(t, st, p)
}

// take gives the trick to its winner, who leads the next; after the last
// trick of the hand the game ends, or in a match the round. p is the
// state's own part (changing).
func (f *followMech) take(t mech.Table, st *core.State, p *followPart) error {
	winner, err := f.winner(t, st, p)
	if err != nil {
		return err
	}
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
	if st.Pile(f.hand.Of(winner)).Len() > 0 {
		return nil
	}
	if ended, err := t.EndRound(st, winner); ended || err != nil {
		return err
	}
	return st.EndGame(mech.Most(p.Tricks), "the most tricks")
}

// winner is the seat whose card wins the trick on the table: the highest
// trump, or else the highest card of the suit led; or the card the
// script's function of what beats what says (follow_beats.go).
func (f *followMech) winner(t mech.Table, st *core.State, p *followPart) (int, error) {
	if f.Beats != 0 {
		return f.beatenBy(t, st, p)
	}
	d := st.Deck()
	best, bestSeat := -1, p.Leader
	seat := p.Leader
	c := f.countNow(st)
	if f.bower < 0 && !f.counted {
		c.trumps = f.trumpSuit(st)
	}
	for _, card := range st.Pile(f.table.ID).Cards {
		if rank := f.rankOf(d, d.KindOf(card), p.Led-1, &c); rank > best {
			best, bestSeat = rank, seat
		}
		seat = st.NextSeat(seat, 1)
	}
	return bestSeat, nil
}

// EndsRounds implements mech.RoundEnder: the hand's last trick ends the
// round.
func (*followMech) EndsRounds() {}

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
	_ mech.RoundEnder  = (*followMech)(nil)
	_ mech.NameGate    = (*followMech)(nil)
	_ mech.Shower      = (*followMech)(nil)
)
