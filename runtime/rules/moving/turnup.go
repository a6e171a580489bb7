package moving

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Face-down cards turned up (Moving.TurnUp): a pile of face-down cards
// lies under each pile of face-up cards, and when the face-up pile is
// empty the top face-down card is turned up onto it: after the deal, and
// after each move.

// turnPlan is the piles of a turn-up, resolved: from[i]'s top card is
// turned up onto to[i] when to[i] is empty.
type turnPlan struct {
	from, to []core.PileID
}

// resolveTurnUp reads the turn-up declared, or nil.
func resolveTurnUp(s mech.Setup, d *TurnUp) (*turnPlan, error) {
	if d == nil {
		return nil, nil
	}
	if len(d.From) != len(d.To) || len(d.From) == 0 {
		return nil, fmt.Errorf("moving turn_up: from and to name as many piles, one of from under each of to (%d and %d)", len(d.From), len(d.To))
	}
	tp := &turnPlan{}
	for i := range d.From {
		from, ok1 := s.Pile(d.From[i])
		to, ok2 := s.Pile(d.To[i])
		if !ok1 || !ok2 || from.PerSeat || to.PerSeat {
			return nil, fmt.Errorf("moving turn_up: %q and %q must be shared piles declared", d.From[i], d.To[i])
		}
		tp.from, tp.to = append(tp.from, from.ID), append(tp.to, to.ID)
	}
	return tp, nil
}

// covers reports whether face-down cards lie under pile f, to be turned
// up when it is empty.
func (m *moveMech) covers(st *core.State, f core.PileID) bool {
	if m.turn == nil {
		return false
	}
	for i, to := range m.turn.to {
		if to == f {
			return st.Pile(m.turn.from[i]).Len() > 0
		}
	}
	return false
}

// turnUp turns up onto every empty pile the top card of the face-down
// pile under it, narrated about seat when say (after a move: the deal
// says what it lays out).
func (m *moveMech) turnUp(st *core.State, seat int, say bool) error {
	if m.turn == nil {
		return nil
	}
	for i, to := range m.turn.to {
		from := m.turn.from[i]
		if st.Pile(to).Len() > 0 || st.Pile(from).Len() == 0 {
			continue
		}
		c, _ := st.Pile(from).Top()
		if _, err := st.MoveAt(from, st.Pile(from).Len()-1, to, core.OnTop); err != nil {
			return fmt.Errorf("turn up: %w", err)
		}
		if say && !st.Imagined() {
			text := &m.game.TurnUp.Text
			st.SayAbout(seat, mech.Fill(text.Or(turnUpText), "{card}", st.Deck().Card(c).Code, "{to}", label(st, to, seat)), text.Codes...)
		}
	}
	return nil
}
