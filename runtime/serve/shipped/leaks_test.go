package shipped

import (
	"encoding/json"
	"flag"
	"math/rand/v2"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/serve"
)

// fullAudit plays every game of TestServeLeaks to its end (up to 20,000
// moves; gin's and crazyeights' take minutes of CPU); by default each is
// played for its first leakMoves moves, which is whole for most games.
var fullAudit = flag.Bool("full-audit", false, "TestServeLeaks plays every shipped game to its end instead of its first 400 moves")

// leakMoves is how many moves of each game TestServeLeaks plays by default.
const leakMoves = 400

// leakAudit checks every message made for a seat against the game it was
// made from: the piles are exactly the seat's view, the log exactly the
// lines the seat reads, and no card code in the rest names a card the seat
// may not see. A log line is checked once, in the first message that
// carries it, as runtime/check checks it when it is written: it may name a
// card the seat saw before the last move (a card taken from the discard
// pile) or at the end of a round.
type leakAudit struct {
	t        *testing.T
	mu       sync.Mutex
	before   map[int]*core.State // each seat's game at its previous message
	logged   map[int]int         // the log's length at each seat's previous message
	messages int
}

// serveLogLines is how many of the last events of the log a view carries
// (the lines of them that the seat reads).
const serveLogLines = 200

// serveGames are the shipped games as the leak test plays them: short
// matches, so that a whole game is played quickly.
var serveGames = map[string]serve.Spec{
	"unu.lua":         {Seats: 3},
	"thirteen.lua":    {Seats: 3},
	"unkindness.lua":  {Seats: 4, Options: map[string]string{"target": "10"}},
	"unocorns.lua":    {Seats: 2, Options: map[string]string{"target": "20"}},
	"rumski.lua":      {Seats: 2, Options: map[string]string{"target": "30"}},
	"crazyeights.lua": {Seats: 3},
	"gofish.lua":      {Seats: 3},
	"golf.lua":        {Seats: 1},
	"rummy500.lua":    {Seats: 3, Options: map[string]string{"target": "50"}},
	"oldmaid.lua":     {Seats: 4},
	"ohhell.lua":      {Seats: 4, Options: map[string]string{"top": "3"}},
	"scopa.lua":       {Seats: 2, Options: map[string]string{"target": "4"}},
	"durak.lua":       {Seats: 3},
	"blackjack.lua":   {Seats: 3},
	"klondike.lua":    {Seats: 1},
	"gin.lua":         {Seats: 2, Options: map[string]string{"target": "10"}},
	"ratscrew.lua":    {Seats: 3},
	"hearts.lua":      {Seats: 4, Options: map[string]string{"target": "30"}},
	"spades.lua":      {Seats: 4, Options: map[string]string{"target": "100"}},
	"cribbage.lua":    {Seats: 2, Options: map[string]string{"target": "31"}},
	"president.lua":   {Seats: 4, Options: map[string]string{"target": "3"}},
	"euchre.lua":      {Seats: 4, Options: map[string]string{"target": "3"}},
}

// TestServeLeaks plays every shipped game through the web protocol, every
// seat a client making random legal moves, and audits every message sent
// to every seat (and to an onlooker): the first leakMoves moves of each
// game (the whole game for most), or with -full-audit every game to its
// end.
func TestServeLeaks(t *testing.T) {
	t.Parallel()
	scripts, err := filepath.Glob("../../../scripts/*.lua")
	require.NoError(t, err)
	require.Len(t, scripts, len(serveGames), "every shipped game has its match in serveGames")
	for _, script := range scripts {
		spec, ok := serveGames[filepath.Base(script)]
		require.True(t, ok, "%s: add it to serveGames", script)
		t.Run(filepath.Base(script), func(t *testing.T) {
			t.Parallel()
			audit := &leakAudit{t: t, before: map[int]*core.State{}, logged: map[int]int{}}
			spec.Seed = 11
			c := startServe(t, script, spec, audit.check)
			limit := leakMoves
			if *fullAudit {
				limit = 20_000
			}
			moves := c.playMoves(rand.New(rand.NewPCG(11, 0)), limit, !*fullAudit)
			assert.Positive(t, moves)
			t.Logf("%d moves, %d messages", moves, audit.messages)
			assert.Greater(t, audit.messages, moves, "every move was audited")
		})
	}
}

func (a *leakAudit) check(g engine.Game, seat int, msg []byte) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.messages++
	st := g.State()
	var v serve.View
	if !assert.NoError(a.t, json.Unmarshal(msg, &v)) {
		return
	}
	view := st.View(seat, max(0, st.LogLen()-serveLogLines))
	if view.Result.Over {
		revealed(st, view.Piles) // at the end every hand is shown, as the terminal shows them
	}
	// the seat's own hand is sent in the order the game holds it (by
	// suit, as arranged), its cards the same
	want, _ := json.Marshal(handSorted(view.Piles, seat))
	got, _ := json.Marshal(handSorted(v.Piles, seat))
	assert.JSONEq(a.t, string(want), string(got), "seat %d is sent exactly its view of the piles", seat+1)
	assert.Equal(a.t, strings.Join(view.Log, "\n"), strings.Join(v.Log, "\n"), "seat %d is sent the last lines it reads", seat+1)
	shown := map[string]bool{}
	for _, p := range view.Piles {
		for _, c := range append(p.Cards, p.Top) {
			shown[c] = true
		}
	}
	for code := range v.Faces {
		assert.True(a.t, shown[code], "seat %d is sent the face of %s, a card its piles do not show", seat+1, code)
	}
	now := []*core.State{st}
	if end := st.RoundEnd(); end != nil {
		now = append(now, end)
	}
	v.Log, v.Open = nil, nil // the open verbs' examples are the rules' own text, the same in every game
	if view.Result.Over {
		v.Piles, v.Faces = nil, nil // checked above against the piles revealed at the end
	}
	rest, _ := json.Marshal(v)
	if code := unseenCard(seat, string(rest), now); code != "" {
		assert.Fail(a.t, "leak", "seat %d is sent %s, a card it may not see: %s", seat+1, code, rest)
	}
	if prev := a.before[seat]; prev != nil {
		now = append(now, prev)
	}
	for _, line := range st.View(seat, a.logged[seat]).Log {
		if code := unseenCard(seat, line, now); code != "" {
			assert.Fail(a.t, "leak", "seat %d reads %s, a card it may not see: %q", seat+1, code, line)
		}
	}
	a.before[seat], a.logged[seat] = g.Copy().State(), st.LogLen()
}

// handSorted sorts the codes of seat's own hand, whose order the server
// may change to the one the game holds it in.
func handSorted(piles []core.PileView, seat int) []core.PileView {
	out := slices.Clone(piles)
	for i, p := range out {
		if p.Owner == seat && p.Group == "hand" {
			out[i].Cards = slices.Sorted(slices.Values(p.Cards))
		}
	}
	return out
}

// revealed fills in the cards of every seat's piles, as the web table
// shows them once the game is over.
func revealed(st *core.State, piles []core.PileView) {
	for i, p := range piles {
		if p.Owner < 0 || p.Cards != nil || p.Count == 0 {
			continue
		}
		id, _ := st.PileByName(p.Name)
		var cards []string
		for _, c := range st.Pile(id).Cards {
			cards = append(cards, st.Deck().Card(c).Code)
		}
		piles[i].Cards, piles[i].Top = cards, cards[len(cards)-1]
	}
}

// unseenCard returns a card code in text that seat may name in none of
// the states, or "".
func unseenCard(seat int, text string, states []*core.State) string {
	deck := states[0].Deck()
	for _, w := range strings.FieldsFunc(text, func(r rune) bool { return strings.ContainsRune(" ,.:;()[]{}!\"\\", r) }) {
		k, ok := deck.Lookup(w)
		if !ok || deck.Kind(k).Code != w || strings.ToUpper(w) != w {
			continue
		}
		named := false
		for _, st := range states {
			named = named || mayName(st, seat, k)
		}
		if !named {
			return w
		}
	}
	return ""
}

// mayName reports whether seat may name a card of kind k: one it sees or
// was shown. An onlooker may name what every seat may (a card shown to all
// as it was drawn), since it sees what every seat sees.
func mayName(st *core.State, seat, k int) bool {
	if seat >= 0 || st.MayName(seat, k) {
		return st.MayName(seat, k)
	}
	for s := range st.Seats() {
		if !st.MayName(s, k) {
			return false
		}
	}
	return true
}
