package lua

import (
	"errors"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/rulerun/rulerun/runtime/sandbox"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSyntaxErrors(t *testing.T) {
	tests := []struct {
		name, src string
		line      int // 0: at the end of the file
		want      string
	}{
		{"bad token", "local game = {}\nlocal x = = 1\nreturn game\n", 2, "near '='"},
		// gopher-lua counts the newline that ends an unterminated string.
		{"unclosed string", "local game = {}\n\nlocal s = \"abc\nreturn game\n", 4, "unterminated string near 'abc'"},
		{"missing end at EOF", "local game = {}\nfunction game.setup(g)\n  if g then\n    g:say('x')\n  end\n", 0, "unexpected end of file"},
		{"missing paren at EOF", "local game = {}\nlocal x = (1 + 2\n", 0, "unexpected end of file"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, path, err := loadSrc(t, tt.src)
			se := requireScriptError(t, err, path, tt.line, tt.want)
			assert.NotContains(t, se.Error(), "goroutine", "no Go stack trace")
		})
	}
	t.Run("goto without label", func(t *testing.T) {
		// A compile error: gopher-lua's Line is the end of the block, the
		// message names the goto's line.
		_, path, err := loadSrc(t, "local game = {}\ngoto nowhere\nreturn game\n")
		var se *ScriptError
		require.True(t, errors.As(err, &se), "%v", err)
		assert.Equal(t, path, se.File)
		assert.Contains(t, se.Msg, "no visible label 'nowhere' for <goto> at line 2")
	})
}

// hookErrorVariant overrides one hook of mini.lua with a body that fails at
// the line marked HERE.
//
// The hooks are named as the tests name them: "legal" is the play verb's
// generator (called to list moves), "check" its check, "play" the draw verb's
// apply (called to play "draw").
func hookErrorVariant(hook, body string) string {
	args := map[string]string{"setup": "g", "to_act": "g", "legal": "g, seat, out", "check": "g, seat, move", "play": "g, seat, move", "status": "g, seat"}[hook]
	return "local game = require \"mini\"\n\nfunction game." + hookField(hook) + "(" + args + ")\n" + body + "\nend\n\nreturn game\n"
}

// hookField is where a test's hook lives in the game table, and the name
// errors give it.
func hookField(hook string) string {
	switch hook {
	case "legal":
		return "verbs.play.generate"
	case "check":
		return "verbs.play.check"
	case "play":
		return "verbs.draw.apply"
	}
	return hook
}

// callHook calls the Go method that runs a hook.
func callHook(g *Game, hook string) error {
	var err error
	switch hook {
	case "to_act":
		_, err = g.ToAct()
	case "legal", "check":
		_, err = g.Legal(0)
	case "play":
		err = g.Play(0, "draw")
	case "status":
		_, err = g.Status(0)
	}
	return err
}

// TestRuntimeErrorsInHooks checks that an error inside any hook comes back as
// a *ScriptError naming the hook, file and line, and that the game is
// unchanged.
func TestRuntimeErrorsInHooks(t *testing.T) {
	t.Parallel()
	bodies := []struct {
		name, body, want string
	}{
		{"index nil", "  local rule = nil\n  return rule.top -- HERE", "attempt to index"},
		{"arithmetic on nil", "  local n = g.vars.nothing\n  return n + 1 -- HERE", "arithmetic"},
		{"error call", "  error(\"the rule is broken\") -- HERE", "the rule is broken"},
		{"bad API argument", "  g.piles.stock:peek(\"many\") -- HERE", "bad argument"},
		{"pile method with a dot", "  g.piles.stock.count() -- HERE", "called with ':'"},
		{"unknown pile", "  g:pile(\"nowhere\") -- HERE", "there is no pile nowhere"},
		{"new key in g.piles", "  g.piles.extra = 1 -- HERE", "g.piles is read only"},
		{"rawset in g.piles", "  rawset(g.piles, \"extra\", 1) -- HERE", "g.piles is read only"},
		{"call nil", "  g:no_such_method() -- HERE", `g has no field or method "no_such_method"`},
	}
	for _, hook := range []string{"setup", "to_act", "legal", "check", "play", "status"} {
		for _, b := range bodies {
			t.Run(hook+"/"+b.name, func(t *testing.T) {
				src := hookErrorVariant(hook, b.body)
				path := miniVariant(t, src)
				s, err := LoadWithLimits(path, testLimits)
				require.NoError(t, err)
				line := markedLine(t, src, "HERE")
				g, err := s.NewGame(Config{Seed: 1})
				if hook == "setup" {
					se := requireScriptError(t, err, filepath.ToSlash(path), line, b.want)
					assert.True(t, strings.HasPrefix(se.Msg, "setup: "), "names the hook: %q", se.Msg)
					assert.NotEmpty(t, se.Trace, "has the Lua call stack")
					return
				}
				require.NoError(t, err)
				before := mustSave(t, g)
				err = callHook(g, hook)
				se := requireScriptError(t, err, filepath.ToSlash(path), line, b.want)
				assert.True(t, strings.HasPrefix(se.Msg, hookField(hook)+": "), "names the hook: %q", se.Msg)
				assert.Equal(t, string(before), string(mustSave(t, g)), "the game is unchanged")
			})
		}
	}
}

// TestErrorInBaseScript checks that an error raised in a required script
// names that script's file and line.
func TestErrorInBaseScript(t *testing.T) {
	path := miniVariant(t, `local game = require "mini"
game.options.hand_size.default = 60
return game
`)
	s, err := LoadWithLimits(path, testLimits)
	require.NoError(t, err)
	_, err = s.NewGame(Config{Seed: 1})
	requireScriptError(t, err, filepath.ToSlash(filepath.Join(filepath.Dir(path), "mini.lua")),
		fileLine(t, miniPath, "stock:deal(rules.hand_size(g), hands)"), "cannot deal")
}

// TestBadHookResults checks the errors for hooks that return the wrong thing.
func TestBadHookResults(t *testing.T) {
	tests := []struct {
		hook, body, want string
	}{
		{"to_act", "  return 0", "to_act must return a seat from 1 to 2"},
		{"to_act", "  return 3", "to_act must return a seat from 1 to 2"},
		{"to_act", "  return 1.5", "to_act must return a seat from 1 to 2"},
		{"to_act", "  return \"1\"", "to_act must return a seat from 1 to 2"},
		{"to_act", "  return 1, { 7 }", "to_act's second result must list seats from 1 to 2"},
		{"legal", "  out:add(\"ZZ\") -- HERE", "\"ZZ\" is not a card of this game"},
		{"legal", "  out:add({ card = \"2C\", seat = 3 }) -- HERE", "has no value named \"seat\""},
		{"check", "  return 3", "verbs.play.check returned 3"},
		{"legal", "  return { \"2C\" }", "verbs.play.generate returned a table: it returns nothing, and adds each move with out:add(...)"},
	}
	for _, tt := range tests {
		t.Run(tt.hook+"/"+tt.body, func(t *testing.T) {
			src := hookErrorVariant(tt.hook, tt.body)
			path := miniVariant(t, src)
			s, err := LoadWithLimits(path, testLimits)
			require.NoError(t, err)
			g := mustGame(t, s, Config{Seed: 1})
			err = callHook(g, tt.hook)
			marker := "function game."
			if strings.Contains(src, "HERE") {
				marker = "HERE"
			}
			requireScriptError(t, err, filepath.ToSlash(path), markedLine(t, src, marker), tt.want)
		})
	}
}

// TestRunawayScriptsStop checks that an endless loop anywhere is stopped by
// the step budget, quickly, with a message that says so, and that the host
// keeps working afterwards.
func TestRunawayScriptsStop(t *testing.T) {
	t.Parallel()
	loops := []struct{ name, code string }{
		{"while", "while true do end -- HERE"},
		{"pcall", "while true do pcall(function() while true do end end) end -- HERE"},
		{"error handler", "xpcall(function() error(\"x\") end, function() while true do end end) -- HERE"},
		{"string loop", "local s = \"\" while true do s = s .. \"\" end -- HERE"},
	}
	check := func(t *testing.T, err error, file string, line int) {
		t.Helper()
		require.Error(t, err)
		var se *ScriptError
		require.True(t, errors.As(err, &se), "want a *ScriptError, got %T: %v", err, err)
		assert.Equal(t, file, se.File)
		if line > 0 {
			assert.Equal(t, line, se.Line, "%v", err)
		}
		assert.Contains(t, se.Msg, "ran more than")
		assert.Contains(t, se.Msg, "endless loop")
	}
	for _, l := range loops {
		t.Run("load/"+l.name, func(t *testing.T) {
			_, path, err := loadSrc(t, "local game = {}\n"+l.code+"\nreturn game\n")
			line := 2
			if l.name == "error handler" {
				line = 0 // the position is wherever the budget ran out
			}
			check(t, err, path, line)
		})
		for _, hook := range []string{"setup", "to_act", "legal", "check", "play"} {
			t.Run(hook+"/"+l.name, func(t *testing.T) {
				src := hookErrorVariant(hook, "  if g.vars.loop ~= false then\n"+l.code+"\n  end")
				path := miniVariant(t, src)
				s, err := LoadWithLimits(path, testLimits)
				require.NoError(t, err)
				line := markedLine(t, src, "HERE")
				if l.name == "error handler" {
					line = 0
				}
				g, err := s.NewGame(Config{Seed: 1})
				if hook == "setup" {
					check(t, err, filepath.ToSlash(path), line)
					return
				}
				require.NoError(t, err)
				before := mustSave(t, g)
				check(t, callHook(g, hook), filepath.ToSlash(path), line)
				assert.Equal(t, string(before), string(mustSave(t, g)), "the game is unchanged")
				// The host still works: a fresh game on it runs setup.
				_, err = g.Host().NewGame(Config{Seed: 2})
				assert.NoError(t, err)
			})
		}
	}
}

// TestWallClockLimit checks the safety net: a call that runs too long stops
// even when the step budget is far away.
func TestWallClockLimit(t *testing.T) {
	path := writeFile(t, t.TempDir(), "slow.lua", "local x = 0\nwhile true do x = x + 1 end\nreturn {}\n")
	_, err := LoadWithLimits(path, sandbox.Limits{Steps: 1 << 62, Wall: 100 * time.Millisecond})
	requireScriptError(t, err, filepath.ToSlash(path), 2, "ran longer than 100ms")
}

// TestStepsAreCounted checks that Host.Steps reports the work of the last
// call, the same every time.
func TestStepsAreCounted(t *testing.T) {
	s := mustLoad(t, miniPath)
	var steps []int64
	for range 2 {
		g := mustGame(t, s, Config{Seed: 4})
		steps = append(steps, g.Host().Steps())
	}
	assert.Positive(t, steps[0])
	assert.Equal(t, steps[0], steps[1])
}

// declTemplate is a minimal valid game table; each declaration test changes
// one line.
const declTemplate = `-- declarations
local game = {
  name = "Decl",
  seats = { min = 2, max = 4 },
  options = {
    level = { default = 1, help = "a level" },
  },
  moves = { "play <card>", "draw" },
  deck = { preset = "french52" },
  piles = {
    stock = "hidden",
    discard = "public",
    hand = { per_seat = true, visibility = "owner" },
  },
}
function game.setup(g) end
function game.to_act(g) return 1 end
game.verbs = {
  play = { apply = function(g, seat, move) end, generate = function(g, seat, out) end },
  draw = { apply = function(g, seat, move) end },
}
return game
`

// TestDeclarationErrors checks that a broken game table is refused at load
// with the line of the offending field.
func TestDeclarationErrors(t *testing.T) {
	tests := []struct {
		name, old, new, want string
		atNewGame            bool // the deck is read when a game starts
	}{
		{name: "missing name", old: `  name = "Decl",`, new: ``, want: "needs a name"},
		{name: "empty name", old: `  name = "Decl",`, new: `  name = "",`, want: "needs a name"},
		{name: "missing seats", old: `  seats = { min = 2, max = 4 },`, new: ``, want: "needs seats"},
		{name: "bad seats", old: `  seats = { min = 2, max = 4 },`, new: `  seats = { min = 3, max = 2 }, -- HERE`, want: "seats must satisfy"},
		{name: "too many seats", old: `  seats = { min = 2, max = 4 },`, new: `  seats = { min = 2, max = 65 }, -- HERE`, want: "seats must satisfy"},
		{name: "unknown field seat", old: `  moves =`, new: "  seat = 2, -- HERE\n  moves =", want: `unknown field "seat"`},
		{name: "unknown field setup typo", old: `  moves =`, new: "  stup = 2, -- HERE\n  moves =", want: `unknown field "stup"`},
		{name: "bad move pattern", old: `  moves = { "play <card>", "draw" },`, new: `  moves = { "play <carde>", "draw" }, -- HERE`, want: "unknown value type <carde>"},
		{name: "duplicate verb", old: `  moves = { "play <card>", "draw" },`, new: `  moves = { "draw", "draw" }, -- HERE`, want: "declared twice"},
		{name: "no moves", old: `  moves = { "play <card>", "draw" },`, new: `  moves = {},`, want: "needs moves"},
		{name: "bad visibility", old: `    discard = "public",`, new: `    discard = "pubic", -- HERE`, want: "pile discard"},
		{name: "bad per-seat visibility", old: `    hand = { per_seat = true, visibility = "owner" },`, new: `    hand = { per_seat = true, visibility = "mine" }, -- HERE`, want: "pile hand"},
		{name: "bad option", old: `    level = { default = 1, help = "a level" },`, new: `    level = { help = "a level" }, -- HERE`, want: "option level needs a default"},
		{name: "option default not a choice", old: `    level = { default = 1, help = "a level" },`, new: `    level = { default = "x", choices = { "a", "b" } }, -- HERE`, want: "the default x must be one of its choices (a, b)"},
		{name: "number default not a choice", old: `    level = { default = 1, help = "a level" },`, new: `    level = { default = 4, choices = { 3, 5, 7 } }, -- HERE`, want: "the default 4 must be one of its choices (3, 5, 7)"},
		{name: "number option, string choice", old: `    level = { default = 1, help = "a level" },`, new: `    level = { default = 3, choices = { 3, "5" } }, -- HERE`, want: "choice 2 must be a number, not string"},
		{name: "on/off option with choices", old: `    level = { default = 1, help = "a level" },`, new: `    level = { default = true, choices = { true } }, -- HERE`, want: "it takes no choices"},
		{name: "option name of markup", old: `    level = { default = 1, help = "a level" },`, new: `    ["len<b>gth"] = { default = 1, help = "a level" }, -- HERE`, want: `option "len<b>gth": an option's name is a word of letters, digits and _`},
		{name: "option name with a dot", old: `    level = { default = 1, help = "a level" },`, new: `    ["hand.size"] = { default = 1 }, -- HERE`, want: `option "hand.size": an option's name is a word`},
		{name: "missing hook", old: `function game.to_act(g) return 1 end`, new: ``, want: "needs a function to_act"},
		{name: "missing apply", old: `  draw = { apply = function(g, seat, move) end },`, new: `  draw = {}, -- HERE`, want: "verbs.draw needs apply"},
		{name: "missing generate", old: `  play = { apply = function(g, seat, move) end, generate = function(g, seat, out) end },`, new: `  play = { apply = function(g, seat, move) end }, -- HERE`, want: "verbs.play needs generate"},
		{name: "unknown verb", old: `  draw = { apply = function(g, seat, move) end },`, new: "  draw = { apply = function(g, seat, move) end },\n  drwa = {}, -- HERE", want: "there is no move \"drwa\""},
		{name: "unknown verb field", old: `  draw = { apply = function(g, seat, move) end },`, new: `  draw = { aply = function(g, seat, move) end }, -- HERE`, want: "unknown field \"aply\""},
		{name: "status not a function", old: `  moves =`, new: "  status = 1, -- HERE\n  moves =", want: "status must be a function"},
		{name: "no return", old: `return game`, new: ``, want: "must end with 'return game'"},
		{name: "bad deck preset", old: `  deck = { preset = "french52" },`, new: `  deck = { preset = "tarot" }, -- HERE`, want: "unknown deck preset", atNewGame: true},
		{name: "no deck", old: `  deck = { preset = "french52" },`, new: ``, want: "needs deck", atNewGame: true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			require.Contains(t, declTemplate, tt.old)
			src := strings.Replace(declTemplate, tt.old, tt.new, 1)
			line := 0
			if strings.Contains(src, "HERE") {
				line = markedLine(t, src, "HERE")
			}
			s, path, err := loadSrc(t, src)
			if tt.atNewGame {
				require.NoError(t, err)
				_, err = s.NewGame(Config{})
			}
			requireScriptError(t, err, path, line, tt.want)
		})
	}
	t.Run("template is valid", func(t *testing.T) {
		s, _, err := loadSrc(t, declTemplate)
		require.NoError(t, err)
		_, err = s.NewGame(Config{})
		assert.NoError(t, err)
	})
}

// TestStrictGlobals checks that a hook can neither create nor read an
// undeclared global, and that a host refuses a new game after a script
// changed the globals it shares between games.
func TestStrictGlobals(t *testing.T) {
	for _, tt := range []struct{ body, want string }{
		{"  counter = 1 -- HERE", "cannot create global 'counter'"},
		{"  if undefined_rule then end -- HERE", "unknown name 'undefined_rule'"},
		{"  _G.sneaky = true -- HERE", "cannot create global 'sneaky'"},
	} {
		t.Run(tt.want, func(t *testing.T) {
			src := hookErrorVariant("play", tt.body)
			path := miniVariant(t, src)
			s, err := LoadWithLimits(path, testLimits)
			require.NoError(t, err)
			g := mustGame(t, s, Config{Seed: 1})
			before := mustSave(t, g)
			err = g.Play(0, "draw")
			requireScriptError(t, err, filepath.ToSlash(path), markedLine(t, src, "HERE"), tt.want)
			assert.Equal(t, string(before), string(mustSave(t, g)))
		})
	}
	t.Run("changed library", func(t *testing.T) {
		path := miniVariant(t, `local game = require "mini"
local play = game.verbs.draw.apply
game.verbs.draw.apply = function(g, seat, move)
  string.upper = string.lower
  rawset(_G, "leak", 1)
  return play(g, seat, move)
end
return game
`)
		s, err := LoadWithLimits(path, testLimits)
		require.NoError(t, err)
		h, err := s.NewHost()
		require.NoError(t, err)
		defer h.Close()
		g, err := h.NewGame(Config{Seed: 1})
		require.NoError(t, err)
		require.NoError(t, g.Play(0, "draw"))
		_, err = h.NewGame(Config{Seed: 2})
		require.Error(t, err)
		assert.Contains(t, err.Error(), "the script changed")
		assert.Regexp(t, `leak|string\.upper`, err.Error())
	})
}

// TestANumberOptionTakesItsChoices: a number option may list the numbers
// it takes; its default is one of them, and a value typed is checked as a
// number (7 and 7.0 alike).
func TestANumberOptionTakesItsChoices(t *testing.T) {
	src := strings.Replace(declTemplate, `    level = { default = 1, help = "a level" },`, `    level = { default = 5, choices = { 3, 5, 7 }, help = "a level" },`, 1)
	s, _, err := loadSrc(t, src)
	require.NoError(t, err, "the default is one of its choices")
	for _, tt := range []struct{ value, want string }{{"7", ""}, {"7.0", ""}, {"3", ""}, {"4", "4 is not one of 3, 5, 7"}, {"many", `"many" is not a number`}} {
		_, err := s.NewGame(Config{Options: map[string]string{"level": tt.value}})
		if tt.want == "" {
			assert.NoError(t, err, tt.value)
			continue
		}
		assert.ErrorContains(t, err, tt.want, tt.value)
	}
}
