package climbing_test

import (
	"strings"
	"testing"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// In a climbing game every play is made under the rule of what a play is,
// one that beats the play on the table under the rule of beating too, a
// pass under the rule of passing, and a bomb under the bomb's rule.
func TestTallyCountsTheRulesOfATrick(t *testing.T) {
	g := lead(t, []string{"5C"}, []string{"7D", "9C", "9D", "9H", "9S"})
	tl := g.Tally()
	play(t, g, 1, "play 7D")
	assert.Equal(t, map[string]int{"T-7": 1, "T-5": 1}, tl.Applied)
	play(t, g, 2, "pass")
	assert.Equal(t, map[string]int{"T-7": 1, "T-5": 1, "T-9": 1}, tl.Applied)
}

// Bombs of one kind are counted apart, each under its own name, so that a
// house rule's new bomb is not counted with the base's.
func TestTallyNamesBombsApart(t *testing.T) {
	d := climbDecl(t)
	d.Trick.BombRule = msg("T-8")
	d.Trick.Bombs = []rules.Bomb{{Kind: "bomb", On: "single"}, {Kind: "bomb", On: "pair"}}
	p, err := rules.NewPlan(d, 4)
	require.NoError(t, err)
	g, err := p.NewGame(1, nil)
	require.NoError(t, err)
	assert.Equal(t, 1, countOf(g.Tally().Effects, "bomb: bomb"), "the first bomb of a kind keeps the kind's name")
	assert.Equal(t, 1, countOf(g.Tally().Effects, "bomb: bomb on a pair"), "a second is named apart")
}

func countOf(names []string, name string) int {
	n := 0
	for _, s := range names {
		if s == name {
			n++
		}
	}
	return n
}

// A bomb fires when it beats a play of another kind, not when it beats a
// bomb; a class beating a lower class is no bomb.
func TestTallyCountsBombs(t *testing.T) {
	for name, tc := range map[string]struct {
		cur   []string
		move  string
		bombs int
	}{
		"a bomb on a single":               {[]string{"AS"}, "play 3C 3D 3H 3S", 1},
		"a bomb on a full house":           {[]string{"5C", "5D", "5H", "9S", "9C"}, "play 3C 3D 3H 3S", 1},
		"a higher bomb":                    {[]string{"7C", "7D", "7H", "7S"}, "play 8C 8D 8H 8S", 0},
		"a flush on a straight":            {[]string{"5C", "6D", "7H", "8S", "9C"}, "play 2D 4D 6D 8D TD", 0},
		"a pair on a pair, no bomb at all": {[]string{"9C", "9D"}, "play TC TD", 0},
	} {
		t.Run(name, func(t *testing.T) {
			g := lead(t, tc.cur, append(strings.Fields(tc.move)[1:], "3S"))
			tl := g.Tally()
			play(t, g, 1, tc.move)
			assert.Equal(t, tc.bombs, fired(tl)["bomb: bomb"])
		})
	}
}

// fired is what a tally counts fired, by name.
func fired(tl *engine.Tally) map[string]int {
	out := map[string]int{}
	for i, name := range tl.Effects {
		out[name] = tl.Fired[i]
	}
	return out
}
