package lua

import (
	"math"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/bots"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// guessTally counts a bot's forehead guesses in UnoCorns: right ones (a
// wild forehead card counts as right, as the rules say), and how many its
// knowledge allowed: at each guess, the chance that a card the seat cannot
// see, of a colour it has not guessed wrongly for this card, is of the
// colour guessed or a wild.
type guessTally struct {
	guesses, right int
	expected       float64
	tried          map[int]string // colours guessed wrongly for the seat's card now
}

// colourCodes reads a guessed colour as its suit code.
var colourCodes = map[string]string{"red": "R", "yellow": "Y", "green": "G", "blue": "B", "r": "R", "y": "Y", "g": "G", "b": "B"}

// see counts a guess seat made in before, with its outcome in after.
func (t *guessTally) see(before, after *core.State, seat int, colour string) {
	deck := before.Deck()
	hidden, fit := 0, 0
	for i := range before.NumPiles() {
		p := before.Pile(core.PileID(i))
		for j, c := range p.Cards {
			if p.Sees(seat, j) {
				continue
			}
			card := deck.Kind(deck.KindOf(c))
			if card.Suit != "" && strings.Contains(t.tried[seat], card.Suit) {
				continue
			}
			hidden++
			if card.Suit == "" || card.Suit == colour {
				fit++
			}
		}
	}
	t.guesses++
	t.expected += float64(fit) / float64(hidden)
	if wrongGuess(after) {
		t.tried[seat] += colour
		return
	}
	t.right++
	t.tried[seat] = ""
}

// wrongGuess reports whether the last log line of a guess says it was
// wrong.
func wrongGuess(st *core.State) bool { return strings.Contains(lastGuessLine(st), ": wrong,") }

// lastGuessLine is the last log line that tells a guess.
func lastGuessLine(st *core.State) string {
	log := st.View(-1, 0).Log
	for i := len(log) - 1; i >= 0; i-- {
		if strings.Contains(log[i], "guess") {
			return log[i]
		}
	}
	return ""
}

// TestGreedyGuessesItsForeheadHonestly plays UnoCorns between greedy bots
// and checks that their forehead guesses are right about as often as what
// they may know allows (RULERUN_GUESSES sets how many guesses; the figure
// in docs/simulate.md is of 1,000).
func TestGreedyGuessesItsForeheadHonestly(t *testing.T) {
	want := 150
	if n, err := strconv.Atoi(os.Getenv("RULERUN_GUESSES")); err == nil {
		want = n
	}
	s := mustLoad(t, "../../scripts/unocorns.lua")
	tally := &guessTally{tried: map[int]string{}}
	for seed := uint64(1); tally.guesses < want; seed++ {
		playGuesses(t, s, seed, tally, want)
	}
	t.Logf("greedy forehead guesses: %d right of %d (%.1f%%); its knowledge allows %.1f (%.1f%%)",
		tally.right, tally.guesses, 100*float64(tally.right)/float64(tally.guesses), tally.expected, 100*tally.expected/float64(tally.guesses))
	sd := math.Sqrt(float64(tally.guesses)) / 2 // a sum of Bernoulli draws varies by at most this
	assert.InDelta(t, tally.expected, float64(tally.right), 4*sd, "right about as often as its knowledge allows")
	assert.Less(t, tally.right, tally.guesses, "it does not always guess right")
}

// playGuesses plays one game of greedy bots, counting their guesses.
func playGuesses(t *testing.T, s *Script, seed uint64, tally *guessTally, want int) {
	g := mustGame(t, s, Config{Seats: 4, Seed: seed})
	agents := make([]engine.Agent, 4)
	for i := range agents {
		agents[i], _ = bots.NewBot("greedy", bots.Seed(seed, i))
	}
	for moves := 0; moves < 5000 && tally.guesses < want; moves++ {
		d, err := g.ToAct()
		require.NoError(t, err)
		if d.Over {
			return
		}
		before := g.State()
		n := before.MovesLen()
		_, err = engine.Step(g, agents)
		require.NoError(t, err)
		for _, m := range g.State().MovesSince(n) {
			if f := strings.Fields(m.Move); len(f) == 2 && f[0] == "guess" {
				tally.see(before, g.State(), m.Seat, colourCodes[strings.ToLower(f[1])])
			}
		}
	}
}
