package counting_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/choosing"
	"github.com/rulerun/rulerun/runtime/rules/counting"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// countDecl is a game of two seats dealt six cards each, aces low, who
// lay two each away to the dealer's crib, then play to a running count to
// 31 and count their hands with a starter, to target points.
func countDecl(t testing.TB, target int) *rules.Decl {
	t.Helper()
	spec := core.French52()
	spec.Ranks = append(spec.Ranks[len(spec.Ranks)-1:], spec.Ranks[:len(spec.Ranks)-1]...)
	spec.Cards = core.ProductCards(spec.Suits, spec.Ranks, false, 1)
	deck, err := core.NewDeck(spec)
	require.NoError(t, err)
	gr, err := notation.NewGrammar([]string{"lay <cards>", "play <card>"})
	require.NoError(t, err)
	return &rules.Decl{
		Grammar: gr, Deck: deck, Hand: "hand", Start: "stock",
		Piles: []core.PileSpec{{Name: "stock", Vis: core.Hidden}, {Name: "starter", Vis: core.Public},
			{Name: "crib", Vis: core.Hidden}, {Name: "laying", Vis: core.OwnerOnly, PerSeat: true},
			{Name: "hand", Vis: core.OwnerOnly, PerSeat: true}, {Name: "played", Vis: core.Public, PerSeat: true}},
		Deal:  rules.Deal{Dealer: 0, Hand: 6, Sort: true},
		Stock: rules.Stock{Pile: "stock"},
		Verbs: []rules.Verb{{Name: "lay", Does: "choose"}, {Name: "play", Does: "count"}},
		Mechanics: map[string]any{
			"choose": &choosing.Choice{Cards: 2, Pile: "laying", To: []string{"crib"}, Rule: msg("C-1")},
			"count": &counting.Count{Played: "played", Cap: 31, Values: map[string]int{"T": 10, "J": 10, "Q": 10, "K": 10},
				Sums: []int{15, 31}, SumPoints: 2, Pairs: []int{2, 6, 12}, Run: 3, Last: 1,
				Starter: "starter", Jack: "J", Heels: 2, Nobs: 1, Crib: "crib",
				ShowSum: 15, ShowSumPoints: 2, Flush: 4, CribFlush: 5, Target: target, Rule: msg("C-2")},
		},
	}
}

// counted starts a game of countDecl in its play: the cards where at
// says, the count at total after the kinds seq, seat 2 (index 1) to play.
func counted(t *testing.T, target int, at table, total int, seq ...string) *rules.Game {
	t.Helper()
	return countedOf(t, countDecl(t, target), at, total, seq...)
}

// countedOf is counted of the declaration d.
func countedOf(t *testing.T, d *rules.Decl, at table, total int, seq ...string) *rules.Game {
	t.Helper()
	p, err := rules.NewPlan(d, 2)
	require.NoError(t, err)
	g, err := p.NewGame(1, nil)
	require.NoError(t, err)
	st := g.State()
	place(t, st, at)
	require.NoError(t, st.SetPart("choose", nil))
	kinds := make([]int, len(seq))
	for i, code := range seq {
		kinds[i], _ = st.Deck().Lookup(code)
	}
	data, err := json.Marshal(map[string]any{"total": total, "seq": kinds, "last": -1})
	require.NoError(t, err)
	part, err := rules.ReadPart("count", data)
	require.NoError(t, err)
	require.NoError(t, st.SetPart("count", part))
	require.NoError(t, st.SetCurrent(1))
	return p.Resume(st, nil)
}

// countHands are two hands in play, the starter and the crib laid away.
var countHands = table{"hand.1": {"5S", "TD", "KC", "4H"}, "hand.2": {"5C", "6D", "9H", "JS"},
	"starter": {"5D"}, "crib": {"2C", "3C", "7S", "8S"}, "played.1": {}, "played.2": {}, "laying.1": {}, "laying.2": {}}

// logSince is the log since n, each line as seat 1 reads it.
func logSince(g *rules.Game, n int) string {
	var out []string
	for _, e := range g.State().LogSince(n) {
		out = append(out, e.TextFor(0))
	}
	return strings.Join(out, "\n")
}

func TestCountPlay(t *testing.T) {
	for name, tc := range map[string]struct {
		total  int
		seq    []string
		moves  []string // "seat:move" in turn
		legal  []string // then the moves of the seat to act
		refuse string   // then a move of seat 2 refused
		why    string
		scores []int // then the totals
		log    string
		notLog string // a line the log must not hold
	}{
		"every card that fits": {total: 24, seq: []string{"TH", "8C", "6C"},
			legal: []string{"play 5C", "play 6D"}, refuse: "play 9H", why: "C-2: the count may not pass 31"},
		"a card not held": {refuse: "play 2D", why: "C-2: you do not hold 2D"},
		"fifteen for two": {total: 10, seq: []string{"TH"}, moves: []string{"1:play 5C"},
			scores: []int{0, 2}, log: "seat 2 scores 2 points for 15 (total 2)."},
		"a pair, then three of a rank": {moves: []string{"1:play 5C", "0:play 5S"},
			scores: []int{2, 0}, log: "You score 2 points for 2 of a rank (total 2)."},
		"three of a rank and fifteen": {total: 5, seq: []string{"5H"}, moves: []string{"1:play 5C", "0:play 5S"},
			scores: []int{8, 2}, log: "You score 8 points for 15 and 3 of a rank (total 8)."},
		"a run in any order": {total: 7, seq: []string{"3H", "4D"}, moves: []string{"1:play 5C"},
			scores: []int{0, 3}, log: "seat 2 scores 3 points for a run of 3 (total 3)."},
		"go, and the last card": {total: 20, seq: []string{"TH", "TC"}, moves: []string{"1:play 6D", "0:play 4H"},
			scores: []int{1, 0}, log: "seat 2 says go.", notLog: "You say go."},
		"thirty-one, and no last card point": {total: 22, seq: []string{"TH", "2D", "TC"}, moves: []string{"1:play 9H"},
			scores: []int{0, 2}, log: "The count begins again."},
	} {
		t.Run(name, func(t *testing.T) {
			g := counted(t, 121, countHands, tc.total, tc.seq...)
			n := g.State().LogLen()
			for _, m := range tc.moves {
				seat, text, _ := strings.Cut(m, ":")
				play(t, g, int(seat[0]-'0'), text)
			}
			if tc.legal != nil {
				d, err := g.ToAct()
				require.NoError(t, err)
				assert.ElementsMatch(t, tc.legal, moves(t, g, d.Seat))
			}
			if tc.refuse != "" {
				assert.Equal(t, tc.why, refused(t, g, 1, tc.refuse))
			}
			if tc.scores != nil {
				assert.Equal(t, tc.scores, g.State().Score().Totals)
			}
			assert.Contains(t, logSince(g, n), tc.log)
			if tc.notLog != "" {
				assert.NotContains(t, logSince(g, n), tc.notLog, "the player of the last card says no go")
			}
		})
	}
}

func TestCountShow(t *testing.T) {
	at := table{"hand.1": {"5S"}, "hand.2": {}, "played.1": {"5H", "5C", "JD"}, "played.2": {"2D", "3D", "4D", "6D"},
		"starter": {"5D"}, "crib": {"2C", "3C", "7S", "8S"}, "laying.1": {}, "laying.2": {}}
	g := counted(t, 121, at, 0)
	require.NoError(t, g.State().SetCurrent(0))
	n := g.State().LogLen()
	play(t, g, 0, "play 5S")
	log := logSince(g, n)
	// seat 2 (not the dealer) first: 2 3 4 6 of diamonds and 5D: a run of
	// five, a flush of five, 15 (4 6 5, 2 3 4 6: twice).
	assert.Contains(t, log, "seat 2 shows the hand 2D 3D 4D 6D: sums 4, runs 5, flush 5.")
	// the dealer: four fives and the jack of the starter's suit: 29.
	assert.Contains(t, log, "You show the hand 5H 5C JD 5S: sums 16, pairs 12, nobs 1.")
	assert.Contains(t, log, "You show the crib 2C 3C 7S 8S: sums 6.")
	assert.Equal(t, []int{1 + 29 + 6, 14}, g.State().Score().Totals)
	assert.Equal(t, 2, g.State().RoundNumber(), "the next hand is dealt")
}

func TestCountTarget(t *testing.T) {
	g := counted(t, 2, countHands, 10, "TH")
	play(t, g, 1, "play 5C")
	assert.True(t, g.State().Result().Over)
	assert.Equal(t, []int{1}, g.State().Result().Winners)
}

// TestCountTargetByFunction: the total that wins the game, declared as a
// function of the game, is its answer kept for the game (mech.Values).
func TestCountTargetByFunction(t *testing.T) {
	for name, tc := range map[string]struct {
		target int
		over   bool
	}{
		"reached":     {target: 2, over: true},
		"not reached": {target: 3},
	} {
		t.Run(name, func(t *testing.T) {
			d := countDecl(t, 0) // declared as a function: the reader leaves the value
			d.Mechanics["count"].(*counting.Count).TargetFn = 1
			g := countedOf(t, d, countHands, 10, "TH")
			mech.ValuesRef(g.State(), 1).Keep(1, tc.target, "")
			play(t, g, 1, "play 5C") // fifteen for 2
			assert.Equal(t, tc.over, g.State().Result().Over)
		})
	}
}

func TestCountCrib(t *testing.T) {
	p, err := rules.NewPlan(countDecl(t, 121), 2)
	require.NoError(t, err)
	g, err := p.NewGame(3, nil)
	require.NoError(t, err)
	for _, seat := range []int{1, 0} {
		hand := codes(g, "hand."+string(rune('1'+seat)))
		assert.NotEmpty(t, refused(t, g, seat, "play "+hand[0]), "no play before the crib is laid")
		assert.Equal(t, "C-1: choose 2 cards", refused(t, g, seat, "lay "+hand[0]))
		play(t, g, seat, "lay "+hand[0]+" "+hand[1])
	}
	assert.Len(t, codes(g, "crib"), 4)
	assert.Len(t, codes(g, "starter"), 1)
	d, err := g.ToAct()
	require.NoError(t, err)
	assert.Equal(t, 1, d.Seat, "the dealer's left plays first")
}

// TestChooseToThePileOfTheDealer: a choice laid to a pile per seat goes to
// the dealer's, and the show counts it there.
func TestChooseToThePileOfTheDealer(t *testing.T) {
	d := countDecl(t, 121)
	for i := range d.Piles {
		if d.Piles[i].Name == "crib" {
			d.Piles[i].PerSeat = true
		}
	}
	p, err := rules.NewPlan(d, 2)
	require.NoError(t, err)
	g, err := p.NewGame(3, nil)
	require.NoError(t, err)
	for _, seat := range []int{1, 0} {
		hand := codes(g, "hand."+string(rune('1'+seat)))
		play(t, g, seat, "lay "+hand[0]+" "+hand[1])
	}
	assert.Len(t, codes(g, "crib.1"), 4, "the dealer's (seat 1's) crib")
	assert.Empty(t, codes(g, "crib.2"))
}

// BenchmarkCountSelfPlay plays whole games of countDecl with random moves:
// the actions a second and the allocations of each.
func BenchmarkCountSelfPlay(b *testing.B) {
	benchSelfPlay(b, countDecl(b, 121), 2)
}

// TestCountValuesByFunction: what a rank adds to the count, declared as a
// function of the round, is its answer kept for the round (mech.Values):
// in the cards listed, the cap's refusal and the count; the ranks declared
// beside it keep their numbers.
func TestCountValuesByFunction(t *testing.T) {
	for name, tc := range map[string]struct {
		jack  int // the round's answer for J (declared 10)
		moves []string
	}{
		"J adds 6: it fits":          {jack: 6, moves: []string{"play 5C", "play 6D", "play JS"}},
		"J adds 10: it does not fit": {jack: 10, moves: []string{"play 5C", "play 6D"}},
	} {
		t.Run(name, func(t *testing.T) {
			d := countDecl(t, 121)
			c := d.Mechanics["count"].(*counting.Count)
			c.Values["J"], c.ValuesFn = 0, map[string]mech.Func{"J": 1} // as the reader leaves them
			g := countedOf(t, d, countHands, 25, "TH")
			mech.ValuesRef(g.State(), 1).Keep(1, tc.jack, "")
			assert.ElementsMatch(t, tc.moves, moves(t, g, 1))
			if tc.jack == 10 {
				assert.Equal(t, "C-2: the count may not pass 31", refused(t, g, 1, "play JS"))
				return
			}
			play(t, g, 1, "play JS") // 31 for 2
			assert.Equal(t, []int{0, 2}, g.State().Score().Totals)
		})
	}
}

// byFunctions is countDecl with its scores declared as functions of the
// round (as the reader leaves them: each value 0, its Fn twin set),
// answered for the round: the first sum 14 (declared 15), a sum's points
// 3 (2), a pair's 5 (2), the fewest cards of a run 4 (3), the last card 7
// (1), nobs 9 (1), the show's sum 10 (15) for 1 (2), a flush 5 cards (4),
// the crib's 5 (5).
func byFunctions(t *testing.T, at table, total int, seq ...string) *rules.Game {
	t.Helper()
	d := countDecl(t, 121)
	c := d.Mechanics["count"].(*counting.Count)
	c.Sums[0], c.SumsFn = 0, []mech.Func{1, 0}
	c.SumPoints, c.SumPointsFn = 0, 2
	c.Pairs[0], c.PairsFn = 0, []mech.Func{3, 0, 0}
	c.Run, c.RunFn = 0, 4
	c.Last, c.LastFn = 0, 5
	c.Heels, c.HeelsFn = 0, 6
	c.Nobs, c.NobsFn = 0, 7
	c.ShowSum, c.ShowSumFn = 0, 8
	c.ShowSumPoints, c.ShowSumPointsFn = 0, 9
	c.Flush, c.FlushFn = 0, 10
	c.CribFlush, c.CribFlushFn = 0, 11
	g := countedOf(t, d, at, total, seq...)
	v := mech.ValuesRef(g.State(), 11)
	for i, n := range []int{14, 3, 5, 4, 7, 2, 9, 10, 1, 5, 5} {
		v.Keep(mech.Func(i+1), n, "")
	}
	return g
}

// TestCountScoresByFunction: the counts that score, what they score, a
// pair's points, the fewest cards of a run, the last card's point and
// the show's sum, points, nobs and flush, each declared as a function of
// the round, are their answers kept for the round (mech.Values).
func TestCountScoresByFunction(t *testing.T) {
	for name, tc := range map[string]struct {
		total  int
		seq    []string
		moves  []string // "seat:move" in turn
		scores []int
	}{
		"14 scores 3":                   {total: 9, seq: []string{"9C"}, moves: []string{"1:play 5C"}, scores: []int{0, 3}},
		"15 scores nothing":             {total: 10, seq: []string{"TH"}, moves: []string{"1:play 5C"}, scores: []int{0, 0}},
		"a pair scores 5":               {moves: []string{"1:play 5C", "0:play 5S"}, scores: []int{5, 0}},
		"a run of 3 scores nothing":     {total: 7, seq: []string{"3H", "4D"}, moves: []string{"1:play 5C"}, scores: []int{0, 0}},
		"a run of 4 scores 4, and 14 3": {total: 9, seq: []string{"2H", "3H", "4D"}, moves: []string{"1:play 5C"}, scores: []int{0, 4 + 3}},
		"the last card scores 7":        {total: 20, seq: []string{"TH", "TC"}, moves: []string{"1:play 6D", "0:play 4H"}, scores: []int{7, 0}},
	} {
		t.Run(name, func(t *testing.T) {
			g := byFunctions(t, countHands, tc.total, tc.seq...)
			for _, m := range tc.moves {
				seat, text, _ := strings.Cut(m, ":")
				play(t, g, int(seat[0]-'0'), text)
			}
			assert.Equal(t, tc.scores, g.State().Score().Totals)
		})
	}
	t.Run("the show", func(t *testing.T) {
		at := table{"hand.1": {"5S"}, "hand.2": {}, "played.1": {"5H", "5C", "JD"}, "played.2": {"2D", "3D", "4D", "6D"},
			"starter": {"5D"}, "crib": {"2C", "3C", "7S", "8S"}, "laying.1": {}, "laying.2": {}}
		g := byFunctions(t, at, 0)
		require.NoError(t, g.State().SetCurrent(0))
		n := g.State().LogLen()
		play(t, g, 0, "play 5S")
		log := logSince(g, n)
		// 4 6 and 2 3 5 make 10, for 1 each; a run of five; four diamonds
		// are no flush of 5.
		assert.Contains(t, log, "seat 2 shows the hand 2D 3D 4D 6D: sums 2, runs 5.")
		assert.Contains(t, log, "pairs 30, nobs 9.", "six pairs of fives for 5 each; nobs")
	})
}
