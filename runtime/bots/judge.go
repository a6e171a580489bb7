package bots

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
)

// Judge says how good game g stands for each seat, as shares of one win
// written into out (reused when long enough). An ended game gives each
// winner an equal share and a draw nothing. A game still going gives each
// seat its standing over the sum of all standings: the script's own
// (engine.Stander), or by default 1/(1+cards held)², which grows as the
// cards a seat holds shrink, the race every shipped game is. Seats all
// standing at 0 share equally.
func Judge(g engine.Game, out []float64) ([]float64, error) {
	st := g.State()
	seats := st.Seats()
	if cap(out) < seats {
		out = make([]float64, seats)
	}
	out = out[:seats]
	clear(out)
	if r := st.Result(); r.Over {
		return winShares(r, out), nil
	}
	w, err := scriptStandings(g)
	if err != nil {
		return nil, err
	}
	if w != nil {
		copy(out, w)
	} else {
		for s, h := range cardsHeldBySeat(g, out) {
			out[s] = 1 / ((1 + h) * (1 + h))
		}
	}
	return toShares(out), nil
}

// scriptStandings is how well each seat stands by the rules
// (engine.Stander), or nil when they do not say.
func scriptStandings(g engine.Game) ([]float64, error) {
	if s, ok := g.(engine.Stander); ok {
		return s.Standings()
	}
	return nil, nil
}

// winShares writes each seat's share of the ended game's result into out:
// the winners share one win; in a game lost by some with no winner, the
// others share it.
func winShares(r *core.Result, out []float64) []float64 {
	clear(out)
	for _, s := range r.Winners {
		out[s] = 1 / float64(len(r.Winners))
	}
	if len(r.Winners) == 0 && len(r.Losers) > 0 && len(r.Losers) < len(out) {
		for s := range out {
			out[s] = 1 / float64(len(out)-len(r.Losers))
		}
		for _, s := range r.Losers {
			out[s] = 0
		}
	}
	return out
}

// toShares divides standings by their sum in place; all at 0 share
// equally.
func toShares(w []float64) []float64 {
	total := 0.0
	for _, x := range w {
		total += x
	}
	for s := range w {
		if total > 0 {
			w[s] /= total
		} else {
			w[s] = 1 / float64(len(w))
		}
	}
	return w
}
