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
// a player, a bot or a count can see. Taken again when its second round
// made a random pick check only the moves it draws (rules/scripted_pick.go),
// which draws other moves from the same seeds, as it decided, and the
// search bot grow its tree by that pick (bots.ismcts.grow). Unu's taken
// again in the fourth round, once, when the pick drew a proposal before
// its filling (rules.Proposer: the part rules asked of the proposal drawn
// alone), which draws other moves where a proposal stands for several;
// Thirteen's, whose proposals are each one move, draws as it did. Both
// taken again in the fifth round for the search bot's choices alone (the
// rest of the digest is as before): its tree lists the moves its rules
// propose and checks the one it plays (engine.Proposer), and where a move
// costs the script's work (bots.dearMove) a decision spends at most
// bots.dearDecision of it (Thirteen's decisions stop sooner; Unu's, judged
// at the tree's leaf, do not).
var v2Golden = map[string]string{
	"unu-v2":      "f2444485cc62bafe719bc1344fd755bf234da574feb52dd37909125fc277bb2a",
	"thirteen-v2": "b5b16cb1c23a427b99b361530a1637d9acc172a3d5b43673d9209758205695b0",
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
