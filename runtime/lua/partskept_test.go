package lua

import (
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const unuV2Path = "../../docs/examples/unu-v2.lua"

// TestPartsKeptHoldOnlyForTheListing: a move's part rules count as asked
// only for a move equal to the one listed, the seat and the state it was
// listed in, unchanged, and until a hook that may change a game runs.
func TestPartsKeptHoldOnlyForTheListing(t *testing.T) {
	g := mustGame(t, mustLoad(t, unuV2Path), Config{Seats: 4, Seed: 1})
	st := g.State()
	card := func(k int) notation.Value {
		return notation.Value{Set: true, Cards: []notation.CardRef{notation.Plain(k)}}
	}
	listed := func() *notation.Move { return &notation.Move{Verb: 2, Args: []notation.Value{card(7), {}, {}}} }
	keyOf := func(m *notation.Move) string { return string(engine.AppendMoveKey(nil, m)) }
	tests := []struct {
		name   string
		change func(p *partsKept, m *notation.Move) (seat int)
		asked  bool
	}{
		{"the move listed", func(p *partsKept, m *notation.Move) int { return 2 }, true},
		{"another seat", func(p *partsKept, m *notation.Move) int { return 1 }, false},
		{"the move changed after it was listed", func(p *partsKept, m *notation.Move) int {
			m.Args[1] = notation.Value{Set: true, Code: "S"}
			return 2
		}, false},
		{"after a hook that may change a game", func(p *partsKept, m *notation.Move) int { p.forget(); return 2 }, false},
		{"a listing in another state", func(p *partsKept, m *notation.Move) int {
			p.keep(st.Clone(), 2, "x")
			return 2
		}, false},
		{"another move listed in the same state", func(p *partsKept, m *notation.Move) int {
			p.keep(st, 2, "x")
			return 2
		}, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var p partsKept
			m := listed()
			p.keep(st, 2, keyOf(m))
			seat := tt.change(&p, m)
			assert.Equal(t, tt.asked, p.asked(st, seat, m))
			assert.Equal(t, tt.asked, p.asked(st, seat, cloneListed(m)), "an equal move")
		})
	}
}

// TestPartsKeptNotForAStateChangedInPlace: a line said or a move recorded
// in the state listed in ends the record.
func TestPartsKeptNotForAStateChangedInPlace(t *testing.T) {
	g := mustGame(t, mustLoad(t, unuV2Path), Config{Seats: 4, Seed: 1})
	st := g.State().Clone()
	m := &notation.Move{Verb: 1}
	var p partsKept
	p.keep(st, 0, string(engine.AppendMoveKey(nil, m)))
	require.True(t, p.asked(st, 0, m))
	st.Say("a line")
	assert.False(t, p.asked(st, 0, m))
}

// TestListedMoveChangedIsCheckedByItsPartRules: a listed move an agent
// changes before playing it is asked of its part rules again: an eight
// whose called suit was taken out is refused by the rule for call.
func TestListedMoveChangedIsCheckedByItsPartRules(t *testing.T) {
	s := mustLoad(t, unuV2Path)
	for seed := uint64(1); seed <= 20; seed++ {
		g := mustGame(t, s, Config{Seats: 4, Seed: seed})
		d, err := g.ToAct()
		require.NoError(t, err)
		moves, err := g.Moves(d.Seat)
		require.NoError(t, err)
		for _, m := range moves {
			text := g.Format(m)
			if !strings.Contains(text, " call ") {
				continue
			}
			call := g.Info().Verbs[m.Verb].Form.Slot("call")
			m.Args[call] = notation.Value{}
			err := g.PlayMove(d.Seat, m)
			var im *IllegalMove
			require.ErrorAs(t, err, &im, "%s without its call", text)
			assert.Contains(t, im.Reason, "an eight names a suit")
			return
		}
	}
	t.Fatal("no seed's first listing has an eight that calls a suit")
}

// TestPartRuleReadingAFilledPartIsAskedAgain: a part rule that reads a
// part rulerun fills in (here the suit called) may answer differently for
// each filling, so its listing's check asks it again of each move: no move
// it refuses is listed, and every move listed is accepted as typed.
func TestPartRuleReadingAFilledPartIsAskedAgain(t *testing.T) {
	dir := t.TempDir()
	src, err := os.ReadFile(unuV2Path)
	require.NoError(t, err)
	writeFile(t, dir, "unu.lua", string(src))
	path := writeFile(t, dir, "nohearts.lua", `local game = require "unu"
local call = game.verbs.play.call
game.verbs.play.call = function(g, seat, m)
  if m.call == "H" then return false, "hearts may not be called" end
  return call(g, seat, m)
end
return game
`)
	s, err := LoadWithLimits(path, testLimits)
	require.NoError(t, err)
	calls := 0
	for seed := uint64(1); seed <= 4; seed++ {
		g := mustGame(t, s, Config{Seats: 4, Seed: seed})
		agents := randomBots(4, seed)
		for range 60 {
			d, err := g.ToAct()
			require.NoError(t, err)
			if d.Over {
				break
			}
			legal, err := g.Legal(d.Seat)
			require.NoError(t, err)
			for _, text := range legal {
				assert.NotContains(t, text, "call hearts", "seed %d", seed)
				if strings.Contains(text, " call ") {
					calls++
				}
				m, err := g.Parse(text)
				require.NoError(t, err)
				im, err := g.Clone().Check(d.Seat, m)
				require.NoError(t, err)
				assert.Nil(t, im, "%s is listed, and refused as typed", text)
			}
			_, err = engine.Step(g, agents)
			require.NoError(t, err)
		}
	}
	assert.Positive(t, calls, "some listed move calls a suit")
}

// TestHasPartRules: only a verb with a rule for one of its optional parts
// has its listed moves' part rules kept.
func TestHasPartRules(t *testing.T) {
	tests := []struct {
		script, verb string
		want         bool
	}{
		{unuV2Path, "play", true},
		{unuV2Path, "draw", false},
		{unuV2Path, "catch", false},
		{"../../docs/examples/thirteen-v2.lua", "play", false},
	}
	for _, tt := range tests {
		t.Run(tt.script+" "+tt.verb, func(t *testing.T) {
			g := mustGame(t, mustLoad(t, tt.script), Config{Seats: 4, Seed: 1})
			verb := slices.IndexFunc(g.Info().Verbs, func(v Verb) bool { return v.Name == tt.verb })
			require.GreaterOrEqual(t, verb, 0)
			assert.Equal(t, tt.want, g.hasPartRules(verb))
		})
	}
}
