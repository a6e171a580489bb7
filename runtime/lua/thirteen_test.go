package lua

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"math/bits"
	"math/rand/v2"
	"slices"
	"strings"
	"sync"
	"testing"

	"github.com/rulerun/rulerun/runtime/engine"

	"github.com/rulerun/rulerun/runtime/rules"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const thirteenPath = "../../scripts/thirteen.lua"

var thirteenOnce = sync.OnceValues(func() (*Script, error) { return Load(thirteenPath) })

func thirteenScript(t testing.TB) *Script {
	t.Helper()
	s, err := thirteenOnce()
	require.NoError(t, err)
	return s
}

// tlPosition builds a Thirteen position: seat i+1 holds hands[i] (codes
// separated by spaces), every other card is out of play, nobody has passed,
// no card is on the table and seat lead (from 1) is to lead.
func tlPosition(t *testing.T, opts map[string]string, lead int, hands ...string) *Game {
	t.Helper()
	s := thirteenScript(t)
	g, err := s.NewGame(Config{Seats: len(hands), Seed: 1, Options: opts})
	require.NoError(t, err)
	data, err := g.Save()
	require.NoError(t, err)
	var top map[string]json.RawMessage
	require.NoError(t, json.Unmarshal(data, &top))
	dec := json.NewDecoder(bytes.NewReader(top["state"]))
	dec.UseNumber()
	var st map[string]any
	require.NoError(t, dec.Decode(&st))

	ids := map[string]int{}
	for i, c := range st["deck"].([]any) {
		ids[c.(string)] = i
	}
	used := map[int]bool{}
	piles := map[string]map[string]any{}
	for _, p := range st["piles"].([]any) {
		m := p.(map[string]any)
		m["cards"] = []int{}
		piles[m["name"].(string)] = m
	}
	for i, h := range hands {
		cards := []int{}
		for _, code := range strings.Fields(h) {
			id, ok := ids[code]
			require.True(t, ok, code)
			require.False(t, used[id], "%s dealt twice", code)
			used[id] = true
			cards = append(cards, id)
		}
		piles[fmt.Sprintf("hand.%d", i+1)]["cards"] = cards
	}
	rest := []int{}
	for id := range len(ids) {
		if !used[id] {
			rest = append(rest, id)
		}
	}
	piles["out"]["cards"] = rest
	turn := st["turn"].(map[string]any)
	turn["current"], turn["passed"], turn["out"], turn["order"] = lead-1, 0, 0, nil
	st["log"], st["moves"] = []any{}, []any{}

	top["state"], err = json.Marshal(st)
	require.NoError(t, err)
	data, err = json.Marshal(top)
	require.NoError(t, err)
	g, err = s.Restore(data)
	require.NoError(t, err)
	return g
}

// tlPlay makes seat (from 1) play a move that must be accepted.
func tlPlay(t *testing.T, g *Game, seat int, move string) {
	t.Helper()
	require.NoError(t, g.Play(seat-1, move), "seat %d: %s", seat, move)
	require.NoError(t, g.State().CheckCards())
}

// tlReject checks that a move is refused, the game left as it was, and the
// reason mentions each of want.
func tlReject(t *testing.T, g *Game, seat int, move string, want ...string) {
	t.Helper()
	before, err := g.Save()
	require.NoError(t, err)
	err = g.Play(seat-1, move)
	var im *IllegalMove
	require.True(t, errors.As(err, &im), "seat %d %q: want an illegal move, got %v", seat, move, err)
	for _, w := range want {
		assert.Contains(t, im.Reason, w, "seat %d %q", seat, move)
	}
	after, err := g.Save()
	require.NoError(t, err)
	assert.Equal(t, string(before), string(after), "a rejected move changed the game")
}

func tlLegal(t *testing.T, g *Game, seat int) []string {
	t.Helper()
	legal, err := g.Legal(seat - 1)
	require.NoError(t, err)
	return legal
}

func tlStatus(t *testing.T, g *Game) string {
	t.Helper()
	s, err := g.Status(0)
	require.NoError(t, err)
	return s
}

// tlLog is the whole log, every line whoever may read it.
func tlLog(g *Game) string {
	var lines []string
	for _, e := range g.State().Log() {
		lines = append(lines, e.TextFor(-1))
	}
	return strings.Join(lines, "\n")
}

// ---------------------------------------------------------------------------
// An independent statement of the rules, to check the script's legal moves
// against: every subset of the hand is classified and compared here.
// ---------------------------------------------------------------------------

const tlRanks, tlSuits = "3456789TJQKA2", "SCDH"

type tlCard struct {
	code        string
	rank, order int // rank 0 (3) .. 12 (2); order = rank*4 + suit
}

func tlParse(code string) tlCard {
	r, s := strings.IndexByte(tlRanks, code[0]), strings.IndexByte(tlSuits, code[1])
	if r < 0 || s < 0 || len(code) != 2 {
		panic("bad code " + code)
	}
	return tlCard{code, r, r*4 + s}
}

type tlCombo struct {
	kind       string // "" when the cards are no play
	size       int
	rank, top  int // the rank of a set; the order of the highest card
	isTwos     bool
	pairsCount int
}

// tlClassify reads TL-5 straight from INTERPRETATIONS.md.
func tlClassify(cards []tlCard) tlCombo {
	var count [13]int
	lo, hi, top := 13, -1, -1
	for _, c := range cards {
		count[c.rank]++
		lo, hi, top = min(lo, c.rank), max(hi, c.rank), max(top, c.order)
	}
	n := len(cards)
	c := tlCombo{size: n, top: top, rank: hi}
	if n == 0 {
		return c
	}
	if lo == hi {
		if n <= 4 {
			c.kind = []string{"", "single", "pair", "triple", "quad"}[n]
			c.isTwos = hi == 12
		}
		return c
	}
	per := count[lo]
	for r := lo; r <= hi; r++ {
		if count[r] != per {
			return c // a gap or uneven groups
		}
	}
	if hi-lo+1 < 3 || hi == 12 {
		return c
	}
	switch per {
	case 1:
		c.kind = "sequence"
	case 2:
		c.kind, c.pairsCount = "double_sequence", hi-lo+1
	}
	return c
}

// tlBeats reads TL-6 and TL-7.
func tlBeats(p, cur tlCombo, atLeast bool) bool {
	if p.kind == cur.kind && p.size == cur.size {
		if p.kind == "triple" || p.kind == "quad" {
			return p.rank > cur.rank
		}
		return p.top > cur.top
	}
	if !cur.isTwos {
		return false
	}
	need := map[string]int{"single": 3, "pair": 4, "triple": 5}[cur.kind]
	switch p.kind {
	case "quad":
		return cur.kind == "single"
	case "double_sequence":
		return p.pairsCount == need || atLeast && p.pairsCount > need
	}
	return false
}

// tlSituation is what the current seat faces, read from the game.
// tlKinds are the kinds of play thirteen.lua declares, in its order.
var tlKinds = []string{"single", "pair", "triple", "quad", "sequence", "double sequence"}

type tlSituation struct {
	hand    []tlCard // in deck order
	cur     *tlCombo // the play to beat, nil when leading
	opening bool     // open_with_lowest and no play made yet
	atLeast bool
}

func tlSituationOf(t testing.TB, g *Game, seat int) tlSituation {
	t.Helper()
	st := g.State()
	id, ok := st.PileByName(fmt.Sprintf("hand.%d", seat+1))
	require.True(t, ok)
	var s tlSituation
	for _, c := range st.Pile(id).Cards {
		s.hand = append(s.hand, tlParse(st.Deck().Card(c).Code))
	}
	slices.SortFunc(s.hand, func(a, b tlCard) int { return a.order - b.order })
	if tr := rules.ToBeat(st); tr.Kind != 0 { // the play to beat: the top cards of the table
		size := tr.Size
		id, _ := st.PileByName("table")
		cards := st.Pile(id).Cards
		require.GreaterOrEqual(t, len(cards), int(size))
		var cur []tlCard
		for _, c := range cards[len(cards)-int(size):] {
			cur = append(cur, tlParse(st.Deck().Card(c).Code))
		}
		c := tlClassify(cur)
		require.NotEmpty(t, c.kind, "the play to beat %v is no play", cur)
		require.Equal(t, strings.ReplaceAll(c.kind, "_", " "), tlKinds[tr.Kind-1], "the engine's kind of the play to beat")
		s.cur = &c
	}
	s.opening = g.Options()["open_with_lowest"] == "true" && len(st.Moves()) == 0
	s.atLeast = g.Options()["bomb_rule"] == "at_least"
	return s
}

// tlExpected lists every legal move of the situation, by trying every subset
// of the hand; also the subsets that are plays but may not be played now.
func tlExpected(s tlSituation) (legal, shapedButIllegal []string) {
	if s.cur != nil {
		legal = append(legal, "pass")
	}
	n := len(s.hand)
	buf := make([]tlCard, 0, n)
	for mask := uint32(1); mask < 1<<n; mask++ {
		buf = buf[:0]
		for m := mask; m != 0; m &= m - 1 {
			buf = append(buf, s.hand[bits.TrailingZeros32(m)])
		}
		c := tlClassify(buf)
		if c.kind == "" {
			continue
		}
		ok := true
		if s.cur != nil {
			ok = tlBeats(c, *s.cur, s.atLeast)
		} else if s.opening {
			ok = mask&1 != 0 // the lowest card of the leader's hand
		}
		codes := make([]string, len(buf))
		for i, c := range buf {
			codes[i] = c.code
		}
		move := "play " + strings.Join(codes, " ")
		if ok {
			legal = append(legal, move)
		} else {
			shapedButIllegal = append(shapedButIllegal, move)
		}
	}
	return legal, shapedButIllegal
}

// tlCheckDecision checks the current seat's legal moves against the oracle,
// then that every listed move is accepted and that a sample of the plays
// not listed (well-formed ones and random card sets) is refused.
func tlCheckDecision(t *testing.T, g *Game, rng *rand.Rand) {
	t.Helper()
	d, err := g.ToAct()
	require.NoError(t, err)
	for seat := range g.Seats() {
		if seat != d.Seat {
			assert.Empty(t, tlLegal(t, g, seat+1), "seat %d is not to act", seat+1)
		}
	}
	s := tlSituationOf(t, g, d.Seat)
	got := tlLegal(t, g, d.Seat+1)
	want, unlisted := tlExpected(s)
	gotSorted, wantSorted := slices.Clone(got), slices.Clone(want)
	slices.Sort(gotSorted)
	slices.Sort(wantSorted)
	require.Equal(t, wantSorted, gotSorted, "seat %d, hand %v, to beat %v", d.Seat+1, s.hand, s.cur)
	require.Equal(t, len(slices.Compact(gotSorted)), len(got), "a move is listed twice")

	listed := map[string]bool{}
	for _, m := range got {
		listed[m] = true
	}
	for _, m := range got {
		require.NoError(t, g.Clone().Play(d.Seat, m), "listed move %q", m)
	}
	var samples []string
	for _, i := range rng.Perm(len(unlisted))[:min(4, len(unlisted))] {
		samples = append(samples, unlisted[i])
	}
	for range 3 { // random card sets from the hand, mostly no play at all
		var codes []string
		for _, c := range s.hand {
			if rng.IntN(3) == 0 {
				codes = append(codes, c.code)
			}
		}
		if m := "play " + strings.Join(codes, " "); len(codes) > 0 && !listed[m] {
			samples = append(samples, m)
		}
	}
	if s.cur == nil {
		samples = append(samples, "pass")
	}
	for _, m := range samples {
		err := g.Clone().Play(d.Seat, m)
		var im *IllegalMove
		require.True(t, errors.As(err, &im), "unlisted move %q by seat %d was not refused: %v", m, d.Seat+1, err)
		assert.Contains(t, im.Reason, "TL-", "the reason for refusing %q cites a rule", m)
	}
}

// ---------------------------------------------------------------------------
// Self-play
// ---------------------------------------------------------------------------

// tlSelfPlay plays a seeded game with random bots, checking every decision
// when check is set, and the cards after every move.
func tlSelfPlay(t *testing.T, seats int, seed uint64, opts map[string]string, check bool) *Game {
	t.Helper()
	g, err := thirteenScript(t).NewGame(Config{Seats: seats, Seed: seed, Options: opts})
	require.NoError(t, err)
	agents := make([]engine.Agent, seats)
	for i := range agents {
		agents[i] = engine.NewRandomBot(seed*7 + uint64(i))
	}
	rng := rand.New(rand.NewPCG(seed, 13))
	for moves := 0; ; moves++ {
		require.Less(t, moves, 2000, "the game did not end")
		d, err := g.ToAct()
		require.NoError(t, err)
		if d.Over {
			break
		}
		if check {
			tlCheckDecision(t, g, rng)
		}
		_, err = engine.Step(g, agents)
		require.NoError(t, err)
		require.NoError(t, g.State().CheckCards())
	}
	tlCheckFinished(t, g)
	return g
}

// tlCheckFinished checks a finished game: every seat has a place, the
// winner is first, only the last holds cards.
func tlCheckFinished(t *testing.T, g *Game) {
	t.Helper()
	st := g.State()
	order := st.Turn().Order
	require.Len(t, order, g.Seats())
	sorted := slices.Clone(order)
	slices.Sort(sorted)
	for i, s := range sorted {
		require.Equal(t, i, s, "finishing order %v", order)
	}
	res := st.Result()
	require.True(t, res.Over)
	require.Equal(t, []int{order[0]}, res.Winners)
	for i, seat := range order {
		id, _ := st.PileByName(fmt.Sprintf("hand.%d", seat+1))
		if i < len(order)-1 {
			assert.Zero(t, st.Pile(id).Len(), "seat %d finished %d with cards", seat+1, i+1)
		} else {
			assert.NotZero(t, st.Pile(id).Len(), "the last seat holds cards")
		}
	}
	assert.Contains(t, tlLog(g), "Finishing order: 1st seat ")
	require.NoError(t, st.CheckCards())
}

func TestThirteenSelfPlay(t *testing.T) {
	t.Parallel()
	optionSets := []map[string]string{
		nil,
		{"open_with_lowest": "true", "bomb_rule": "at_least"},
	}
	for seats := 2; seats <= 4; seats++ {
		for i, opts := range optionSets {
			t.Run(fmt.Sprintf("%d seats, options %d", seats, i), func(t *testing.T) {
				games := 60
				if testing.Short() {
					games = 10
				}
				for seed := range uint64(games) {
					// Every decision of the first games is checked move by move.
					tlSelfPlay(t, seats, seed+1, opts, seed < 8)
				}
			})
		}
	}
}

func TestThirteenDeal(t *testing.T) {
	for seats := 2; seats <= 4; seats++ {
		g, err := thirteenScript(t).NewGame(Config{Seats: seats, Seed: 5})
		require.NoError(t, err)
		st := g.State()
		lowest := -1
		leader := -1
		for s := range seats {
			id, _ := st.PileByName(fmt.Sprintf("hand.%d", s+1))
			cards := st.Pile(id).Cards
			require.Len(t, cards, 13, "TL-1")
			for i := 1; i < len(cards); i++ {
				assert.Less(t, st.Deck().Card(cards[i-1]).Order, st.Deck().Card(cards[i]).Order, "hands are sorted")
			}
			if o := st.Deck().Card(cards[0]).Order; lowest < 0 || o < lowest {
				lowest, leader = o, s
			}
		}
		out, _ := st.PileByName("out")
		stock, _ := st.PileByName("stock")
		assert.Equal(t, 52-13*seats, st.Pile(out).Len(), "TL-1: the rest is out of play")
		assert.Zero(t, st.Pile(stock).Len())
		assert.Equal(t, "hidden", st.Pile(out).Vis.String())
		assert.Equal(t, leader, st.Turn().Current, "TL-3: the lowest card dealt leads")
		if seats == 4 {
			id, _ := st.PileByName(fmt.Sprintf("hand.%d", leader+1))
			assert.Equal(t, "3S", st.Deck().Card(st.Pile(id).Cards[0]).Code, "with four players, 3S leads")
		}
		assert.Contains(t, tlLog(g), fmt.Sprintf("seat %d holds the lowest card dealt and leads (TL-3)", leader+1))
		require.NoError(t, st.CheckCards())
	}
}

// ---------------------------------------------------------------------------
// Positions
// ---------------------------------------------------------------------------

func TestThirteenLegalLeading(t *testing.T) {
	g := tlPosition(t, nil, 1, "3S 4C 5D 5H 7S", "6S")
	assert.Equal(t, []string{
		"play 3S", "play 4C", "play 5D", "play 5H", "play 7S",
		"play 5D 5H",
		"play 3S 4C 5D", "play 3S 4C 5H",
	}, tlLegal(t, g, 1))
	assert.Empty(t, tlLegal(t, g, 2), "only the current seat has moves")
	assert.Equal(t, "seat 1 leads a new trick", tlStatus(t, g))

	g = tlPosition(t, nil, 1, "3S 3C 4S 4C 5S 5C 6H 6D 6S 2H", "7S")
	assert.Equal(t, []string{
		"play 3S", "play 3C", "play 4S", "play 4C", "play 5S", "play 5C", "play 6S", "play 6D", "play 6H", "play 2H",
		"play 3S 3C", "play 4S 4C", "play 5S 5C", "play 6S 6D", "play 6S 6H", "play 6D 6H",
		"play 6S 6D 6H",
		"play 3S 4S 5S", "play 3C 4S 5S", "play 3S 4C 5S", "play 3C 4C 5S", "play 3S 4S 5C", "play 3C 4S 5C", "play 3S 4C 5C", "play 3C 4C 5C",
		"play 4S 5S 6S", "play 4C 5S 6S", "play 4S 5C 6S", "play 4C 5C 6S",
		"play 4S 5S 6D", "play 4C 5S 6D", "play 4S 5C 6D", "play 4C 5C 6D",
		"play 4S 5S 6H", "play 4C 5S 6H", "play 4S 5C 6H", "play 4C 5C 6H",
		"play 3S 4S 5S 6S", "play 3C 4S 5S 6S", "play 3S 4C 5S 6S", "play 3C 4C 5S 6S", "play 3S 4S 5C 6S", "play 3C 4S 5C 6S", "play 3S 4C 5C 6S", "play 3C 4C 5C 6S",
		"play 3S 4S 5S 6D", "play 3C 4S 5S 6D", "play 3S 4C 5S 6D", "play 3C 4C 5S 6D", "play 3S 4S 5C 6D", "play 3C 4S 5C 6D", "play 3S 4C 5C 6D", "play 3C 4C 5C 6D",
		"play 3S 4S 5S 6H", "play 3C 4S 5S 6H", "play 3S 4C 5S 6H", "play 3C 4C 5S 6H", "play 3S 4S 5C 6H", "play 3C 4S 5C 6H", "play 3S 4C 5C 6H", "play 3C 4C 5C 6H",
		"play 3S 3C 4S 4C 5S 5C",
		"play 4S 4C 5S 5C 6S 6D", "play 4S 4C 5S 5C 6S 6H", "play 4S 4C 5S 5C 6D 6H",
		"play 3S 3C 4S 4C 5S 5C 6S 6D", "play 3S 3C 4S 4C 5S 5C 6S 6H", "play 3S 3C 4S 4C 5S 5C 6D 6H",
	}, tlLegal(t, g, 1), "every play, kind by kind, lowest first; 2H in no sequence")
}

func TestThirteenLegalFollowing(t *testing.T) {
	g := tlPosition(t, nil, 1, "7S 7D 9S", "3S 7C 7H 8S 8C 9C TD JH 2S")
	tlPlay(t, g, 1, "play 7S 7D")
	assert.Equal(t, []string{"pass", "play 7C 7H", "play 8S 8C"}, tlLegal(t, g, 2), "TL-6: only higher pairs")
	assert.Equal(t, "to beat: pair of 7s (7S 7D) by seat 1", tlStatus(t, g))

	g = tlPosition(t, nil, 1, "7S 8D 9S KD", "3S 6C 7C 8S 9C TD JH 2S")
	tlPlay(t, g, 1, "play 9S 7S 8D")
	assert.Equal(t, "seat 1 plays 3-card sequence 7 to 9 (7S 8D 9S).", g.State().Log()[len(g.State().Log())-1].TextFor(-1))
	assert.Equal(t, []string{"pass", "play 7C 8S 9C", "play 8S 9C TD", "play 9C TD JH"}, tlLegal(t, g, 2),
		"TL-6: only 3-card sequences higher than 9S")
	tlReject(t, g, 2, "play 6C 7C 8S 9C", "TL-6", "3-card sequence")
	tlReject(t, g, 2, "play 6C 7C 8S", "TL-6", "not higher")

	// Triples and quads go by rank (TL-6).
	g = tlPosition(t, nil, 1, "5S 5C 5D 9S", "4S 4C 4H 6S 6C 6H")
	tlPlay(t, g, 1, "play 5S 5C 5D")
	assert.Equal(t, []string{"pass", "play 6S 6C 6H"}, tlLegal(t, g, 2))
	tlReject(t, g, 2, "play 4S 4C 4H", "TL-6", "triple of 4s (4S 4C 4H) is not higher than triple of 5s (5S 5C 5D)")
}

func TestThirteenBombs(t *testing.T) {
	dseq3 := "3S 3C 4S 4C 5S 5C"
	dseq4 := "3S 3C 4S 4C 5S 5C 6S 6C"
	dseq5 := "3S 3C 4S 4C 5S 5C 6S 6C 7S 7C"
	cases := []struct {
		name     string
		opts     map[string]string
		lead     string // seat 1's hand; it plays its 2s
		twos     string
		follower string // seat 2's hand
		bomb     string
		ok       bool
		reason   []string
	}{
		{"single 2 by 3 pairs", nil, "2H 9D", "2H", dseq3 + " 9H", "play " + dseq3, true, nil},
		{"single 2 by a quad", nil, "2H 9D", "2H", "8S 8C 8D 8H 9H", "play 8S 8C 8D 8H", true, nil},
		{"pair of 2s by 4 pairs", nil, "2C 2H 9D", "2C 2H", dseq4 + " 9H", "play " + dseq4, true, nil},
		{"three 2s by 5 pairs", nil, "2C 2D 2H 9D", "2C 2D 2H", dseq5 + " 9H", "play " + dseq5, true, nil},
		{"quad on a pair of 2s", nil, "2C 2H 9D", "2C 2H", "8S 8C 8D 8H 9H", "play 8S 8C 8D 8H", false,
			[]string{"TL-7", "pair of 2s (2C 2H) can be beaten only by a higher pair, a double sequence of exactly 4 pairs"}},
		{"4 pairs on a single 2 (exact)", nil, "2H 9D", "2H", dseq4 + " 9H", "play " + dseq4, false,
			[]string{"TL-7", "a quad or a double sequence of exactly 3 pairs"}},
		{"4 pairs on a single 2 (at_least)", map[string]string{"bomb_rule": "at_least"}, "2H 9D", "2H", dseq4 + " 9H", "play " + dseq4, true, nil},
		{"3 pairs on a pair of 2s (at_least)", map[string]string{"bomb_rule": "at_least"}, "2C 2H 9D", "2C 2H", dseq3 + " 9H", "play " + dseq3, false,
			[]string{"TL-7", "at least 4 pairs"}},
		{"5 pairs on a pair of 2s (exact)", nil, "2C 2H 9D", "2C 2H", dseq5 + " 9H", "play " + dseq5, false, []string{"TL-7"}},
		{"5 pairs on a pair of 2s (at_least)", map[string]string{"bomb_rule": "at_least"}, "2C 2H 9D", "2C 2H", dseq5 + " 9H", "play " + dseq5, true, nil},
		{"quad on three 2s", nil, "2C 2D 2H 9D", "2C 2D 2H", "8S 8C 8D 8H 9H", "play 8S 8C 8D 8H", false,
			[]string{"TL-7", "triple of 2s (2C 2D 2H) can be beaten only by a double sequence of exactly 5 pairs"}},
		{"quad on a single ace", nil, "AH 9D", "AH", "8S 8C 8D 8H 9H", "play 8S 8C 8D 8H", false,
			[]string{"TL-7", "only when laid on 2s"}},
		{"3 pairs on a single ace", nil, "AH 9D", "AH", dseq3 + " 9H", "play " + dseq3, false, []string{"TL-7", "only when laid on 2s"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := tlPosition(t, c.opts, 1, c.lead, c.follower)
			tlPlay(t, g, 1, "play "+c.twos)
			legal := tlLegal(t, g, 2)
			if c.ok {
				assert.Contains(t, legal, c.bomb)
				tlPlay(t, g, 2, c.bomb)
				assert.Contains(t, tlLog(g), "(TL-7)")
			} else {
				assert.NotContains(t, legal, c.bomb)
				tlReject(t, g, 2, c.bomb, c.reason...)
			}
		})
	}
}

// TestThirteenAfterABomb: a bomb is the play to beat under its own kind
// (TL-8).
func TestThirteenAfterABomb(t *testing.T) {
	g := tlPosition(t, nil, 1, "2H 9D", "8S 8C 8D 8H 9H", "3S 3C 4S 4C 5S 5C TS TC TD TH")
	tlPlay(t, g, 1, "play 2H")
	tlPlay(t, g, 2, "play 8S 8C 8D 8H")
	assert.Equal(t, []string{"pass", "play TS TC TD TH"}, tlLegal(t, g, 3))
	tlReject(t, g, 3, "play 3S 3C 4S 4C 5S 5C", "TL-7", "only when laid on 2s")
	tlPlay(t, g, 3, "play TS TC TD TH")

	g = tlPosition(t, nil, 1, "2H 9D", "3S 3C 4S 4C 5S 5C 9H", "3D 3H 4D 4H 5D 5H 8S 8C 8D 8H")
	tlPlay(t, g, 1, "play 2H")
	tlPlay(t, g, 2, "play 3S 3C 4S 4C 5S 5C")
	assert.Equal(t, []string{"pass", "play 3D 3H 4D 4H 5D 5H"}, tlLegal(t, g, 3), "TL-8: a higher double sequence of 3 pairs; no quad")
	tlReject(t, g, 3, "play 8S 8C 8D 8H", "TL-7")
}

// TestThirteenPassLocksOut: a seat that passed is skipped until the trick
// ends, and may not lead-pass (TL-9).
func TestThirteenPassLocksOut(t *testing.T) {
	g := tlPosition(t, nil, 1, "5S 7S 9S", "6S 8S 2S", "6C 8C TC")
	tlReject(t, g, 1, "pass", "TL-9", "leading")
	tlPlay(t, g, 1, "play 5S")
	tlPlay(t, g, 2, "pass")
	tlPlay(t, g, 3, "play 6C")
	assert.Equal(t, "to beat: single 6C by seat 3; passed: seat 2", tlStatus(t, g))
	tlPlay(t, g, 1, "play 7S") // seat 2 is skipped
	d, err := g.ToAct()
	require.NoError(t, err)
	assert.Equal(t, 2, d.Seat, "seat 2 passed: seat 3 plays")
	assert.Empty(t, tlLegal(t, g, 2))
	tlReject(t, g, 2, "play 8S", "not your turn")
	tlPlay(t, g, 3, "play 8C")
	tlPlay(t, g, 1, "pass")
	// Everyone else has passed: seat 3 wins the trick and leads; passes are forgotten.
	d, err = g.ToAct()
	require.NoError(t, err)
	assert.Equal(t, 2, d.Seat)
	assert.Contains(t, tlLog(g), "seat 3 wins the trick and leads.")
	assert.Equal(t, "seat 3 leads a new trick", tlStatus(t, g))
	table, _ := g.State().PileByName("table")
	played, _ := g.State().PileByName("played")
	assert.Zero(t, g.State().Pile(table).Len())
	assert.Equal(t, 4, g.State().Pile(played).Len())
	tlPlay(t, g, 3, "play TC")
	tlPlay(t, g, 1, "pass")
	tlPlay(t, g, 2, "play 2S") // seat 2 may play again in the new trick
}

// TestThirteenLeadAfterGoingOut: when the winner of a trick has gone out,
// the next seat in turn order still holding cards leads (TL-10).
func TestThirteenLeadAfterGoingOut(t *testing.T) {
	// Seat 3 goes out with an unbeaten 2; seat 1 is next and leads.
	g := tlPosition(t, nil, 1, "5S 9S", "6S 9C", "2H")
	tlPlay(t, g, 1, "play 5S")
	tlPlay(t, g, 2, "play 6S")
	tlPlay(t, g, 3, "play 2H")
	assert.Contains(t, tlLog(g), "seat 3 has no cards left and takes 1st place.")
	tlPlay(t, g, 1, "pass")
	tlPlay(t, g, 2, "pass")
	d, err := g.ToAct()
	require.NoError(t, err)
	assert.Equal(t, 0, d.Seat)
	assert.Contains(t, tlLog(g), "seat 3 wins the trick but has gone out: seat 1 leads (TL-10).")
	assert.Equal(t, "seat 1 leads a new trick; finished: 1st seat 3", tlStatus(t, g))

	// Seat 4 goes out winning the trick; seat 1, next after it, is out
	// already, so seat 2 leads. The trick goes on after seat 1 goes out.
	g = tlPosition(t, nil, 1, "3S", "4S 9S", "5S 9C", "2H")
	tlPlay(t, g, 1, "play 3S")
	d, err = g.ToAct()
	require.NoError(t, err)
	assert.Equal(t, 1, d.Seat, "the trick goes on among those who have not passed")
	tlPlay(t, g, 2, "play 4S")
	tlPlay(t, g, 3, "play 5S")
	tlPlay(t, g, 4, "play 2H")
	tlPlay(t, g, 2, "pass")
	tlPlay(t, g, 3, "pass")
	d, err = g.ToAct()
	require.NoError(t, err)
	assert.Equal(t, 1, d.Seat, "TL-10: seat 2 is the next seat holding cards after seat 4")
	assert.Equal(t, []int{0, 3}, g.State().Turn().Order)
	assert.Equal(t, []string{"play 9S"}, tlLegal(t, g, 2))

	// A seat goes out when everyone else still in the trick has passed
	// already: the trick ends at once, and the lead skips the seats out.
	g = tlPosition(t, nil, 1, "5S", "4S 9S", "6S 9C", "7S")
	tlPlay(t, g, 1, "play 5S") // 1st
	tlPlay(t, g, 2, "pass")
	tlPlay(t, g, 3, "pass")
	tlPlay(t, g, 4, "play 7S") // 2nd, and nobody is left in the trick
	d, err = g.ToAct()
	require.NoError(t, err)
	assert.Equal(t, 1, d.Seat, "TL-10: seat 2 leads")
	assert.Equal(t, []string{"play 4S", "play 9S"}, tlLegal(t, g, 2))
}

func TestThirteenFinishingOrder(t *testing.T) {
	// Two seats: the game ends when one goes out.
	g := tlPosition(t, nil, 1, "3S", "4S 5S")
	tlPlay(t, g, 1, "play 3S")
	assert.Equal(t, []int{0, 1}, g.State().Turn().Order)
	assert.Equal(t, []int{0}, g.State().Result().Winners)
	assert.Contains(t, tlLog(g), "Finishing order: 1st seat 1, 2nd seat 2.")
	assert.Equal(t, "game over; finishing order: 1st seat 1, 2nd seat 2", tlStatus(t, g))
	_, err := g.Legal(1)
	require.NoError(t, err)
	require.ErrorIs(t, g.Play(1, "pass"), ErrGameOver)

	// Three seats: first and second place settle it.
	g = tlPosition(t, nil, 2, "4S 9S", "3S", "5S")
	tlPlay(t, g, 2, "play 3S")
	tlPlay(t, g, 3, "play 5S")
	assert.Equal(t, []int{1, 2, 0}, g.State().Turn().Order)
	assert.Equal(t, []int{1}, g.State().Result().Winners)
	assert.Contains(t, tlLog(g), "Finishing order: 1st seat 2, 2nd seat 3, 3rd seat 1.")

	// Four seats: play goes on until first to third place are known (TL-11).
	g = tlPosition(t, nil, 1, "3S 9S", "4S", "5S 9C", "6S")
	tlPlay(t, g, 1, "play 3S")
	tlPlay(t, g, 2, "play 4S") // 1st
	tlPlay(t, g, 3, "play 5S")
	tlPlay(t, g, 4, "play 6S") // 2nd
	assert.False(t, g.State().Result().Over)
	tlPlay(t, g, 1, "pass")
	tlPlay(t, g, 3, "pass")
	// Seat 4 is out, seat 1 is next in turn order.
	tlPlay(t, g, 1, "play 9S") // 3rd
	assert.Equal(t, []int{1, 3, 0, 2}, g.State().Turn().Order)
	assert.Equal(t, []int{1}, g.State().Result().Winners)
	assert.Contains(t, tlLog(g), "Finishing order: 1st seat 2, 2nd seat 4, 3rd seat 1, 4th seat 3.")
}

func TestThirteenRejections(t *testing.T) {
	g := tlPosition(t, nil, 1, "3S 4S 6S 7C 2S 2H", "5S")
	tlReject(t, g, 1, "play 5S", "you do not hold 5S")
	tlReject(t, g, 1, "play 3S 3S", "3S is named twice")
	tlReject(t, g, 1, "play 3S 4S", "TL-5", "at least 3 consecutive ranks")
	tlReject(t, g, 1, "play 3S 4S 6S", "TL-5", "is not a play")
	tlReject(t, g, 1, "play 3S 7C", "TL-5")
	tlReject(t, g, 2, "play 5S", "not your turn")
	g = tlPosition(t, nil, 1, "QS KS AS 2S 3C", "5S")
	tlReject(t, g, 1, "play QS KS AS 2S", "TL-5", "may not include a 2")
	tlReject(t, g, 1, "play AS 2S 3C", "TL-5", "is not a play") // no wrapping
	g = tlPosition(t, nil, 1, "3S 3C 4S 4C", "5S")
	tlReject(t, g, 1, "play 3S 3C 4S 4C", "TL-5", "at least 3 consecutive pairs")
	g = tlPosition(t, nil, 1, "KS KC AS AC 2S 2C", "5S")
	tlReject(t, g, 1, "play KS KC AS AC 2S 2C", "TL-5", "may not include a 2")
	tlReject(t, g, 1, "play KS KC AS AC", "TL-5", "at least 3 consecutive pairs")
}

func TestThirteenOpenWithLowest(t *testing.T) {
	opts := map[string]string{"open_with_lowest": "true"}
	g := tlPosition(t, opts, 1, "4S 5C 6D 9H", "7S")
	assert.Equal(t, []string{"play 4S", "play 4S 5C 6D"}, tlLegal(t, g, 1), "TL-3: every play holds 4S")
	assert.Contains(t, tlStatus(t, g), "lowest card dealt (TL-3)")
	tlReject(t, g, 1, "play 9H", "TL-3", "4S")
	tlPlay(t, g, 1, "play 4S 5C 6D")
	tlPlay(t, g, 2, "pass")
	assert.Equal(t, []string{"play 9H"}, tlLegal(t, g, 1), "only the first play is bound")

	// Without the option, any play may open (TL-3).
	g = tlPosition(t, nil, 1, "4S 5C 6D 9H", "7S")
	tlPlay(t, g, 1, "play 9H")
}

// BenchmarkThirteenSelfPlay measures Thirteen self-play with random bots on
// one host, 4 seats, in actions (moves made) per second.
func BenchmarkThirteenSelfPlay(b *testing.B) { benchSelfPlay(b, thirteenPath, 4) }
