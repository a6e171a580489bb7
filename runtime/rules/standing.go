package rules

import "github.com/rulerun/rulerun/runtime/rules/mech"

// Standings says how well each seat stands by the declared mechanics
// (engine.Stander): the standing of the first mechanic that keeps one,
// else that of a match scored by card points (pointStandings), or nil.
func (g *Game) Standings() ([]float64, error) {
	for _, m := range g.p.mechanics() {
		if s, ok := m.(mech.Stander); ok {
			out := make([]float64, g.st.Seats())
			s.Standings(view{g}, out)
			return out, nil
		}
	}
	return g.p.rounds.pointStandings(g), nil
}
