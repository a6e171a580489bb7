package knocking_test

import (
	"slices"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/knocking"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// knockDecl is a game of private melds declared in Go: ten cards each, aces
// low and worth 1, court cards 10; draw or take, then discard or knock with
// 10 or less; bonuses of 25. Without a match, a knock ends the game.
func knockDecl(t testing.TB) *rules.Decl {
	t.Helper()
	spec := core.French52()
	spec.Ranks = append(spec.Ranks[12:], spec.Ranks[:12]...) // the ace first
	for i := range spec.Ranks {
		spec.Ranks[i].Points = min(i+1, 10)
	}
	spec.Cards = core.ProductCards(spec.Suits, spec.Ranks, false, 1)
	deck, err := core.NewDeck(spec)
	require.NoError(t, err)
	gr, err := notation.NewGrammar([]string{"draw", "take", "discard <card>", "knock <card> [with <melds>]"})
	require.NoError(t, err)
	discard := func() *rules.Play {
		return &rules.Play{To: "discard", Cards: "card", Shapes: []rules.Shape{{Single: true}}, NotTaken: true, NotTakenWhy: msg("K-3: not the card taken")}
	}
	return &rules.Decl{
		Grammar: gr, Deck: deck, Hand: "hand", Start: "stock",
		Piles: []core.PileSpec{{Name: "stock", Vis: core.Hidden}, {Name: "discard", Vis: core.Public},
			{Name: "hand", Vis: core.OwnerOnly, PerSeat: true}},
		Deal:  rules.Deal{Dealer: rules.NoDealer, Hand: 10, TurnUp: "discard"},
		Stock: rules.Stock{Pile: "stock"},
		Turn:  rules.Turn{Open: []string{"draw", "take"}},
		Verbs: []rules.Verb{{Name: "draw", Draw: 1}, {Name: "take", Take: &rules.Take{From: "discard"}},
			{Name: "discard", Play: discard()}, {Name: "knock", Does: "knock", Play: discard()}},
		Mechanics: map[string]any{"knock": &knocking.Knocking{Limit: 10, Meld: 3, CleanBonus: 25, UndercutBonus: 25,
			DrawnAt: 2, Rule: msg("K-5")}},
	}
}

// knockGame starts a game of two whose piles hold what at says (the other
// cards in the stock), seat 1 to act.
func knockGame(t *testing.T, at table, change func(*rules.Decl)) *rules.Game {
	t.Helper()
	d := knockDecl(t)
	if change != nil {
		change(d)
	}
	p, err := rules.NewPlan(d, 2)
	require.NoError(t, err)
	g, err := p.NewGame(1, nil)
	require.NoError(t, err)
	st := g.State()
	place(t, st, at)
	require.NoError(t, st.SetCurrent(0))
	return p.Resume(st, nil)
}

// knockHands: seat 1 holds A-4 of spades, three fives and two nines, and
// draws the nine of clubs; seat 2 holds a run, a set and a card to lay off.
var knockHands = table{
	"hand.1":  {"AS", "2S", "3S", "4S", "5H", "5D", "5C", "9H", "9D", "2C"},
	"hand.2":  {"5S", "6C", "7C", "8C", "KD", "KH", "KS", "QD", "JD", "4H"},
	"discard": {"KC"},
}

func TestKnockListsAndRefuses(t *testing.T) {
	g := knockGame(t, knockHands, nil)
	assert.Equal(t, []string{"draw", "take"}, moves(t, g, 0))
	assert.Equal(t, "open your turn first: draw, take", refused(t, g, 0, "knock 2C"))
	play(t, g, 0, "take")
	listed := moves(t, g, 0)
	assert.NotContains(t, listed, "knock KC", "not the card taken")
	assert.Contains(t, listed, "discard 2C")
	for name, tc := range map[string]struct{ move, why string }{
		"too much deadwood": {"knock 2C", "K-5: your deadwood would be 28: you may knock with 10 or less"},
		"the card taken":    {"knock KC", "K-3: not the card taken"},
		"a card not held":   {"knock 7D", "you do not hold 7D"},
	} {
		t.Run(name, func(t *testing.T) { assert.Equal(t, tc.why, refused(t, g, 0, tc.move)) })
	}
}

func TestKnockShowdown(t *testing.T) {
	for name, tc := range map[string]struct {
		at            table
		knock         string
		scores        []int
		winner        int
		says, notSays string
	}{
		"the knocker scores the difference after a lay-off": {
			at:    table{"hand.1": knockHands["hand.1"], "hand.2": knockHands["hand.2"], "discard": {"9C"}},
			knock: "knock AS", scores: []int{22, 0}, winner: 0,
			says: "seat 2 lays off 5S."},
		"a lower deadwood undercuts": {
			at: table{"hand.1": {"AS", "2S", "3S", "5H", "5D", "5C", "9H", "9D", "8C", "2C"},
				"hand.2":  {"7H", "7S", "7D", "JC", "QC", "KC", "4D", "4S", "4H", "6H"},
				"discard": {"9C"}},
			knock: "knock 2C", scores: []int{0, 27}, winner: 1,
			says: "seat 2 undercuts the knocker and scores 27 points."},
		"a clean knock scores its bonus, nothing laid off": {
			at: table{"hand.1": {"AS", "2S", "3S", "4S", "5H", "5D", "5C", "9H", "9D", "KH"},
				"hand.2":  {"5S", "7H", "7S", "7D", "JC", "QC", "KC", "2D", "3D", "8H"},
				"discard": {"9C"}},
			knock: "knock KH", scores: []int{43, 0}, winner: 0,
			says: "seat 1 knocks with no deadwood", notSays: "lays off"},
	} {
		t.Run(name, func(t *testing.T) {
			g := knockGame(t, tc.at, nil)
			play(t, g, 0, "take")
			play(t, g, 0, tc.knock)
			st := g.State()
			assert.Equal(t, tc.scores, st.Score().Totals)
			assert.Equal(t, []int{tc.winner}, st.Result().Winners)
			assert.True(t, said(g, tc.says), tc.says)
			if tc.notSays != "" {
				assert.False(t, said(g, tc.notSays), tc.notSays)
			}
		})
	}
}

// typedHands: seat 1 takes the nine of clubs to hold A-4 of spades, three
// fives, three nines and the two of clubs.
var typedHands = table{"hand.1": knockHands["hand.1"], "hand.2": knockHands["hand.2"], "discard": {"9C"}}

func TestKnockTypedArrangement(t *testing.T) {
	for name, tc := range map[string]struct {
		knock  string
		scores []int
		says   string
	}{
		"the melds as typed, the rest deadwood": {"knock 2C with AS 2S 3S / 5C 5D 5H / 9C 9D 9H", []int{20, 0},
			"seat 1 knocks: AS 2S 3S / 5C 5D 5H / 9C 9D 9H; deadwood 4S (4 points)."},
		"melds typed in any order": {"knock 2C with 9H 9C 9D / 3S AS 2S / 5H 5D 5C", []int{20, 0},
			"seat 1 knocks: AS 2S 3S / 5C 5D 5H / 9C 9D 9H; deadwood 4S (4 points)."},
		"a typed knock with no deadwood is clean": {"knock 2C with AS 2S 3S 4S / 5C 5D 5H / 9C 9D 9H", []int{54, 0},
			"seat 1 knocks with no deadwood: AS 2S 3S 4S / 5C 5D 5H / 9C 9D 9H."},
		"lay-offs onto the typed melds": {"knock AS with 2S 3S 4S / 5C 5D 5H / 9C 9D 9H", []int{22, 0},
			"seat 2 lays off 5S."},
		"a plain knock keeps the least deadwood": {"knock AS", []int{22, 0},
			"seat 1 knocks: 2S 3S 4S / 5C 5D 5H / 9C 9D 9H; deadwood 2C (2 points)."},
	} {
		t.Run(name, func(t *testing.T) {
			g := knockGame(t, typedHands, nil)
			play(t, g, 0, "take")
			play(t, g, 0, tc.knock)
			assert.Equal(t, tc.scores, g.State().Score().Totals)
			assert.True(t, said(g, tc.says), tc.says)
		})
	}
}

func TestKnockTypedArrangementRefused(t *testing.T) {
	g := knockGame(t, typedHands, nil)
	play(t, g, 0, "take")
	for name, tc := range map[string]struct{ move, why string }{
		"a group that is no meld": {"knock AS with 2S 3S 4S / 5C 5D",
			"K-5: 5C 5D is not a meld: a set of 3 or more cards of one rank, or a run of 3 or more of one suit in sequence"},
		"a run with a gap":      {"knock AS with 2S 4S 5H", "K-5: 2S 4S 5H is not a meld"},
		"the card discarded":    {"knock AS with AS 2S 3S", "K-5: AS is not in your hand once you discard, or is typed twice"},
		"a card not held":       {"knock AS with 6H 7H 8H", "K-5: 6H is not in your hand once you discard"},
		"a card in two melds":   {"knock AS with 2S 3S 4S / 4S 5C 5D", "K-5: 4S is not in your hand once you discard, or is typed twice"},
		"too much deadwood":     {"knock AS with 5C 5D 5H", "K-5: your deadwood would be 38: you may knock with 10 or less"},
		"the knock's own check": {"knock 7D with 5C 5D 5H", "you do not hold 7D"},
	} {
		t.Run(name, func(t *testing.T) {
			why := refused(t, g, 0, tc.move)
			assert.Contains(t, why, tc.why)
		})
	}
	t.Run("declared words", func(t *testing.T) {
		g := knockGame(t, typedHands, func(d *rules.Decl) {
			k := d.Mechanics["knock"].(*knocking.Knocking)
			k.CardWhy, k.MeldWhy = msg("K-10: no {card}"), msg("K-10: {meld} is no meld of {size}")
		})
		play(t, g, 0, "take")
		assert.Equal(t, "K-10: no AS", refused(t, g, 0, "knock AS with AS 2S 3S"))
		assert.Equal(t, "K-10: 5C 5D is no meld of 3", refused(t, g, 0, "knock AS with 5C 5D"))
	})
}

func TestKnockTypedArrangementIsNotListed(t *testing.T) {
	g := knockGame(t, typedHands, nil)
	play(t, g, 0, "take")
	for _, m := range moves(t, g, 0) {
		assert.NotContains(t, m, " with ", "the menu lists plain knocks")
	}
}

func TestKnockDrawnHand(t *testing.T) {
	g := knockGame(t, knockHands, func(d *rules.Decl) { d.Mechanics["knock"].(*knocking.Knocking).DrawnAt = 40 })
	play(t, g, 0, "draw")
	assert.False(t, g.State().Result().Over, "not before the turn ends")
	play(t, g, 0, "discard 2C")
	assert.True(t, g.State().Result().Over)
	assert.Empty(t, g.State().Result().Winners, "a drawn hand has no winner")
}

func TestKnockNeedsItsDeclaration(t *testing.T) {
	for name, tc := range map[string]struct {
		change func(*rules.Decl)
		err    string
	}{
		"no knocking":    {func(d *rules.Decl) { delete(d.Mechanics, "knock") }, "declare the knocking"},
		"no play":        {func(d *rules.Decl) { d.Verbs[3].Play = nil }, "declare its play of a single card"},
		"no stock":       {func(d *rules.Decl) { d.Stock = rules.Stock{}; d.Verbs = slices.Delete(d.Verbs, 0, 1) }, ""},
		"everything set": {nil, ""},
	} {
		t.Run(name, func(t *testing.T) {
			d := knockDecl(t)
			if tc.change != nil {
				tc.change(d)
			}
			_, err := rules.NewPlan(d, 2)
			if tc.err == "" {
				return // the plan may fail for other reasons
			}
			assert.ErrorContains(t, err, tc.err)
		})
	}
}

func BenchmarkKnockSelfPlay(b *testing.B) {
	benchSelfPlay(b, knockDecl(b), 2)
}

// FuzzKnockTypedArrangement checks that any typed arrangement is read and
// either accepted or refused, never a failure of the rules.
func FuzzKnockTypedArrangement(f *testing.F) {
	for _, s := range []string{"AS 2S 3S / 5C 5D 5H", "2S 2S 2S", "9C 9D 9H / 9C 9D 9H", "4S 3S 2S AS / 5H 5D 5C / 9H 9D 9C"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, melds string) {
		g := knockGame(t, typedHands, nil)
		play(t, g, 0, "take")
		m, err := g.Notation().Parse("knock 2C with "+melds, g.State().Deck(), 2)
		if err != nil {
			return // not a move: the notation's own fuzz test covers reading
		}
		_, err = g.Check(0, m)
		require.NoError(t, err)
	})
}
