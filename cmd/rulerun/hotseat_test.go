package main

import (
	"bytes"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/rogpeppe/go-internal/txtar"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestHotSeatShowsEachOnlyTheirHand plays the game of play_hotseat.txtar
// and checks every hand shown while a seat reads the terminal: it holds
// every card the seat then says it plays, and none of the hand last shown
// to the other seat.
func TestHotSeatShowsEachOnlyTheirHand(t *testing.T) {
	out := playHotSeat(t)
	turn := regexp.MustCompile(`^Seat (\d+), (?:your turn|you may act)\.$`)
	hand := regexp.MustCompile(`^Your hand \(\d+\): (.*)$`)
	played := regexp.MustCompile(`^  You play (.*)\.$`)
	reader, shown, checked := 1, map[int][]string{}, 0
	for _, line := range strings.Split(out, "\n") {
		if m := turn.FindStringSubmatch(line); m != nil {
			reader, _ = strconv.Atoi(m[1])
			continue
		}
		if m := played.FindStringSubmatch(line); m != nil {
			for _, w := range strings.Fields(m[1]) {
				if w == strings.ToUpper(w) {
					assert.Contains(t, shown[reader], w, "seat %d plays %s, not in the hand it was shown", reader, w)
					checked++
				}
			}
		}
		m := hand.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		cards := strings.Fields(m[1])
		for _, c := range shown[3-reader] {
			assert.NotContains(t, cards, c, "seat %d is shown %s, in seat %d's hand: %q", reader, c, 3-reader, line)
		}
		shown[reader] = cards
	}
	assert.Greater(t, checked, 10, "cards played checked against the hands shown")
	assert.Len(t, shown, 2, "both seats were shown their hands")
}

// playHotSeat plays the game of play_hotseat.txtar and returns what the
// terminal showed.
func playHotSeat(t *testing.T) string {
	ar, err := txtar.ParseFile("testdata/script/play_hotseat.txtar")
	require.NoError(t, err)
	var moves []byte
	for _, f := range ar.Files {
		if f.Name == "moves.txt" {
			moves = f.Data
		}
	}
	require.NotEmpty(t, moves)
	var out, errOut strings.Builder
	code := run([]string{"rulerun", "play", "../../scripts/unu.lua", "--players", "2", "--humans", "1,2", "--seed", "13"},
		bytes.NewReader(moves), &out, &errOut)
	require.Equal(t, exitOK, code, "%s", errOut.String())
	return out.String()
}

// TestHotSeatFlagsRefused: --humans out of range, or with --watch, is a
// usage error (exit status 2).
func TestHotSeatFlagsRefused(t *testing.T) {
	for _, args := range [][]string{{"--humans", "0,1"}, {"--humans", "1,2", "--watch"}, {"--humans", "1,5", "--players", "4"}} {
		var out, errOut strings.Builder
		code := run(append([]string{"rulerun", "play", "../../scripts/unu.lua"}, args...), strings.NewReader(""), &out, &errOut)
		assert.Equal(t, exitUsage, code, "%v: %s", args, errOut.String())
	}
}
