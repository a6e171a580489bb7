package lua

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// limitScript is a small game whose hooks are replaced by the tests: the
// marker HOOK is replaced by the hook under test.
const limitScript = `local game = {
  name = "Limits", seats = { min = 2, max = 2 }, moves = { "go" },
  piles = { stock = "hidden", PILES },
  deck = { preset = "french52" },
}
function game.setup(g) g:set_current(1) end
function game.to_act(g) return 1 end
game.verbs = { go = { apply = function(g, seat, move) g:win(1) end } }
HOOK
return game
`

// TestOutputIsCapped checks the caps on what a script hands to rulerun.
func TestOutputIsCapped(t *testing.T) {
	tests := []struct {
		name, piles, hook, want string
		call                    func(g *Game) error
		steps                   int64 // the step budget, when the test's is too small
	}{
		{"many moves", "", "game.moves = { \"go <card>\" }\nfunction game.verbs.go.generate(g, seat, out) for i = 1, 20000 do out:add(\"2C\") end end -- HERE",
			"script stopped: out:add: a generator may propose at most 10000 moves", legal, 20_000_000},
		{"huge move", "", "game.moves = { \"go <cards>\" }\nfunction game.verbs.go.generate(g, seat, out) local t = {} for i = 1, 1000 do t[i] = \"2C\" end out:add(t) end -- HERE",
			"a move may name at most 256 cards, not 1000", legal, 0},
		{"huge melds", "", "game.moves = { \"go <melds>\" }\nfunction game.verbs.go.generate(g, seat, out) local t = {} for i = 1, 1000 do t[i] = {\"2C\", \"3C\", \"4C\"} end out:add(t) end -- HERE",
			"a move may name at most 256 cards; these 1000 melds name more", legal, 0},
		{"huge status", "", `function game.status(g, seat) return string.rep("x", 5000) end -- HERE`,
			"status returned 5000 bytes of text; it may return at most 4096", status, 0},
		{"huge log line", "", "function game.setup(g)\n  g:say(string.rep(\"x\", 5000)) -- HERE\nend",
			"g:say: a log line may be at most 4096 bytes (this one is 5000)", nil, 0},
		{"huge private line", "", "function game.setup(g)\n  g:tell(1, string.rep(\"x\", 5000)) -- HERE\nend",
			"g:tell: a log line may be at most 4096 bytes", nil, 0},
		{"many log lines", "", "function game.setup(g)\n  for i = 1, 1e6 do g:say(\"line\") end -- HERE\nend",
			"g:say: one call may write at most 1000 log lines", nil, 0},
		{"many new piles", "", "function game.setup(g)\n  for i = 1, 1e5 do g:new_pile(\"p\" .. i) end -- HERE\nend",
			"g:new_pile: the game has 1000 piles, the most it may have", nil, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := strings.Replace(strings.Replace(limitScript, "PILES", tt.piles, 1), "HOOK", tt.hook, 1)
			limits := testLimits
			if tt.steps > 0 {
				limits.Steps = tt.steps
			}
			path := writeFile(t, t.TempDir(), "game.lua", src)
			s, err := LoadWithLimits(path, limits)
			path = filepath.ToSlash(path)
			require.NoError(t, err)
			g, err := s.NewGame(Config{})
			if tt.call != nil {
				require.NoError(t, err)
				err = tt.call(g)
			}
			requireScriptError(t, err, path, markedLine(t, src, "HERE"), tt.want)
		})
	}
}

func legal(g *Game) error {
	_, err := g.Legal(0)
	return err
}

func status(g *Game) error {
	_, err := g.Status(0)
	return err
}

// TestDeclaredPilesAreCapped checks the cap on the piles a game starts with.
func TestDeclaredPilesAreCapped(t *testing.T) {
	var many strings.Builder
	for i := range 1001 {
		many.WriteString("p" + strconv.Itoa(i) + " = \"public\", ")
	}
	src := strings.Replace(strings.Replace(limitScript, "PILES", many.String(), 1), "HOOK", "", 1)
	_, _, err := loadSrc(t, src)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "piles declares 1002 piles; a game may have at most 1000")

	var perSeat strings.Builder
	for i := range 600 {
		perSeat.WriteString("h" + strconv.Itoa(i) + " = { per_seat = true, visibility = \"owner\" }, ")
	}
	src = strings.Replace(strings.Replace(limitScript, "PILES", perSeat.String(), 1), "HOOK", "", 1)
	s, _, err := loadSrc(t, src)
	require.NoError(t, err)
	_, err = s.NewGame(Config{})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "piles: 2 seats make 1201 piles; a game may have at most 1000")
}

// TestRawsetCannotChangeGuardedTables checks that rawset cannot reach past
// the guards of card information and g.vars.
func TestRawsetCannotChangeGuardedTables(t *testing.T) {
	for _, code := range []string{
		`rawset(g:card("AS"), "rank", "2") -- HERE`,
		`rawset(g.cards["AS"], "points", 99) -- HERE`,
		`rawset(g.vars, "score", 1) -- HERE`,
	} {
		t.Run(code, func(t *testing.T) {
			src := strings.Replace(limitScript, "PILES", "", 1)
			src = strings.Replace(src, "HOOK", "function game.setup(g)\n  "+code+"\nend", 1)
			s, path, err := loadSrc(t, src)
			require.NoError(t, err)
			_, err = s.NewGame(Config{})
			requireScriptError(t, err, path, markedLine(t, src, "HERE"))
			assert.Regexp(t, "read only|cannot change g.vars", err.Error())
		})
	}
}
