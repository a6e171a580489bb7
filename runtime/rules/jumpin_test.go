package rules_test

import (
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/shedding"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// jumping lets Shed's seats jump in, with copies of every card.
func jumping(t *testing.T, copies int) func(*rules.Decl) {
	return func(d *rules.Decl) {
		spec := core.French52()
		spec.Cards = core.ProductCards(spec.Suits, spec.Ranks, false, copies)
		deck, err := core.NewDeck(spec)
		require.NoError(t, err)
		d.Deck = deck
		d.Verbs[0].Play.JumpIn, d.Verbs[0].Play.JumpWhy = true, msg("JUMP-1: only %s")
	}
}

func TestJumpIn(t *testing.T) {
	g := shed(t, 4, 0, table{"hand.1": {"5C", "3D", "4D"}, "hand.2": {"6C", "7H"}, "hand.3": {"5C", "5H", "9S"},
		"hand.4": {"5D", "9D"}, "discard": {"9C"}}, jumping(t, 2))
	play(t, g, 0, "play 5C")
	d, err := g.ToAct()
	require.NoError(t, err)
	assert.Equal(t, 1, d.Seat)
	assert.Equal(t, []int{2, 3}, d.Others, "every other seat but the player's may jump, holding the card or not")
	assert.Equal(t, []string{"play 5C"}, moves(t, g, 2))
	assert.Empty(t, moves(t, g, 3))
	assert.Equal(t, "JUMP-1: only 5C", refused(t, g, 2, "play 5H"))
	assert.Equal(t, "JUMP-1: only 5C", refused(t, g, 3, "play 5D"))
	assert.Contains(t, refused(t, g, 0, "play 3D"), "not your turn", "the player does not jump on its own card")

	play(t, g, 2, "play 5C")
	assert.True(t, said(g, "seat 3 jumps in."))
	assert.Equal(t, 3, toAct(t, g), "play goes on from the jumper; seat 2 lost its turn")
	assert.Len(t, codes(g, "hand.2"), 2)
	assert.Len(t, codes(g, "hand.3"), 2)
}

func TestJumpWindowCloses(t *testing.T) {
	for name, tc := range map[string]struct {
		at   table
		move string // seat 2's move after seat 1's play of 5C ("" for none)
		open bool
	}{
		"open until the next action": {table{"hand.1": {"5C", "3D", "4D"}, "hand.2": {"6C", "7H"}, "discard": {"9C"}}, "", true},
		"closed by the next play":    {table{"hand.1": {"5C", "3D", "4D"}, "hand.2": {"6C", "7H"}, "discard": {"9C"}}, "play 6C", false},
		"closed by a draw":           {table{"hand.1": {"5C", "3D", "4D"}, "hand.2": {"6C", "7H"}, "discard": {"9C"}}, "draw", false},
		"none after a duty":          {table{"hand.1": {"KC", "3D", "4D"}, "hand.2": {"6C", "7H"}, "discard": {"9C"}}, "", false},
	} {
		t.Run(name, func(t *testing.T) {
			g := shed(t, 4, 0, tc.at, jumping(t, 2))
			play(t, g, 0, "play "+codes(g, "hand.1")[0])
			if tc.move != "" {
				play(t, g, 1, tc.move)
			}
			assert.Equal(t, tc.open, shedding.JumpingOn(g.State()) == 0, "the window on seat 1's play")
		})
	}
}

// firstMove is an agent that makes the first legal move, out of turn too.
type firstMove struct{}

func (firstMove) Choose(g engine.Game, seat int, _ bool) (*notation.Move, bool, error) {
	ms, err := g.Moves(seat)
	if err != nil || len(ms) == 0 {
		return nil, false, err
	}
	return ms[0], true, nil
}

// TestJumpRaceBySeed has two seats hold the card just played: the engine
// offers the jump in its seeded order, so each seat wins the race in some
// games, and the same seed always gives the same winner.
func TestJumpRaceBySeed(t *testing.T) {
	winner := func(seed uint64) int {
		g := shedSeeded(t, seed, 4, 0, table{"hand.1": {"5C", "3D", "4D"}, "hand.3": {"5C", "9S"}, "hand.4": {"5C", "9D"},
			"discard": {"9C"}}, jumping(t, 3))
		play(t, g, 0, "play 5C")
		agents := []engine.Agent{firstMove{}, firstMove{}, firstMove{}, firstMove{}}
		_, err := engine.Step(g, agents)
		require.NoError(t, err)
		for seat, pile := range []string{"hand.3", "hand.4"} {
			if len(codes(g, pile)) == 1 {
				return seat + 2
			}
		}
		return -1
	}
	wins := map[int]int{}
	for seed := range uint64(40) {
		w := winner(seed)
		require.Equal(t, w, winner(seed), "seed %d", seed)
		wins[w]++
	}
	assert.Positive(t, wins[2], "seat 3 never won the race")
	assert.Positive(t, wins[3], "seat 4 never won the race")
	assert.Equal(t, 40, wins[2]+wins[3], "a jumper took the turn in every game")
}
