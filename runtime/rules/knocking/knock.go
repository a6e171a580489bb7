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

// doesKnock is the Does word of a knock.
const doesKnock = "knock"

// Knocking declares private melds and the knock, among the declarations
// of the whole game under "knock"; a script declares it as game.knocking.
type Knocking struct {
	// Limit is the most deadwood a seat may knock with; Meld the fewest
	// cards of a meld.
	Limit int `lua:"limit" default:"10" doc:"The most deadwood a seat may knock with (10 by default)."`
	Meld  int `lua:"meld" default:"3" doc:"The fewest cards of a meld, set or run (3 by default)."`
	// CleanBonus and UndercutBonus are the bonuses of a clean knock and an undercut.
	CleanBonus    int `lua:"clean_bonus" doc:"What a knock with no deadwood (a clean knock) scores on top of the other seats' deadwood."`
	UndercutBonus int `lua:"undercut_bonus" doc:"What a seat that undercuts the knocker (deadwood no more than the knocker's) scores on top of the difference."`
	// DrawnAt draws the hand when a turn ends with that many cards or fewer
	// in the stock (0 never).
	DrawnAt int `lua:"drawn_at" doc:"The hand is drawn, nobody scoring and the same dealer dealing again, when a turn ends with this many cards or fewer in the stock (0: never)."`
	// Rule is the rule code the knock's refusal cites; LimitWhy the refusal.
	Rule     mech.Message `lua:"rule" doc:"The rule code the refusal of a knock cites, such as \"KN-5\"."`
	LimitWhy mech.Message `lua:"limit_why" doc:"The refusal of a knock with too much deadwood; {deadwood} is the deadwood it would leave, {limit} the limit."`
	// CardWhy and MeldWhy refuse an arrangement the knocker types (a knock
	// whose form has a <melds> slot): a card not in the hand once it
	// discards, or typed twice ({card}); a group that is no meld ({meld}
	// its cards, {size} the fewest cards of a meld).
	CardWhy mech.Message `lua:"card_why" doc:"The refusal of a typed arrangement (a knock whose form has a <melds> slot) naming a card not in the hand once the knocker discards, or twice; {card} is the card."`
	MeldWhy mech.Message `lua:"meld_why" doc:"The refusal of a typed arrangement with a group that is no meld; {meld} is the group, {size} the fewest cards of a meld."`
	// The narrations, templates about a seat ("" for the engine's words):
	// {melds} are the melds ("AS 2S 3S / 7H 7D 7C"), {deadwood} the
	// deadwood's cards, {points} its points, {cards} the cards laid off.
	KnockText    mech.Message `lua:"knock_say" doc:"Narrates the knocker's hand shown, about it: {melds}, {deadwood} and {points} (its deadwood's points)."`
	CleanText    mech.Message `lua:"clean_say" doc:"Narrates a clean knock, one with no deadwood, about the knocker: {melds}."`
	ShowText     mech.Message `lua:"show_say" doc:"Narrates another seat's hand shown, about it: {melds}, {deadwood} and {points} (after its lay-offs)."`
	LayOffText   mech.Message `lua:"lay_off_say" doc:"Narrates the cards a seat lays off onto the knocker's melds, about it: {cards}."`
	ScoreText    mech.Message `lua:"score_say" doc:"Narrates the knocker's score, about it: {points}."`
	UndercutText mech.Message `lua:"undercut_say" doc:"Narrates an undercut, about the seat that makes it: {points} is its score."`
	DrawnText    mech.Message `lua:"drawn_say" doc:"Narrates a drawn hand."`
	Reason       mech.Message `lua:"reason" doc:"The result's reason when the game is a single hand (no game.match)."`
}

// KnockingDecl is how a script declares the knocking (the registry).
var KnockingDecl = &mech.Decl{Does: doesKnock, Field: "knocking", Class: "rulerun.KnockingDecl",
	Doc: "Declared games: private melds and a knock: verbs with does = \"knock\" (a play of one card) discard a card and end the hand when the deadwood left, in the engine's least-deadwood arrangement of sets and runs (or the melds the knocker types, when the knock's form has an optional <melds> slot: \"knock <card> [with <melds>]\"), is no more than the limit; the other seats lay off onto the knocker's melds (not after a clean knock); the lower deadwood scores the difference, with bonuses for a clean knock (no deadwood) and an undercut.",
	New: func() any { return &Knocking{} }}

// The engine's words where the declaration gives none.
const (
	knockLimitWhy  = "your deadwood would be {deadwood}: you may knock with {limit} or less"
	knockText      = "{seat} {knock|knocks}: {melds}; deadwood {deadwood} ({points})."
	knockCleanText = "{seat} {knock|knocks} with no deadwood: {melds}."
	knockShowText  = "{seat} {show|shows} {melds}; deadwood {deadwood} ({points})."
	knockLayText   = "{seat} {lay|lays} off {cards}."
	knockScoreText = "{seat} {score|scores} {points}."
	knockUnderText = "{seat} {undercut|undercuts} the knocker and {score|scores} {points}."
	knockDrawnText = "The stock is down to its last cards: the hand is drawn."
	knockReason    = "the hand is knocked"
)

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
	pp := s.Play(v)
	if pp == nil || !pp.Single() {
		return nil, fmt.Errorf("a knock discards one card: declare its play of a single card")
	}
	m := &knockMech{Knocking: k, play: pp, slot: s.PlaySlot(v), hand: s.Hand(), match: s.Match(), meldSlot: -1}
	if stock := s.Stock(); stock != nil {
		m.stock = stock.DrawPile().ID
	} else if k.DrawnAt > 0 {
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
	for i, dead := range core.DiscardDeadwood(spreadCards(st, hand), k.Meld) {
		kind := d.KindOf(hand[i])
		if dead > k.Limit && tally != nil && tally.Listing {
			tally.RefuseCodes(k.limitCodes) // left out under the limit's rule
		}
		if dead > k.Limit || k.play.Barred(st, kind) {
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
	if a.cost > k.Limit {
		return mech.RefuseUnder(&k.Rule, &k.LimitWhy, mech.Fill(k.LimitWhy.Or(knockLimitWhy),
			"{deadwood}", strconv.Itoa(a.cost), "{limit}", strconv.Itoa(k.Limit)))
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
	if k.DrawnAt <= 0 || st.Result().Over || t.Drew(st) > 0 || st.Pile(k.stock).Len() > k.DrawnAt {
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
