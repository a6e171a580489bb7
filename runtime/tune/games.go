package tune

import (
	"strings"

	"github.com/rulerun/rulerun/runtime/sim"
)

// games sums up a candidate's games as the race needs them: what each
// target's figure is made of, in memory that does not grow with the games.
type games struct {
	n, decided int
	errors     int    // games a script error stopped
	firstError string // the first one's error, by game order
	seats      int
	wins       []float64  // by seat: a shared win counts 1/k for each of k winners
	dists      []sim.Dist // by target, for the figures that are means a game
	named      []bool     // by target: whether a record named the target's effect, verb or counter
}

func newGames(targets []Target) *games {
	g := &games{dists: make([]sim.Dist, len(targets)), named: make([]bool, len(targets))}
	for i := range g.dists {
		g.dists[i] = sim.Dist{}
	}
	return g
}

// add counts one game's record.
func (g *games) add(targets []Target, r sim.Record) {
	g.n++
	if r.Error != "" {
		if g.errors == 0 {
			g.firstError = r.Error
		}
		g.errors++
	}
	if r.Seats > g.seats {
		g.seats = r.Seats
		for len(g.wins) < r.Seats {
			g.wins = append(g.wins, 0)
		}
	}
	if !r.Draw && !r.Unfinished && len(r.Winners) > 0 {
		g.decided++
		for _, w := range r.Winners {
			if w >= 1 && w <= len(g.wins) {
				g.wins[w-1] += 1 / float64(len(r.Winners))
			}
		}
	}
	for i, t := range targets {
		v, ok, named := perGame(t, r)
		g.named[i] = g.named[i] || named
		if ok {
			g.dists[i][v]++
		}
	}
}

// perGame is the value of a target's figure in one game, when the figure
// is a mean a game and the game has it, and whether the record names the
// target's effect, verb or counter.
func perGame(t Target, r sim.Record) (v int, ok, named bool) {
	switch t.Figure {
	case FigLength:
		return r.Moves, true, true
	case FigRounds:
		return r.Rounds, true, true
	case FigLeadChange:
		if r.Lead == nil {
			return 0, false, true
		}
		return r.Lead.Changes, true, true
	case FigEffect:
		return sumNamed(r.Effects, t.Name, effectMatches)
	case FigVerb:
		n, named := r.Verbs[t.Name]
		return n, true, named
	case FigCount:
		n, named := r.Counts[t.Name]
		return n, true, named
	}
	return 0, false, true
}

// sumNamed sums the counts of m whose keys match name.
func sumNamed(m map[string]int, name string, match func(key, name string) bool) (v int, ok, named bool) {
	for k, n := range m {
		if match(k, name) {
			v, named = v+n, true
		}
	}
	return v, true, named
}

// effectMatches says whether an effect, as the rules name it for its card
// ("A: skip", "2: owe 2"), is the one a target names: by its whole name,
// by what it does (skip), or by the word of that (owe).
func effectMatches(key, name string) bool {
	if key == name {
		return true
	}
	_, does, ok := strings.Cut(key, ": ")
	return ok && (does == name || strings.HasPrefix(does, name+" "))
}
