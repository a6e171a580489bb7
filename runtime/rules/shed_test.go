package rules_test

import (
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
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
		Mechanics: map[string]any{"call": &rules.Call{Word: "last", Part: "last", Penalty: []int{2}, ClosesOnAction: true}},
		Win:       rules.Win{EmptyHand: true, Text: msg("{seat} {win|wins} the round.")},
		Rounds:    &rules.Rounds{Target: 60, ScoreText: msg("{seat} {score|scores} {points}.")},
	}
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

// The helpers every test of the declared rules shares (rulestest).
type table = rulestest.Table

var (
	place   = rulestest.Place
	play    = rulestest.Play
	refused = rulestest.Refused
	moves   = rulestest.Moves
	codes   = rulestest.Codes
	toAct   = rulestest.ToAct
	said    = rulestest.Said
)
