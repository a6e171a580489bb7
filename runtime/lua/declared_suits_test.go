package lua

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"testing"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// euchreCounted is Euchre's bowers (the declared shorthand) written as the
// cards the round counts as another suit and ranks high, functions of the
// round and its trumps.
const euchreCounted = `suits = function(at)
    local left = { S = "JC", C = "JS", H = "JD", D = "JH" }
    if at.trumps == nil then return {} end
    return { [left[at.trumps]] = at.trumps }
  end,
  high = function(at)
    local left = { S = "JC", C = "JS", H = "JD", D = "JH" }
    if at.trumps == nil then return {} end
    return { "J" .. at.trumps, left[at.trumps] }
  end,`

// durakBeats is Durak's rule of what beats what written as a function:
// a higher card of the suit attacking, or a trump on a card that is none.
const durakBeats = `beats = function(at, card, on)
    local order = "6789TJQKA"
    local suit, onSuit = card:sub(-1), on:sub(-1)
    if suit == onSuit then
      return order:find(card:sub(1, -2), 1, true) > order:find(on:sub(1, -2), 1, true)
    end
    return suit == at.trumps
  end,`

// presidentBeats is President's rule of what beats what in its trick
// written as a function: as many cards of a higher rank.
const presidentBeats = `beats = function(at, play, on)
    local order = "3456789TJQKA2"
    return #play == #on and order:find(play[1]:sub(1, -2), 1, true) > order:find(on[1]:sub(1, -2), 1, true)
  end,`

// playedDigest plays games of script s, seats seats, between random bots
// from seeds 1 to games, and digests every move listed at each step, the
// game's narration and its result: the games as the players see them.
func playedDigest(t *testing.T, s *Script, seats, games int) string {
	t.Helper()
	sum := sha256.New()
	for seed := uint64(1); seed <= uint64(games); seed++ {
		g := mustGame(t, s, Config{Seats: seats, Seed: seed})
		agents := randomBots(seats, seed)
		for step := 0; step < maxSelfPlayMoves; step++ {
			d, err := g.ToAct()
			require.NoError(t, err)
			if d.Over {
				break
			}
			legal, err := g.Legal(d.Seat)
			require.NoError(t, err)
			fmt.Fprintln(sum, d.Seat, legal)
			_, err = engine.Step(g, agents)
			require.NoError(t, err)
		}
		for _, e := range g.State().Log() {
			fmt.Fprintln(sum, e.Text)
		}
		fmt.Fprintln(sum, g.State().Result())
	}
	return hex.EncodeToString(sum.Sum(nil))
}

// TestCountedCardsAndBeatsAsFunctionsPlayTheSameGames: Euchre with its
// bowers written as tricks.suits and tricks.high, functions of the round
// and its trumps, and Durak with its rule of what beats what written as
// beating.beats, play the same games as the shipped scripts: the same
// seed and random moves, the same moves listed at every step, the same
// narration and results.
func TestCountedCardsAndBeatsAsFunctionsPlayTheSameGames(t *testing.T) {
	for name, tc := range map[string]struct {
		path  string
		seats int
		edits [][2]string
	}{
		"Euchre": {path: "../../scripts/euchre.lua", seats: 4, edits: [][2]string{
			{`bowers = { rank = "J", pairs = { S = "C", H = "D" } },`, euchreCounted}}},
		"Durak": {path: "../../scripts/durak.lua", seats: 3, edits: [][2]string{
			{`hand = 6, attacks = 6,`, "hand = 6, attacks = 6,\n  " + durakBeats}}},
		"President": {path: "../../scripts/president.lua", seats: 4, edits: [][2]string{
			{`rule = "PRES-4",`, "rule = \"PRES-4\",\n  " + presidentBeats}}},
	} {
		t.Run(name, func(t *testing.T) {
			shipped := mustLoad(t, tc.path)
			s, _, err := loadSrc(t, withFunctions(t, tc.path, tc.edits))
			require.NoError(t, err)
			assert.Equal(t, playedDigest(t, shipped, tc.seats, 12), playedDigest(t, s, tc.seats, 12))
		})
	}
}

// TestCountedCardsAreKeptForEachTrumps: the answers of a function of the
// round and its trumps are kept as the round starts, one for each suit as
// trumps and one for none, and read for the trumps the round makes.
func TestCountedCardsAreKeptForEachTrumps(t *testing.T) {
	s, _, err := loadSrc(t, withFunctions(t, "../../scripts/euchre.lua", [][2]string{
		{`bowers = { rank = "J", pairs = { S = "C", H = "D" } },`, euchreCounted}}))
	require.NoError(t, err)
	st := mustGame(t, s, Config{Seats: 4, Seed: 3}).State()
	hearts, ok := st.Deck().SuitIndex("H")
	require.True(t, ok)
	assert.Equal(t, "JD=H", mech.TrumpsWordIn(st, 1, hearts), "suits, with hearts trumps")
	assert.Equal(t, "JH,JD", mech.TrumpsWordIn(st, 2, hearts), "high, with hearts trumps")
	assert.Empty(t, mech.TrumpsWordIn(st, 1, -1), "with no trumps, none")
	assert.Empty(t, mech.TrumpsWordIn(st, 2, -1))
}

// TestABeatsFunctionThatAnswersNoFlagIsRefusedAtItsLine: a function of
// what beats what that answers other than true or false stops the game,
// its field's path at its line.
func TestABeatsFunctionThatAnswersNoFlagIsRefusedAtItsLine(t *testing.T) {
	for name, tc := range map[string]struct {
		path, field string
		seats       int
		edit        [2]string
	}{
		"beating": {"../../scripts/durak.lua", "game.beating.beats", 3,
			[2]string{`hand = 6, attacks = 6,`, "hand = 6, attacks = 6,\n  beats = function(at, card, on) return 1 end, -- HERE"}},
		"climbing": {"../../scripts/president.lua", "game.trick.beats", 4,
			[2]string{`rule = "PRES-4",`, "rule = \"PRES-4\",\n  beats = function(at, play, on) return 1 end, -- HERE"}},
	} {
		t.Run(name, func(t *testing.T) { refusedAtItsLine(t, tc.path, tc.field, tc.seats, tc.edit) })
	}
}

// refusedAtItsLine plays the script at path with edit made (a function
// marked HERE that answers 1) until it fails, and checks the error names
// the field and the function's line.
func refusedAtItsLine(t *testing.T, path, field string, seats int, edit [2]string) {
	t.Helper()
	src := withFunctions(t, path, [][2]string{edit})
	s, at, err := loadSrc(t, src)
	require.NoError(t, err)
	g := mustGame(t, s, Config{Seats: seats, Seed: 1})
	agents := randomBots(seats, 1)
	for step := 0; err == nil && step < maxSelfPlayMoves; step++ {
		_, err = engine.Step(g, agents)
	}
	require.Error(t, err)
	assert.Contains(t, err.Error(), fmt.Sprintf("%s:%d", at, markedLine(t, src, "HERE")))
	assert.Contains(t, err.Error(), field+" must return true or false (it returned 1)")
}
