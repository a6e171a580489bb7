package rules_test

import (
	"testing"

	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// stacking makes Shed's twos stack: the next seat passes the total on with
// a two, or draws it and loses its turn.
func stacking(d *rules.Decl) {
	d.Effects[2].Stack, d.Effects[2].StackWhy = true, msg("STACK-1: %s are held against you")
}

// stackingOwed makes the twos owed cards that stack: the seat that draws
// them goes on to play.
func stackingOwed(d *rules.Decl) {
	d.Effects[2] = rules.Effect{Cards: rules.Cards{Ranks: []string{"2"}}, Owe: 2, Stack: true, Hook: -1}
}

func TestStackPassesTheTotalOn(t *testing.T) {
	g := shed(t, 3, 0, table{"hand.1": {"2C", "3D", "4D"}, "hand.2": {"2H", "5C", "6H"}, "hand.3": {"7S", "9S"}, "discard": {"9C"}}, stacking)
	play(t, g, 0, "play 2C")
	assert.Equal(t, 1, toAct(t, g), "the two does not skip the seat it is held against")
	assert.Equal(t, 2, rules.Stacked(g.State()))
	assert.Equal(t, []string{"play 2H", "draw"}, moves(t, g, 1))
	assert.True(t, said(g, "seat 2 must draw 2 cards, or pass them on."))
	play(t, g, 1, "play 2H")
	assert.Equal(t, 2, toAct(t, g))
	assert.Equal(t, 4, rules.Stacked(g.State()))
	play(t, g, 2, "draw")
	assert.Len(t, codes(g, "hand.3"), 6, "the total is drawn")
	assert.Zero(t, rules.Stacked(g.State()))
	assert.Equal(t, 0, toAct(t, g), "the seat that drew loses its turn")
	assert.True(t, said(g, "seat 3 loses a turn."))
}

func TestStackRefusals(t *testing.T) {
	for name, tc := range map[string]struct {
		move, want string
	}{
		"a card that matches but does not stack": {"play 5C", "STACK-1: 2 cards are held against you"},
		"an eight, wild elsewhere":               {"play 8D call hearts", "STACK-1"},
		"a pass before any draw":                 {"pass", "only after drawing"},
	} {
		t.Run(name, func(t *testing.T) {
			g := shed(t, 3, 0, table{"hand.1": {"2C", "3D", "4D"}, "hand.2": {"5C", "8D", "6H"}, "discard": {"9C"}}, stacking)
			play(t, g, 0, "play 2C")
			before, err := g.Save()
			require.NoError(t, err)
			assert.Contains(t, refused(t, g, 1, tc.move), tc.want)
			m, err := g.Notation().Parse(tc.move, g.State().Deck(), 3)
			require.NoError(t, err)
			require.Error(t, g.PlayMove(1, m))
			after, err := g.Save()
			require.NoError(t, err)
			assert.Equal(t, string(before), string(after), "a refused move changes nothing")
		})
	}
}

func TestStackOwedKeepsTheTurnOfTheSeatThatDraws(t *testing.T) {
	g := shed(t, 3, 0, table{"hand.1": {"2C", "3D", "4D"}, "hand.2": {"5C", "6H"}, "discard": {"9C"}}, stackingOwed)
	play(t, g, 0, "play 2C")
	assert.Equal(t, 1, toAct(t, g))
	assert.Equal(t, []string{"draw"}, moves(t, g, 1))
	play(t, g, 1, "draw")
	assert.Len(t, codes(g, "hand.2"), 4)
	assert.Equal(t, 1, toAct(t, g), "owed cards drawn, the seat plays on")
	assert.Contains(t, moves(t, g, 1), "play 5C")
}

func TestStackDeclarationMistakes(t *testing.T) {
	for name, tc := range map[string]struct {
		change func(*rules.Decl)
		want   string
	}{
		"nothing to hold":   {func(d *rules.Decl) { d.Effects[1].Stack = true }, "next_draws or owe"},
		"a last card's":     {func(d *rules.Decl) { d.Effects[4].Stack = true }, "may not impose a duty or be a last card's"},
		"imposing a duty":   {func(d *rules.Decl) { d.Effects[2].Stack, d.Effects[2].Duty = true, "answer" }, "may not impose a duty"},
		"a swap, no seat":   {func(d *rules.Decl) { d.Effects[1].Hands = rules.HandsSwap }, "give the play a seat part"},
		"until, no keeping": {func(d *rules.Decl) { d.Verbs[1].UntilPlayable, d.Verbs[1].PlayDrawn = true, false }, "needs play_drawn"},
	} {
		t.Run(name, func(t *testing.T) {
			d := shedDecl(t)
			tc.change(d)
			_, err := rules.NewPlan(d, 3)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}
