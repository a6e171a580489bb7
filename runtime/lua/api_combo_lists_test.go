package lua

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The lists p:sets, p:runs, g:higher and p:peek answer are the script's
// own: a script that changes one (a play, or the list of plays) sees its
// change, and every other answer, earlier or later, is as it was made,
// empty lists and lists of one card included (newList hands those out from
// a slab, the listings reuse their Go memory from call to call).
func TestComboListsAreTheScriptsOwn(t *testing.T) {
	g := comboGame(t)
	comboDeal(t, g, "3S 3C 4S 4D 5S 5H 6C 7S 7C 9D")
	hand := "local h = g.piles.hand[1]\n"
	// A play changed, and the list of plays extended, change no other answer.
	assert.Equal(t, "{{X} {3S} {3S}}", comboMust(t, g, hand+`
		local a, b = h:sets(1), h:sets(1)
		a[1][1] = "X"
		a[#a + 1] = {"Y"}
		assert(#b == 10 and #a == 11)
		local c = h:sets(1)
		return {a[1], b[1], c[1]}`))
	assert.Equal(t, "{{3S 4S 5S} {3S 4S 5S} 1 8}", comboMust(t, g, hand+`
		local a = h:runs{min = 3}
		local b = h:runs{min = 3}
		table.remove(a, 1)
		a[1][1] = "Z"
		local c = h:runs{min = 3, max = 3}
		return {b[1], c[1], #h:runs{min = 3, per_rank = 2}, #h:runs{min = 3, max = 3, per_rank = 1, low = "3", high = "5"}}`))
	// Empty answers are tables of their own: filling one fills no other.
	assert.Equal(t, "{{Q} 0 0 0}", comboMust(t, g, hand+`
		local a, b = h:sets(4), h:sets(4)
		a[1] = {"Q"}
		local c = g:higher(h:sets(1), "2H")
		local d = g:higher(h:sets(1), "2H")
		c[1] = "R"
		return {a[1], #b, #d, #h:sets(4)}`))
	// A one-card list kept across calls is unchanged by later calls, and
	// changing it changes none of theirs.
	assert.Equal(t, "{{9D} {X} {9D}}", comboMust(t, g, hand+`
		local top = h:peek(1)
		local kept = {top, h:peek(1)}
		kept[2][1] = "X"
		for _ = 1, 50 do h:sets(1) h:peek(1) h:runs{min = 3} end
		return {kept[1], kept[2], h:peek(1)}`))
	// The plays a generator hands on are read when it runs; changing them
	// after changes nothing it proposed.
	assert.Equal(t, "{3S 3C}", comboMust(t, g, hand+`
		local pairs = h:sets(2)
		local again = h:sets(2)
		for _, p in ipairs(pairs) do p[1], p[2] = "2H", "2H" end
		return again[1]`))
}
