package lua

import (
	"bytes"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// countedMini is mini.lua whose play check prints a line each time it runs,
// so that a test can count the checks.
const countedMini = `local game = require "mini"
local check = game.verbs.play.check
game.verbs.play.check = function(g, seat, m)
  print("check " .. m.card)
  return check(g, seat, m)
end
return game
`

// countedGame starts a game of countedMini whose check calls are written
// to the returned buffer.
func countedGame(t *testing.T) (*Game, *bytes.Buffer) {
	t.Helper()
	s := mustLoad(t, miniVariant(t, countedMini))
	var debug bytes.Buffer
	s.Debug = &debug
	return mustGame(t, s, Config{Seats: 2, Seed: 3}), &debug
}

func checks(debug *bytes.Buffer) int { return strings.Count(debug.String(), "print: check ") }

// legalPlay finds a legal play of seat 0 as text, on a copy of g, so that
// g itself has vetted nothing.
func legalPlay(t *testing.T, g *Game) string {
	t.Helper()
	moves, err := g.Clone().Legal(0)
	require.NoError(t, err)
	for _, m := range moves {
		if strings.HasPrefix(m, "play ") {
			return m
		}
	}
	require.FailNow(t, "seat 1 has no legal play", "%v", moves)
	return ""
}

// TestTypedMoveIsCheckedOnce plays a move as the terminal does: read from
// text, checked (to explain a refusal), then played. The check runs once.
func TestTypedMoveIsCheckedOnce(t *testing.T) {
	g, debug := countedGame(t)
	text := legalPlay(t, g)
	debug.Reset()
	m, err := g.Parse(text)
	require.NoError(t, err)
	im, err := g.Check(0, m)
	require.NoError(t, err)
	require.Nil(t, im)
	require.NoError(t, g.PlayMove(0, m))
	assert.Equal(t, 1, checks(debug), "checked by Check, trusted by PlayMove:\n%s", debug)
	assert.Equal(t, text, g.State().Moves()[0].Move)
}

// TestUnvettedMoveIsChecked: a move nothing vetted is checked when played.
func TestUnvettedMoveIsChecked(t *testing.T) {
	g, debug := countedGame(t)
	text := legalPlay(t, g)
	debug.Reset()
	require.NoError(t, g.Play(0, text))
	assert.Equal(t, 1, checks(debug))
}

// TestVettedMovesAreTrustedOnlyUnchanged vets a move, then changes the game
// or the move, and plays it: the check must run again and refuse it.
func TestVettedMovesAreTrustedOnlyUnchanged(t *testing.T) {
	vetters := map[string]func(t *testing.T, g *Game) *notation.Move{
		"Check": func(t *testing.T, g *Game) *notation.Move {
			m, err := g.Parse(legalPlay(t, g))
			require.NoError(t, err)
			im, err := g.Check(0, m)
			require.NoError(t, err)
			require.Nil(t, im)
			return m
		},
		"RandomMove": func(t *testing.T, g *Game) *notation.Move {
			for i := uint64(0); ; i++ {
				m, err := g.RandomMove(0, rand.New(rand.NewPCG(i, 0)))
				require.NoError(t, err)
				if g.Info().Verbs[m.Verb].Name == "play" {
					return m
				}
			}
		},
		"Moves": func(t *testing.T, g *Game) *notation.Move {
			moves, err := g.Moves(0)
			require.NoError(t, err)
			for _, m := range moves {
				if g.Info().Verbs[m.Verb].Name == "play" {
					return m
				}
			}
			require.FailNow(t, "no play listed")
			return nil
		},
	}
	changes := []struct {
		name   string
		change func(t *testing.T, g *Game, m *notation.Move)
		reason string
	}{
		{"the game changed: the card left the hand", func(t *testing.T, g *Game, m *notation.Move) {
			require.NoError(t, g.Arrange(func(st *core.State) error {
				hand, _ := st.PileByName("hand.1")
				stock, _ := st.PileByName("stock")
				_, err := st.MoveKind(hand, m.Args[0].Cards[0].Kind, stock, core.OnTop)
				return err
			}))
		}, "you do not hold"},
		{"the game changed: another move was played", func(t *testing.T, g *Game, m *notation.Move) {
			require.NoError(t, g.Play(0, "draw"))
		}, "it is not your turn"},
		{"the move changed in place", func(t *testing.T, g *Game, m *notation.Move) {
			stock, _ := g.State().PileByName("stock")
			kind := g.State().Deck().KindOf(g.State().Pile(stock).Cards[0])
			m.Args[0].Cards[0] = notation.Plain(kind)
		}, "you do not hold"},
	}
	for vetter, vet := range vetters {
		for _, tt := range changes {
			t.Run(vetter+"/"+tt.name, func(t *testing.T) {
				g, debug := countedGame(t)
				m := vet(t, g)
				tt.change(t, g, m)
				debug.Reset()
				err := g.PlayMove(0, m)
				var im *IllegalMove
				require.ErrorAs(t, err, &im, "the check ran again and refused the move")
				assert.Contains(t, im.Reason, tt.reason)
			})
		}
	}
}

// TestVettedMoveIsTrusted: an unchanged move of an unchanged game is played
// without its check running again, whoever vetted it.
func TestVettedMoveIsTrusted(t *testing.T) {
	g, debug := countedGame(t)
	moves, err := g.Moves(0)
	require.NoError(t, err)
	debug.Reset()
	for _, m := range moves {
		if strings.HasPrefix(g.Format(m), "play ") {
			require.NoError(t, g.Copy().PlayMove(0, m.Clone()), "an equal move is as good as the one listed")
		}
	}
	assert.Zero(t, checks(debug), "no listed move was checked again:\n%s", debug)
}
