package rules

import "github.com/rulerun/rulerun/runtime/rules/mech"

// A stander is a mechanic whose game is not a race to shed cards (the
// bots' default judgement, by the cards held): it writes how well each
// seat stands in the game still going into out, a number of 0 or more a
// seat, more being better.
type stander interface {
	standings(g *Game, out []float64)
}

// Standings says how well each seat stands by the declared mechanics
// (engine.Stander): the standing of the first mechanic that keeps one,
// else that of a match scored by card points (pointStandings), or nil.
func (g *Game) Standings() ([]float64, error) {
	for _, m := range g.p.mechanics() {
		switch s := inner(m).(type) {
		case stander:
			out := make([]float64, g.st.Seats())
			s.standings(g, out)
			return out, nil
		case mech.Stander:
			out := make([]float64, g.st.Seats())
			s.Standings(view{g}, out)
			return out, nil
		}
	}
	return g.p.rounds.pointStandings(g), nil
}
