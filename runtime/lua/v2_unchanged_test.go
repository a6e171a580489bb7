package lua

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"hash"
	"maps"
	"slices"
	"testing"

	"github.com/rulerun/rulerun/runtime/bots"
	"github.com/rulerun/rulerun/runtime/engine"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// v2Golden is, for each game written as functions (docs/examples), the
// digest of what v2Digest records of its games: taken before the work of
// issue #42 "No cliff" made such games faster, so that it changes nothing
// a player, a bot or a count can see.
var v2Golden = map[string]string{
	"unu-v2":      "68b4f99c1fab43dd09de940a0d1fbd7b9f0146b805ed4d8b0e67a7e985dd2415",
	"thirteen-v2": "2cc81e71fd7899f87e6acb837499551b5c41a046d95f291e333eb051e3f14943",
}

// TestV2GamesUnchanged plays the games written as functions as before the
// work on their speed: every listing of legal moves in order, every save
// byte for byte, the rule codes counted, and the search bot's choices.
func TestV2GamesUnchanged(t *testing.T) {
	for _, game := range []string{"unu-v2", "thirteen-v2"} {
		t.Run(game, func(t *testing.T) {
			s := mustLoad(t, "../../docs/examples/"+game+".lua")
			assert.Equal(t, v2Golden[game], v2Digest(t, s))
		})
	}
}

// v2Digest plays 12 four-seat games between random bots on one host and 4
// decisions of the search bot (ismcts:200), and digests the legal moves at
// every step, each save, each game's tally and the bot's moves.
func v2Digest(t *testing.T, s *Script) string {
	h, err := s.NewHost()
	require.NoError(t, err)
	defer h.Close()
	sum := sha256.New()
	for seed := uint64(1); seed <= 12; seed++ {
		g, err := h.NewGame(Config{Seats: 4, Seed: seed})
		require.NoError(t, err)
		tally := g.Tally()
		agents := randomBots(4, seed)
		for step := 0; step < maxSelfPlayMoves; step++ {
			d, err := g.ToAct()
			require.NoError(t, err)
			if d.Over {
				break
			}
			legal, err := g.Legal(d.Seat)
			require.NoError(t, err)
			fmt.Fprintln(sum, d.Seat, legal)
			if seed <= 2 && step%25 == 10 {
				digestBotChoice(t, sum, g, d.Seat, seed)
			}
			_, err = engine.Step(g, agents)
			require.NoError(t, err)
		}
		sum.Write(mustSave(t, g))
		if tally != nil {
			for _, m := range []map[string]int{tally.Applied, tally.Refused, tally.Implied} {
				for _, k := range slices.Sorted(maps.Keys(m)) {
					fmt.Fprintln(sum, k, m[k])
				}
			}
			fmt.Fprintln(sum, tally.Fired)
		}
	}
	return hex.EncodeToString(sum.Sum(nil))
}

// digestBotChoice asks the search bot for seat's move on a clone of g.
func digestBotChoice(t *testing.T, sum hash.Hash, g *Game, seat int, seed uint64) {
	bot, err := bots.NewBot("ismcts:200", seed)
	require.NoError(t, err)
	m, _, err := bot.Choose(g.Clone(), seat, false)
	require.NoError(t, err)
	fmt.Fprintln(sum, "bot", g.Format(m))
}
