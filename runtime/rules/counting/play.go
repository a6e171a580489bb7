package counting

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/words"
)

// The play of a running count (count.go): a card added, the scores
// it makes, "go", the last card and the count begun again.

// Dealt implements mech.DealWatcher: the hand's play starts once no seat
// owes a choice: the starter is turned up (scoring the dealer heels for a
// jack) and the seat to the dealer's left plays first. While a choice is
// owed no count is under way.
func (c *countMech) Dealt(t mech.Table, st *core.State) error {
	if t.OwedAtOnce(st) {
		return st.SetPart(doesCount, nil)
	}
	if err := st.SetPart(doesCount, &countPart{Last: -1}); err != nil {
		return err
	}
	dealer := st.Turn().Dealer
	if err := st.SetCurrent(st.NextSeat(dealer, 1)); err != nil {
		return err
	}
	if st.Pile(c.starter.ID).Len() > 0 {
		return nil
	}
	card, ok := c.stock.TurnOver(st, c.starter.ID)
	if !ok {
		return nil
	}
	st.Say(c.cited(c.StarterRule.Text, "The starter is "+st.Deck().Card(card).Code+"."), c.StarterRule.Codes...)
	if k := st.Deck().KindOf(card); c.rank[k] == c.jack {
		return c.score(st, dealer, mech.ValueIn(st, c.Heels, c.HeelsFn), "his heels", &c.StarterRule)
	}
	return nil
}

// cited puts a rule code before a text, when there is one.
func (c *countMech) cited(rule, text string) string {
	if rule == "" {
		return text
	}
	return rule + ": " + text
}

// score adds seat its points, narrates them, and ends the game when its
// total reaches the target.
func (c *countMech) score(st *core.State, seat, pts int, why string, rule *mech.Message) error {
	if pts == 0 || st.Result().Over {
		return nil
	}
	if err := st.AddScore(seat, pts); err != nil {
		return err
	}
	total := st.Score().Totals[seat]
	st.SayAbout(seat, c.cited(rule.Text, fmt.Sprintf("{seat} {score|scores} %s for %s (total %d).", words.Plural(pts, "point"), why, total)), rule.Codes...)
	target := mech.ValueIn(st, c.Target, c.TargetFn)
	if total < target {
		return nil
	}
	return st.EndGame([]int{seat}, c.cited(c.WonRule.Text, fmt.Sprintf("a total reached %d", target)), c.WonRule.Codes...)
}

// Apply implements mech.Mechanic: the card played to the count, what it
// scores, and the turn given on.
func (c *countMech) Apply(t mech.Table, st *core.State, seat int, m *notation.Move) error {
	p := *c.part(st)
	k := m.Args[c.card].Cards[0].Kind
	if _, err := st.MoveKind(c.hand.Of(seat), k, c.played.Of(seat), core.OnTop); err != nil {
		return err
	}
	p.Total += c.value.At(st, k)
	p.Seq = append(slices.Clip(p.Seq), k)
	p.Last = seat
	st.SayAbout(seat, "{seat} {play|plays} "+st.Deck().Kind(k).Code+": "+strconv.Itoa(p.Total)+".")
	pts, why := c.playScore(st, &p)
	if err := c.score(st, seat, pts, why, &c.PlayRule); err != nil || st.Result().Over {
		return err
	}
	return c.next(t, st, &p, seat)
}

// playScore is what the card just played scores in st's round, and what
// for.
func (c *countMech) playScore(st *core.State, p *countPart) (int, string) {
	var why []string
	pts := 0
	if sum := mech.ValueIn(st, c.SumPoints, c.SumPointsFn); sum > 0 && c.reaches(st, p.Total) {
		pts += sum
		why = append(why, strconv.Itoa(p.Total))
	}
	var buf [64]int
	ranks := buf[:0]
	for _, k := range p.Seq {
		ranks = append(ranks, c.rank[k])
	}
	if n := core.TailSame(ranks); n >= 2 && len(c.Pairs) > 0 {
		pts += c.pairs(st, min(n, len(c.Pairs)+1)-2)
		why = append(why, strconv.Itoa(n)+" of a rank")
	}
	if run := mech.ValueIn(st, c.Run, c.RunFn); run > 0 {
		if n := core.TailRun(ranks, run); n > 0 {
			pts += n
			why = append(why, "a run of "+strconv.Itoa(n))
		}
	}
	return pts, strings.Join(why, " and ")
}

// next gives the turn to the next seat that can play; another seat
// holding cards that cannot says go, unless the count is at the cap. When nobody can, the count ends.
func (c *countMech) next(t mech.Table, st *core.State, p *countPart, seat int) error {
	s := seat
	for range st.Seats() {
		s = st.NextSeat(s, 1)
		if c.fits(st, s, p.Total) {
			if err := st.SetPart(doesCount, p); err != nil {
				return err
			}
			return st.SetCurrent(s)
		}
		if s != seat && p.Said&(1<<uint(s)) == 0 && p.Total < c.Cap && st.Pile(c.hand.Of(s)).Len() > 0 {
			p.Said |= 1 << uint(s)
			st.SayAbout(s, c.cited(c.GoRule.Text, "{seat} {say|says} go."), c.GoRule.Codes...)
		}
	}
	return c.endCount(t, st, p)
}

// endCount scores the last card, then begins the count again from the
// seat after the last to play that holds cards, or, every card played,
// counts the hands.
func (c *countMech) endCount(t mech.Table, st *core.State, p *countPart) error {
	if p.Total < c.Cap {
		if err := c.score(st, p.Last, mech.ValueIn(st, c.Last, c.LastFn), "the last card", &c.GoRule); err != nil || st.Result().Over {
			return err
		}
	}
	s := p.Last
	for range st.Seats() {
		s = st.NextSeat(s, 1)
		if st.Pile(c.hand.Of(s)).Len() > 0 {
			if err := st.SetPart(doesCount, &countPart{Last: -1}); err != nil {
				return err
			}
			st.Say(c.cited(c.GoRule.Text, "The count begins again."), c.GoRule.Codes...)
			return st.SetCurrent(s)
		}
	}
	return c.show(t, st)
}

// reaches reports whether total is one of the counts that score in st's
// round (Sums).
func (c *countMech) reaches(st *core.State, total int) bool {
	if c.SumsFn == nil {
		return slices.Contains(c.Sums, total)
	}
	for i, sum := range c.Sums {
		if i < len(c.SumsFn) {
			sum = mech.ValueIn(st, sum, c.SumsFn[i])
		}
		if sum == total {
			return true
		}
	}
	return false
}

// pairs is what the i-th entry of Pairs scores in st's round (2 cards of
// a rank at 0).
func (c *countMech) pairs(st *core.State, i int) int {
	if i < len(c.PairsFn) {
		return mech.ValueIn(st, c.Pairs[i], c.PairsFn[i])
	}
	return c.Pairs[i]
}
