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

// Figure is a target's figure for one candidate: its value with the
// interval its verdict rests on, and its verdict.
type Figure struct {
	Target string `json:"target"` // the figure's key: length, effect.skip
	// Known is false while the candidate's games cannot say (fewer than
	// two games, no decided game, no game with a lead).
	Known bool    `json:"known"`
	Value float64 `json:"value"`
	// Lo and Hi are the interval that shows the figure in its band, each
	// end at InLevel, when it meets; else the wider one that shows it out,
	// at Level, which for a figure in doubt reaches across an end of the
	// band.
	Lo      float64 `json:"lo"`
	Hi      float64 `json:"hi"`
	Verdict string  `json:"verdict"`
	// Miss is how far Value lies outside the band, in the figure's units:
	// 0 inside it.
	Miss float64 `json:"miss"`
}

// span is a figure's value with an interval.
type span struct{ value, lo, hi float64 }

// figureOf measures a target's figure of a candidate's games, and judges
// it by its intervals at the quantiles q.
func figureOf(t Target, g *games, i int, q quantiles) Figure {
	f := Figure{Target: t.Key(), Verdict: Doubt}
	in, known := measure(t, g, i, q.in, q.inSeats)
	out, _ := measure(t, g, i, q.out, q.outSeats)
	if known {
		f.Known, f.Value = true, in.value
		f.judge(t, in, out)
	}
	return f
}

// measure is a target's figure of a candidate's games with its interval
// at the normal quantile z (zSeats for each seat's share in the lower end
// of the seat advantage), and whether the games can say.
func measure(t Target, g *games, i int, z, zSeats float64) (span, bool) {
	switch t.Figure {
	case FigSeat:
		return seatAdvantage(g, zSeats, z)
	case FigDecided:
		if g.n == 0 {
			return span{}, false
		}
		p, lo, hi := sim.WilsonAt(float64(g.decided), float64(g.n), z)
		return span{100 * p, 100 * lo, 100 * hi}, true
	}
	d := g.dists[i]
	if d.N() < 2 {
		return span{}, false
	}
	m := d.MeanAt(z)
	return span{m.Mean, m.Lo, m.Hi}, true
}

// seatAdvantage is the largest gap, in points, between a seat's share of
// the decided games and a fair share: its value the largest gap of the
// shares; its interval's lower end the largest gap every seat's interval
// at zNear allows at least, its upper end the largest gap any seat's
// interval at zFar allows at most.
func seatAdvantage(g *games, zNear, zFar float64) (span, bool) {
	if g.decided == 0 || g.seats == 0 {
		return span{}, false
	}
	fair := 1 / float64(g.seats)
	var s span
	for _, w := range g.wins {
		p, lo, hi := sim.WilsonAt(w, float64(g.decided), zNear)
		near := 0.0
		if lo > fair {
			near = lo - fair
		} else if hi < fair {
			near = fair - hi
		}
		_, lo, hi = sim.WilsonAt(w, float64(g.decided), zFar)
		s.value = math.Max(s.value, 100*math.Abs(p-fair))
		s.lo = math.Max(s.lo, 100*near)
		s.hi = math.Max(s.hi, 100*math.Max(math.Abs(lo-fair), math.Abs(hi-fair)))
	}
	return s, true
}

// judge sets the verdict, the interval and the miss of a measured figure:
// it meets when its interval in lies inside the band, and is out when its
// wider interval out lies outside it.
func (f *Figure) judge(t Target, in, out span) {
	switch {
	case in.lo >= t.Lo && in.hi <= t.Hi:
		f.Verdict, f.Lo, f.Hi = Meets, in.lo, in.hi
	case out.hi < t.Lo || out.lo > t.Hi:
		f.Verdict, f.Lo, f.Hi = Out, out.lo, out.hi
	default:
		f.Verdict, f.Lo, f.Hi = Doubt, out.lo, out.hi
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
