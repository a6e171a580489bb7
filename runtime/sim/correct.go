package sim

import (
	"cmp"
	"slices"
)

// Alpha is the chance a run may take, in all its comparisons together, of
// calling a difference real when there is none.
const Alpha = 0.05

// CorrectionMethod names the correction for the number of comparisons.
const CorrectionMethod = "Holm"

// Correction says how the "real differences" of a run were corrected for
// the number of comparisons it made: by Holm's step-down method, over
// every comparison of every run against the base, so that the chance of
// calling any difference real when none is stays at most Alpha.
type Correction struct {
	Method      string  `json:"method"`
	Comparisons int     `json:"comparisons"`
	Alpha       float64 `json:"alpha"`
	Real        int     `json:"real"` // the comparisons that stand as real differences
}

// Correct applies Holm's correction to every difference of the comparisons
// (the length, each seat's wins, drawn and unfinished games, branching,
// the lead, the skill gap and each effect): sorted by P, the k-th smallest
// (from 0) is real when it and every smaller one is below Alpha/(m-k), m
// the differences that could be compared. It sets Real, and returns what
// it did.
func Correct(cs []Comparison) Correction {
	var ds []*Difference
	for i := range cs {
		ds = append(ds, cs[i].differences()...)
	}
	return CorrectAll(ds)
}

// CorrectAll applies Holm's correction to the known differences of ds.
func CorrectAll(ds []*Difference) Correction {
	known := slices.DeleteFunc(slices.Clone(ds), func(d *Difference) bool { return d == nil || !d.Known })
	slices.SortStableFunc(known, func(a, b *Difference) int { return cmp.Compare(a.P, b.P) })
	m := len(known)
	holding, real := true, 0
	for k, d := range known {
		holding = holding && d.P < Alpha/float64(m-k)
		d.Real = holding
		if holding {
			real++
		}
	}
	return Correction{Method: CorrectionMethod, Comparisons: m, Alpha: Alpha, Real: real}
}

// differences are the comparison's differences, for the correction.
func (c *Comparison) differences() []*Difference {
	out := []*Difference{&c.Length, &c.Drawn, &c.Unfinished, &c.Branching, &c.LeadChanges, &c.Decided, c.Skill}
	for i := range c.Seats {
		out = append(out, &c.Seats[i].Difference)
		if c.Seats[i].Lost != nil {
			out = append(out, c.Seats[i].Lost)
		}
	}
	for i := range c.Effects {
		out = append(out, &c.Effects[i].Difference)
	}
	return out
}
