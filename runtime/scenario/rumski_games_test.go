package scenario

import (
	"crypto/sha256"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/lua"
)

var updateRumskiGames = flag.Bool("update-rumski-games", false, "rewrite testdata/rumski-games.golden")

// rumskiGamesGolden holds a digest of seeded Rumski games: every move
// listed at every decision, in order, and each game saved at its end (all
// of it but where the rules keep their own bookkeeping: see savedGame).
const rumskiGamesGolden = "testdata/rumski-games.golden"

// TestRumskiGamesStayTheSame plays seeded games of Rumski and its two
// variants with random bots and compares a digest of each with the golden
// file: the legal moves listed at every decision (their order and text),
// the moves the bots chose and the game saved at the end. Making the
// listing faster must leave all of it as it was, byte for byte; a change of
// the rules that changes the games rewrites the file with
// go test ./runtime/scenario -run RumskiGames -update-rumski-games.
func TestRumskiGamesStayTheSame(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("self-play")
	}
	var b strings.Builder
	for _, script := range []string{"rumski.lua", "variants/twowilds.lua", "variants/firstnowild.lua"} {
		s, err := lua.Load(filepath.Join(shippedDir, script))
		require.NoError(t, err)
		for _, seats := range []int{2, 4, 6} {
			for seed := uint64(1); seed <= 3; seed++ {
				moves, digest := rumskiGameDigest(t, s, seats, seed)
				fmt.Fprintf(&b, "%s %d seats, seed %d: %d moves %x\n", script, seats, seed, moves, digest)
			}
		}
	}
	if *updateRumskiGames {
		require.NoError(t, os.WriteFile(rumskiGamesGolden, []byte(b.String()), 0o644))
	}
	want, err := os.ReadFile(rumskiGamesGolden)
	require.NoError(t, err, "go test ./runtime/scenario -run RumskiGames -update-rumski-games writes it")
	assert.Equal(t, string(want), b.String(), "the games changed (go test ./runtime/scenario -run RumskiGames -update-rumski-games, if they should)")
}

// rumskiGameDigest plays one game to its end and returns its moves and the
// digest of every listing, every move and the saved game.
func rumskiGameDigest(t *testing.T, s *lua.Script, seats int, seed uint64) (int, []byte) {
	g, err := s.NewGame(lua.Config{Seats: seats, Seed: seed})
	require.NoError(t, err)
	agents := make([]engine.Agent, seats)
	for i := range agents {
		agents[i] = engine.NewRandomBot(seed*100 + uint64(i))
	}
	h := sha256.New()
	n := 0
	for ; ; n++ {
		d, err := g.ToAct()
		require.NoError(t, err)
		if d.Over {
			break
		}
		require.Less(t, n, 20000, "seed %d: the game did not end", seed)
		listed, err := g.Moves(d.Seat)
		require.NoError(t, err)
		for _, m := range listed {
			fmt.Fprintln(h, g.Format(m))
		}
		m, ok, err := agents[d.Seat].Choose(g, d.Seat, false)
		require.NoError(t, err)
		require.True(t, ok)
		fmt.Fprintln(h, "--", d.Seat, g.Format(m))
		require.NoError(t, g.PlayMove(d.Seat, m))
	}
	saved, err := g.Save()
	require.NoError(t, err)
	again, err := s.Restore(saved)
	require.NoError(t, err)
	resaved, err := again.Save()
	require.NoError(t, err)
	require.Equal(t, string(saved), string(resaved), "seed %d: the saved game does not restore as itself", seed)
	h.Write(savedGame(t, saved))
	return n, h.Sum(nil)
}

// savedGame is a saved game without the parts of the state the rules keep
// for their mechanics ("flow" and "parts"): the piles, the log, the scores,
// the result, the moves and the random source. Where the mechanics keep
// their state is the engine's own business, which may move between parts
// without changing a game; that it is kept whole is held by the restore
// above, and by the digest of every listing, which reads it.
func savedGame(t *testing.T, saved []byte) []byte {
	var game, state map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(saved, &game))
	require.NoError(t, json.Unmarshal(game["state"], &state))
	require.Contains(t, state, "flow", "a saved game of the engine keeps where the turn stands")
	delete(state, "flow")
	delete(state, "parts")
	var err error
	game["state"], err = json.Marshal(state)
	require.NoError(t, err)
	out, err := json.Marshal(game)
	require.NoError(t, err)
	return out
}
