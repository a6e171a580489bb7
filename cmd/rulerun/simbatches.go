package main

// simBatch is a part of one run's games, played in turn with the others:
// the run's games from the from-th up to the to-th (not included).
type simBatch struct{ run, from, to int }

// minBatch is the fewest games of a batch when several runs are played in
// turn: each batch starts the script's bots and interpreters afresh.
const minBatch = 50

// batches cuts runs of counts games into the batches they are played in:
// a single run in one; several in turn, a batch of each, each a
// twentieth of the games asked for (games) but no fewer than minBatch, so
// that a run stopped at any time has played about as many games of each.
func batches(counts []int, games int) []simBatch {
	if len(counts) == 1 {
		return []simBatch{{0, 0, counts[0]}}
	}
	size := max(minBatch, (games+19)/20)
	var out []simBatch
	for from := 0; ; from += size {
		more := false
		for run, n := range counts {
			if from < n {
				out = append(out, simBatch{run, from, min(from+size, n)})
				more = true
			}
		}
		if !more {
			return out
		}
	}
}
