package lua

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/check"
	"github.com/rulerun/rulerun/runtime/engine"
)

// rumskiVariant writes a variant of the shipped Rumski that changes its
// melds, and loads it.
func rumskiVariant(t *testing.T, name, change string) *Script {
	t.Helper()
	path := writeFile(t, t.TempDir(), name+".lua", "local game = require \"rumski\"\n"+change+"\nreturn game\n")
	return mustLoad(t, path)
}

// shortMatch makes a Rumski match short: a round or two.
var shortMatch = map[string]string{"target": "50"}

// meldsListed self-plays a game and calls see with every laying move listed.
func meldsListed(t *testing.T, s *Script, seed uint64, see func(text string)) {
	t.Helper()
	g := mustGame(t, s, Config{Seats: 2, Seed: seed, Options: shortMatch})
	bot := engine.NewRandomBot(seed)
	for moves := 0; moves < 3000; moves++ {
		d, err := g.ToAct()
		require.NoError(t, err)
		if d.Over {
			return
		}
		listed, err := g.Moves(d.Seat)
		require.NoError(t, err)
		for _, m := range listed {
			if text := g.Format(m); strings.HasPrefix(text, "meld ") || strings.HasPrefix(text, "add ") {
				see(text)
			}
		}
		m, ok, err := bot.Choose(g, d.Seat, false)
		require.NoError(t, err)
		require.True(t, ok)
		require.NoError(t, g.PlayMove(d.Seat, m))
	}
}

// wildsIn counts the wilds of a move's text.
func wildsIn(text string) int {
	n := 0
	for _, w := range strings.Fields(text) {
		if w == "W" || strings.HasPrefix(w, "W=") {
			n++
		}
	}
	return n
}

// TestRumskiVariants checks that a variant changing one field of
// game.melds changes what is listed and accepted, and keeps every promise
// validate checks: the rule is written once, for the listing and the check.
func TestRumskiVariants(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, change string
		// most judges the most wilds in a meld or an add listed.
		most func(n int) bool
	}{
		{"base", "", func(n int) bool { return n == 1 }},
		{"two wilds", "game.melds.max_wilds = 2", func(n int) bool { return n == 2 }},
		{"no wild in a first meld", "game.melds.first_no_wild = true", func(n int) bool { return n == 1 }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s := rumskiVariant(t, strings.ReplaceAll(tt.name, " ", "_"), tt.change)
			most := 0
			for seed := uint64(1); seed <= 3; seed++ {
				meldsListed(t, s, seed, func(text string) { most = max(most, wildsIn(text)) })
			}
			assert.True(t, tt.most(most), "the most wilds in a meld listed is %d", most)
			r := check.Validate(s, check.Options{Games: 4, Seed: 1, Seats: 2, Options: shortMatch})
			assert.Empty(t, r.Problems, "validate finds problems in the variant")
		})
	}
}

// TestRumskiFirstMeldWithoutWild refuses a first meld with a wild in the
// house rule, citing it, and accepts it after a first meld without one.
func TestRumskiFirstMeldWithoutWild(t *testing.T) {
	s := rumskiVariant(t, "nowild", "game.melds.first_no_wild = true\ngame.melds.first_no_wild_why = \"house rule: no wild in your first meld\"")
	g := mustGame(t, s, Config{Seats: 2, Seed: 1, Options: map[string]string{"first_dealer": "2"}})
	require.NoError(t, g.Arrange(func(st *core.State) error {
		fixed := map[core.PileID][]int{}
		for name, codes := range map[string][]string{"hand.1": {"R3", "R4", "W", "B7", "B8", "B9", "G1"}, "discard": {"Y13"}} {
			id, _ := st.PileByName(name)
			for _, c := range codes {
				k, _ := st.Deck().Lookup(c)
				fixed[id] = append(fixed[id], k)
			}
		}
		stock, _ := st.PileByName("draw")
		if err := st.Arrange(fixed, stock); err != nil {
			return err
		}
		return st.SetCurrent(0)
	}))
	require.NoError(t, g.Play(0, "take"))
	err := g.Play(0, "meld R3 R4 W")
	var im *engine.IllegalMove
	require.ErrorAs(t, err, &im)
	assert.Contains(t, im.Reason, "house rule: no wild in your first meld")
	require.NoError(t, g.Play(0, "meld B7 B8 B9"))
	require.NoError(t, g.Play(0, "meld R3 R4 W"))
}

// TestTakeBindsTheTurnsEnd refuses a pass after taking the whole pile, in
// the engine's words when the take declares none.
func TestTakeBindsTheTurnsEnd(t *testing.T) {
	s := rumskiVariant(t, "nowhy", "game.verbs.takeall.take.end_with_why = nil")
	g := mustGame(t, s, Config{Seats: 2, Seed: 1, Options: map[string]string{"first_dealer": "2"}})
	require.NoError(t, g.Play(0, "takeall"))
	err := g.Play(0, "pass")
	var im *engine.IllegalMove
	require.ErrorAs(t, err, &im)
	assert.Contains(t, im.Reason, "you must end your turn with discard")
	legal, err := g.Legal(0)
	require.NoError(t, err)
	assert.NotContains(t, legal, "pass", "the pass refused is not listed")
}
