package sim

import (
	"fmt"
	"math"
	"sort"
)

// Summary sums up records as they stream by, in memory that does not grow
// with the number of games (game lengths are kept as a histogram).
type Summary struct {
	Games      int
	Unfinished int
	Draws      int
	Errors     int
	// Looped counts the games stopped because their bots went round in
	// circles, and FirstLoop says why the first was (Looped of its record).
	Looped     int
	FirstLoop  string
	firstLoop  int         // the game index of FirstLoop
	lengths    map[int]int // moves -> games
	sum, sumSq float64
	Rounds     int       // rounds played, over all games (roundsPlayed)
	Wins       []float64 // by seat from 0; a shared win counts 1/k for each of k winners
	wonBy      [][]int   // by seat from 0: games won, by number of winners less one
	Losses     []int     // by seat from 0: games lost, in a game lost by some and won by nobody
	Played     []int     // games each seat took part in
	// DecidedPlayed counts, by seat from 0, the games with a winner each
	// seat took part in: a seat's share of them is who wins, apart from
	// how many games are drawn.
	DecidedPlayed []int
	Verbs         map[string]int // moves by verb, over all games
	Counts        map[string]int // the script's counters, over all games
	Branching     Dist           // decisions by the legal moves at them, over all games
	// BranchingGames counts the games by their mean legal moves a
	// decision, in hundredths: what a comparison of branching weighs, since
	// the decisions of one game are not independent of each other.
	BranchingGames Dist
	// LeadChanges counts the games by their lead changes, and Decided the
	// games with a sole winner by how far into them, in percent of their
	// moves, the winner took the lead for good (Lead).
	LeadChanges, Decided Dist
	// Crashes are the kinds of script error that stopped games, in the
	// order they first happened (records added in game order).
	Crashes []Crash
	// Skill sums up the skill games, which count nowhere else.
	Skill Skill
	// Effects, Narrated, Applied, Refused and Implied count the games by
	// how often each effect fired and each rule code was narrated,
	// applied, refused and implied in them (Record); a game without one
	// counts as 0 in the figures.
	Effects, Narrated, Applied, Refused, Implied map[string]Dist
	// lengthsExact and effectSums keep exact sums of the lengths and of
	// each effect's firings, for the effects' rates per move.
	lengthsExact lengthSums
	effectSums   map[string]*moveSums
	// perGame keeps each game's seed, seats and length, for lengths
	// compared game by game (paired.go).
	perGame map[int]pairedGame
}

// NewSummary returns an empty summary.
func NewSummary() *Summary {
	return &Summary{lengths: map[int]int{}, Verbs: map[string]int{}, Counts: map[string]int{},
		Branching: Dist{}, BranchingGames: Dist{}, LeadChanges: Dist{}, Decided: Dist{},
		Effects: map[string]Dist{}, Narrated: map[string]Dist{}, Applied: map[string]Dist{}, Refused: map[string]Dist{},
		Implied: map[string]Dist{}, effectSums: map[string]*moveSums{}}
}

// Add counts one game.
func (s *Summary) Add(r Record) {
	if r.Skill != nil {
		s.Skill.add(r)
		return
	}
	s.Games++
	if r.Error != "" {
		s.Errors++
		s.addCrash(r)
	}
	if r.Looped != "" {
		s.Looped++
		s.addLoop(r)
	}
	if r.Unfinished {
		s.Unfinished++
	} else if r.Draw {
		s.Draws++
	}
	s.lengths[r.Moves]++
	m := float64(r.Moves)
	s.sum += m
	s.sumSq += m * m
	s.Rounds += r.Rounds
	for len(s.Played) < r.Seats {
		s.Played, s.Wins, s.wonBy = append(s.Played, 0), append(s.Wins, 0), append(s.wonBy, nil)
		s.Losses = append(s.Losses, 0)
		s.DecidedPlayed = append(s.DecidedPlayed, 0)
	}
	for i := range r.Seats {
		s.Played[i]++
		if len(r.Winners) > 0 || len(r.Losers) > 0 {
			s.DecidedPlayed[i]++
		}
	}
	s.addRates(r)
	s.keepPaired(r)
	s.addWins(r.Winners)
	for _, l := range r.Losers {
		if l >= 1 && l <= len(s.Losses) {
			s.Losses[l-1]++
		}
	}
	for v, n := range r.Verbs {
		s.Verbs[v] += n
	}
	for c, n := range r.Counts {
		s.Counts[c] += n
	}
	s.Branching.add(r.Branching)
	if r.Branching.N() > 0 {
		s.BranchingGames[int(math.Round(100*r.Branching.Mean()))]++
	}
	addCounts(s.Effects, r.Effects)
	for _, m := range [...]struct {
		into map[string]Dist
		from map[string]int
	}{{s.Narrated, r.Narrated}, {s.Applied, r.Applied}, {s.Refused, r.Refused}, {s.Implied, r.Implied}} {
		addCounts(m.into, m.from)
		for _, c := range r.Cited {
			addCited(m.into, m.from, c)
		}
	}
	if r.Lead != nil {
		s.LeadChanges[r.Lead.Changes]++
		if r.Lead.Decided >= 0 {
			s.Decided[r.Lead.Decided]++
		}
	}
}

// addCounts counts a game by how often each thing of m happened in it.
func addCounts(into map[string]Dist, m map[string]int) {
	for k, n := range m {
		countIn(into, k, n)
	}
}

// countIn counts a game in which k happened n times.
func countIn(into map[string]Dist, k string, n int) {
	d := into[k]
	if d == nil {
		d = Dist{}
		into[k] = d
	}
	d[n]++
}

// addCited counts a game in which code, which the rules cite, was not
// in m, as a game without it.
func addCited(into map[string]Dist, m map[string]int, code string) {
	if _, ok := m[code]; !ok {
		countIn(into, code, 0)
	}
}

// addLoop counts a game stopped going round in circles; FirstLoop is the
// one of lowest index, in whatever order the records come (shards).
func (s *Summary) addLoop(r Record) {
	if s.FirstLoop == "" || r.Game < s.firstLoop {
		s.FirstLoop = fmt.Sprintf("game %d (--seed %d --players %d): %s", r.Game, r.Seed, r.Seats, r.Looped)
		s.firstLoop = r.Game
	}
}

// addWins credits each winner of a game with 1/k of a win for k winners.
// The shares are counted by k and summed afresh, in the same order, so
// that Wins is the same to the last bit whatever the order of the games
// (shards merged in any order give the run's figures).
func (s *Summary) addWins(winners []int) {
	k := len(winners)
	for _, w := range winners {
		if w < 1 || w > len(s.Wins) {
			continue
		}
		by := s.wonBy[w-1]
		for len(by) < k {
			by = append(by, 0)
		}
		by[k-1]++
		s.wonBy[w-1] = by
		s.Wins[w-1] = 0
		for i, n := range by {
			s.Wins[w-1] += float64(n) / float64(i+1)
		}
	}
}

// Mean is the mean game length in moves.
func (s *Summary) Mean() float64 {
	if s.Games == 0 {
		return 0
	}
	return s.sum / float64(s.Games)
}

// StdDev is the standard deviation of the game lengths.
func (s *Summary) StdDev() float64 {
	if s.Games < 2 {
		return 0
	}
	n := float64(s.Games)
	v := (s.sumSq - s.sum*s.sum/n) / (n - 1)
	return math.Sqrt(math.Max(v, 0))
}

// Quantile is the game length below which a share q of the games fall.
func (s *Summary) Quantile(q float64) float64 {
	if s.Games == 0 {
		return 0
	}
	keys := make([]int, 0, len(s.lengths))
	for k := range s.lengths {
		keys = append(keys, k)
	}
	sort.Ints(keys)
	rank := q * float64(s.Games-1)
	lo, hi := int(math.Floor(rank)), int(math.Ceil(rank))
	at := func(i int) float64 {
		seen := 0
		for _, k := range keys {
			seen += s.lengths[k]
			if i < seen {
				return float64(k)
			}
		}
		return float64(keys[len(keys)-1])
	}
	return at(lo) + (at(hi)-at(lo))*(rank-float64(lo))
}

// Median is the median game length.
func (s *Summary) Median() float64 { return s.Quantile(0.5) }

// WinRate is the share of its games that seat (from 0) won, with a 95%
// confidence interval (Wilson's).
func (s *Summary) WinRate(seat int) (rate, lo, hi float64) {
	if seat >= len(s.Played) || s.Played[seat] == 0 {
		return 0, 0, 0
	}
	return wilson(s.Wins[seat], float64(s.Played[seat]))
}

// LossRate is the share of its games that seat (from 0) lost, in games
// lost by some and won by nobody, with a 95% confidence interval
// (Wilson's).
func (s *Summary) LossRate(seat int) (rate, lo, hi float64) {
	if seat >= len(s.Played) || s.Played[seat] == 0 {
		return 0, 0, 0
	}
	return wilson(float64(s.Losses[seat]), float64(s.Played[seat]))
}

// Lost reports whether some game of the summary was lost by a seat and
// won by nobody.
func (s *Summary) Lost() bool {
	for _, n := range s.Losses {
		if n > 0 {
			return true
		}
	}
	return false
}

// DrawRate is the share of drawn games, with a 95% confidence interval.
func (s *Summary) DrawRate() (rate, lo, hi float64) {
	if s.Games == 0 {
		return 0, 0, 0
	}
	return wilson(float64(s.Draws), float64(s.Games))
}

// z95 is the normal quantile of a two-sided 95% interval.
const z95 = 1.959964

// wilson is the Wilson score interval of k successes in n trials.
func wilson(k, n float64) (p, lo, hi float64) { return WilsonAt(k, n, z95) }

// Lengths is how many games had each length in moves (read only).
func (s *Summary) Lengths() map[int]int { return s.lengths }

// addRates counts a game's length and its effects' firings exactly, for
// the rates per move.
func (s *Summary) addRates(r Record) {
	m := int64(r.Moves)
	s.lengthsExact.games++
	s.lengthsExact.moves += m
	s.lengthsExact.sqrSum += m * m
	for k, n := range r.Effects {
		sums := s.effectSums[k]
		if sums == nil {
			sums = &moveSums{}
			s.effectSums[k] = sums
		}
		sums.add(n, r.Moves)
	}
}

// EffectRate is how often an effect fired every PerMoves moves, over all
// the games, with its 95% interval: a count normalised for length, which
// a change of length alone does not move.
func (s *Summary) EffectRate(effect string) Mean {
	var sums moveSums
	if p := s.effectSums[effect]; p != nil {
		sums = *p
	}
	return perMove(sums, s.lengthsExact)
}
