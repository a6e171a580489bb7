package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Rounds declares a match of rounds: the win of Decl.Win ends a round, not
// the game; the round is scored, and the next is dealt at once, until a
// seat's total reaches the target.
type Rounds struct {
	// Rule are the rule codes the scoring applies, counted at each round
	// scored.
	Rule Message `lua:"rule" doc:"The rule codes of the scoring, such as \"UC-17\": the designer's report counts them as applied at each round scored."`
	// Own scores each seat the points of its own cards; otherwise the
	// winner of a round scores the points of the cards the others hold.
	Own bool `lua:"score" choice:"others|own" doc:"How a round is scored: its winner scores the points of the cards the others hold (\"others\", the default), or each seat adds the points of its own (\"own\")."`
	// Piles are the per-seat piles whose cards count (the hand when none).
	Piles []string `lua:"piles" doc:"The per-seat piles whose cards count ({hand} by default)."`
	// Target is the total that ends the match. LowestWins gives the match
	// to the lowest total (sharing it on a tie), otherwise the highest.
	Target   int `lua:"target" fn:"game" doc:"The total that ends the match (required unless rounds says how many rounds it lasts)."`
	TargetFn Func
	// Length, above 0, is how many rounds the match lasts: after the last
	// the best total wins (Target, if declared too, may end it before).
	Length   int `lua:"rounds" fn:"game" doc:"How many rounds (deals) the match lasts: after the last, the best total wins; a target declared too may end it sooner."`
	LengthFn Func
	// Floor, above 0, also ends the match when a total falls to -Floor or
	// below, the highest total winning.
	Floor        int  `lua:"floor" doc:"The match also ends when a total falls to minus this number or below (floor = 200: -200), the highest total winning; none by default."`
	LowestWins   bool `lua:"wins" choice:"highest|lowest" fn:"game" doc:"Which total wins the match (ties share it): the highest (the default) or the lowest."`
	LowestWinsFn Func
	// WinnerDeals gives the next deal to the round's winner; otherwise the
	// deal passes to the left.
	WinnerDeals   bool `lua:"next_dealer" choice:"left|winner" fn:"round" doc:"Who deals the next round: the seat to the dealer's left (the default) or the round's winner."`
	WinnerDealsFn Func
	// Winners, when set, is a function called as the match ends that
	// names its winners (rounds_winners.go).
	Winners Func `lua:"winners" as:"atEnd" doc:"A function(at) called once as the match ends, its scores final (at.scores), returning the list of its winning seats, such as {1, 3}, or {} for none: they win in place of the best totals (the result's reason stays). An answer that is not a list of distinct seats is refused at the function's line."`
	// Losers, when set, is a function called as the match ends that names
	// its losers (rounds_winners.go).
	Losers Func `lua:"losers" as:"atEnd" doc:"A function(at) called once as the match ends, its scores final (at.scores), returning the list of its losing seats, such as {2}, or {} for none: they lose the match, beside its winners (the best totals, or those winners names; with winners answering {}, a match lost by some and won by nobody, which is no draw). An answer that is not a list of distinct seats is refused at the function's line."`
	// ScoreText narrates the winner's score, OwnText each seat's own, and
	// HeldText, before the winner's score, what each other seat holds:
	// templates about the seat, where {points} is the points ("6 points")
	// and {total} the seat's total after them; in OwnText {cards} is the
	// cards held ("2 cards").
	ScoreText Message `lua:"score_say" doc:"Narrates the winner's score, a line about the winner; {points} is the points (\"6 points\"), {total} the winner's total after them."`
	OwnText   Message `lua:"own_say" doc:"Narrates each seat's own score (score = \"own\"); {points} is the points, {cards} the cards held (\"2 cards\"), {total} the seat's total."`
	HeldText  Message `lua:"held_say" doc:"With score = \"others\": narrates, before the winner's score, what each other seat holds, a line about that seat; {points} is the points."`
	// WonText narrates the end of the match, a template about its (first)
	// winner, and SharedText, when set, a win shared ("" for the engine's
	// words): {target} is the target, {total} the winning total, and in
	// SharedText {winners} the winners ("seat 1 and seat 3").
	WonText    Message `lua:"won_say" doc:"Narrates the end of the match, a line about its (first) winner; {target} is the target, {rounds} the rounds the match lasts, {total} the winning total (the engine's words by default)."`
	SharedText Message `lua:"shared_say" doc:"Narrates the end of a match whose win is shared (won_say by default); {winners} are the winners (\"seat 1 and seat 3\"), {target} the target, {rounds} the rounds the match lasts, {total} their total."`
	// ByCount, when set, scores each seat's own cards by how many it holds,
	// not by their points (see Band).
	ByCount []Band `lua:"by_count" doc:"With score = \"own\": each seat scores by how many cards it holds, not their points, by the first line whose max it does not exceed (the last line beyond them all)."`
	// Alternate plays each round in the direction opposite to the round
	// before; otherwise every round starts clockwise.
	Alternate bool `lua:"direction" choice:"clockwise|alternate" doc:"The direction of play of each round: clockwise (the default), or the opposite of the round before (\"alternate\")."`
	// Points, when set, are what each card counts, by card code or suit
	// code (a card's code first; a card it names not counts 0), in place
	// of the deck's points.
	Points map[string]int `lua:"points" as:"fnMap" doc:"What each card counts, by card code or suit code, such as {H = 1, QS = 13} (a card's own code first; a card named by neither counts 0); the deck's points by default. An entry may be a function(at) of the round, such as {QS = function(at) return 13 * at.round end}, called once as each round starts (rulerun.At)."`
	// PointsFn are the entries of Points given as functions, by name
	// (their entries in Points are 0).
	PointsFn map[string]Func
	// Moon, with Own, is the points of a round one seat may take in all: a
	// seat whose cards count that many scores none and every other seat
	// scores them instead; MoonText narrates it, a template about that
	// seat where {points} is the points.
	Moon     int     `lua:"moon" doc:"With score = \"own\": a seat whose cards count this many points in a round (all there are) scores none, and every other seat scores them instead (shooting the moon)."`
	MoonText Message `lua:"moon_say" doc:"Narrates it, a line about the seat that took them all; {points} is the points (\"26 points\")."`
}

// roundsPlan is Rounds resolved for one game.
type roundsPlan struct {
	*Rounds
	piles  []Pile
	points []int // what each kind of card counts (Points), or nil
	// pointsFn is, by kind of card, the function of the round that prices
	// it (Points given as functions), or nil when none is.
	pointsFn []Func
	// pointsTally is, by kind of card, the tally of the entry of Points
	// that prices it, or -1 (rounds_points.go).
	pointsTally []int
}

func (p *Plan) resolveRounds() error {
	r := p.d.Rounds
	if r == nil {
		return nil
	}
	rp := &roundsPlan{Rounds: r}
	names := r.Piles
	if len(names) == 0 {
		names = []string{p.d.Hand}
	}
	for _, name := range names {
		pile, ok := p.table.Pile(name)
		if !ok || !pile.PerSeat {
			return fmt.Errorf("match: %q is not a pile declared per seat", name)
		}
		rp.piles = append(rp.piles, pile)
	}
	if r.Target <= 0 && r.Length <= 0 && r.TargetFn == 0 && r.LengthFn == 0 {
		return fmt.Errorf("match: the target must be above 0, or the rounds the match lasts declared")
	}
	var err error
	if rp.points, err = r.cardPoints(p.d.Deck); err != nil {
		return err
	}
	rp.pointsFn = r.cardPointFns(p.d.Deck)
	p.rounds = rp
	p.tallies.talliers = append(p.tallies.talliers, rp)
	return nil
}

// A roundEnder is a mechanic that ends the rounds of a match (tricks taken,
// a knock).
type roundEnder = mech.RoundEnder

// checkRoundsEnd refuses a match no round of which can end: no empty hand
// wins, no mechanic ends a round, and no places are taken.
func (p *Plan) checkRoundsEnd() error {
	ends := p.placer() != nil
	for _, m := range p.mechanics() {
		if _, ok := m.(roundEnder); ok {
			ends = true
		}
	}
	if p.rounds != nil && !p.d.Win.EmptyHand && !ends {
		return fmt.Errorf("match: no round can end: declare how one is won (game.win = {empty_hand = true}, tricks taken with does = \"follow\", a knock with does = \"knock\", or game.places)")
	}
	return nil
}

// endRound scores the round winner won, then ends the match when a total
// has reached the target, or deals the next round.
func (rp *roundsPlan) endRound(g *Game, st *core.State, winner int) error {
	order := slices.Clone(st.Turn().Order) // the places, which the next round clears
	if len(order) == 0 || order[0] != winner {
		order = append([]int{winner}, slices.DeleteFunc(order, func(s int) bool { return s == winner })...)
	}
	if pl := g.p.placer(); pl != nil && pl.ScoresPlaces() {
		pl.ScorePlaces(st, order)
		sayTotals(st)
	} else {
		rp.scoreRound(g, st, winner)
	}
	return rp.closeRound(g, st, winner, order)
}

// closeRound ends the match when a total has reached the target, or deals
// the next round (after the places' exchange, given the order in which the
// seats went out, or nil): a mechanic that scored the round itself (a
// knock) closes it so.
func (rp *roundsPlan) closeRound(g *Game, st *core.State, winner int, order []int) error {
	r := rp
	over, err := false, error(nil)
	if target := rp.target(st); target > 0 {
		over, err = st.MatchOver(target, rp.lowest(st))
	}
	if !over && err == nil && r.Floor > 0 {
		over, err = st.MatchFloor(-r.Floor)
	}
	if length := rp.length(st); !over && err == nil && length > 0 && st.RoundNumber() >= length {
		over, err = true, st.MatchPlayed(length, rp.lowest(st))
	}
	if over && err == nil {
		err = rp.nameOutcome(g.hooks, g.d.Funcs, st)
	}
	if over || err != nil {
		st.EndRound() // the last round is closed too, so its scores are listed with the others
		rp.sayMatchWon(g, st)
		return err
	}
	next := (st.Turn().Dealer + 1) % st.Seats() // to the left, whatever the direction of play
	if mech.FlagIn(st, r.WinnerDeals, r.WinnerDealsFn) {
		next = winner
	}
	pl, most := g.p.placer(), -1
	if pl != nil {
		most = pl.MostCards(view{g}, st, winner)
	}
	if err := rp.nextRound(g, st, next); err != nil {
		return err
	}
	if pl != nil && order != nil {
		return pl.NextHand(st, order, most)
	}
	return nil
}

// placer is the mechanic that keeps the places of the match's rounds, or
// nil.
func (p *Plan) placer() mech.Placer {
	for _, m := range p.hear.inners {
		if pl, ok := m.(mech.Placer); ok {
			return pl
		}
	}
	return nil
}

// held is the points of the cards seat holds in the piles that count.
func (rp *roundsPlan) held(g *Game, st *core.State, seat int) int {
	if len(rp.ByCount) > 0 {
		return rp.byCount(g, st, seat)
	}
	total := 0
	d := st.Deck()
	for _, p := range rp.piles {
		for _, c := range st.Pile(p.Of(seat)).Cards {
			total += rp.cardPointsOf(st, d, c)
		}
	}
	return total
}

// scoreRound adds the round's points to the totals and narrates them.
func (rp *roundsPlan) scoreRound(g *Game, st *core.State, winner int) {
	r := rp
	if g.tally != nil {
		g.tally.ApplyCodes(r.Rule.Codes)
	}
	if s := g.p.roundScorer(); s != nil {
		s.ScoreRound(view{g}, st)
	} else if r.Own {
		rp.scoreOwn(g, st)
	} else {
		won := 0
		for s := range st.Seats() {
			if s != winner {
				p := rp.held(g, st, s)
				rp.tallyPoints(g, st, s)
				won += p
				if r.HeldText.Text != "" && !st.Imagined() {
					st.SayAbout(s, points(r.HeldText.Text, p), r.HeldText.Codes...)
				}
			}
		}
		_ = st.AddScore(winner, won)
		if !st.Imagined() {
			text := points(r.ScoreText.Or("{seat} {score|scores} {points}."), won)
			st.SayAbout(winner, strings.ReplaceAll(text, "{total}", strconv.Itoa(st.Score().Totals[winner])), r.ScoreText.Codes...)
		}
	}
	sayTotals(st)
}

// sayTotals narrates every seat's total after the round.
func sayTotals(st *core.State) {
	if st.Imagined() {
		return // no one reads it
	}
	parts := make([]string, st.Seats())
	for s := range parts {
		parts[s] = fmt.Sprintf("%s %d", mech.SeatName(s), st.Score().Totals[s])
	}
	st.Say(fmt.Sprintf("Scores after round %d: %s.", st.RoundNumber(), strings.Join(parts, ", ")))
}

// roundScorer is the mechanic that scores a round itself, or nil.
func (p *Plan) roundScorer() mech.RoundScorer {
	for _, m := range p.hear.inners {
		if s, ok := m.(mech.RoundScorer); ok {
			return s
		}
	}
	return nil
}

// sayMatchWon narrates the end of the match.
func (rp *roundsPlan) sayMatchWon(g *Game, st *core.State) {
	res := st.Result()
	if len(res.Winners) == 0 {
		return
	}
	names := make([]string, len(res.Winners))
	for i, s := range res.Winners {
		names[i] = mech.SeatName(s)
	}
	how := " wins the match"
	if len(names) > 1 {
		how = " share the match win"
	}
	best := st.Score().Totals[res.Winners[0]]
	if rp.sayMatchDeclared(st, res.Winners, best) {
		return
	}
	format, n := "A total has reached %d: %s%s with %s.", rp.target(st)
	if length := rp.length(st); length > 0 && st.Result().Reason == core.PlayedReason(length) {
		format, n = "The last of %d rounds is played: %s%s with %s.", length
	}
	st.Say(fmt.Sprintf(format, n, strings.Join(names, " and "), how, plural(best, "point")))
}

// nextRound gathers the cards and deals the next round, dealer dealing;
// in a match, play starts clockwise again, or the other way round where
// the rounds alternate. A game that is no match (rp nil) deals its next
// hand so too, its direction unchanged.
func (rp *roundsPlan) nextRound(g *Game, st *core.State, dealer int) error {
	st.NewRound()
	if err := st.SetDealer(dealer); err != nil {
		return err
	}
	switch {
	case rp == nil: // no match: the direction stays
	case rp.Alternate:
		st.Reverse()
	default:
		st.SetDirection(1)
	}
	if err := g.p.deal.deal(g, st, dealer); err != nil {
		return err
	}
	return g.p.deal.afterDeal(g, st)
}

// points puts the points in a template that has a place for them.
func points(text string, n int) string {
	return strings.ReplaceAll(text, "{points}", plural(n, "point"))
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// bestTotals is the seats with the best total in a match (the lowest or
// the highest, as the match declares), or none outside a match (rp nil).
func (rp *roundsPlan) bestTotals(st *core.State) []int {
	if rp == nil {
		return nil
	}
	totals := st.Score().Totals
	var best []int
	for s, t := range totals {
		switch {
		case len(best) == 0:
			best = []int{s}
		case t == totals[best[0]]:
			best = append(best, s)
		case rp.lowest(st) == (t < totals[best[0]]):
			best = []int{s}
		}
	}
	return best
}

// redeals reports whether a move that empties a hand, or leaves one card
// in it, may end a round and deal the next: in a match (rp not nil), and,
// when only the script's code runs then (dealt), only if it does.
func (rp *roundsPlan) redeals(dealt bool) bool { return rp != nil && dealt }

// target is the total that ends the match, as declared or as the
// declaration's function said for the game (0 for none).
func (rp *roundsPlan) target(st *core.State) int { return mech.ValueIn(st, rp.Target, rp.TargetFn) }

// length is how many rounds the match lasts (0 for no limit), as declared
// or as the declaration's function said for the game.
func (rp *roundsPlan) length(st *core.State) int { return mech.ValueIn(st, rp.Length, rp.LengthFn) }

// lowest reports whether the lowest total wins the match, as declared or
// as the declaration's function said for the game.
func (rp *roundsPlan) lowest(st *core.State) bool {
	return mech.FlagIn(st, rp.LowestWins, rp.LowestWinsFn)
}
