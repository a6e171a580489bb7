package lua

import (
	"os"
	"regexp"
	"testing"

	"github.com/rulerun/rulerun/runtime/lua/bind"

	"github.com/rulerun/rulerun/core"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const apiPath = "testdata/api.lua"

// TestAPISmokeCoversEveryFunction checks that testdata/api.lua calls every
// function of g and of a pile, so that TestAPISmoke exercises each binding.
func TestAPISmokeCoversEveryFunction(t *testing.T) {
	src, err := os.ReadFile(apiPath)
	require.NoError(t, err)
	require.NotEmpty(t, bind.CoreGameFuncs())
	require.NotEmpty(t, bind.CorePileFuncs())
	for _, f := range bind.CoreGameFuncs() {
		// g:name(...) or g.name passed to pcall.
		re := regexp.MustCompile(`\bg(:` + f.Name + `\s*[({"]|\.` + f.Name + `,)`)
		assert.True(t, re.Match(src), "testdata/api.lua never calls g:%s", f.Name)
	}
	for _, f := range bind.CorePileFuncs() {
		re := regexp.MustCompile(`(:` + f.Name + `\s*[({"]|\.` + f.Name + `,)`)
		assert.True(t, re.Match(src), "testdata/api.lua never calls pile:%s", f.Name)
	}
}

// TestAPISmoke runs testdata/api.lua, whose setup and play call every API
// function and assert their results in Lua, then checks from Go what Lua
// cannot see: views, the log and the result.
func TestAPISmoke(t *testing.T) {
	s := mustLoad(t, apiPath)
	g := mustGame(t, s, Config{Seed: 3})

	// show_to / hide_from: who sees which hand.
	pile := func(seat int, name string) core.PileView {
		for _, p := range g.View(seat, 0).Piles {
			if p.Name == name {
				return p
			}
		}
		require.FailNow(t, "no pile "+name)
		return core.PileView{}
	}
	sees := func(seat int, name string) bool { return pile(seat, name).Cards != nil }
	assert.True(t, sees(0, "hand.1"), "a seat sees its own hand")
	assert.True(t, sees(0, "hand.2"), "show_to(1) shows hand.2 to seat 1")
	assert.False(t, sees(0, "hand.3"), "hide_from(1) hides hand.3 from seat 1 again")
	assert.True(t, sees(1, "hand.3"), "hide_from(1) keeps showing hand.3 to seat 2")
	assert.False(t, sees(2, "hand.1"), "hide_from() hides hand.1 from every seat")
	assert.Equal(t, "hidden", pile(-1, "table").Vis, "set_visibility")
	assert.Equal(t, "public", pile(-1, "meld1").Vis, "new_pile with a visibility")
	assert.Equal(t, "melds", pile(-1, "meld1").Group, "new_pile with a group")
	assert.Equal(t, map[string]int{"smoke": 3}, g.State().Counters(), "count, by 1 and by 2")
	assert.Equal(t, 0, pile(-1, "meld1").Owner, "new_pile with an owner")

	// say / tell / tell_others.
	assert.Contains(t, g.View(-1, 0).Log, "everyone reads this")
	assert.NotContains(t, g.View(-1, 0).Log, "only seat 2 reads this")
	assert.Contains(t, g.View(1, 0).Log, "only seat 2 reads this")
	assert.NotContains(t, g.View(0, 0).Log, "only seat 2 reads this")
	assert.Contains(t, g.View(0, 0).Log, "seat 2 does not read this")
	assert.NotContains(t, g.View(1, 0).Log, "seat 2 does not read this")

	// The turn, scores and variables setup left.
	v := g.View(-1, 0)
	assert.Equal(t, 0, v.Turn.Current)
	assert.Equal(t, 2, v.Turn.Dealer)
	assert.Equal(t, []int{2}, v.Turn.Order)
	assert.Equal(t, []int{3, 7, 0}, v.Score.Totals)
	assert.Equal(t, [][]int{{3, 0, 0}}, v.Score.Rounds)
	assert.Equal(t, 0.0, v.Vars["turns"])
	assert.Equal(t, []any{"a", "b"}, v.Vars["seen"])

	legal, err := g.Legal(0)
	require.NoError(t, err)
	assert.Equal(t, []string{"check", "win", "tie", "round"}, legal)

	// play runs its own checks; a clone ends in a shared win, the game in a draw.
	require.NoError(t, g.Play(0, "check"))
	assert.Equal(t, 1.0, g.View(-1, 0).Vars["turns"])
	d, err := g.ToAct()
	require.NoError(t, err)
	assert.Equal(t, 1, d.Seat, "check advances the turn")

	c := g.Clone()
	require.NoError(t, c.Play(1, "win"))
	res := c.State().Result()
	assert.True(t, res.Over)
	assert.False(t, res.Draw)
	assert.Equal(t, []int{0, 1}, res.Winners)
	assert.Equal(t, "a shared win", res.Reason)
	d, err = c.ToAct()
	require.NoError(t, err)
	assert.True(t, d.Over)
	assert.ErrorIs(t, c.Play(1, "check"), ErrGameOver)
	legal, err = c.Legal(1)
	require.NoError(t, err)
	assert.Empty(t, legal)

	assert.False(t, g.State().Result().Over, "the clone's win does not end the original")
	require.NoError(t, g.Play(1, "tie"))
	res = g.State().Result()
	assert.True(t, res.Over)
	assert.True(t, res.Draw)
	assert.Equal(t, "nobody won", res.Reason)
}

// TestRoundsAndReveal plays the smoke script's round move: cards shown to
// seats are known to them, a new round gathers the cards, and the match
// ends when a total reaches the target.
func TestRoundsAndReveal(t *testing.T) {
	s := mustLoad(t, apiPath)
	g := mustGame(t, s, Config{Seed: 3})
	shown := handOf(t, g, 1)
	require.NotEmpty(t, shown)
	next := g.Clone()
	require.NoError(t, next.Play(0, "round"))
	st := next.State()
	assert.True(t, st.Result().Over)
	assert.Equal(t, []int{1}, st.Result().Winners)
	require.NoError(t, st.CheckCards())
	// What the seats were shown is forgotten with the new round, so look at
	// the game before it: play the reveals alone on another copy.
	h := g.host
	h.bind(g)
	fn, err := h.vm.L.LoadString("local g = ... g:reveal(g.piles.hand[2], 1) g:reveal(\"QS\", {1, 3})")
	require.NoError(t, err)
	_, err = h.run(g.state, fn, false, "test", h.api.G())
	require.NoError(t, err)
	d := g.State().Deck()
	for _, code := range shown {
		k, _ := d.Lookup(code)
		assert.True(t, g.State().Knows(0, k), "seat 1 was shown %s", code)
		assert.False(t, g.State().Knows(2, k), "seat 3 was not shown %s", code)
	}
	qs, _ := d.Lookup("QS")
	assert.True(t, g.State().Knows(2, qs))
	assert.False(t, g.State().Knows(1, qs))
}
