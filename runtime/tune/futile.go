package tune

import "math"

// A value in doubt plays on only while more games may settle it. Its
// interval narrows with the square root of its games, so at its whole
// share it will be about sqrt(games/share) as wide as now. Were the truth
// at either end of its interval now, the interval of the whole share,
// that much narrower, would then lie on one side of the band's end or the
// other; when it would still reach across the end from either (for every
// target the value is in doubt on), no look left can settle it, and it
// leaves the race in doubt (Candidate.Futile). Taking the truth anywhere
// in the interval, not at the estimate, keeps it from giving up on a
// figure whose estimate is biased, as the seat advantage, the largest gap
// of several shares, is above the truth with few games. It makes no claim,
// so the race's chance of a wrong verdict is unchanged: it only spends no
// more games on an answer they cannot give.

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
		if !f.Known || !hopeless(f, targets[i], games, share) {
			return false
		}
		doubts++
	}
	return doubts > 0
}

// hopeless reports whether figure f, measured from games, straddles an
// end of t's band so that its interval at share games, as much narrower as
// the square root of the games says, would straddle it still, placed at
// either end of f's interval now.
func hopeless(f Figure, t Target, games, share int) bool {
	width := (f.Hi - f.Lo) * math.Sqrt(float64(games)/float64(share))
	for _, end := range []float64{t.Lo, t.Hi} {
		if math.IsInf(end, 0) || end < f.Lo || end > f.Hi {
			continue
		}
		if f.Lo+width > end && f.Hi-width < end {
			return true
		}
	}
	return false
}
