package decl

import (
	"fmt"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	lua "github.com/yuin/gopher-lua"
)

// plainGame is a small declared game, read here without runtime/lua.
const plainGame = `local game = {
  name = "Plain",
  seats = { min = 2, max = 4 },
  options = { stack = { default = false, help = "stacking" }, hand = { default = 5 } },
  moves = { "play <cards>", "draw" },
  deck = function(options, seats) return { preset = "french52" } end,
  piles = { stock = "hidden", discard = "public", hand = { per_seat = true, visibility = "owner" } },
}
game.deal = function(options, seats) return { hand = options.hand + seats, turn_up = "discard" } end
game.stock = { pile = "stock", refill = "discard" }
game.verbs = {
  play = { play = { to = "discard", match = { pile = "discard", suit = true, rank = true } } },
  draw = { draw = 1 },
}
game.effects = { { ranks = "Q", reverse = true }, { ranks = "8", apply = function(g, seat, move) end } }
game.win = { empty_hand = true }
return game
`

// plainScript is a Script on a plain interpreter: what runtime/lua gives
// the reader, without the sandbox.
type plainScript struct {
	L     *lua.LState
	src   []byte
	calls []string // the contexts of the declarations called, in order
}

func (s *plainScript) File() string { return "plain.lua" }

func (s *plainScript) Source(file string) []byte {
	if file == s.File() {
		return s.src
	}
	return nil
}

func (s *plainScript) Error(file string, line int, msg string) error {
	return fmt.Errorf("%s:%d: %s", file, line, msg)
}

func (s *plainScript) Call(fn *lua.LFunction, context string, args ...lua.LValue) (lua.LValue, error) {
	s.calls = append(s.calls, context)
	if err := s.L.CallByParam(lua.P{Fn: fn, NRet: 1, Protect: true}, args...); err != nil {
		return nil, err
	}
	ret := s.L.Get(-1)
	s.L.Pop(1)
	return ret, nil
}

func (s *plainScript) Describe(v lua.LValue) string { return "a " + v.Type().String() }

// readerOf runs src and reads the table it returns.
func readerOf(t *testing.T, src string) (*Reader, *plainScript) {
	t.Helper()
	L := lua.NewState()
	t.Cleanup(L.Close)
	require.NoError(t, L.DoString(src))
	table, ok := L.Get(-1).(*lua.LTable)
	require.True(t, ok, "the script returns its game table")
	s := &plainScript{L: L, src: []byte(src)}
	return NewReader(s, table), s
}

// lineWith is the line of src that holds text, from 1.
func lineWith(t *testing.T, src, text string) int {
	t.Helper()
	i := strings.Index(src, text)
	require.GreaterOrEqual(t, i, 0, "the script holds %q", text)
	return strings.Count(src[:i], "\n") + 1
}

// edited is src with each pair of texts replaced.
func edited(t *testing.T, src string, pairs ...string) string {
	t.Helper()
	for i := 0; i < len(pairs); i += 2 {
		require.Contains(t, src, pairs[i])
		src = strings.Replace(src, pairs[i], pairs[i+1], 1)
	}
	return src
}

// TestReadInfo checks what the reader finds in the game table.
func TestReadInfo(t *testing.T) {
	r, _ := readerOf(t, plainGame)
	info, err := r.ReadInfo(10)
	require.NoError(t, err)
	assert.Equal(t, "Plain", info.Name)
	assert.Equal(t, [3]int{2, 2, 4}, [3]int{info.MinSeats, info.DefaultSeats, info.MaxSeats})
	require.Len(t, info.Options, 2)
	assert.Equal(t, []string{"hand", "stack"}, []string{info.Options[0].Name, info.Options[1].Name}, "sorted by name")
	assert.Equal(t, 5.0, info.Options[0].Default)
	assert.Equal(t, []string{"play <cards>", "draw"}, info.Moves)
	require.Len(t, info.Verbs, 2)
	assert.Equal(t, "draw", info.Verbs[1].Name)
	assert.True(t, info.Declared, "game.deal makes the game declared")
	assert.Equal(t, 2+4, info.PileCount(4), "stock, discard, and a hand per seat")
}

// TestReadInfoErrors checks that a mistake in the game table is refused at
// the line that makes it.
func TestReadInfoErrors(t *testing.T) {
	tests := []struct {
		name     string
		edit     []string
		maxPiles int
		at       string // the text on the line the error names
		want     string
	}{
		{name: "unknown field", edit: []string{`  name = "Plain",`, `  name = "Plain", colour = "red",`}, maxPiles: 10,
			at: "colour", want: `unknown field "colour" in the game table (known fields: `},
		{name: "too many piles", maxPiles: 2, at: "piles =", want: "piles declares 3 piles; a game may have at most 2"},
		{name: "no name", edit: []string{`  name = "Plain",`, ``}, maxPiles: 10,
			want: `the game table needs a name, such as name = "My game"`},
		{name: "verb of no move", edit: []string{`  draw = { draw = 1 },`, `  draw = { draw = 1 }, drow = { draw = 1 },`}, maxPiles: 10,
			at: "drow", want: `verbs.drow: there is no move "drow" in moves (the moves are play, draw)`},
		{name: "a retired does word", edit: []string{`  draw = { draw = 1 },`, `  draw = { does = "give" },`}, maxPiles: 10,
			at: "does = \"give\"", want: `verbs.draw.does is no longer "give": the card given back in an exchange between rounds is a verb with does = "exchange"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := edited(t, plainGame, tt.edit...)
			r, _ := readerOf(t, src)
			_, err := r.ReadInfo(tt.maxPiles)
			require.Error(t, err)
			line := 0
			if tt.at != "" {
				line = lineWith(t, src, tt.at)
			}
			assert.True(t, strings.HasPrefix(err.Error(), fmt.Sprintf("plain.lua:%d: %s", line, tt.want)), "got %q", err.Error())
		})
	}
}

// planOf reads plainGame's plan, edited, for seats.
func planOf(t *testing.T, seats int, edit ...string) (*Plan, *plainScript, error) {
	t.Helper()
	r, s := readerOf(t, edited(t, plainGame, edit...))
	info, err := r.ReadInfo(10)
	require.NoError(t, err)
	opts := s.L.NewTable()
	opts.RawSetString("hand", lua.LNumber(5))
	deck, err := r.ReadDeck(opts, seats)
	require.NoError(t, err)
	code := make([]rules.VerbCode, len(info.Verbs))
	plan, err := r.ReadPlan(Game{Options: opts, Seats: seats, Deck: deck, Piles: info.Piles, Start: info.Start,
		Grammar: info.Grammar, Code: code})
	return plan, s, err
}

// TestReadPlan checks that a declared game's tables are read into a
// rules.Decl, the declarations written as functions called with the
// options and seats, and the effects' functions handed back.
func TestReadPlan(t *testing.T) {
	plan, s, err := planOf(t, 3)
	require.NoError(t, err)
	d := plan.Decl
	assert.Equal(t, 5+3, d.Deal.Hand, "game.deal is a function of the options and seats")
	assert.Equal(t, []string{"deck", "game.deal"}, s.calls)
	assert.Equal(t, 52, d.Deck.Size())
	assert.Equal(t, "stock", d.Stock.Pile)
	require.Len(t, d.Verbs, 2)
	require.NotNil(t, d.Verbs[0].Play)
	assert.Equal(t, "discard", d.Verbs[0].Play.To)
	assert.Equal(t, 1, d.Verbs[1].Draw)
	require.Len(t, d.Effects, 2)
	assert.Equal(t, -1, d.Effects[0].Hook, "an effect without apply calls nothing")
	assert.Equal(t, 0, d.Effects[1].Hook)
	require.Len(t, plan.Effects, 1)
	assert.Equal(t, lua.LTFunction, plan.Effects[0].Type())
	assert.True(t, d.Win.EmptyHand)
}

// TestReadPlanErrors checks that a mistake in a declared game's tables is
// refused with the path of the field and the line that declares it.
func TestReadPlanErrors(t *testing.T) {
	tests := []struct {
		name string
		edit []string
		at   string
		want string
	}{
		{name: "stock without pile", edit: []string{`pile = "stock", refill`, `refill`}, at: "game.stock =",
			want: "game.stock.pile is required: the pile cards are dealt and drawn from"},
		{name: "deal not a table", edit: []string{`return { hand = options.hand + seats, turn_up = "discard" }`, `return 3`}, at: "game.deal =",
			want: "game.deal must be a table, or a function(options, seats) returning one (it is a number)"},
		{name: "field of the wrong type", edit: []string{`draw = { draw = 1 }`, `draw = { draw = "one" }`}, at: "draw =",
			want: `verbs.draw.draw must be a whole number, not a string`},
		{name: "unknown field of an effect", edit: []string{`reverse = true`, `revrse = true`}, at: "revrse",
			want: "game.effects[1].revrse is not a field of game.effects[1] (its fields are "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := planOf(t, 2, tt.edit...)
			require.Error(t, err)
			line := lineWith(t, edited(t, plainGame, tt.edit...), tt.at)
			assert.True(t, strings.HasPrefix(err.Error(), fmt.Sprintf("plain.lua:%d: %s", line, tt.want)), "got %q", err.Error())
		})
	}
}

// TestFunctions checks that the hooks and each verb's functions are found
// in the game table, with the names messages give them.
func TestFunctions(t *testing.T) {
	src := edited(t, plainGame, `  draw = { draw = 1 },`, `  draw = { draw = 1, check = function(g, seat, move) end },`,
		`return game`, "function game.status(g, seat) return \"\" end\nreturn game")
	r, _ := readerOf(t, src)
	info, err := r.ReadInfo(10)
	require.NoError(t, err)
	hooks := r.Hooks()
	assert.NotNil(t, hooks.Status)
	assert.Nil(t, hooks.Setup, "a declared game needs no setup")
	fns := r.Functions(info)
	require.Len(t, fns, 2)
	assert.Equal(t, rules.VerbCode{}, fns[0].Code())
	assert.Equal(t, rules.VerbCode{Check: true}, fns[1].Code())
	assert.Equal(t, "verbs.draw.check", fns[1].CheckName)
}

// TestReadTeams checks seats.teams: the partnerships, seats counted from 0
// once read, in a game of one number of seats, each seat in one team.
func TestReadTeams(t *testing.T) {
	tests := []struct {
		name  string
		seats string
		want  core.Teams
		err   string
	}{
		{name: "none", seats: "{ min = 4, max = 4 }"},
		{name: "partnerships", seats: "{ min = 4, max = 4, teams = { { 1, 3 }, { 2, 4 } } }", want: core.Teams{{0, 2}, {1, 3}}},
		{name: "several numbers of seats", seats: "{ min = 2, max = 4, teams = { { 1, 3 }, { 2, 4 } } }",
			err: "in a game of one number of seats"},
		{name: "a seat left out", seats: "{ min = 4, max = 4, teams = { { 1, 3 }, { 2 } } }", err: "seat 4 is in no team"},
		{name: "a seat twice", seats: "{ min = 4, max = 4, teams = { { 1, 3 }, { 3, 2, 4 } } }", err: "seat 3 is in two teams"},
		{name: "not a list of seats", seats: "{ min = 4, max = 4, teams = { 1, 2 } }", err: "a team lists its seats"},
		{name: "a seat by name", seats: `{ min = 4, max = 4, teams = { { "north", 3 }, { 2, 4 } } }`, err: "by number"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, _ := readerOf(t, edited(t, plainGame, "seats = { min = 2, max = 4 }", "seats = "+tt.seats))
			info, err := r.ReadInfo(10)
			if tt.err != "" {
				require.Error(t, err)
				assert.Contains(t, err.Error(), tt.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tt.want, info.Teams)
		})
	}
}
