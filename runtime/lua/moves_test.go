package lua

import (
	"errors"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// handOf returns the cards of seat's hand as that seat sees them.
func handOf(t testing.TB, g *Game, seat int) []string {
	t.Helper()
	name := core.SeatPileName("hand", seat)
	for _, p := range g.View(seat, 0).Piles {
		if p.Name == name {
			return p.Cards
		}
	}
	require.FailNow(t, "no pile "+name)
	return nil
}

// topOf returns the top card of a pile as an onlooker sees it.
func topOf(g *Game, pile string) string {
	for _, p := range g.View(-1, 0).Piles {
		if p.Name == pile {
			return p.Top
		}
	}
	return ""
}

// requireIllegal asserts that err is an *IllegalMove whose reason contains
// want, and returns it.
func requireIllegal(t testing.TB, err error, want string) *IllegalMove {
	t.Helper()
	require.Error(t, err)
	var im *IllegalMove
	require.True(t, errors.As(err, &im), "want an *IllegalMove, got %T: %v", err, err)
	assert.Contains(t, im.Reason, want)
	assert.Contains(t, im.Error(), im.Reason)
	return im
}

// unuGame starts a four-seat Unu game and returns it with the seat to play.
func unuGame(t testing.TB, s *Script, seed uint64) (*Game, int) {
	t.Helper()
	g := mustGame(t, s, Config{Seats: 4, Seed: seed})
	d, err := g.ToAct()
	require.NoError(t, err)
	require.False(t, d.Over)
	return g, d.Seat
}

func TestScriptMovesMissingCard(t *testing.T) {
	tests := []struct{ code, want string }{
		{`g.piles.hand[seat]:move("ZZ", g.piles.discard)`, "ZZ is not a card of this game"},
		{`g.piles.hand[seat]:move(g.piles.discard:top(), g.piles.discard)`, "hand.1 has no"},
		{`g.piles.stock:move_at(99, g.piles.discard)`, "no card at position 99"},
		{`g.piles.stock:move_top(g.piles.nowhere)`, `there is no pile "nowhere" (the piles are discard, hand, stock`},
		{`g.piles.stock:move_top(nil)`, "must be a pile"},
		{`g.piles.stock:deal(30, { g.piles.hand[1], g.piles.hand[2] })`, "cannot deal"},
	}
	for _, tt := range tests {
		t.Run(tt.want, func(t *testing.T) {
			src := hookErrorVariant("play", "  g.piles.stock:move_top(g.piles.discard)\n  "+tt.code+" -- HERE")
			path := miniVariant(t, src)
			s, err := LoadWithLimits(path, testLimits)
			require.NoError(t, err)
			g := mustGame(t, s, Config{Seed: 1})
			before := mustSave(t, g)
			err = g.Play(0, "draw")
			se := requireScriptError(t, err, filepath.ToSlash(path), markedLine(t, src, "HERE"), tt.want)
			assert.NotContains(t, se.Error(), "goroutine")
			assert.Equal(t, string(before), string(mustSave(t, g)), "the game is unchanged")
		})
	}
}

func TestOptions(t *testing.T) {
	s := mustLoad(t, miniPath)
	t.Run("errors", func(t *testing.T) {
		tests := []struct {
			opts map[string]string
			want []string
		}{
			{map[string]string{"nope": "1"}, []string{`unknown option "nope"`, "hand_size, open_hands, speed"}},
			{map[string]string{"Hand_Size": "1"}, []string{`unknown option "Hand_Size"`, "hand_size, open_hands, speed"}},
			{map[string]string{"hand_size": "many"}, []string{"option hand_size", `"many" is not a number`}},
			{map[string]string{"open_hands": "maybe"}, []string{"option open_hands", `"maybe" is not on or off`}},
			{map[string]string{"speed": "slow"}, []string{"option speed", `"slow" is not one of normal, fast`}},
		}
		for _, tt := range tests {
			_, err := s.NewGame(Config{Options: tt.opts})
			require.Error(t, err, "%v", tt.opts)
			for _, w := range tt.want {
				assert.Contains(t, err.Error(), w, "%v", tt.opts)
			}
		}
	})
	t.Run("values reach the script", func(t *testing.T) {
		g := mustGame(t, s, Config{Seed: 1, Options: map[string]string{"hand_size": "3", "open_hands": "on"}})
		assert.Len(t, handOf(t, g, 0), 3)
		assert.Equal(t, map[string]string{"hand_size": "3", "open_hands": "true", "speed": "normal"}, g.Options(), "as typed, defaults included")
		assert.Equal(t, []string{"hand_size=3", "open_hands=true", "speed=normal"}, g.OptionList())
		for _, p := range g.View(-1, 0).Piles {
			if strings.HasPrefix(p.Name, "hand.") {
				assert.Len(t, p.Cards, 3, "open_hands shows %s to onlookers", p.Name)
			}
		}
		g = mustGame(t, s, Config{Seed: 1, Options: map[string]string{"speed": "fast"}})
		assert.Len(t, handOf(t, g, 1), 7)
		g = mustGame(t, s, Config{Seed: 1})
		assert.Len(t, handOf(t, g, 1), 5, "the default")
	})
}

func TestSeatsOutOfRange(t *testing.T) {
	mini := mustLoad(t, miniPath)
	unu := mustLoad(t, unuPath)
	for _, tt := range []struct {
		s     *Script
		seats int
		want  string
	}{
		{mini, 1, "Mini is played by 2 to 4 players, not 1"},
		{mini, 5, "Mini is played by 2 to 4 players, not 5"},
		{mini, -1, "Mini is played by 2 to 4 players, not -1"},
		{unu, 16, "Unu is played by 2 to 15 players, not 16"},
		{unu, 65, "Unu is played by 2 to 15 players, not 65"},
	} {
		_, err := tt.s.NewGame(Config{Seats: tt.seats})
		require.Error(t, err)
		assert.Contains(t, err.Error(), tt.want)
	}
	g := mustGame(t, mini, Config{})
	assert.Equal(t, 2, g.Seats(), "0 seats takes the default")
	g = mustGame(t, unu, Config{Seats: 15})
	assert.Equal(t, 15, g.Seats())
}

// TestUnparsableMoves checks that a typed move that does not fit the
// notation is a *notation.ParseError and changes nothing.
func TestUnparsableMoves(t *testing.T) {
	s := mustLoad(t, unuPath)
	g, seat := unuGame(t, s, 1)
	before := mustSave(t, g)
	for _, tt := range []struct{ move, want string }{
		{"fly", `unknown move "fly"`},
		{"", "no move given"},
		{"play", "missing <cards>"},
		{"play ZZ", `"ZZ" is not a card`},
		{"play 8H call purple", `"purple" is not a suit`},
		{"catch 9", `"9" is not a seat (seats are 1 to 4)`},
		{"catch 0", `"0" is not a seat`},
		{"catch x", `"x" is not a seat`},
		{"draw now", `unexpected "now"`},
	} {
		err := g.Play(seat, tt.move)
		var pe *notation.ParseError
		require.True(t, errors.As(err, &pe), "%q: want a *notation.ParseError, got %T: %v", tt.move, err, err)
		assert.Contains(t, pe.Error(), tt.want, "%q", tt.move)
		assert.Equal(t, string(before), string(mustSave(t, g)), "%q changed the game", tt.move)
	}
}

// TestMoveOutOfTurn checks that a move by a seat that may not act is refused
// by the engine, naming whose turn it is, and changes nothing.
func TestMoveOutOfTurn(t *testing.T) {
	s := mustLoad(t, unuPath)
	for seed := uint64(1); seed <= 3; seed++ {
		g, seat := unuGame(t, s, seed)
		before := mustSave(t, g)
		other := (seat + 1) % 4
		legal, err := g.Legal(seat)
		require.NoError(t, err)
		for _, move := range []string{"draw", legal[len(legal)-1]} {
			im := requireIllegal(t, g.Play(other, move), "not your turn")
			assert.Contains(t, im.Reason, fmt.Sprintf("seat %d is to play", seat+1))
			assert.Equal(t, other, im.Seat)
			assert.Equal(t, string(before), string(mustSave(t, g)))
		}
		// The same move by the right seat is accepted.
		require.NoError(t, g.Play(seat, "draw"))
	}
}

// TestIllegalUnuMoves checks that Unu's refusals come back as an
// *IllegalMove with the reason and the line of the declaration that refused
// them.
func TestIllegalUnuMoves(t *testing.T) {
	s := mustLoad(t, unuPath)
	noMatch := fileLine(t, unuPath, `match = { pile = "discard"`)
	notHeld := fileLine(t, unuPath, `function verbs.play.play(options)`)
	found := false
	for seed := uint64(1); seed <= 20 && !found; seed++ {
		g, seat := unuGame(t, s, seed)
		legal, err := g.Legal(seat)
		require.NoError(t, err)
		hand := handOf(t, g, seat)
		top := topOf(g, "discard")
		for _, c := range hand {
			if c[0] == '8' || slices.Contains(legal, "play "+c) || c[0] == top[0] || c[1] == top[1] {
				continue
			}
			found = true
			before := mustSave(t, g)
			im := requireIllegal(t, g.Play(seat, "play "+c), c+" does not match")
			assert.Equal(t, unuPath, im.File)
			assert.Equal(t, noMatch, im.Line)
			assert.Equal(t, seat, im.Seat)
			assert.Equal(t, "play "+c, im.Move)
			assert.Equal(t, string(before), string(mustSave(t, g)))

			// A card the seat does not hold: the discard pile's top card.
			im = requireIllegal(t, g.Play(seat, "play "+top), "you do not hold "+top)
			assert.Equal(t, notHeld, im.Line)
			assert.Equal(t, string(before), string(mustSave(t, g)))

			// A legal move is still accepted afterwards.
			require.NoError(t, g.Play(seat, legal[0]))
			break
		}
	}
	require.True(t, found, "no seed gave a hand with a card that does not match")
}

// TestReadOnlyHooks checks that to_act, legal and status cannot change the
// game: each attempt is a clear error and the game is unchanged.
func TestReadOnlyHooks(t *testing.T) {
	tests := []struct{ hook, code, want string }{
		{"legal", `g.piles.stock:move_top(g.piles.discard)`, "move_top changes the game"},
		{"legal", `g.piles.hand[seat]:move(g.piles.hand[seat]:top(), g.piles.discard)`, "move changes the game"},
		{"legal", `g.piles.stock:shuffle()`, "shuffle changes the game"},
		{"legal", `g.vars.seen = true`, "setting g.vars changes the game"},
		{"legal", `g:random(6)`, "g:random changes the game"},
		{"legal", `math.random(6)`, "math.random changes the game"},
		{"legal", `g:advance()`, "g:advance changes the game"},
		{"legal", `g:new_pile("extra")`, "g:new_pile changes the game"},
		{"to_act", `g.piles.stock:move_top(g.piles.discard)`, "move_top changes the game"},
		{"to_act", `g.vars.asked = 1`, "setting g.vars changes the game"},
		{"to_act", `g:set_current(2)`, "g:set_current changes the game"},
		{"status", `g:say("hello")`, "g:say changes the game"},
		{"status", `g.piles.stock:sort()`, "sort changes the game"},
	}
	for _, tt := range tests {
		t.Run(tt.hook+"/"+tt.code, func(t *testing.T) {
			src := hookErrorVariant(tt.hook, "  "+tt.code+" -- HERE\n  return 1")
			path := miniVariant(t, src)
			s, err := LoadWithLimits(path, testLimits)
			require.NoError(t, err)
			g := mustGame(t, s, Config{Seed: 1})
			before := mustSave(t, g)
			err = callHook(g, tt.hook)
			se := requireScriptError(t, err, filepath.ToSlash(path), markedLine(t, src, "HERE"), tt.want)
			assert.Contains(t, se.Msg, "only setup and a verb's apply may")
			assert.Equal(t, string(before), string(mustSave(t, g)))
		})
	}
}

// TestReadOnlyHookCannotChangeVarsInPlace checks that a legal hook that
// changes a table inside g.vars in place leaves the game unchanged, also
// for the moves that follow.
func TestReadOnlyHookCannotChangeVarsInPlace(t *testing.T) {
	path := miniVariant(t, `local game = require "mini"
local setup, generate, draw = game.setup, game.verbs.play.generate, game.verbs.draw.apply
function game.setup(g)
  setup(g)
  g.vars.counts = { asked = 0 }
end
game.verbs.play.generate = function(g, seat, out)
  local c = g.vars.counts
  c.asked = c.asked + 1
  return generate(g, seat, out)
end
game.verbs.draw.apply = function(g, seat, move)
  g.vars.seen = g.vars.counts.asked
  return draw(g, seat, move)
end
return game
`)
	s, err := LoadWithLimits(path, testLimits)
	require.NoError(t, err)
	g := mustGame(t, s, Config{Seed: 1})
	before := mustSave(t, g)
	for range 3 {
		_, err := g.Legal(0)
		require.NoError(t, err)
	}
	assert.Equal(t, string(before), string(mustSave(t, g)))
	require.NoError(t, g.Play(0, "draw"))
	assert.Equal(t, 0.0, g.State().Var("seen"), "play sees what legal did to g.vars")
	assert.Equal(t, map[string]any{"asked": 0.0}, g.State().Var("counts"))
}

// TestMathRandomUsesGameSeed checks that math.random and g:random draw from
// the game's generator: the same seed gives the same numbers on any host.
func TestMathRandomUsesGameSeed(t *testing.T) {
	path := miniVariant(t, `local game = require "mini"
local play = game.verbs.draw.apply
game.verbs.draw.apply = function(g, seat, move)
  g.vars.r = math.random(1000000)
  g.vars.f = math.random()
  g.vars.lohi = math.random(5, 10)
  g.vars.gr = g:random(1000000)
  return play(g, seat, move)
end
return game
`)
	s, err := LoadWithLimits(path, testLimits)
	require.NoError(t, err)
	draw := func(seed uint64) []any {
		g := mustGame(t, s, Config{Seed: seed})
		require.NoError(t, g.Play(0, "draw"))
		st := g.State()
		out := []any{st.Var("r"), st.Var("f"), st.Var("lohi"), st.Var("gr")}
		r, f, lohi := out[0].(float64), out[1].(float64), out[2].(float64)
		assert.True(t, r >= 1 && r <= 1000000 && r == float64(int(r)), "math.random(n) = %v", r)
		assert.True(t, f >= 0 && f < 1, "math.random() = %v", f)
		assert.True(t, lohi >= 5 && lohi <= 10, "math.random(5, 10) = %v", lohi)
		return out
	}
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 5; seed++ {
		a, b := draw(seed), draw(seed)
		assert.Equal(t, a, b, "seed %d", seed)
		seen[fmt.Sprint(a)] = true
	}
	assert.Len(t, seen, 5, "different seeds give different numbers")

	for _, tt := range []struct{ code, want string }{
		{"math.randomseed(7)", "math.randomseed is not available"},
		{"math.random(0)", "interval is empty"},
		{"math.random(5, 1)", "interval is empty"},
		{"g:random(0)", "n must be at least 1"},
	} {
		src := hookErrorVariant("play", "  "+tt.code+" -- HERE")
		path := miniVariant(t, src)
		s, err := LoadWithLimits(path, testLimits)
		require.NoError(t, err)
		g := mustGame(t, s, Config{Seed: 1})
		before := mustSave(t, g)
		requireScriptError(t, g.Play(0, "draw"), filepath.ToSlash(path), markedLine(t, src, "HERE"), tt.want)
		assert.Equal(t, string(before), string(mustSave(t, g)))
	}
}

// TestHostileAPIArguments calls API functions with arguments a careless or
// hostile script might pass. Each call must return quickly, and a failure
// must be a *ScriptError at the calling line (a recovered Go panic has none).
// Several of these ran for minutes inside one Go call, where the step budget
// cannot stop them.
func TestHostileAPIArguments(t *testing.T) {
	tests := []struct{ code, want string }{ // want "" means the call succeeds
		{`g.piles.stock:runs { min = 2, max = 1e12, low = "K" }`, ""},
		{`g.piles.stock:runs { min = 13 }`, "runs: more than"},
		{`g.piles.stock:runs { min = 3, per_rank = 1e9 }`, ""},
		{`g.piles.stock:runs { min = -5, max = 2 }`, ""},
		{`g.piles.stock:runs { min = -1e12, max = 1 }`, ""},
		{`g.piles.stock:sets(1e9)`, ""},
		{`g.piles.stock:sets(-1)`, ""},
		{`g:next_seat(1, 1e12)`, ""},
		{`g:next_seat(1, -5)`, ""},
		{`g:advance(1e12)`, ""},
		{`g.piles.stock:deal(1e12, {})`, ""},
		{`g.piles.stock:deal(-1, { g.piles.hand[1] })`, ""},
		{`g.piles.stock:draw(1e12, g.piles.discard)`, ""},
		{`g.piles.stock:draw(-1, g.piles.discard)`, ""},
		{`assert(#g.piles.stock:draw(1e12, g.piles.stock) == g.piles.stock:count())`, ""},
		{`g.piles.stock:peek(1e12)`, ""},
		{`g.piles.stock:peek(-5)`, ""},
		{`g.piles.stock:move_at(0, g.piles.discard)`, "no card at position 0"},
		{`g.piles.stock:move_at(1e12, g.piles.discard)`, "no card at position"},
		{`g.piles.stock:move_top(g.piles.discard, "middle")`, `where must be "top" or "bottom"`},
		{`g.piles.stock:move("AS", g.piles.stock)`, ""},
		{`g.piles.stock:move_all(g.piles.stock)`, ""},
		{`g.piles.stock:filter { any = { 5 } }`, "any must be a list of tables"},
		{`g.piles.stock:runs { low = "Z" }`, "low = Z is not a rank"},
		{`g.piles.stock:any_of("suit")`, "field, value pairs"},
		{`g.piles.stock:show_to(0)`, "seat 0 does not exist"},
		{`g:new_pile("x", { owner = 99 })`, "owner seat 99 does not exist"},
		{`g:new_pile("", {})`, "a pile needs a name"},
		{`g:new_pile("hand.1")`, "already exists"},
		{`g:win({})`, "no winners given"},
		{`g:win({ 1, 99 })`, "seat 99 does not exist"},
		{`g:finish(0)`, "seat 0 does not exist"},
		{`g:tell(1, nil)`, "string expected, got nil"},
		{`g:card(nil)`, "string expected, got nil"},
		{`g:pile(nil)`, "string expected, got nil"},
		{`g.vars.f = print`, "a function cannot be stored"},
		{`g.vars.u = g.piles.stock`, "cannot be stored"},
		{`g.piles.stock:count(g)`, ""},
		{`g.piles.hand.count()`, "g.piles.hand has no pile for seat count: seats are 1 to 2"},
		{`g.tally(g.piles.stock)`, `g has no field or method "tally"`},
		{`g:count("")`, "a counter needs a name"},
		{`g.piles.stock:size()`, `a pile has no method "size"; did you mean count? (pile methods: `},
		{`g.piles.dicsard:top()`, `there is no pile "dicsard"; did you mean discard?`},
		{`g.piles.hand[7]:count()`, "g.piles.hand has no pile for seat 7: seats are 1 to 2"},
		{`local x = g.options.hand_sise`, `the game has no option "hand_sise"; did you mean hand_size? (its options are hand_size, open_hands, speed)`},
		{`local x = g.cards.ZZ.rank`, "ZZ is not a card of this game"},
		{`g:curent()`, `g has no field or method "curent"; did you mean current?`},
		{`reject({ "no" })`, "reject takes a message, the reason the move breaks a rule"},
		{`g.piles.stock.count(g)`, "called with ':'"},
	}
	for _, tt := range tests {
		t.Run(tt.code, func(t *testing.T) {
			src := hookErrorVariant("play", "  "+tt.code+" -- HERE\n  g:advance()")
			path := miniVariant(t, src)
			s, err := LoadWithLimits(path, testLimits)
			require.NoError(t, err)
			g := mustGame(t, s, Config{Seed: 1})
			err = g.Play(0, "draw")
			if tt.want == "" {
				assert.NoError(t, err)
				return
			}
			requireScriptError(t, err, filepath.ToSlash(path), markedLine(t, src, "HERE"), tt.want)
		})
	}
}

// TestPartRulesBindGivenParts checks that a part rule also judges a part the
// generator gave itself: Unu's generator made to propose every card with a
// call lists only the eights with one.
func TestPartRulesBindGivenParts(t *testing.T) {
	dir := t.TempDir()
	copyFile(t, unuPath, dir)
	path := writeFile(t, dir, "calls.lua", `local game = require "unu"
game.verbs.play.generate = function(g, seat, out)
  for _, c in ipairs(g.piles.hand[seat]:cards()) do out:add { cards = { c }, call = "H" } end
end
return game
`)
	s, err := LoadWithLimits(path, testLimits)
	require.NoError(t, err)
	for seed := uint64(1); seed <= 5; seed++ {
		g, seat := unuGame(t, s, seed)
		legal, err := g.Legal(seat)
		require.NoError(t, err)
		for _, m := range legal {
			if strings.Contains(m, " call ") {
				assert.True(t, strings.HasPrefix(m, "play 8"), "%s: only an eight names a suit", m)
			}
		}
	}
}
