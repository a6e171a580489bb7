package tune

import (
	"math"

	"github.com/rulerun/rulerun/runtime/sim"
)

// A value's verdict can be wrong in one way only, whatever the truth: a
// value whose figures all lie in their bands can only be called out, and
// one with a figure outside its band only in. Each way gets its own
// sim.Alpha, spread evenly over the looks, and each is spent where it can
// go wrong:
//
//   - Out. A value that meets every target is called out when any figure's
//     interval, at any look, lies outside its band by chance: the chance is
//     spread over the looks and the targets (Bonferroni), and over the ends
//     of a band with two, since the interval can miss it on either side; a
//     bound (seat_advantage<=3) can be missed on one side only.
//   - In. A value with a figure outside its band is called in only when
//     that figure's interval lies inside the band: the other targets cannot
//     make it so, so the chance needs no spreading over the targets, nor
//     over the ends of a band, of which only the one the truth lies beyond
//     can mislead (an intersection-union test: R. L. Berger, Multiparameter
//     hypothesis testing and acceptance sampling, Technometrics 24(4),
//     1982; for a band, the two one-sided tests of equivalence testing).
//     Each end of the interval that shows a figure in its band holds with a
//     chance of 1 - Alpha/looks.
//
// The seat advantage, the largest gap of the seats' shares, is above a
// point when one seat's share is that far from fair, so its upper end is
// one seat's; it is below a point only when every seat's share is that
// near, so its lower end is spread over the seats too.

// quantiles are the normal quantiles of one target's intervals at a look:
// the interval that may show its figure in its band, and the wider one
// that may show it out; for the seat advantage, each seat's share's for the
// lower end (the gap every seat's interval allows at least), the upper end
// taking in's and out's.
type quantiles struct {
	in, inSeats   float64
	out, outSeats float64
}

// quantilesOf are target t's quantiles in a race of looks and targets,
// with seats seats.
func quantilesOf(t Target, looks, targets, seats int) quantiles {
	a := sim.Alpha / float64(max(1, looks))
	b := a / float64(max(1, targets)*t.ends())
	s := float64(max(1, seats))
	return quantiles{in: oneSided(a), inSeats: sim.ZAt(a / s), out: oneSided(b), outSeats: sim.ZAt(b / s)}
}

// oneSided is the normal quantile of an interval's end that holds with a
// chance of 1-a.
func oneSided(a float64) float64 { return sim.ZAt(2 * a) }

// ends counts the finite ends of the target's band: 1 for a bound, 2 for
// a band.
func (t Target) ends() int {
	n := 0
	if !math.IsInf(t.Lo, 0) {
		n++
	}
	if !math.IsInf(t.Hi, 0) {
		n++
	}
	return max(1, n)
}

// Level is the chance an interval that shows a figure out of its band
// holds the truth (a bound's one end, a band's two together): sim.Alpha
// spread over the looks a value may take and its targets (Bonferroni).
func Level(looks, targets int) float64 {
	return 1 - sim.Alpha/float64(max(1, looks)*max(1, targets))
}

// InLevel is the chance each end of an interval that shows a figure in its
// band holds the truth: sim.Alpha spread over the looks alone.
func InLevel(looks int) float64 {
	return 1 - sim.Alpha/float64(max(1, looks))
}
