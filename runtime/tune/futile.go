package tune

import "math"

// A value in doubt plays on only while more games can settle it. Its
// interval narrows with the square root of its games, so at its whole
// share it will be about sqrt(games/share) as wide as now; when, for every
// target it is in doubt on, even that interval would still straddle the
// band's end unless the truth lay farther from the end than its estimate
// does by a standard error, no look left is likely to settle it, and it leaves
// the race in doubt (Candidate.Futile). It makes no claim, so the race's
// chance of a wrong verdict is unchanged: it only spends no more games on
// an answer they cannot give.

// futile reports whether candidate r, in doubt after games of a share,
// cannot be settled by the rest of its share.
func futile(r *racer, targets []Target, games, share, first int) bool {
	if r.Verdict != Doubt || games < 2*first || games >= share {
		return false
	}
	doubts := 0
	for i, f := range r.Figures {
		if f.Verdict != Doubt {
			continue
		}
		if !f.Known || !hopeless(f, targets[i], games, share, r.z) {
			return false
		}
		doubts++
	}
	return doubts > 0
}

// hopeless reports whether figure f, measured from games at the normal
// quantile z, would still straddle an end of t's band at share games,
// unless the truth lay a standard error farther from the end than f.
func hopeless(f Figure, t Target, games, share int, z float64) bool {
	half := (f.Hi - f.Lo) / 2
	if half <= 0 || z <= 0 {
		return false
	}
	final := half * math.Sqrt(float64(games)/float64(share))
	d := math.Inf(1)
	for _, end := range []float64{t.Lo, t.Hi} {
		if !math.IsInf(end, 0) && f.Lo <= end && end <= f.Hi {
			d = math.Min(d, math.Abs(f.Value-end))
		}
	}
	return d+half/z < final
}
