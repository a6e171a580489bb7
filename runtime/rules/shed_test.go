package rules_test

import (
	"strings"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Shed is a small shedding game declared in Go for these tests, with the
// mechanics UnoCorns needs: eights name a suit; aces skip; twos make the
// next seat draw two at once and lose its turn; a king must be answered
// (accept: draw two; challenge); a jack played last still makes the next
// seat draw three; a draw keeps the turn for the card drawn or a pass; a
// seat with a card in its "marks" pile must guess first; the call "last"
// may be caught until anyone's next action; rounds are scored to 60.
func shedDecl(t testing.TB) *rules.Decl {
	t.Helper()
	spec := core.French52()
	spec.Cards = core.ProductCards(spec.Suits, spec.Ranks, false, 1)
	deck, err := core.NewDeck(spec)
	require.NoError(t, err)
	gr, err := notation.NewGrammar([]string{"play <cards> [call <suit>] [last]", "draw", "pass", "last",
		"catch <seat>", "accept", "challenge", "guess <suit>", "choose <suit>"})
	require.NoError(t, err)
	rank := func(r ...string) rules.Cards { return rules.Cards{Ranks: r} }
	return &rules.Decl{
		Grammar: gr, Deck: deck, Hand: "hand",
		Piles: []core.PileSpec{{Name: "stock", Vis: core.Hidden}, {Name: "discard", Vis: core.Public},
			{Name: "hand", Vis: core.OwnerOnly, PerSeat: true}, {Name: "marks", Vis: core.Public, PerSeat: true}},
		Deal: rules.Deal{Dealer: 0, Hand: 5, Text: msg("Round {round}: {seat} {deal|deals}."), TurnUp: "discard",
			TurnUpAgain: rank("K"), TurnUpBack: true, TurnUpBackText: msg("%s goes back.")},
		Stock: rules.Stock{Pile: "stock", Refill: "discard"},
		Verbs: []rules.Verb{
			{Name: "play", Play: &rules.Play{To: "discard", Cards: "cards",
				Match: &rules.Match{Pile: "discard", Suit: true, Rank: true, Wild: rank("8"),
					Why: msg("{card} does not match: play {suit} or the rank of {top}"), NamedWhy: msg("{card}: play {suit}")},
				Shapes: []rules.Shape{{Single: true}}, Name: "call", NameWith: rank("8"), NameText: msg(" and {name|names} %s")}},
			{Name: "draw", Draw: 1, PlayDrawn: true, Why: msgs(map[string]string{"drawn": "only %s now"})},
			{Name: "pass", Does: "pass"},
			{Name: "last", Does: "call"},
			{Name: "catch", Does: "catch"},
			{Name: "accept", Draw: 2},
			{Name: "challenge"},
			{Name: "guess"},
			{Name: "choose", Does: "name", Text: msg("{seat} {choose|chooses} %s.")},
		},
		Effects: []rules.Effect{
			{Cards: rank("8"), Name: true, Hook: -1},
			{Cards: rank("A"), Skip: 1, Hook: -1},
			{Cards: rank("2"), NextDraws: 2, Skip: 1, Why: msg("a two"), Hook: -1},
			{Cards: rank("K"), Duty: "answer", Hook: -1},
			{Cards: rank("J"), LastCard: true, NextDraws: 3, Hook: -1},
		},
		Duties: []rules.Duty{
			{Name: "answer", Answers: []string{"accept", "challenge"}, Why: msg("answer the king"), NoneWhy: msg("no king to answer")},
			{Name: "colour", Answers: []string{"choose"}, Why: msg("choose a suit first")},
			{Name: "mark", Answers: []string{"guess"}, Pile: "marks", Why: msg("guess first"), NoneWhy: msg("no mark to guess")},
		},
		Call:   &rules.Call{Word: "last", Part: "last", Penalty: []int{2}, ClosesOnAction: true},
		Win:    rules.Win{EmptyHand: true, Text: msg("{seat} {win|wins} the round.")},
		Rounds: &rules.Rounds{Target: 60, ScoreText: msg("{seat} {score|scores} {points}.")},
	}
}

// table is where the cards of a test start: pile name to codes, bottom
// first; the cards not named stay in the stock.
type table map[string][]string

// place puts the cards where at says; the others go to the stock.
func place(t *testing.T, st *core.State, at table) {
	t.Helper()
	fixed := map[core.PileID][]int{}
	for name, codes := range at {
		id, ok := st.PileByName(name)
		require.True(t, ok, name)
		fixed[id] = make([]int, 0, len(codes)) // an empty list empties the pile
		for _, code := range codes {
			k, ok := st.Deck().Lookup(code)
			require.True(t, ok, code)
			fixed[id] = append(fixed[id], k)
		}
	}
	stock, _ := st.PileByName("stock")
	require.NoError(t, st.Arrange(fixed, stock))
}

// shed starts a game of Shed for seats, dealt from seed, then puts the
// cards where at says and gives the turn to seat current (from 0). change,
// when not nil, changes the declaration first.
func shed(t *testing.T, seats, current int, at table, change func(*rules.Decl)) *rules.Game {
	t.Helper()
	return shedSeeded(t, 1, seats, current, at, change)
}

// shedSeeded is shed dealt from the given seed.
func shedSeeded(t *testing.T, seed uint64, seats, current int, at table, change func(*rules.Decl)) *rules.Game {
	t.Helper()
	d := shedDecl(t)
	if change != nil {
		change(d)
	}
	p, err := rules.NewPlan(d, seats)
	require.NoError(t, err)
	g, err := p.NewGame(seed, nil)
	require.NoError(t, err)
	st := g.State()
	place(t, st, at)
	st.SetFlow(st.Flow().Fresh())
	require.NoError(t, st.SetCurrent(current))
	st.SetDirection(1)
	return p.Resume(st, nil)
}

// play makes seat's move, which must be legal.
func play(t *testing.T, g *rules.Game, seat int, text string) {
	t.Helper()
	m, err := g.Notation().Parse(text, g.State().Deck(), g.State().Seats())
	require.NoError(t, err)
	require.NoError(t, g.PlayMove(seat, m), text)
}

// refused returns why seat may not make the move.
func refused(t *testing.T, g *rules.Game, seat int, text string) string {
	t.Helper()
	m, err := g.Notation().Parse(text, g.State().Deck(), g.State().Seats())
	require.NoError(t, err)
	im, err := g.Check(seat, m)
	require.NoError(t, err)
	require.NotNil(t, im, "%s is legal", text)
	return im.Reason
}

// moves lists seat's legal moves as text.
func moves(t *testing.T, g *rules.Game, seat int) []string {
	t.Helper()
	ms, err := g.Moves(seat)
	require.NoError(t, err)
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = g.Notation().Format(m, g.State().Deck())
	}
	return out
}

// codes lists the cards of a pile, bottom first.
func codes(g *rules.Game, name string) []string {
	st := g.State()
	id, _ := st.PileByName(name)
	var out []string
	for _, c := range st.Pile(id).Cards {
		out = append(out, st.Deck().Card(c).Code)
	}
	return out
}

// said reports whether some reader reads a line of the log containing text.
func said(g *rules.Game, text string) bool {
	for _, e := range g.State().Log() {
		for _, s := range e.Texts(g.State().Seats()) {
			if strings.Contains(s, text) {
				return true
			}
		}
	}
	return false
}

// toAct is the seat that must decide.
func toAct(t *testing.T, g *rules.Game) int {
	t.Helper()
	d, err := g.ToAct()
	require.NoError(t, err)
	return d.Seat
}

func TestShedDeclarationMistakes(t *testing.T) {
	for name, tc := range map[string]struct {
		change func(*rules.Decl)
		want   string
	}{
		"an answer that is no verb":      {func(d *rules.Decl) { d.Duties[0].Answers = []string{"shout"} }, `no verb "shout"`},
		"a verb answering two duties":    {func(d *rules.Decl) { d.Duties[1].Answers = []string{"accept"} }, "already answers"},
		"a duty nobody answers":          {func(d *rules.Decl) { d.Duties[1].Answers = nil }, "name the verbs"},
		"a catch as an answer":           {func(d *rules.Decl) { d.Duties[1].Answers = []string{"catch"} }, "out of turn"},
		"a duty pile not per seat":       {func(d *rules.Decl) { d.Duties[2].Pile = "discard" }, "not a pile declared per seat"},
		"an effect's unknown duty":       {func(d *rules.Decl) { d.Effects[3].Duty = "pay" }, `"pay" is not a declared duty`},
		"an effect imposing a pile duty": {func(d *rules.Decl) { d.Effects[3].Duty = "mark" }, "may be imposed"},
		"a match without target":         {func(d *rules.Decl) { d.Rounds.Target = 0 }, "target"},
		"a match counting a shared pile": {func(d *rules.Decl) { d.Rounds.Piles = []string{"stock"} }, "not a pile declared per seat"},
		"a verb naming no suit":          {func(d *rules.Decl) { d.Verbs[6].Does = "name" }, "needs a <suit>"},
		"drawing with no stock": {func(d *rules.Decl) {
			d.Stock = rules.Stock{}
			d.Verbs[1].Draw, d.Verbs[5].Draw = 0, 0
		}, "declare the stock"},
	} {
		t.Run(name, func(t *testing.T) {
			d := shedDecl(t)
			tc.change(d)
			_, err := rules.NewPlan(d, 3)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tc.want)
		})
	}
}
