package sim

import "github.com/rulerun/rulerun/runtime/engine"

// judge says how good game g stands for each seat, as shares of one win
// written into out (reused when long enough): an ended game gives each
// winner an equal share and a draw nothing; a game still going gives each
// seat a share that grows as the cards it holds shrink (weight
// 1/(1+held)²), the race every shipped game is. Games whose winner is not
// the one who sheds cards should be searched with playouts to the end
// (ismcts:N:end).
func judge(g engine.Game, out []float64) []float64 {
	st := g.State()
	seats := st.Seats()
	if cap(out) < seats {
		out = make([]float64, seats)
	}
	out = out[:seats]
	clear(out)
	if r := st.Result(); r.Over {
		for _, s := range r.Winners {
			out[s] = 1 / float64(len(r.Winners))
		}
		return out
	}
	held := cardsHeldBySeat(g, out)
	total := 0.0
	for s, h := range held {
		out[s] = 1 / ((1 + h) * (1 + h))
		total += out[s]
	}
	for s := range out {
		out[s] /= total
	}
	return out
}
