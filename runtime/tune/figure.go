package tune

import (
	"math"

	"github.com/rulerun/rulerun/runtime/sim"
)

// The verdicts of a figure, and of a candidate: its interval inside the
// target's band, outside it, or across an end of it.
const (
	Meets = "meets"
	Out   = "out"
	Doubt = "in doubt"
)

// Figure is a target's figure for one candidate: its value with its
// interval (at the race's level, Level) and its verdict.
type Figure struct {
	Target string `json:"target"` // the figure's key: length, effect.skip
	// Known is false while the candidate's games cannot say (fewer than
	// two games, no decided game, no game with a lead).
	Known   bool    `json:"known"`
	Value   float64 `json:"value"`
	Lo      float64 `json:"lo"`
	Hi      float64 `json:"hi"`
	Verdict string  `json:"verdict"`
	// Miss is how far Value lies outside the band, in the figure's units:
	// 0 inside it.
	Miss float64 `json:"miss"`
}

// figureOf measures a target's figure of a candidate's games, with
// intervals at the normal quantile z (zSeat for each seat's share).
func figureOf(t Target, g *games, i int, z, zSeat float64) Figure {
	f := Figure{Target: t.Key()}
	switch t.Figure {
	case FigSeat:
		f.seatAdvantage(g, zSeat)
	case FigDecided:
		if g.n > 0 {
			p, lo, hi := sim.WilsonAt(float64(g.decided), float64(g.n), z)
			f.Known, f.Value, f.Lo, f.Hi = true, 100*p, 100*lo, 100*hi
		}
	default:
		if d := g.dists[i]; d.N() >= 2 {
			m := d.MeanAt(z)
			f.Known, f.Value, f.Lo, f.Hi = true, m.Mean, m.Lo, m.Hi
		}
	}
	f.judge(t)
	return f
}

// seatAdvantage is the largest gap, in points, between a seat's share of
// the decided games and a fair share: its value the largest gap of the
// shares, its interval from each seat's Wilson interval (the gap nearest
// and furthest from fair each allows).
func (f *Figure) seatAdvantage(g *games, z float64) {
	if g.decided == 0 || g.seats == 0 {
		return
	}
	fair := 1 / float64(g.seats)
	f.Known = true
	for _, w := range g.wins {
		p, lo, hi := sim.WilsonAt(w, float64(g.decided), z)
		near := 0.0
		if lo > fair {
			near = lo - fair
		} else if hi < fair {
			near = fair - hi
		}
		f.Value = math.Max(f.Value, 100*math.Abs(p-fair))
		f.Lo = math.Max(f.Lo, 100*near)
		f.Hi = math.Max(f.Hi, 100*math.Max(math.Abs(lo-fair), math.Abs(hi-fair)))
	}
}

// judge sets the verdict and the miss of a measured figure.
func (f *Figure) judge(t Target) {
	f.Verdict = Doubt
	if !f.Known {
		return
	}
	switch {
	case f.Lo >= t.Lo && f.Hi <= t.Hi:
		f.Verdict = Meets
	case f.Hi < t.Lo || f.Lo > t.Hi:
		f.Verdict = Out
	}
	f.Miss = math.Max(0, math.Max(t.Lo-f.Value, f.Value-t.Hi))
}

// verdict is a candidate's: out when a figure is, meets when every one
// does, else in doubt.
func verdict(fs []Figure) string {
	v := Meets
	for _, f := range fs {
		switch f.Verdict {
		case Out:
			return Out
		case Doubt:
			v = Doubt
		}
	}
	return v
}

// Level is the chance each interval of a race holds the truth, and the
// normal quantiles of a target's interval and of a seat's share in the
// seat advantage: sim.Alpha spread over the looks a candidate may take and
// its targets (Bonferroni), and over the seats within the seat advantage.
func Level(looks, targets, seats int) (level, z, zSeat float64) {
	a := sim.Alpha / float64(max(1, looks)*max(1, targets))
	return 1 - a, sim.ZAt(a), sim.ZAt(a / float64(max(1, seats)))
}
