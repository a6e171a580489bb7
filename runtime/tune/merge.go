package tune

import (
	"encoding/json"
	"fmt"
	"slices"
)

// Merge puts together the summaries of the shards of one race: each
// candidate once, in order, and the answer worked out again, so that the
// result is the one machine's summary to the byte. It refuses summaries of
// different races and a candidate given twice, and says which are missing.
func Merge(parts []*Summary) (*Summary, error) {
	if len(parts) == 0 {
		return nil, fmt.Errorf("no summary to merge")
	}
	out := *parts[0]
	out.Candidates, out.Games, out.Stopped = []Candidate{}, 0, false
	seen := map[int]bool{}
	for i, p := range parts {
		if err := sameRace(parts[0], p); err != nil {
			return nil, fmt.Errorf("summary %d: %w", i+1, err)
		}
		for _, c := range p.Candidates {
			if seen[c.Index] {
				return nil, fmt.Errorf("candidate %s is in two summaries (a shard given twice?)", c.Label)
			}
			seen[c.Index] = true
			out.Candidates = append(out.Candidates, c)
			out.Games += c.Games
		}
		out.Stopped = out.Stopped || p.Stopped
	}
	slices.SortFunc(out.Candidates, func(a, b Candidate) int { return a.Index - b.Index })
	if missing := out.Values - len(out.Candidates); missing > 0 {
		return nil, fmt.Errorf("%d of the %d candidates are in no summary (a shard not merged?)", missing, out.Values)
	}
	out.settle()
	return &out, nil
}

// sameRace refuses a summary of another race than first's.
func sameRace(first, s *Summary) error {
	if s.Format != Format {
		return fmt.Errorf("format %q, not %q", s.Format, Format)
	}
	a, b := *first, *s
	a.Candidates, b.Candidates = nil, nil
	a.Games, b.Games, a.Stopped, b.Stopped, a.Answer, b.Answer = 0, 0, false, false, Answer{}, Answer{}
	ja, _ := json.Marshal(a)
	jb, _ := json.Marshal(b)
	if string(ja) != string(jb) {
		return fmt.Errorf("not of the same race as the first (script, options, targets, players, bots, seed or budget differ)")
	}
	return nil
}
