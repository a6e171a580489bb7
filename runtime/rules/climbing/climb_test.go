package climbing_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/climbing"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Climb is a climbing game declared in Go for these tests, with two French
// decks and the vocabulary of five-card hands: straights, flushes, full
// houses and straight flushes ranked in classes, no ace in a straight or a
// flush, bombs of four or more of a rank that beat anything (a larger one
// beats a smaller), a pass that keeps the seat in the trick, the last-card
// rule, an opening card (2C), and rounds scored by the cards left, each
// played the other way round, with an exchange between them.
func climbDecl(t testing.TB) *rules.Decl {
	t.Helper()
	spec := core.French52()
	spec.Cards = core.ProductCards(spec.Suits, spec.Ranks, false, 2)
	deck, err := core.NewDeck(spec)
	require.NoError(t, err)
	gr, err := notation.NewGrammar([]string{"play <cards>", "pass", "give <card>"})
	require.NoError(t, err)
	notAPlay := "T-7: %s is not a play"
	five := map[string]string{"short": notAPlay, "long": notAPlay, "high": "T-7: no ace in %s"}
	return &rules.Decl{
		Grammar: gr, Deck: deck, Hand: "hand", Start: "stock",
		Piles: []core.PileSpec{{Name: "stock", Vis: core.Hidden}, {Name: "table", Vis: core.Public},
			{Name: "played", Vis: core.Public}, {Name: "hand", Vis: core.OwnerOnly, PerSeat: true}},
		Deal: rules.Deal{Dealer: rules.NoDealer, Hand: 10, Sort: true, FirstText: msg("Round 1 is dealt."),
			Text: msg("Round {round}: {seat} {deal|deals}; play goes {direction}.")},
		Stock: rules.Stock{Pile: "stock"},
		Verbs: []rules.Verb{
			{Name: "play", Does: "trick", Play: &rules.Play{Cards: "cards"}},
			{Name: "pass", Does: "pass"},
			{Name: "give", Does: "exchange"},
		},
		Trick: &climbing.Trick{
			Table: "table", Played: "played", Rule: msg("T-5"), NotAPlay: msg(notAPlay), LeadWhy: msg("T-9: lead"),
			Kinds: []climbing.Kind{
				{Name: "single", Set: 1},
				{Name: "pair", Set: 2},
				{Name: "straight", PerRank: 1, Min: 5, Max: 5, Suits: "mixed", High: "K", Why: msgs(five)},
				{Name: "flush", Flush: 5, High: "K", Compare: "ranks", Why: msgs(five)},
				{Name: "full house", Groups: []int{3, 2}, Compare: "groups"},
				{Name: "straight flush", PerRank: 1, Min: 5, Max: 5, Suits: "same", High: "K", Why: msgs(five)},
				{Name: "bomb", Set: 4, OrMore: true, BySize: true, Compare: "rank", Why: msgs(map[string]string{
					"lower": "T-8: {play} is no bigger than the {cur}", "follow": "T-8: only a bigger bomb beats the {cur}"})},
			},
			Classes: []string{"straight", "flush", "full house", "straight flush"},
			Bombs:   []climbing.Bomb{{Kind: "bomb"}},
			Why: msgs(map[string]string{"lower": "T-5: {play} is not higher than the {cur}",
				"class": "T-6: a {kind} does not beat a {cur_kind}", "follow": "T-5: only a {cur_kind} or a bomb may follow the {cur}"}),
			Rejoin: true, Articles: true, WonText: msg("All passed: {seat} {take|takes} it."),
			OpenWith: rules.Cards{Codes: []string{"2C"}}, OpenText: msg("{seat} {open|opens}."), OpenWhy: msg("T-11: open with %s"),
			LastCard: &climbing.LastCard{Rule: msg("T-10"), Text: msg("{seat}: last card!")},
		},
		Win: rules.Win{EmptyHand: true, Text: msg("{seat} {win|wins} round {round}.")},
		Rounds: &rules.Rounds{Own: true, Target: 1000, LowestWins: true, WinnerDeals: true, Alternate: true,
			ByCount: []rules.Band{{Max: 3, Each: 1}, {Max: 6, Each: 2}, {Max: 9, Points: 50}},
			OwnText: msg("{seat} {hold|holds} {cards}: {points}, total {total}.")},
		Mechanics: map[string]any{"exchange": &climbing.Places{Leads: "1st", Rule: msg("T-14"),
			WaitWhy: msg("give first"), DoneWhy: msg("nothing to give"),
			Exchange: []climbing.Gift{{From: "most cards", To: "1st", Cards: 1, Text: msg("{seat} {give|gives} {cards} to {to}.")},
				{From: "1st", To: "most cards", Cards: 1, Any: true, All: true, Text: msg("{seat} {give|gives} back {cards} to {to}.")}}}},
	}
}

// climb starts a game of Climb for four seats, then puts the cards where at
// says (the others stay dealt) and gives the turn to seat current (from
// 0), clockwise, with no play made yet.
func climb(t *testing.T, current int, at table) *rules.Game {
	t.Helper()
	p, err := rules.NewPlan(climbDecl(t), 4)
	require.NoError(t, err)
	g, err := p.NewGame(1, nil)
	require.NoError(t, err)
	st := g.State()
	place(t, st, at)
	require.NoError(t, st.SetCurrent(current))
	st.SetDirection(1)
	return p.Resume(st, nil)
}

// lead makes seat 1 lead cur, then gives the turn to seat 2: the position
// of a play on the table.
func lead(t *testing.T, cur []string, hand1 []string) *rules.Game {
	t.Helper()
	g := climb(t, 0, table{"hand.1": append(slices.Clone(cur), "QS"), "hand.2": hand1})
	play(t, g, 0, "play "+join(cur))
	return g
}

func join(cards []string) string { return strings.Join(cards, " ") }

func TestClimbKinds(t *testing.T) {
	for name, tc := range map[string]struct {
		cards     []string
		said, why string
	}{
		"a straight":                    {[]string{"5C", "6D", "7H", "8S", "9C"}, "seat 1 plays a straight 5 to 9 (5C 6D 7H 8S 9C).", ""},
		"a straight flush, not a flush": {[]string{"5C", "6C", "7C", "8C", "9C"}, "seat 1 plays a straight flush 5 to 9 (5C 6C 7C 8C 9C).", ""},
		"a flush, a rank repeated":      {[]string{"3C", "3C", "7C", "9C", "JC"}, "seat 1 plays a flush (3C 3C 7C 9C JC).", ""},
		"a full house, largest first":   {[]string{"9S", "9C", "5C", "5D", "5H"}, "seat 1 plays a full house, 5s over 9s (5C 5D 5H 9C 9S).", ""},
		"a bomb of five":                {[]string{"7C", "7C", "7D", "7H", "7S"}, "seat 1 plays a bomb of 5 7s (7C 7C 7D 7H 7S).", ""},
		"an ace in a straight":          {[]string{"TC", "JD", "QH", "KS", "AC"}, "", "T-7: no ace in TC JD QH KS AC"},
		"an ace in a flush":             {[]string{"3D", "5D", "7D", "9D", "AD"}, "", "T-7: no ace in 3D 5D 7D 9D AD"},
		"a run too short":               {[]string{"5C", "6D", "7H"}, "", "T-7: 5C 6D 7H is not a play"},
		"a run too long":                {[]string{"5C", "6D", "7H", "8S", "9C", "TD"}, "", "T-7: 5C 6D 7H 8S 9C TD is not a play"},
		"two pairs":                     {[]string{"5C", "5D", "9S", "9C"}, "", "T-7: 5C 5D 9C 9S is not a play"},
	} {
		t.Run(name, func(t *testing.T) {
			g := climb(t, 0, table{"hand.1": append(slices.Clone(tc.cards), "QS")})
			move := "play " + join(tc.cards)
			if tc.why != "" {
				assert.Equal(t, tc.why, refused(t, g, 0, move))
				assert.NotContains(t, moves(t, g, 0), move)
				return
			}
			play(t, g, 0, move)
			assert.True(t, said(g, tc.said), tc.said)
		})
	}
}

func TestClimbBeating(t *testing.T) {
	straight := []string{"5C", "6D", "7H", "8S", "9C"}
	flush := []string{"2S", "5S", "7S", "9S", "JS"}
	house := []string{"5C", "5D", "5H", "9S", "9C"}
	bomb := []string{"7C", "7D", "7H", "7S"}
	for name, tc := range map[string]struct {
		cur       []string
		move, why string
	}{
		"a higher straight":                    {straight, "play 6C 7D 8H 9S TC", ""},
		"a lower straight":                     {[]string{"6C", "7D", "8H", "9S", "TC"}, "play 5C 6D 7H 8S 9C", "T-5: straight 5 to 9 (5C 6D 7H 8S 9C) is not higher than the straight 6 to T (6C 7D 8H 9S TC)"},
		"a flush on a straight (its class)":    {straight, "play 2D 4D 6D 8D TD", ""},
		"a straight on a flush":                {flush, "play 5C 6D 7H 8S 9C", "T-6: a straight does not beat a flush"},
		"flushes by every rank before suits":   {flush, "play 3D 5D 7D 9D JD", ""},
		"flushes of the same ranks by suit":    {[]string{"2D", "5D", "7D", "9D", "JD"}, "play 2S 5S 7S 9S JS", ""},
		"a lower flush":                        {flush, "play 2D 5D 7D 9D TD", "T-5: flush (2D 5D 7D 9D TD) is not higher than the flush (2S 5S 7S 9S JS)"},
		"full houses by the triple":            {house, "play 2D 2S 6C 6D 6H", ""},
		"full houses by the triple, not lower": {house, "play 4C 4D 4H AS AD", "T-5"},
		"a bomb on a full house":               {house, "play 3C 3D 3H 3S", ""},
		"a bomb on a single":                   {[]string{"AS"}, "play 3C 3D 3H 3S", ""},
		"a higher bomb":                        {bomb, "play 8C 8D 8H 8S", ""},
		"a lower bomb":                         {bomb, "play 6C 6D 6H 6S", "T-8: bomb of 4 6s (6C 6D 6H 6S) is no bigger than the bomb of 4 7s (7C 7D 7H 7S)"},
		"a bigger bomb of lower rank":          {bomb, "play 2C 2C 2D 2H 2S", ""},
		"a pair on a bomb":                     {bomb, "play AS AS", "T-8: only a bigger bomb beats the bomb of 4 7s (7C 7D 7H 7S)"},
		"a single on a pair":                   {[]string{"9C", "9D"}, "play AS", "T-5: only a pair or a bomb may follow the pair of 9s (9C 9D)"},
	} {
		t.Run(name, func(t *testing.T) {
			g := lead(t, tc.cur, append(strings.Fields(tc.move)[1:], "3S"))
			if tc.why == "" {
				assert.Contains(t, moves(t, g, 1), tc.move)
				play(t, g, 1, tc.move)
				return
			}
			assert.Contains(t, refused(t, g, 1, tc.move), tc.why)
			assert.NotContains(t, moves(t, g, 1), tc.move)
		})
	}
}

func TestClimbListsEachPlayOnce(t *testing.T) {
	// Following a straight: the higher straights, every flush, full house and
	// straight flush, the bombs; the straight flush once, not also as a flush.
	g := lead(t, []string{"4C", "5D", "6H", "7S", "8C"}, []string{"5H", "6H", "7H", "8H", "9H", "9H", "9D", "9S", "2S"})
	listed := moves(t, g, 1)
	want := []string{"play 5H 6H 7H 8H 9H", "play 5H 6H 7H 8H 9D", "play 5H 6H 7H 8H 9S",
		"play 6H 7H 8H 9H 9H", "play 5H 7H 8H 9H 9H", "play 9D 9H 9H 9S", "pass"}
	for _, m := range want {
		assert.Contains(t, listed, m)
	}
	assert.Equal(t, 1, count(listed, "play 5H 6H 7H 8H 9H"), "a straight flush is listed once")
	seen := map[string]bool{}
	for _, m := range listed {
		assert.False(t, seen[m], "%s is listed twice", m)
		seen[m] = true
	}
	assert.NotContains(t, listed, "play 2S")
}

func count(list []string, x string) int {
	n := 0
	for _, s := range list {
		if s == x {
			n++
		}
	}
	return n
}

func TestClimbLastCard(t *testing.T) {
	t.Run("following a single, the highest card or a bomb", func(t *testing.T) {
		g := climb(t, 0, table{"hand.1": {"3C", "QS"}, "hand.2": {"4C", "9D", "KS", "6C", "6D", "6H", "6S"}, "hand.3": {"2D"}})
		play(t, g, 0, "play 3C")
		assert.ElementsMatch(t, []string{"play KS", "play 6C 6D 6H 6S"}, moves(t, g, 1))
		assert.Equal(t, "T-10: seat 3 has one card left: you must play your highest card, KS", refused(t, g, 1, "play 9D"))
		assert.Equal(t, "T-10: seat 3 has one card left: you must play your highest card, KS, which beats the single on the table",
			refused(t, g, 1, "pass"))
	})
	t.Run("a pass when the highest card does not beat the single", func(t *testing.T) {
		g := climb(t, 0, table{"hand.1": {"AS", "QS"}, "hand.2": {"4C", "9D", "KS"}, "hand.3": {"2D"}})
		play(t, g, 0, "play AS")
		assert.Equal(t, []string{"pass"}, moves(t, g, 1))
	})
	t.Run("leading, two cards or more when it can", func(t *testing.T) {
		g := climb(t, 1, table{"hand.2": {"4C", "4D", "9S"}, "hand.3": {"2D"}})
		assert.Equal(t, []string{"play 4C 4D"}, moves(t, g, 1))
		assert.Equal(t, "T-10: seat 3 has one card left: lead a play of two or more cards", refused(t, g, 1, "play 9S"))
	})
	t.Run("leading, else the highest card", func(t *testing.T) {
		g := climb(t, 1, table{"hand.2": {"4C", "9D", "KS"}, "hand.3": {"2D"}})
		assert.Equal(t, []string{"play KS"}, moves(t, g, 1))
		assert.Equal(t, "T-10: seat 3 has one card left: lead your highest card, KS", refused(t, g, 1, "play 4C"))
	})
	t.Run("following a pair, free", func(t *testing.T) {
		g := climb(t, 0, table{"hand.1": {"3C", "3D", "QS"}, "hand.2": {"4C", "4D", "9D", "9S"}, "hand.3": {"2D"}})
		play(t, g, 0, "play 3C 3D")
		assert.ElementsMatch(t, []string{"play 4C 4D", "play 9D 9S", "pass"}, moves(t, g, 1))
	})
	t.Run("announced", func(t *testing.T) {
		g := climb(t, 0, table{"hand.1": {"3C", "QS"}})
		play(t, g, 0, "play 3C")
		assert.True(t, said(g, "seat 1: last card!"))
	})
}

func TestClimbOpeningCard(t *testing.T) {
	p, err := rules.NewPlan(climbDecl(t), 4)
	require.NoError(t, err)
	g, err := p.NewGame(3, nil)
	require.NoError(t, err)
	seat := toAct(t, g)
	assert.Contains(t, codes(g, "hand."+string(rune('1'+seat))), "2C", "the holder of 2C leads")
	assert.True(t, said(g, "seat "+string(rune('1'+seat))+" opens."))
	for _, m := range moves(t, g, seat) {
		assert.Contains(t, m, "2C", "every opening play holds 2C")
	}
	other := ""
	for _, c := range codes(g, "hand."+string(rune('1'+seat))) {
		if c != "2C" {
			other = c
			break
		}
	}
	assert.Equal(t, "T-11: open with 2C", refused(t, g, seat, "play "+other))
}

func TestClimbRejoin(t *testing.T) {
	g := climb(t, 0, table{"hand.1": {"5C", "QS", "2D"}, "hand.2": {"9C", "3D", "4D"}, "hand.3": {"7C", "3H", "4H"}})
	play(t, g, 0, "play 5C")
	play(t, g, 1, "pass")
	play(t, g, 2, "play 7C")
	play(t, g, 3, "pass")
	play(t, g, 0, "pass")
	require.Equal(t, 1, toAct(t, g), "a seat that passed plays again in the trick")
	assert.Contains(t, moves(t, g, 1), "play 9C")
	play(t, g, 1, "play 9C")
	play(t, g, 2, "pass")
	play(t, g, 3, "pass")
	assert.Equal(t, 0, toAct(t, g), "two passes are not all the others")
	play(t, g, 0, "pass")
	assert.True(t, said(g, "All passed: seat 2 takes it."))
	assert.Equal(t, 1, toAct(t, g))
	assert.Empty(t, codes(g, "table"))
}

func TestClimbRoundsAndExchange(t *testing.T) {
	// Seat 1 goes out; seats 2 and 4 hold 5 cards each and seat 3 two:
	// seat 2 and 4 tie on cards and totals, and seat 2 is first clockwise.
	g := climb(t, 0, table{"hand.1": {"5C"}, "hand.2": {"3C", "4C", "6C", "8C", "TC"},
		"hand.3": {"3D", "4D"}, "hand.4": {"3H", "4H", "6H", "8H", "TH"}})
	play(t, g, 0, "play 5C")
	assert.Equal(t, []int{0, 10, 2, 10}, g.State().Score().Totals, "2 to 3 cards one point each, 4 to 6 two each")
	assert.True(t, said(g, "seat 2 holds 5 cards: 10 points, total 10."))
	assert.True(t, said(g, "Round 2: seat 1 deals; play goes counterclockwise."))
	assert.True(t, said(g, "seat 2 gives "), "the first tied seat clockwise from the winner gives")
	assert.Equal(t, 0, toAct(t, g), "the winner owes the exchange")
	assert.Equal(t, 11, len(codes(g, "hand.1")))
	assert.Equal(t, "T-14: give first", refused(t, g, 0, "pass"))
	listed := moves(t, g, 0)
	require.NotEmpty(t, listed)
	for _, m := range listed {
		assert.Regexp(t, "^give ", m)
	}
	for _, c := range []string{"2C", "3D", "4H", "5S"} {
		if !slices.Contains(codes(g, "hand.1"), c) {
			assert.Equal(t, "T-14: you do not hold "+c, refused(t, g, 0, "give "+c))
			break
		}
	}
	top := codes(g, "hand.1")[len(codes(g, "hand.1"))-1]
	play(t, g, 0, "give "+top)
	assert.True(t, said(g, "seat 1 gives back "+top+" to seat 2."))
	assert.Equal(t, 10, len(codes(g, "hand.1")))
	assert.Equal(t, 10, len(codes(g, "hand.2")))
	assert.Equal(t, 0, toAct(t, g), "the winner leads")
	assert.Equal(t, "T-14: nothing to give", refused(t, g, 0, "give "+codes(g, "hand.1")[0]))
	assert.Equal(t, -1, g.State().Turn().Dir, "the second round goes counterclockwise")
}

func TestClimbExchangeTieGoesToTheHigherTotal(t *testing.T) {
	g := climb(t, 0, table{"hand.1": {"5C"}, "hand.2": {"3C", "4C"}, "hand.3": {"3D", "4D"}, "hand.4": {"3H", "4H"}})
	require.NoError(t, g.State().AddScore(2, 7))
	play(t, g, 0, "play 5C")
	assert.True(t, said(g, "seat 3 gives "))
	assert.False(t, said(g, "seat 2 gives "))
}

func TestClimbScoresByCount(t *testing.T) {
	for held, want := range map[int]int{1: 1, 3: 3, 4: 8, 6: 12, 9: 50, 10: 50} {
		cards := []string{"3C", "4C", "6C", "8C", "TC", "3D", "4D", "6D", "8D", "TD"}[:held]
		g := climb(t, 0, table{"hand.1": {"5C"}, "hand.2": cards})
		play(t, g, 0, "play 5C")
		assert.Equal(t, want, g.State().Score().Totals[1], "%d cards", held)
	}
}

func TestClimbDeclarationMistakes(t *testing.T) {
	for name, tc := range map[string]struct {
		change func(*rules.Decl)
		want   string
	}{
		"a kind of two shapes":      {func(d *rules.Decl) { d.Trick.Kinds[1].Flush = 5 }, "declare one of set, per_rank, flush or groups"},
		"a kind of no shape":        {func(d *rules.Decl) { d.Trick.Kinds[1].Set = 0 }, "declare one of set"},
		"a class that is no kind":   {func(d *rules.Decl) { d.Trick.Classes[0] = "run" }, `"run" is not a declared kind`},
		"a class listed twice":      {func(d *rules.Decl) { d.Trick.Classes[1] = "straight" }, "listed twice"},
		"an unknown comparison":     {func(d *rules.Decl) { d.Trick.Kinds[3].Compare = "suit" }, `compare is "suit"`},
		"unknown suits":             {func(d *rules.Decl) { d.Trick.Kinds[2].Suits = "odd" }, `suits is "odd"`},
		"groups smallest first":     {func(d *rules.Decl) { d.Trick.Kinds[4].Groups = []int{2, 3} }, "largest first"},
		"an opening card not there": {func(d *rules.Decl) { d.Trick.OpenWith.Codes = []string{"ZZ"} }, "open_with"},
		"a place not known at the first empty hand": {func(d *rules.Decl) {
			d.Mechanics["exchange"].(*climbing.Places).Exchange[0].From = "last"
		}, `only "1st" and "most cards" are known places`},
		"a place that is no place": {func(d *rules.Decl) {
			d.Mechanics["exchange"].(*climbing.Places).Exchange[1].To = "most"
		}, `"most" is not a place`},
		"a gift of two cards given as one": {func(d *rules.Decl) {
			d.Mechanics["exchange"].(*climbing.Places).Exchange[1].Cards = 2
		}, "its form needs <cards>"},
		"a gift with no verb to give it": {func(d *rules.Decl) { d.Verbs[2].Does = "pass" }, `declare a verb with does = "exchange"`},
	} {
		t.Run(name, func(t *testing.T) {
			d := climbDecl(t)
			tc.change(d)
			_, err := rules.NewPlan(d, 4)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}

func TestClimbExchangeKeepOrder(t *testing.T) {
	for name, keep := range map[string]bool{"sorted in": false, "kept on top": true} {
		t.Run(name, func(t *testing.T) {
			d := climbDecl(t)
			d.Mechanics["exchange"].(*climbing.Places).KeepOrder = keep
			p, err := rules.NewPlan(d, 4)
			require.NoError(t, err)
			g, err := p.NewGame(1, nil)
			require.NoError(t, err)
			place(t, g.State(), table{"hand.1": {"5C"}, "hand.2": {"3C", "4C", "6C", "8C", "TC"},
				"hand.3": {"3D", "4D"}, "hand.4": {"3H", "4H", "6H", "8H", "TH"}})
			require.NoError(t, g.State().SetCurrent(0))
			g = p.Resume(g.State(), nil)
			play(t, g, 0, "play 5C")
			hand := codes(g, "hand.1")
			require.Len(t, hand, 11)
			var given string
			for _, e := range g.State().Log() {
				for _, text := range e.Texts(g.State().Seats()) {
					if _, rest, ok := strings.Cut(text, "seat 2 gives "); ok {
						given, _, _ = strings.Cut(rest, " ")
					}
				}
			}
			require.NotEmpty(t, given)
			var listed []string
			for _, m := range moves(t, g, 0) {
				listed = append(listed, strings.TrimPrefix(m, "give "))
			}
			if keep {
				assert.Equal(t, given, hand[len(hand)-1], "the card given lies on top")
				var distinct []string
				for _, c := range hand {
					if !slices.Contains(distinct, c) {
						distinct = append(distinct, c)
					}
				}
				assert.Equal(t, distinct, listed, "the gifts listed in the hand's order")
				return
			}
			sorted := slices.Clone(hand)
			slices.SortStableFunc(sorted, func(a, b string) int {
				return g.State().Deck().Card(cardOf(t, g, a)).Order - g.State().Deck().Card(cardOf(t, g, b)).Order
			})
			assert.Equal(t, sorted, hand, "the card given is sorted in")
		})
	}
}

// cardOf is the first card of code in g's deck.
func cardOf(t *testing.T, g *rules.Game, code string) core.CardID {
	t.Helper()
	k, ok := g.State().Deck().Lookup(code)
	require.True(t, ok, code)
	return g.State().Deck().CardOf(k)
}

// The helpers every test of the declared rules shares (rulestest).
type table = rulestest.Table

var (
	place   = rulestest.Place
	play    = rulestest.Play
	refused = rulestest.Refused
	moves   = rulestest.Moves
	codes   = rulestest.Codes
	toAct   = rulestest.ToAct
	said    = rulestest.Said
)

// msg is a message of a declaration written in Go: its words, and the
// codes they cite, as the reader of a script reads them.
func msg(text string) rules.Message { return rules.Message{Text: text, Codes: core.RuleCodes(text)} }

// msgs are refusals by key, written in Go.
func msgs(byKey map[string]string) rules.Messages {
	out := rules.Messages{By: map[string]*rules.Message{}}
	for k, v := range byKey {
		m := msg(v)
		out.By[k] = &m
	}
	return out
}
