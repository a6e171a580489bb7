package lua

import (
	"testing"

	"github.com/rulerun/rulerun/runtime/engine"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const maxSelfPlayMoves = 5000

// selfPlay plays a four-seat Unu game to its end with random bots on a fresh
// host and returns it.
func selfPlay(t testing.TB, s *Script, seed uint64) *Game {
	t.Helper()
	g := mustGame(t, s, Config{Seats: 4, Seed: seed})
	_, err := engine.SelfPlay(g, randomBots(4, seed), maxSelfPlayMoves)
	require.NoError(t, err, "seed %d", seed)
	return g
}

// TestUnuSelfPlayIsDeterministic plays 50 seeds twice each, on separate
// hosts, and compares the saved games byte for byte.
func TestUnuSelfPlayIsDeterministic(t *testing.T) {
	s := mustLoad(t, unuPath)
	distinct := map[string]bool{}
	for seed := uint64(1); seed <= 50; seed++ {
		a, b := selfPlay(t, s, seed), selfPlay(t, s, seed)
		require.NotSame(t, a.Host(), b.Host())
		sa, sb := mustSave(t, a), mustSave(t, b)
		require.Equal(t, string(sa), string(sb), "seed %d", seed)
		assert.True(t, a.State().Result().Over, "seed %d did not end", seed)
		assert.NoError(t, a.State().CheckCards(), "seed %d lost or made a card", seed)
		distinct[string(sa)] = true
	}
	assert.Len(t, distinct, 50, "every seed plays a different game")
}

// TestUnuSelfPlayOnOneHost checks that a host reused for many games gives
// the same games as fresh hosts.
func TestUnuSelfPlayOnOneHost(t *testing.T) {
	s := mustLoad(t, unuPath)
	h, err := s.NewHost()
	require.NoError(t, err)
	defer h.Close()
	for seed := uint64(1); seed <= 5; seed++ {
		g, err := h.NewGame(Config{Seats: 4, Seed: seed})
		require.NoError(t, err)
		_, err = engine.SelfPlay(g, randomBots(4, seed), maxSelfPlayMoves)
		require.NoError(t, err)
		assert.Equal(t, string(mustSave(t, selfPlay(t, s, seed))), string(mustSave(t, g)), "seed %d", seed)
	}
}

// TestSaveRestoreContinue saves a game in the middle, restores it on a fresh
// host and plays the rest of the original's moves: the end must be the same
// byte for byte.
func TestSaveRestoreContinue(t *testing.T) {
	s := mustLoad(t, unuPath)
	for seed := uint64(1); seed <= 8; seed++ {
		orig := selfPlay(t, s, seed)
		moves := recordedMoves(orig)
		require.Greater(t, len(moves), 4, "seed %d", seed)
		half := len(moves) / 2

		g := mustGame(t, s, Config{Seats: 4, Seed: seed})
		playMoves(t, g, moves[:half])
		mid := mustSave(t, g)

		r, err := s.Restore(mid)
		require.NoError(t, err)
		require.NotSame(t, g.Host(), r.Host())
		assert.Equal(t, string(mid), string(mustSave(t, r)), "seed %d: restore changes the game", seed)
		assert.Equal(t, g.Seats(), r.Seats())
		assert.Equal(t, g.Seed(), r.Seed())
		assert.Equal(t, g.Options(), r.Options())
		playMoves(t, r, moves[half:])
		assert.Equal(t, string(mustSave(t, orig)), string(mustSave(t, r)), "seed %d", seed)

		// A clone taken in the middle also ends the same.
		c := mustGame(t, s, Config{Seats: 4, Seed: seed})
		playMoves(t, c, moves[:half])
		c = c.Clone()
		playMoves(t, c, moves[half:])
		assert.Equal(t, string(mustSave(t, orig)), string(mustSave(t, c)), "seed %d, clone", seed)
	}
}

// TestRestoreErrors checks that a saved game is refused by another script
// or when damaged.
func TestRestoreErrors(t *testing.T) {
	unu := mustLoad(t, unuPath)
	mini := mustLoad(t, miniPath)
	saved := mustSave(t, mustGame(t, unu, Config{Seed: 1}))
	_, err := mini.Restore(saved)
	require.Error(t, err)
	assert.Contains(t, err.Error(), `saved game is of "Unu", not "Mini"`)
	_, err = unu.Restore(saved[:len(saved)/2])
	assert.Error(t, err)
	_, err = unu.Restore([]byte(`{"game":"Unu","seats":4,"options":{"nope":"1"},"state":{}}`))
	require.Error(t, err)
	assert.Contains(t, err.Error(), `unknown option "nope"`)
}
