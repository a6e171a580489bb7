package lua

import (
	"strings"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/check"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// latePeeker cheats late: honest (its first move) until peeks says the
// game has gone far enough, then it picks by the top card of the first
// pile its seat cannot see all of, another seat's hand included.
type latePeeker struct {
	peeks func(st *core.State) bool
}

func (b latePeeker) Choose(g engine.Game, seat int, _ bool) (*notation.Move, bool, error) {
	moves, err := g.Moves(seat)
	if err != nil || len(moves) == 0 {
		return nil, false, err
	}
	st := g.State()
	if !b.peeks(st) {
		return moves[0], true, nil
	}
	for i := range st.NumPiles() {
		if p := st.Pile(core.PileID(i)); p.Len() > 0 && !p.SeesAll(seat) {
			top, _ := p.Top()
			return moves[int(st.Deck().KindOf(top))%len(moves)], true, nil
		}
	}
	return moves[0], true, nil
}

// TestValidateAuditsTheWholeGame checks that validate's honesty audit
// samples decisions from the whole of each game and match: a bot that
// peeks only after move 60, or only after the first hand of a match,
// fails it (the audit once looked at moves 2 to 35 alone).
func TestValidateAuditsTheWholeGame(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		name, path string
		peeks      func(st *core.State) bool
	}{
		{"after move 60", "../../scripts/crazyeights.lua", func(st *core.State) bool { return st.MovesLen() >= 60 }},
		{"after the first hand", "../../scripts/hearts.lua", func(st *core.State) bool { return st.RoundNumber() > 1 }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			s := mustLoad(t, tt.path)
			peeker := check.AuditedBot{Name: "late peeker", Make: func(uint64) (engine.Agent, error) { return latePeeker{tt.peeks}, nil }}
			r := check.Validate(s, check.Options{Games: 2, Seed: 1, Workers: 1, Audited: []check.AuditedBot{peeker}})
			require.Equal(t, 2, r.Games)
			var caught []string
			for _, p := range r.Problems {
				if strings.Contains(p.Msg, "honesty audit of the late peeker bot") {
					caught = append(caught, p.Msg)
				}
			}
			require.NotEmpty(t, caught, "the late peeker is caught; problems: %v", r.Problems)
			assert.Len(t, caught, 1, "one problem, however many games show it")
			t.Log(caught[0])

			honest := check.AuditedBot{Name: "honest", Make: func(uint64) (engine.Agent, error) {
				return latePeeker{func(*core.State) bool { return false }}, nil
			}}
			r = check.Validate(s, check.Options{Games: 2, Seed: 1, Workers: 1, Audited: []check.AuditedBot{honest}})
			assert.Empty(t, r.Problems, "the same bot, never peeking, passes")
		})
	}
}
