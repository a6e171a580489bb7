package scenario

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/lua"
)

// TestRumskiScenarios runs the Rumski suite: every scenario passes, and
// there are enough of them to pin every rule point RUM-1 .. RUM-15.
func TestRumskiScenarios(t *testing.T) {
	t.Parallel()
	results := runAll(t, filepath.Join(shippedDir, "rumski.tests"))
	points := map[string]bool{}
	for _, res := range results {
		t.Run(res.Name, func(t *testing.T) {
			if !res.Passed() {
				t.Fatal(describe(res))
			}
		})
		for _, w := range strings.Fields(res.Name) {
			if strings.HasPrefix(w, "RUM-") {
				points[strings.TrimSuffix(w, ",")] = true
			}
		}
	}
	assert.GreaterOrEqual(t, len(results), 45, "the Rumski suite pins every rule")
	for i := 1; i <= 15; i++ {
		assert.True(t, points["RUM-"+strconv.Itoa(i)], "no scenario is named after RUM-%d", i)
	}
}

// TestRumskiSuiteHasTeeth breaks one rule at a time in a copy of rumski.lua
// and checks that the suite notices.
func TestRumskiSuiteHasTeeth(t *testing.T) {
	t.Parallel()
	testSuiteHasTeeth(t, "rumski.lua", []brokenRule{
		{"runs wrap", "min = 3, max_wilds = 1, wrap = false, set_suits = true,", "min = 3, max_wilds = 1, wrap = true, set_suits = true,"},
		{"two wilds in a meld", "min = 3, max_wilds = 1, wrap = false, set_suits = true,", "min = 3, max_wilds = 2, wrap = false, set_suits = true,"},
		{"the whole pile obliges no discard", `all = true, empty_why = EMPTY, end_with = "discard",`, `all = true, empty_why = EMPTY,`},
		{"a player builds on the Community before melding", "  own_first = true,", "  own_first = false,"},
		{"a wild in a set may be named as a card", `  set_wild_why = "RUM-2:`, `  set_wild_why = nil and "RUM-2:`},
		{"a discard need not match", `any = { kinds = "wild" },`, `any = { kinds = "wild", suits = { "R", "B", "P", "G", "Y" } },`},
		{"a turn need not start with a draw", `  open = { "draw", "take", "takeall" },`, `  open = { "draw", "take", "takeall", "meld", "add", "layout", "discard", "pass" },`},
		{"the taken card may go back", "      not_taken = options.no_return_discard,", "      not_taken = false,"},
		{"wilds score like other cards", `cards = { { code = "W", kind = "wild", points = 25, copies = 5 } }`,
			`cards = { { code = "W", kind = "wild", points = 5, copies = 5 } }`},
		{"the deal is ten cards with two players", "local n = seats == 2 and 12 or 10", "local n = 10"},
	})
}

// layoutStats counts, over self-played games, the layouts bots make and
// how many of them move a card from one meld to another.
type layoutStats struct{ games, rounds, moves, layouts, rearranging int }

// community is the meld each natural card of the Community is in (by the
// meld's first natural card), and the wilds of each meld so keyed.
func community(st *core.State) (map[string]string, map[string]int) {
	where, wilds := map[string]string{}, map[string]int{}
	d := st.Deck()
	for i := range st.NumPiles() {
		p := st.Pile(core.PileID(i))
		if !strings.HasPrefix(p.Name, "meld") || len(p.Cards) == 0 {
			continue
		}
		key := ""
		for _, c := range p.Cards {
			if d.Card(c).Kind == "wild" {
				continue
			}
			if key == "" || d.Card(c).Order < d.Kind(mustLookup(d, key)).Order {
				key = d.Card(c).Code
			}
		}
		for _, c := range p.Cards {
			if d.Card(c).Kind == "wild" {
				wilds[key]++
			} else {
				where[d.Card(c).Code] = key
			}
		}
	}
	return where, wilds
}

func mustLookup(d *core.Deck, code string) int {
	k, _ := d.Lookup(code)
	return k
}

// moved reports whether a layout moved a card between melds: two natural
// cards of one meld before are in different melds after, two of different
// melds are together, or a meld's wild went elsewhere.
func moved(before, after *core.State) bool {
	wb, wildB := community(before)
	wa, wildA := community(after)
	groupOf := map[string]string{} // old key -> new key
	newOf := map[string]string{}   // new key -> old key
	for card, oldKey := range wb {
		newKey := wa[card]
		if k, ok := groupOf[oldKey]; ok && k != newKey {
			return true
		}
		if k, ok := newOf[newKey]; ok && k != oldKey {
			return true
		}
		groupOf[oldKey], newOf[newKey] = newKey, oldKey
	}
	for oldKey, n := range wildB {
		if wildA[groupOf[oldKey]] < n {
			return true
		}
	}
	return false
}

func selfPlayLayouts(t *testing.T, games, seats int) layoutStats {
	s, err := lua.Load(filepath.Join(shippedDir, "rumski.lua"))
	require.NoError(t, err)
	var stats layoutStats
	for seed := 1; seed <= games; seed++ {
		g, err := s.NewGame(lua.Config{Seats: seats, Seed: uint64(seed)})
		require.NoError(t, err)
		agents := make([]engine.Agent, seats)
		for i := range agents {
			agents[i] = engine.NewRandomBot(uint64(seed*10 + i))
		}
		for {
			d, err := g.ToAct()
			require.NoError(t, err)
			if d.Over {
				break
			}
			require.Less(t, stats.moves, games*20000, "a game did not end")
			m, ok, err := agents[d.Seat].Choose(g, d.Seat, false)
			require.NoError(t, err)
			require.True(t, ok)
			before := g.State().Clone()
			require.NoError(t, g.PlayMove(d.Seat, m))
			stats.moves++
			if strings.HasPrefix(g.Format(m), "layout ") {
				stats.layouts++
				if moved(before, g.State()) {
					stats.rearranging++
				}
			}
		}
		stats.games++
		stats.rounds += g.State().RoundNumber()
	}
	return stats
}

// TestRumskiBotsRearrange self-plays games and checks that bots make
// layouts that move cards between melds. RUMSKI_GAMES sets how many games
// (default 1), and the figure is logged.
func TestRumskiBotsRearrange(t *testing.T) {
	if testing.Short() {
		t.Skip("self-play")
	}
	games := 1
	if n, err := strconv.Atoi(os.Getenv("RUMSKI_GAMES")); err == nil {
		games = n
	}
	for _, seats := range []int{2, 4} {
		st := selfPlayLayouts(t, games, seats)
		t.Logf("%d seats: %d games, %d rounds, %d moves, %d layouts (%.1f a game), %d moving a card between melds (%.1f a game)",
			seats, st.games, st.rounds, st.moves, st.layouts, float64(st.layouts)/float64(st.games), st.rearranging,
			float64(st.rearranging)/float64(st.games))
		assert.Positive(t, st.rearranging, "bots never moved a card between melds")
	}
}
