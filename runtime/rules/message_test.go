package rules_test

import (
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/rulerun/rulerun/runtime/rules/rulestest"
	"github.com/rulerun/rulerun/runtime/rules/taking"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// msg is a message of a declaration written in Go: its words, and the
// codes they cite, as the reader of a script reads them.
func msg(text string) rules.Message { return rules.Message{Text: text, Codes: core.RuleCodes(text)} }

// msgs are refusals by key, written in Go.
func msgs(byKey map[string]string) rules.Messages {
	out := rules.Messages{By: map[string]*rules.Message{}}
	for k, v := range byKey {
		m := msg(v)
		out.By[k] = &m
	}
	return out
}

// placed is msg placed at line of w.lua, as the reader of a script places
// a message.
func placed(text string, line int) rules.Message {
	m := msg(text)
	m.File, m.Line = "w.lua", line
	return m
}

// TestARefusalCarriesItsMessage checks that a refusal carries the codes
// and the line of the message that refused, read with the declaration:
// its declared words, else the rule the engine's words are put under, else
// the declaration that holds the field left out.
func TestARefusalCarriesItsMessage(t *testing.T) {
	hands := table{"hand.1": {"5D", "KH", "3C"}, "hand.2": {"9D", "7C", "AS"}, "hand.3": {"4C", "2S", "QH"}, "hand.4": {"6H", "7H", "8H"}}
	tests := []struct {
		name   string
		rule   rules.Message
		played []string
		seat   int
		move   string
		why    string
		codes  []string
		line   int
	}{
		{name: "declared words", rule: placed("W-1", 3), move: "play KH", why: "W-2: no hearts until broken", codes: []string{"W-2"}, line: 7},
		{name: "the engine's words under the rule", rule: placed("W-1", 3), played: []string{"play 5D"}, seat: 1, move: "play AS",
			why: "W-1: follow diamonds: you hold a card of it", codes: []string{"W-1"}, line: 3},
		{name: "a card not held, under the rule", rule: placed("W-1", 3), move: "play AD", why: "W-1: you do not hold AD", codes: []string{"W-1"}, line: 3},
		{name: "no rule: the tricks' declaration", played: []string{"play 5D"}, seat: 1, move: "play AS",
			why: "follow diamonds: you hold a card of it", line: 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := rulestest.TricksDecl(t)
			tricks := d.Mechanics["follow"].(*taking.Tricks)
			tricks.At, tricks.Rule = placed("", 2), tt.rule
			tricks.BrokenWhy = placed("W-2: no %s until broken", 7)
			tricks.FollowWhy = placed("", 2) // left out: where the tricks are declared, as the reader places it
			p, err := rules.NewPlan(d, 4)
			require.NoError(t, err)
			g0, err := p.NewGame(1, nil)
			require.NoError(t, err)
			st := g0.State()
			place(t, st, hands)
			require.NoError(t, st.SetPart("follow", nil))
			require.NoError(t, st.SetCurrent(0))
			g := p.Resume(st, nil)
			for i, m := range tt.played {
				play(t, g, i%4, m)
			}
			mv, err := g.Notation().Parse(tt.move, g.State().Deck(), g.State().Seats())
			require.NoError(t, err)
			im, err := g.Check(tt.seat, mv)
			require.NoError(t, err)
			require.NotNil(t, im)
			assert.Equal(t, tt.why, im.Reason)
			assert.Equal(t, tt.codes, im.Codes)
			assert.Equal(t, tt.line, im.Line)
			if tt.line > 0 {
				assert.Equal(t, "w.lua", im.File)
			}
		})
	}
}
