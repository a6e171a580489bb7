package lua

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	lua "github.com/yuin/gopher-lua"
)

// comboScript is a do-nothing game whose deck is a French deck in Thirteen's
// order (3 lowest, 2 highest; spades < clubs < diamonds < hearts) with two
// copies of every card, so that the tests see identical copies.
const comboScript = `
local game = {
  name = "Combo test",
  seats = { min = 2, max = 2 },
  moves = { "pass" },
  start = "stock",
  piles = { stock = "hidden", table = "public", hand = { per_seat = true, visibility = "owner" } },
  deck = { preset = "french52", copies = 2,
    ranks = { "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A", "2" }, suits = { "S", "C", "D", "H" } },
}
function game.setup(g) end
function game.to_act(g) return 1 end
game.verbs = { pass = { apply = function(g, seat, move) end } }
return game
`

// comboGame starts the combo test game.
func comboGame(t *testing.T) *Game {
	t.Helper()
	path := filepath.Join(t.TempDir(), "combo.lua")
	require.NoError(t, os.WriteFile(path, []byte(comboScript), 0o644))
	s, err := Load(path)
	require.NoError(t, err)
	g, err := s.NewGame(Config{Seats: 2, Seed: 1})
	require.NoError(t, err)
	return g
}

// comboEval runs a Lua chunk as a hook of g (it receives g as ...), and
// returns its first result written out by luaText.
func comboEval(t *testing.T, g *Game, chunk string) (string, error) {
	t.Helper()
	h := g.host
	h.bind(g)
	fn, err := h.vm.L.LoadString("local g = ...\n" + chunk)
	require.NoError(t, err)
	rets, err := h.run(g.state, fn, false, "test", h.api.G())
	if err != nil {
		return "", err
	}
	return luaText(rets[0]), nil
}

func comboMust(t *testing.T, g *Game, chunk string) string {
	t.Helper()
	out, err := comboEval(t, g, chunk)
	require.NoError(t, err, chunk)
	return out
}

// luaText writes a Lua value for comparison: lists as {a b c}, other tables
// as {k=v ...} with sorted keys.
func luaText(v lua.LValue) string {
	t, ok := v.(*lua.LTable)
	if !ok {
		return v.String()
	}
	n := t.Len()
	var parts []string
	for i := 1; i <= n; i++ {
		parts = append(parts, luaText(t.RawGetInt(i)))
	}
	var keyed []string
	for k, v := t.Next(lua.LNil); k != lua.LNil; k, v = t.Next(k) {
		if num, ok := k.(lua.LNumber); ok && int(num) >= 1 && int(num) <= n {
			continue
		}
		keyed = append(keyed, fmt.Sprintf("%s=%s", k.String(), luaText(v)))
	}
	sort.Strings(keyed)
	return "{" + strings.Join(append(parts, keyed...), " ") + "}"
}

// comboDeal puts cards in seat 1's hand; a code given twice takes both copies.
func comboDeal(t *testing.T, g *Game, codes string) {
	t.Helper()
	var quoted []string
	for _, c := range strings.Fields(codes) {
		quoted = append(quoted, fmt.Sprintf("%q", c))
	}
	comboMust(t, g, "g.piles.stock:move_cards({"+strings.Join(quoted, ", ")+"}, g.piles.hand[1]) return true")
}

func TestComboShape(t *testing.T) {
	g := comboGame(t)
	cases := map[string]string{
		`{"7H", "7C", "7S", "5D", "5S"}`:       "{consecutive=false counts={3 2} high=7 high_index=5 low=5 low_index=3 per_rank=0 ranks={7 5} same_suit=false size=5 top=7H unranked=0}",
		`{"5S", "6S", "4S"}`:                   "{consecutive=true counts={1 1 1} high=6 high_index=4 low=4 low_index=2 per_rank=1 ranks={6 5 4} same_suit=true size=3 suit=S top=6S unranked=0}",
		`{"3S", "3H", "4C", "4D", "5S", "5C"}`: "{consecutive=true counts={2 2 2} high=5 high_index=3 low=3 low_index=1 per_rank=2 ranks={5 4 3} same_suit=false size=6 top=5C unranked=0}",
		// A and 2 are adjacent in this deck, 2 and 3 are not: no wrapping.
		`{"KS", "AS", "2S"}`: "{consecutive=true counts={1 1 1} high=2 high_index=13 low=K low_index=11 per_rank=1 ranks={2 A K} same_suit=true size=3 suit=S top=2S unranked=0}",
		`{"AS", "2S", "3S"}`: "{consecutive=false counts={1 1 1} high=2 high_index=13 low=3 low_index=1 per_rank=1 ranks={2 A 3} same_suit=true size=3 suit=S top=2S unranked=0}",
		// Identical copies count twice; a single code is a one-card play.
		`{"9D", "9D"}`: "{consecutive=true counts={2} high=9 high_index=7 low=9 low_index=7 per_rank=2 ranks={9} same_suit=true size=2 suit=D top=9D unranked=0}",
		`"10h"`:        "{consecutive=true counts={1} high=T high_index=8 low=T low_index=8 per_rank=1 ranks={T} same_suit=true size=1 suit=H top=TH unranked=0}",
		`{}`:           "{consecutive=false counts={} per_rank=0 ranks={} same_suit=false size=0 unranked=0}",
	}
	for cards, want := range cases {
		assert.Equal(t, want, comboMust(t, g, "return g:shape("+cards+")"), cards)
	}
}

// TestComboShapeFields asks g:shape for its fields by name: each is the
// table's field (nil where the table has none), groups is #counts, and an
// unknown name is an error naming the fields.
func TestComboShapeFields(t *testing.T) {
	g := comboGame(t)
	fields := `{"size", "counts", "ranks", "per_rank", "unranked", "same_suit", "suit", "consecutive", "low", "high", "low_index", "high_index", "top"}`
	for _, cards := range []string{`{"7H", "7C", "7S", "5D", "5S"}`, `{"5S", "6S", "4S"}`, `{"9D", "9D"}`, `"10h"`, `{}`} {
		chunk := `local cards, fields = ` + cards + `, ` + fields + `
			local s = g:shape(cards)
			local out = {groups = select(1, g:shape(cards, "groups")) == #s.counts}
			for _, f in ipairs(fields) do
				local v = g:shape(cards, f)
				if type(v) == "table" then out[f] = table.concat(v, " ") == table.concat(s[f], " ") else out[f] = v == s[f] end
			end
			local size, per, high = g:shape(cards, "size", "per_rank", "high")
			out.several = size == s.size and per == s.per_rank and high == s.high
			return out`
		assert.Equal(t, "{consecutive=true counts=true groups=true high=true high_index=true low=true low_index=true per_rank=true ranks=true same_suit=true several=true size=true suit=true top=true unranked=true}",
			comboMust(t, g, chunk), cards)
	}
	_, err := comboEval(t, g, `return g:shape({"3S"}, "kind")`)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "a shape has no field kind")
}

func TestComboCompare(t *testing.T) {
	g := comboGame(t)
	cases := []struct {
		fn, a, b string
		want     string
	}{
		{"compare", `"3H"`, `"4S"`, "-1"},                // rank first
		{"compare", `"3H"`, `"3D"`, "1"},                 // then suit: hearts over diamonds
		{"compare", `"2S"`, `"AH"`, "1"},                 // 2 is the highest rank
		{"compare", `{"7C", "7H"}`, `{"7S", "7D"}`, "1"}, // pairs by their highest card
		{"compare", `{"5S", "6S", "7D"}`, `{"5H", "6H", "7C"}`, "1"},
		{"compare", `{"7D", "7D"}`, `{"7D", "7D"}`, "0"},
		{"compare", `{"7D", "5S"}`, `{"7D"}`, "1"}, // more cards on the same top
		{"compare_rank", `{"8S", "8C", "8D"}`, `{"7C", "7D", "7H"}`, "1"},
		{"compare_rank", `{"7S", "7C", "7D"}`, `{"7C", "7D", "7H"}`, "0"},                         // suits do not count
		{"compare_rank", `{"5S", "5C", "5D", "KS", "KH"}`, `{"4S", "4C", "4D", "AS", "AH"}`, "1"}, // the triple first
	}
	for _, c := range cases {
		got := comboMust(t, g, fmt.Sprintf("return g:%s(%s, %s)", c.fn, c.a, c.b))
		assert.Equal(t, c.want, got, "g:%s(%s, %s)", c.fn, c.a, c.b)
	}
}

func TestComboHigherAndSort(t *testing.T) {
	g := comboGame(t)
	comboDeal(t, g, "3S 7S 7C 7H 9D 9H 2S")
	assert.Equal(t, "{{7S 7H} {7C 7H} {9D 9H}}", comboMust(t, g, `return g:higher(g.piles.hand[1]:sets(2), {"7S", "7D"})`))
	assert.Equal(t, "{{7S 7C 7H}}", comboMust(t, g, `return g:higher(g.piles.hand[1]:sets(3), {"6S", "6C", "6H"}, "rank")`))
	assert.Equal(t, "{}", comboMust(t, g, `return g:higher(g.piles.hand[1]:sets(1), "2H")`))
	// The plays returned are the tables given.
	assert.Equal(t, "true", comboMust(t, g, `local l = {{"9D"}, {"3S"}} return g:higher(l, "4S")[1] == l[1]`))
	assert.Equal(t, "{3S 3H 7C 2S}", comboMust(t, g, `return g:sort_cards({"2S", "7C", "3H", "3S"})`))
	assert.Equal(t, "{5D}", comboMust(t, g, `return g:sort_cards("5d")`))

	_, err := comboEval(t, g, `return g:higher({{"9D"}}, "4S", "suit")`)
	require.Error(t, err)
	assert.Contains(t, err.Error(), `by must be "high", "rank", "ranks" or "groups"`)
	_, err = comboEval(t, g, `return g:compare({"9X"}, "4S")`)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "9X is not a card of this game")
	_, err = comboEval(t, g, `return g:shape(42)`)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "list of card codes")
}

func TestComboHoldsAndMoveCards(t *testing.T) {
	g := comboGame(t)
	comboDeal(t, g, "7H 7H 7C 9D")
	hand := "g.piles.hand[1]"
	assert.Equal(t, "true", comboMust(t, g, "return "+hand+`:holds({"7H", "7c", "7H"})`))
	assert.Equal(t, "true", comboMust(t, g, "return "+hand+`:holds({})`))
	assert.Equal(t, "7C", comboMust(t, g, "local ok, m = "+hand+`:holds({"7C", "7C"}) assert(ok == false) return m`))
	assert.Equal(t, "2H", comboMust(t, g, "local ok, m = "+hand+`:holds({"9D", "2H"}) assert(not ok) return m`))

	// All or nothing: a missing card moves nothing.
	_, err := comboEval(t, g, hand+`:move_cards({"7H", "8H"}, g.piles.table)`)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "move_cards: hand.1 does not hold 8H")
	assert.Equal(t, "4", comboMust(t, g, "return "+hand+":count()"))

	assert.Equal(t, "{9D 7C}", comboMust(t, g, hand+`:move_cards({"9D", "7C"}, g.piles.table) return g.piles.table:cards()`))
	assert.Equal(t, "{7H 7H}", comboMust(t, g, "return "+hand+":cards()"))
	assert.Equal(t, "{7H 9D 7C}", comboMust(t, g, hand+`:move_cards({"7H"}, g.piles.table, "bottom") return g.piles.table:cards()`))
	require.NoError(t, g.state.CheckCards())
}

func TestComboGroupsPatternsFlushes(t *testing.T) {
	g := comboGame(t)
	comboDeal(t, g, "3S 3H 5D 5D 5H 8H 9H JH KS KC")
	hand := "g.piles.hand[1]"
	assert.Equal(t, "{{cards={3S 3H} rank=3} {cards={5D 5D 5H} rank=5} {cards={8H} rank=8} {cards={9H} rank=9} {cards={JH} rank=J} {cards={KS KC} rank=K}}",
		comboMust(t, g, "return "+hand+":groups()"))
	assert.Equal(t, "{{cards={3H} rank=3} {cards={5H} rank=5} {cards={8H} rank=8} {cards={9H} rank=9} {cards={JH} rank=J}}",
		comboMust(t, g, "return "+hand+`:groups{suit = "H"}`))
	// Full houses: each combination once although 5D has two copies.
	assert.Equal(t, "{{3S 3H 5D 5D 5H} {5D 5D 5H KS KC}}", comboMust(t, g, "return "+hand+":full_houses()"))
	assert.Equal(t, comboMust(t, g, "return "+hand+":full_houses()"), comboMust(t, g, "return "+hand+":patterns(3, 2)"))
	assert.Equal(t, "{{3S 3H 5D 5D} {3S 3H 5D 5H} {3S 3H KS KC} {5D 5D KS KC} {5D 5H KS KC}}", comboMust(t, g, "return "+hand+":patterns(2, 2)"))
	// One triple (5D 5D 5H) with each of the 7 cards of other ranks.
	assert.Equal(t, "7", comboMust(t, g, "return #"+hand+":patterns(3, 1)"))
	assert.Equal(t, "{5D 5D 5H KC}", comboMust(t, g, "local l = "+hand+":patterns(1, 3) return l[#l]"))
	// Hearts: 3H 5H 8H 9H JH; five of them make one flush, four make five.
	assert.Equal(t, "{{3H 5H 8H 9H JH}}", comboMust(t, g, "return "+hand+":flushes(5)"))
	assert.Equal(t, "5", comboMust(t, g, "return #"+hand+":flushes(4)"))
	assert.Equal(t, "{{5H 8H 9H JH}}", comboMust(t, g, "return "+hand+`:flushes(4, {low = "4"})`))
	assert.Equal(t, "{{5D 5D}}", comboMust(t, g, "return "+hand+`:flushes(2, {suit = "D"})`))

	_, err := comboEval(t, g, "return "+hand+":patterns()")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "hand:patterns(3, 2)")
}

// TestComboListingCap checks that a listing too large to run inside one call
// is refused instead of running away in Go.
func TestComboListingCap(t *testing.T) {
	g := comboGame(t)
	comboMust(t, g, "g.piles.stock:move_all(g.piles.hand[1]) return true")
	_, err := comboEval(t, g, "return g.piles.hand[1]:flushes(10)")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "too many 10-card flushes")
	_, err = comboEval(t, g, "return g.piles.hand[1]:patterns(2, 2, 2, 2, 2)")
	require.Error(t, err)
	assert.Contains(t, err.Error(), "too many combinations")
}

func TestComboOnlyDuringAGame(t *testing.T) {
	g := comboGame(t)
	h := g.host
	fn, err := h.vm.L.LoadString(`local g = ... return g:shape({"3S"})`)
	require.NoError(t, err)
	_, err = h.callOne(fn, "test", h.api.G()) // no game state bound: as while the script loads
	require.Error(t, err)
	assert.Contains(t, err.Error(), "only be used while a game is running")
}
