package sim

import (
	"slices"
	"sort"
)

// SummaryFormat names the shape of a SummaryDoc. It changes only when a
// field changes its meaning or goes; fields may be added under the same
// name.
const SummaryFormat = "rulerun-simulate-summary/2"

// SummaryDoc is every figure of a simulation's summary, for machines
// (rulerun simulate --summary-json): each run's figures, then each run
// after the first compared with the first. It holds only what the records
// say, so the shards of a run merged give the same document as the run.
type SummaryDoc struct {
	Format      string       `json:"format"`
	Runs        []RunFigures `json:"runs"`
	Comparisons []Comparison `json:"comparisons"`
	// Correction says how the real differences of the comparisons were
	// corrected for their number.
	Correction Correction `json:"correction"`
}

// RunFigures are the figures of one run's games.
type RunFigures struct {
	Script     string           `json:"script"` // the run's label: the script, and its --vary settings
	Games      int              `json:"games"`
	Length     LengthFigures    `json:"length"`
	Rounds     int              `json:"rounds"`          // rounds played over all games, the last of each match included
	RoundsPer  float64          `json:"rounds_per_game"` // rounds played a game
	Seats      []SeatFigures    `json:"seats"`           // wins by seat, from seat 1
	Drawn      Rate             `json:"drawn"`           // games over without a winner
	Unfinished Rate             `json:"unfinished"`      // games stopped at the move limit, by a script error or going round in circles
	Errors     int              `json:"errors"`          // games a script error stopped
	Crashes    []Crash          `json:"crashes"`         // the kinds of script error, by first game
	Looped     int              `json:"looped"`          // games stopped going round in circles
	FirstLoop  string           `json:"first_loop,omitempty"`
	Verbs      map[string]Tally `json:"verbs"`  // moves by verb; every verb of the rules, 0 when never played
	Counts     map[string]Tally `json:"counts"` // the script's counters (g:count); 0 for one only another run's games hit
	// DeadVerbs and DeadCounts name the verbs never played and the
	// counters never hit (of those another run hit), sorted.
	DeadVerbs  []string `json:"dead_verbs"`
	DeadCounts []string `json:"dead_counts"`
	// Effects counts each card effect the rules declare as it fired, a
	// game (0 for one only another run declares); RuleCodes each rule
	// code the rules' text cites or a game used, narrated and refused.
	Effects map[string]Count `json:"effects"`
	// EffectRates is how often each effect fired every PerMoves moves,
	// over all the games (a ratio of totals, with its interval).
	EffectRates map[string]Mean      `json:"effect_rates"`
	RuleCodes   map[string]CodeCount `json:"rule_codes"`
	// DeadEffects names the effects the run's rules declare that never
	// fired, and DeadCodes the rule codes nothing cited (narrated,
	// applied, refused or implied), sorted.
	DeadEffects []string      `json:"dead_effects"`
	DeadCodes   []string      `json:"dead_codes"`
	Branching   SpreadFigures `json:"branching"` // legal moves at a decision (a quarter of them, docs/simulate.md)
	Lead        LeadFigures   `json:"lead"`
	Skill       *SkillFigures `json:"skill,omitempty"` // the skill gap, when the run played skill games
}

// SpreadFigures describe whole numbers seen many times: their mean with
// its interval, 90th percentile and greatest.
type SpreadFigures struct {
	Mean
	P90 float64 `json:"p90"`
	Max int     `json:"max"`
}

// LeadFigures describe how the lead went, by the standings sampled once a
// round of turns (docs/simulate.md).
type LeadFigures struct {
	Changes SpreadFigures `json:"changes"` // lead changes a game
	// Decided is how far into a game with a sole winner, in percent of its
	// moves, the winner took the lead for good.
	Decided SpreadFigures `json:"decided"`
}

// LengthFigures describe game lengths, in moves. A percentile is
// interpolated between the two nearest games.
type LengthFigures struct {
	Mean      float64 `json:"mean"`
	SD        float64 `json:"sd"`
	Min       int     `json:"min"`
	P10       float64 `json:"p10"`
	P25       float64 `json:"p25"`
	Median    float64 `json:"median"`
	P75       float64 `json:"p75"`
	P90       float64 `json:"p90"`
	Max       int     `json:"max"`
	Histogram []Bin   `json:"histogram"` // by length, shortest first
}

// Bin is how many games had one length.
type Bin struct {
	Moves int `json:"moves"`
	Games int `json:"games"`
}

// Rate is a share of games with its 95% interval (Wilson's).
type Rate struct {
	Count float64 `json:"count"` // games; for wins, a shared win counts 1/k for each of k winners
	Of    int     `json:"of"`    // the games it is a share of
	Rate  float64 `json:"rate"`
	Lo    float64 `json:"lo"`
	Hi    float64 `json:"hi"`
}

// SeatFigures are one seat's wins.
type SeatFigures struct {
	Seat int `json:"seat"` // from 1
	Rate
	// Lost is the seat's share of all games that it lost (a game lost by
	// some seats and won by nobody); nil in a run without such games.
	Lost *Rate `json:"lost,omitempty"`
}

// Tally is how often something happened: in all, and a game.
type Tally struct {
	Total   int     `json:"total"`
	PerGame float64 `json:"per_game"`
}

// Comparison is a run compared with the base (the first run): each
// difference with its 95% interval and whether it is real.
type Comparison struct {
	Script string     `json:"script"`
	Base   string     `json:"base"`
	Length Difference `json:"length"` // relative to the base's mean length
	// Paired is true when the lengths were compared game by game, each
	// game with the base's game of the same seed (paired.go).
	Paired      bool             `json:"paired"`
	Seats       []SeatDifference `json:"seats"`        // each seat's share of the games with a winner, in points, for the seats both runs have
	Drawn       Difference       `json:"drawn"`        // the share of drawn games, in points
	Unfinished  Difference       `json:"unfinished"`   // the share of unfinished games, in points
	Branching   Difference       `json:"branching"`    // relative to the base's mean legal moves at a decision
	LeadChanges Difference       `json:"lead_changes"` // lead changes a game, a difference of the means
	Decided     Difference       `json:"decided"`      // how far into a game its winner took the lead for good, in points of percent
	// Skill is how the skill bot's share of decided games changed, in
	// points, when both runs played skill games.
	Skill *Difference `json:"skill,omitempty"`
	// Effects compares how often each effect of either run fired a game,
	// by name.
	Effects []EffectChange `json:"effects"`
}

// SeatDifference is how a seat's win rate changed.
type SeatDifference struct {
	Seat int `json:"seat"` // from 1
	Difference
	// Lost is how the seat's share of losses changed, when either run had
	// a game lost by some seats; nil otherwise.
	Lost *Difference `json:"lost,omitempty"`
}

// NewSummaryDoc gathers the figures of runs, labelled by scripts; the
// first is the base of the comparisons.
func NewSummaryDoc(scripts []string, sums []*Summary) SummaryDoc {
	doc := SummaryDoc{Format: SummaryFormat, Runs: []RunFigures{}, Comparisons: []Comparison{}}
	counters, effects := map[string]bool{}, map[string]bool{}
	for _, s := range sums {
		for c := range s.Counts {
			counters[c] = true
		}
		for e := range s.Effects {
			effects[e] = true
		}
	}
	for i, s := range sums {
		f := Figures(scripts[i], s)
		for c := range counters {
			if _, ok := f.Counts[c]; !ok {
				f.Counts[c] = Tally{}
			}
		}
		f.DeadCounts = dead(f.Counts)
		for e := range effects {
			if _, ok := f.Effects[e]; !ok {
				f.Effects[e] = Count{Mean: Mean{Of: s.Games}}
				f.EffectRates[e] = s.EffectRate(e)
			}
		}
		doc.Runs = append(doc.Runs, f)
		if i > 0 {
			doc.Comparisons = append(doc.Comparisons, Compare(scripts[0], scripts[i], sums[0], s))
		}
	}
	doc.Correction = Correct(doc.Comparisons)
	return doc
}

// Figures are the figures of one run.
func Figures(script string, s *Summary) RunFigures {
	f := RunFigures{Script: script, Games: s.Games, Length: lengthFigures(s), Rounds: s.Rounds,
		RoundsPer: perGame(s.Rounds, s.Games), Seats: []SeatFigures{}, Errors: s.Errors,
		Crashes: slices.Clone(s.Crashes), Looped: s.Looped, FirstLoop: s.FirstLoop,
		Verbs: tallies(s.Verbs, s.Games), Counts: tallies(s.Counts, s.Games),
		Branching: spread(s.Branching), Lead: LeadFigures{Changes: spread(s.LeadChanges), Decided: spread(s.Decided)},
		Skill: s.Skill.Figures(), Effects: counts(s.Effects, s.Games), RuleCodes: ruleCodes(s), EffectRates: map[string]Mean{}}
	for k := range s.Effects {
		f.EffectRates[k] = s.EffectRate(k)
	}
	f.DeadVerbs, f.DeadCounts = dead(f.Verbs), dead(f.Counts)
	f.DeadEffects, f.DeadCodes = deadCounts(f.Effects), deadCodes(f.RuleCodes)
	for seat := range s.Played {
		sf := SeatFigures{Seat: seat + 1, Rate: rate(s.Wins[seat], s.Played[seat])}
		if s.Lost() {
			lost := rate(float64(s.Losses[seat]), s.Played[seat])
			sf.Lost = &lost
		}
		f.Seats = append(f.Seats, sf)
	}
	f.Drawn = rate(float64(s.Draws), s.Games)
	f.Unfinished = rate(float64(s.Unfinished), s.Games)
	if f.Crashes == nil {
		f.Crashes = []Crash{}
	}
	slices.SortFunc(f.Crashes, func(a, b Crash) int { return a.Game - b.Game })
	return f
}

// Compare compares run b with the base a.
func Compare(base, script string, a, b *Summary) Comparison {
	c := Comparison{Script: script, Base: base, Length: LengthChange(a, b), Seats: []SeatDifference{},
		Drawn:      RateChange(float64(a.Draws), float64(a.Games), float64(b.Draws), float64(b.Games)),
		Unfinished: RateChange(float64(a.Unfinished), float64(a.Games), float64(b.Unfinished), float64(b.Games)),
		Branching:  RatioChange(a.BranchingGames, b.BranchingGames), LeadChanges: MeanChange(a.LeadChanges, b.LeadChanges),
		Decided: MeanChange(a.Decided, b.Decided), Skill: SkillChange(a.Skill, b.Skill), Effects: effectChanges(a, b)}
	if d, ok := pairedLengthChange(a, b); ok {
		c.Length, c.Paired = d, true
	}
	for seat := range min(len(a.Played), len(b.Played)) {
		d := RateChange(a.Wins[seat], float64(a.DecidedPlayed[seat]), b.Wins[seat], float64(b.DecidedPlayed[seat]))
		sd := SeatDifference{Seat: seat + 1, Difference: d}
		if a.Lost() || b.Lost() {
			lost := RateChange(float64(a.Losses[seat]), float64(a.Played[seat]), float64(b.Losses[seat]), float64(b.Played[seat]))
			sd.Lost = &lost
		}
		c.Seats = append(c.Seats, sd)
	}
	return c
}

func lengthFigures(s *Summary) LengthFigures {
	l := LengthFigures{Mean: s.Mean(), SD: s.StdDev(), P10: s.Quantile(0.1), P25: s.Quantile(0.25),
		Median: s.Median(), P75: s.Quantile(0.75), P90: s.Quantile(0.9), Histogram: []Bin{}}
	for moves, games := range s.lengths {
		l.Histogram = append(l.Histogram, Bin{Moves: moves, Games: games})
	}
	sort.Slice(l.Histogram, func(i, j int) bool { return l.Histogram[i].Moves < l.Histogram[j].Moves })
	if n := len(l.Histogram); n > 0 {
		l.Min, l.Max = l.Histogram[0].Moves, l.Histogram[n-1].Moves
	}
	return l
}

// rate is k of n games with Wilson's interval; all zero when n is.
func rate(k float64, n int) Rate {
	if n == 0 {
		return Rate{}
	}
	p, lo, hi := wilson(k, float64(n))
	return Rate{Count: k, Of: n, Rate: p, Lo: lo, Hi: hi}
}

func tallies(m map[string]int, games int) map[string]Tally {
	out := make(map[string]Tally, len(m))
	for k, n := range m {
		out[k] = Tally{Total: n, PerGame: perGame(n, games)}
	}
	return out
}

func perGame(n, games int) float64 {
	if games == 0 {
		return 0
	}
	return float64(n) / float64(games)
}

// spread are the figures of numbers seen many times.
func spread(d Dist) SpreadFigures {
	return SpreadFigures{Mean: d.MeanFigure(), P90: d.Quantile(0.9), Max: d.Max()}
}

// dead names the tallies at 0, sorted.
func dead(m map[string]Tally) []string {
	out := []string{}
	for k, t := range m {
		if t.Total == 0 {
			out = append(out, k)
		}
	}
	slices.Sort(out)
	return out
}
