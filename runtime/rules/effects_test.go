package rules_test

import (
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// missed reports whether a seat may be caught for a missed call in g.
func missed(g *rules.Game) bool {
	_, ok := rules.Missed(g.State())
	return ok
}

func TestNextSeatDrawsAtOnce(t *testing.T) {
	g := shed(t, 3, 0, table{"hand.1": {"2C", "3D", "4D"}, "hand.2": {"5H"}, "stock": {"6H", "7H"}, "discard": {"9C"}}, nil)
	play(t, g, 0, "play 2C")
	assert.Equal(t, []string{"5H", "7H", "6H"}, codes(g, "hand.2"), "the next seat drew two at once")
	assert.True(t, said(g, "seat 2 draws 2 cards (a two)"))
	assert.True(t, said(g, "seat 2 loses a turn."))
	assert.Equal(t, 2, toAct(t, g))
}

func TestLastCardEffects(t *testing.T) {
	for name, tc := range map[string]struct {
		last  string
		drawn int
	}{
		"a last jack still makes the next seat draw": {"JC", 3},
		"a last two does nothing":                    {"2C", 0},
	} {
		t.Run(name, func(t *testing.T) {
			g := shed(t, 3, 0, table{"hand.1": {tc.last}, "hand.2": {"5H"}, "discard": {"9C"}},
				func(d *rules.Decl) { d.Rounds = nil })
			play(t, g, 0, "play "+tc.last)
			assert.True(t, g.State().Result().Over)
			assert.Len(t, codes(g, "hand.2"), 1+tc.drawn)
			assert.True(t, said(g, "seat 1 wins the round."))
		})
	}
}

func TestCallWindowClosesAtAnyAction(t *testing.T) {
	for name, tc := range map[string]struct {
		seats  int
		at     table
		moves  []string // seat:move after seat 1 plays its first card without the call
		closed bool
	}{
		"another seat's call leaves it open":     {3, table{"hand.1": {"3C", "4D"}, "hand.2": {"5C", "AC"}}, []string{"2:last"}, false},
		"a draw closes it":                       {3, table{"hand.1": {"3C", "4D"}, "hand.2": {"5C", "AC"}}, []string{"2:draw"}, true},
		"the caught seat's own action closes it": {2, table{"hand.1": {"AC", "4D"}}, []string{"1:draw"}, true},
	} {
		t.Run(name, func(t *testing.T) {
			tc.at["discard"] = []string{"9C"}
			g := shed(t, tc.seats, 0, tc.at, nil)
			play(t, g, 0, "play "+tc.at["hand.1"][0])
			assert.Contains(t, moves(t, g, 1), "catch 1")
			for _, sm := range tc.moves {
				play(t, g, int(sm[0]-'1'), sm[2:])
			}
			assert.Equal(t, tc.closed, !missed(g))
		})
	}
}

func TestTurnUpGoesBack(t *testing.T) {
	for seed := range uint64(200) {
		p, err := rules.NewPlan(shedDecl(t), 3)
		require.NoError(t, err)
		g, err := p.NewGame(seed, nil)
		require.NoError(t, err)
		top := codes(g, "discard")
		require.Len(t, top, 1, "a king went back into the stock, not under the next card")
		assert.NotEqual(t, "K", top[0][:1])
		if said(g, "goes back.") {
			return
		}
	}
	t.Fatal("no seed turned up a king")
}

// TestOwedCardsGiveTheirEffectsReason: the cards an effect owes are drawn
// with that effect's why when it declares one, else with the turn's
// owed_why (#32 item 6: a jack owing one card is not "a two was played").
func TestOwedCardsGiveTheirEffectsReason(t *testing.T) {
	for name, tc := range map[string]struct{ card, why string }{
		"an effect's own reason": {"QH", "a queen was played"},
		"the turn's owed reason": {"9H", "a two was played"},
	} {
		t.Run(name, func(t *testing.T) {
			g := shed(t, 3, 0, table{"hand.1": {tc.card, "5C", "6C"}, "hand.2": {"7C", "8C"}, "discard": {"4H"}}, func(d *rules.Decl) {
				d.Turn.OwedWhy = msg("a two was played")
				d.Effects = append(d.Effects,
					rules.Effect{Cards: rules.Cards{Ranks: []string{"Q"}}, Owe: 1, Why: msg("a queen was played"), Hook: -1},
					rules.Effect{Cards: rules.Cards{Ranks: []string{"9"}}, Owe: 1, Hook: -1})
			})
			play(t, g, 0, "play "+tc.card)
			var last *core.Draw
			g.State().EachLogEvent(func(e core.Event) {
				if e.Draw != nil {
					last = e.Draw
				}
			})
			require.NotNil(t, last, "seat 2 drew what it owed")
			assert.Equal(t, 1, last.Seat)
			assert.Equal(t, tc.why, last.Why)
		})
	}
}

// TestASkipIsNarratedInItsEffectsWords: a seat skipped by an effect that
// words its lost turn (lose_say) is narrated in those words; a seat
// skipped by another effect in the turn's (#32 item 23).
func TestASkipIsNarratedInItsEffectsWords(t *testing.T) {
	tests := []struct{ card, want string }{
		{"AH", "seat 2 loses a turn."},
		{"QH", "seat 2 sits out a queen."},
	}
	for _, tt := range tests {
		t.Run(tt.card, func(t *testing.T) {
			g := shed(t, 3, 0, table{"hand.1": {tt.card, "5C", "6C"}, "hand.2": {"7C", "8C"}, "discard": {"4H"}}, func(d *rules.Decl) {
				d.Effects = append(d.Effects, rules.Effect{Cards: rules.Cards{Ranks: []string{"Q"}}, Skip: 1,
					LoseText: msg("{seat} {sit|sits} out a queen."), Hook: -1})
			})
			play(t, g, 0, "play "+tt.card)
			assert.True(t, said(g, tt.want), "%s is narrated", tt.want)
			assert.Equal(t, 2, g.State().Turn().Current)
			assert.Zero(t, g.State().Flow().(*rules.Flow).LoseBy, "the words go with the skip")
		})
	}
}

// TestACallMadeWithAPlayIsSaidAsTheCardsGoDown: the call made with a play
// ("play 9H last") is narrated before the play's line, not after it
// (#32 item 20).
func TestACallMadeWithAPlayIsSaidAsTheCardsGoDown(t *testing.T) {
	g := shed(t, 3, 0, table{"hand.1": {"9H", "5C"}, "hand.2": {"7C", "8C"}, "discard": {"4H"}}, nil)
	play(t, g, 0, "play 9H last")
	var lines []string
	for _, e := range g.State().Log() {
		lines = append(lines, e.TextFor(1))
	}
	require.GreaterOrEqual(t, len(lines), 2)
	assert.Equal(t, []string{"seat 1 says last!", "seat 1 plays 9H."}, lines[len(lines)-2:])
}
