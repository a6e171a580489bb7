package lua

import (
	"path/filepath"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/bots"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// shippedScripts are every shipped game and variant.
func shippedScripts(t *testing.T) []string {
	t.Helper()
	games, err := filepath.Glob("../../scripts/*.lua")
	require.NoError(t, err)
	variants, err := filepath.Glob("../../scripts/variants/*.lua")
	require.NoError(t, err)
	return append(games, variants...)
}

// auditedBots are the built-in bots the honesty audit runs on; the search
// bot small, and judging short playouts, to keep the test short.
var auditedBots = []string{"random", "greedy", "ismcts:16:1"}

// TestBuiltInBotsAreHonest runs the honesty audit (bots.Audit) for every
// built-in bot on every shipped game and variant: in one game of that bot
// at every seat, every fifth of the first forty decisions, three re-deals.
func TestBuiltInBotsAreHonest(t *testing.T) {
	for _, path := range shippedScripts(t) {
		s := mustLoad(t, path)
		for _, name := range auditedBots {
			t.Run(filepath.Base(path)+"/"+name, func(t *testing.T) {
				audits := auditGame(t, s, name, 40, 5)
				assert.Positive(t, audits, "decisions audited")
			})
		}
	}
}

// auditGame plays one game of bot name at every seat, auditing every
// every-th decision of the first steps, and returns the audits made.
func auditGame(t *testing.T, s *Script, name string, steps, every int) int {
	t.Helper()
	g := mustGame(t, s, Config{Seed: 3})
	seats := g.State().Seats()
	agents := make([]engine.Agent, seats)
	for i := range agents {
		a, err := bots.NewBot(name, bots.Seed(3, i))
		require.NoError(t, err)
		agents[i] = a
	}
	maker := func(seed uint64) (engine.Agent, error) { return bots.NewBot(name, seed) }
	audits := 0
	for step := range steps {
		d, err := g.ToAct()
		require.NoError(t, err)
		if d.Over {
			break
		}
		if step%every == 0 {
			cheat, err := bots.Audit(g, d.Seat, false, maker, 3, uint64(step)+1)
			require.NoError(t, err)
			require.Nil(t, cheat, "%s, %s: %v", s.Path, name, cheat)
			audits++
		}
		_, err = engine.Step(g, agents)
		require.NoError(t, err)
	}
	return audits
}

// peekingBot cheats: it picks among its moves by the kind of the top card
// of the first pile it cannot see all of.
type peekingBot struct{}

func (peekingBot) Choose(g engine.Game, seat int, _ bool) (*notation.Move, bool, error) {
	moves, err := g.Moves(seat)
	if err != nil || len(moves) == 0 {
		return nil, false, err
	}
	st := g.State()
	for i := range st.NumPiles() {
		if p := st.Pile(core.PileID(i)); p.Len() > 0 && !p.SeesAll(seat) && p.Owner < 0 {
			top, _ := p.Top()
			return moves[st.Deck().KindOf(top)%len(moves)], true, nil
		}
	}
	return moves[0], true, nil
}

// TestAuditCatchesAPeekingBot checks that the audit fails a bot that reads
// a hidden pile, naming the seat, the decision and the pile it read.
func TestAuditCatchesAPeekingBot(t *testing.T) {
	g := mustGame(t, mustLoad(t, unuPath), Config{Seats: 3, Seed: 5})
	maker := func(uint64) (engine.Agent, error) { return peekingBot{}, nil }
	var cheat *bots.Cheat
	for step := 0; step < 20 && cheat == nil; step++ {
		d, err := g.ToAct()
		require.NoError(t, err)
		if moves, _ := g.Moves(d.Seat); len(moves) > 1 {
			cheat, err = bots.Audit(g, d.Seat, false, maker, 8, 1)
			require.NoError(t, err)
		}
		if cheat == nil {
			_, err = engine.Step(g, randomBots(3, 5))
			require.NoError(t, err)
		}
	}
	require.NotNil(t, cheat, "the peeking bot is caught")
	msg := cheat.Error()
	assert.Contains(t, msg, "the bot of seat ")
	assert.Contains(t, msg, "at the decision after ")
	assert.Contains(t, msg, "it read stock (hidden, top first: ")
	assert.Positive(t, cheat.Changed)
	t.Log(msg)
}
