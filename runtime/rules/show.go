package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// A shower is a mechanic that says what a player of its game looks at
// besides the piles (mech.Shower).
type shower = mech.Shower

// Table is what the mechanics of g, a game of the plan, show seat (-1 for
// an onlooker) besides the piles, for [engine.Tabler]; nil for a game of
// functions alone, whose code says nothing of it.
func (p *Plan) Table(g *Game, seat int) (*engine.Table, error) {
	if p.d.Scripted {
		return nil, nil
	}
	st := g.st
	t := &engine.Table{Seats: make([]engine.SeatFacts, st.Seats())}
	if p.d.Deal.Sort {
		t.Sort = engine.SortRank // the deal sorts the hands: they are held sorted
	}
	showTeams(p.d.Teams, seat, t)
	shown := map[string]bool{} // a mechanic declared for the whole game shows once
	for v, m := range p.mechanics() {
		s, ok := m.(shower)
		kind := p.verbs[v].kind
		if !ok || shown[kind] {
			continue
		}
		shown[kind] = mechanics[kind].decl != nil
		s.ShowTable(st, seat, t)
	}
	p.rounds.showTable(g, st, seat, t)
	return t, nil
}

// showTeams marks each seat's partnership, and the partners of seat.
func showTeams(teams core.Teams, seat int, t *engine.Table) {
	if len(teams) == 0 {
		return
	}
	for s := range t.Seats {
		team := teams.Of(s)
		if team < 0 {
			continue
		}
		t.Seats[s].Team = team + 1
		t.Seats[s].Partner = s != seat && seat >= 0 && teams.Of(seat) == team
	}
}
