package knocking

import (
	"math/bits"
	"slices"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// The showdown after a knock (knock.go): every hand is shown, each
// arranged by the engine, the knocker's with the least deadwood (or as it
// typed it, arrange.go), every
// other with the least deadwood once it has laid off what it can onto the
// knocker's melds (nothing after a clean knock, one with no deadwood); then the round is scored.

// knockShow is what the showdown found: the knocker, whether it went
// knocked clean (no deadwood), and each seat's deadwood points, after its lay-offs.
type knockShow struct {
	knocker int
	clean   bool
	dead    []int
}

// show shows every hand, the knocker's first, arranged as a, narrating the
// melds, lay-offs and deadwood.
func (k *knockMech) show(st *core.State, knocker int, a arrangement) knockShow {
	o := knockShow{knocker: knocker, dead: make([]int, st.Seats())}
	hand := a.hand
	cards := spreadCards(st, hand)
	sp := a.spread()
	o.clean, o.dead[knocker] = sp.Cost == 0, sp.Cost
	k.reveal(st)
	if o.clean {
		st.SayAbout(knocker, mech.Fill(k.CleanText.Or(knockCleanText), "{melds}", spreadText(st, hand, sp.Melds)), k.CleanText.Codes...)
	} else {
		k.sayHand(st, knocker, &k.KnockText, k.KnockText.Or(knockText), hand, sp.Melds, sp.Deadwood, sp.Cost)
	}
	var melds [][]core.SpreadCard
	for _, m := range sp.Melds {
		melds = append(melds, maskCards(cards, m))
	}
	for i := 1; i < st.Seats(); i++ {
		s := (knocker + i) % st.Seats()
		o.dead[s] = k.showOther(st, s, melds, o.clean)
	}
	return o
}

// showOther shows seat's hand, laying off onto the knocker's melds unless
// a clean knock forbids it, and returns its deadwood.
func (k *knockMech) showOther(st *core.State, seat int, melds [][]core.SpreadCard, clean bool) int {
	hand := slices.Clone(st.Pile(k.hand.Of(seat)).Cards)
	cards := spreadCards(st, hand)
	var cost func(uint64) int
	if !clean {
		cost = func(dead uint64) int { return core.MaskPoints(cards, dead&^core.LayOff(melds, cards, dead)) }
	}
	sp := core.SpreadHand(cards, k.Meld, cost)
	var laid uint64
	if !clean {
		laid = core.LayOff(melds, cards, sp.Deadwood)
	}
	k.sayHand(st, seat, &k.ShowText, k.ShowText.Or(knockShowText), hand, sp.Melds, sp.Deadwood&^laid, sp.Cost)
	if laid != 0 {
		st.SayAbout(seat, mech.Fill(k.LayOffText.Or(knockLayText), "{cards}", maskText(st, hand, laid)), k.LayOffText.Codes...)
	}
	return sp.Cost
}

// reveal shows every hand to every seat.
func (k *knockMech) reveal(st *core.State) {
	d := st.Deck()
	var kinds []int
	for s := range st.Seats() {
		for _, c := range st.Pile(k.hand.Of(s)).Cards {
			kinds = append(kinds, d.KindOf(c))
		}
	}
	st.Reveal(kinds, st.AllSeats())
}

// sayHand narrates a hand shown: its melds, deadwood and points.
func (k *knockMech) sayHand(st *core.State, seat int, msg *mech.Message, text string, hand []core.CardID, melds []uint64, dead uint64, pts int) {
	st.SayAbout(seat, points(mech.Fill(text, "{melds}", spreadText(st, hand, melds),
		"{deadwood}", maskText(st, hand, dead)), pts), msg.Codes...)
}

// score scores the round: a clean knock, the knocker's difference, or an undercut;
// it returns the round's winner.
func (k *knockMech) score(st *core.State, o knockShow) int {
	winner, won, own := o.knocker, 0, o.dead[o.knocker]
	for i := 1; i < st.Seats(); i++ {
		s := (o.knocker + i) % st.Seats()
		switch d := o.dead[s]; {
		case o.clean:
			won += mech.ValueIn(st, k.CleanBonus, k.CleanBonusFn) + d
		case d <= own:
			pts := own - d + mech.ValueIn(st, k.UndercutBonus, k.UndercutBonusFn)
			_ = st.AddScore(s, pts)
			st.SayAbout(s, points(k.UndercutText.Or(knockUnderText), pts), k.UndercutText.Codes...)
			winner = s
		default:
			won += d - own
		}
	}
	if winner == o.knocker {
		_ = st.AddScore(o.knocker, won)
		st.SayAbout(o.knocker, points(k.ScoreText.Or(knockScoreText), won), k.ScoreText.Codes...)
	}
	return winner
}

// maskCards is the cards of mask.
func maskCards(cards []core.SpreadCard, mask uint64) []core.SpreadCard {
	var out []core.SpreadCard
	for ; mask != 0; mask &= mask - 1 {
		out = append(out, cards[bits.TrailingZeros64(mask)])
	}
	return out
}

// maskText writes the cards of mask, lowest rank first, or "none".
func maskText(st *core.State, hand []core.CardID, mask uint64) string {
	ids := maskIDs(st, hand, mask)
	if len(ids) == 0 {
		return "none"
	}
	d := st.Deck()
	codes := make([]string, len(ids))
	for i, c := range ids {
		codes[i] = d.Card(c).Code
	}
	return strings.Join(codes, " ")
}

// maskIDs is the cards of mask, lowest rank first, then by suit.
func maskIDs(st *core.State, hand []core.CardID, mask uint64) []core.CardID {
	var ids []core.CardID
	for ; mask != 0; mask &= mask - 1 {
		ids = append(ids, hand[bits.TrailingZeros64(mask)])
	}
	slices.SortFunc(ids, func(a, b core.CardID) int { return cardOrder(st.Deck(), a, b) })
	return ids
}

// cardOrder orders cards by rank, then suit.
func cardOrder(d *core.Deck, a, b core.CardID) int {
	if ra, rb := d.Card(a).RankIndex, d.Card(b).RankIndex; ra != rb {
		return ra - rb
	}
	return d.Card(a).SuitIndex - d.Card(b).SuitIndex
}

// spreadText writes melds, lowest first, "AS 2S 3S / 7C 7D 7H", or "no
// melds".
func spreadText(st *core.State, hand []core.CardID, melds []uint64) string {
	if len(melds) == 0 {
		return "no melds"
	}
	sorted := slices.Clone(melds)
	slices.SortFunc(sorted, func(a, b uint64) int {
		return cardOrder(st.Deck(), maskIDs(st, hand, a)[0], maskIDs(st, hand, b)[0])
	})
	parts := make([]string, len(sorted))
	for i, m := range sorted {
		parts[i] = maskText(st, hand, m)
	}
	return strings.Join(parts, " / ")
}
