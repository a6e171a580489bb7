package knocking

import (
	"fmt"
	"slices"
	"strconv"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Private melds and a knock (does = "knock"): each hand is kept secret,
// arranged by the engine into melds (sets of a rank, runs of a suit) and
// deadwood, the cards left over, counted by their points. A seat whose
// deadwood, once it discards, is no more than a declared limit may knock
// with that discard: both hands are shown, each arranged with the least
// deadwood (spread.go in core), or the knocker's as it types it
// (arrange.go); the other seats lay off deadwood onto the
// knocker's melds (not after a clean knock, one with no deadwood), the arrangement
// they choose being the one that leaves them the least; the knocker scores
// the difference, or when another seat's deadwood is no more than its own
// that seat undercuts it and scores the difference and a bonus; a clean knock scores
// a bonus and every other seat's deadwood. A discard that leaves the stock
// with a declared number of cards draws the hand: nobody scores and the
// same dealer deals again. The knock is a play of one card (its Play).

// knockMech is a knock: a play of one card that ends the hand.
type knockMech struct {
	*Knocking
	play  mech.Play
	slot  int // the slot of the card discarded
	hand  mech.Pile
	stock core.PileID // the stock, whose last cards draw the hand
	match bool        // the game is a match of rounds
	codes []string    // the rule codes a knock is played under
	// limitCodes are the codes the refusal of a knock over the limit
	// cites: a knock the listing leaves out counts them as implied.
	limitCodes []string
	// meldSlot is the slot of the melds the knocker may type, or -1.
	meldSlot int
}

// NewKnock makes the knock of verb v: its declaration, game.knocking, and
// its play of a single card.
func NewKnock(s mech.Setup, v int) (mech.Mechanic, error) {
	k, _ := s.Decl(doesKnock).(*Knocking)
	if k == nil {
		return nil, fmt.Errorf("it knocks: declare the knocking")
	}
	play := s.Play(v)
	if play == nil || !play.Single() {
		return nil, fmt.Errorf("a knock discards one card: declare its play of a single card")
	}
	m := &knockMech{Knocking: k, play: play, slot: s.PlaySlot(v), hand: s.Hand(), match: s.Match(), meldSlot: -1}
	if stock := s.Stock(); stock != nil {
		m.stock = stock.DrawPile().ID
	} else if k.DrawnAt > 0 || k.DrawnAtFn != 0 {
		return nil, fmt.Errorf("knocking drawn_at: declare the stock")
	}
	m.codes = k.Rule.Codes
	m.limitCodes = mech.RefuseUnder(&k.Rule, &k.LimitWhy, k.LimitWhy.Or(knockLimitWhy)).Codes()
	for i, sl := range s.Form(v).Slots {
		if sl.Type == notation.Melds && sl.Group >= 0 {
			m.meldSlot = i
		}
	}
	return m, nil
}

// spreadCards are the cards of a pile as the spread sees them.
func spreadCards(st *core.State, ids []core.CardID) []core.SpreadCard {
	d := st.Deck()
	out := make([]core.SpreadCard, len(ids))
	for i, c := range ids {
		card := d.Card(c)
		out[i] = core.SpreadCard{Rank: card.RankIndex, Suit: card.SuitIndex, Points: card.Points}
	}
	return out
}

// EndsRounds implements mech.RoundEnder: a knock ends the round.
func (*knockMech) EndsRounds() {}

var _ mech.RoundEnder = (*knockMech)(nil)

// RunsCode implements mech.CodeRunner: a knock ends the round of a
// match, whose next deal runs the script's after_deal.
func (k *knockMech) RunsCode(t mech.Table, seat int, m *notation.Move) bool {
	return k.match || k.play.RunsCode(t, seat, m)
}

// List implements mech.Mechanic: the seat to act may knock with each card
// whose discard leaves deadwood within the limit.
func (k *knockMech) List(t mech.Table, v, seat int, current bool) {
	if !current {
		return
	}
	st := t.State()
	d := st.Deck()
	tally := t.Counted()
	slab := t.Slab()
	hand := st.Pile(k.hand.Of(seat)).Cards
	limit := k.limit(st)
	for i, dead := range core.DiscardDeadwood(spreadCards(st, hand), k.Meld) {
		kind := d.KindOf(hand[i])
		if dead > limit && tally != nil && tally.Listing {
			tally.RefuseCodes(k.limitCodes) // left out under the limit's rule
		}
		if dead > limit || k.play.Barred(st, kind) {
			continue
		}
		*slab = append(*slab, kind)
		t.Add(mech.Cand{Verb: v, Lo: len(*slab) - 1, Hi: len(*slab), Suit: -1, Seat: -1})
	}
}

// Check implements mech.Mechanic: the play's own checks, then the
// arrangement typed, then the limit.
func (k *knockMech) Check(t mech.Table, seat int, m *notation.Move) mech.Refusal {
	if why := k.play.Check(t, seat, m); why.Why != "" {
		return why
	}
	st := t.State()
	a, why := k.arrange(st, k.without(st, seat, m), m)
	if why.Why != "" {
		return why
	}
	if limit := k.limit(st); a.cost > limit {
		return mech.RefuseUnder(&k.Rule, &k.LimitWhy, mech.Fill(k.LimitWhy.Or(knockLimitWhy),
			"{deadwood}", strconv.Itoa(a.cost), "{limit}", strconv.Itoa(limit)))
	}
	return mech.Legal
}

// Apply implements mech.Mechanic: the discard played, then every hand
// shown and the round scored; the game ends, or the round of a match.
func (k *knockMech) Apply(t mech.Table, st *core.State, seat int, m *notation.Move) error {
	if err := k.play.Apply(t, st, seat, m); err != nil || st.Result().Over {
		return err
	}
	a, why := k.arrange(st, slices.Clone(st.Pile(k.hand.Of(seat)).Cards), m)
	if why.Why != "" {
		return fmt.Errorf("knock: %s", why.Why)
	}
	o := k.show(st, seat, a)
	winner := k.score(st, o)
	if closed, err := t.CloseRound(st, winner); closed || err != nil {
		return err
	}
	return st.EndGame([]int{winner}, k.Reason.Or(knockReason), k.Reason.Codes...)
}

// Cite implements mech.Citer: a knock is played under the knocking's rule.
func (k *knockMech) Cite(t mech.Table, seat int, m *notation.Move, tally mech.Tally) {
	tally.ApplyCodes(k.codes)
}

// Standings implements mech.Stander: it stands each seat by its total, less its deadwood as its hand
// is arranged now: the higher the better.
func (k *knockMech) Standings(t mech.Table, out []float64) {
	st := t.State()
	for s := range out {
		dead := core.SpreadHand(spreadCards(st, st.Pile(k.hand.Of(s)).Cards), k.Meld, nil).Cost
		out[s] = float64(max(0, st.Score().Totals[s]+100-dead))
	}
}

// Moved implements mech.MoveWatcher: it draws the hand when a turn has
// ended with DrawnAt cards or fewer in the stock: nobody scores and the
// same dealer deals again.
func (k *knockMech) Moved(t mech.Table, st *core.State) error {
	at := mech.ValueIn(st, k.DrawnAt, k.DrawnAtFn)
	if draws, _ := t.Draws(st); at <= 0 || st.Result().Over || draws > 0 || st.Pile(k.stock).Len() > at {
		return nil
	}
	st.Say(k.DrawnText.Or(knockDrawnText), k.DrawnText.Codes...)
	if !k.match {
		return st.EndGame(nil, k.DrawnText.Or(knockDrawnText), k.DrawnText.Codes...)
	}
	return t.NextRound(st, st.Turn().Dealer)
}

// The answers of mech the knockMech gives.
var (
	_ mech.Citer       = (*knockMech)(nil)
	_ mech.Stander     = (*knockMech)(nil)
	_ mech.CodeRunner  = (*knockMech)(nil)
	_ mech.MoveWatcher = (*knockMech)(nil)
	_ mech.Shower      = (*knockMech)(nil)
)

// limit is the most deadwood a seat may knock with in st: the declared
// limit, or the round's answer of a function declared in its place.
func (k *knockMech) limit(st *core.State) int { return mech.ValueIn(st, k.Limit, k.LimitFn) }
