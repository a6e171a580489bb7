package tune

import (
	"math"
	"strings"
)

// Format names the shape of a Summary. It changes only when a field
// changes its meaning or goes; fields may be added.
const Format = "rulerun-tune-summary/1"

// Method says how the race decides, for the summary and its readers.
const Method = "sequential test by repeated confidence intervals, raced: a value leaves the race when its intervals show it in every target or out of one; " +
	"out by intervals spread over looks and targets (Bonferroni), in by intervals spread over looks alone (intersection-union)"

// Summary is a race summed up, for machines (rulerun tune --summary-json)
// and for the text and the report. It holds only what the games say and
// the race's settings, so that the shards of a race merged give the same
// summary, to the byte, as one machine.
type Summary struct {
	Format  string       `json:"format"`
	Script  string       `json:"script"`
	Tuned   []string     `json:"tuned"` // the options tuned, as --opt gave them
	Targets []TargetSpec `json:"targets"`
	Players int          `json:"players"` // 0: the game's default
	Bots    string       `json:"bots"`
	Seed    uint64       `json:"seed"`
	Budget  int          `json:"budget"`
	// PerValue is each candidate's share of the budget, First the games of
	// its first look and Looks the most looks it may take.
	PerValue int `json:"per_value"`
	First    int `json:"first"`
	Looks    int `json:"looks"`
	// Level is the chance an interval that shows a figure out of its band
	// holds the truth; InLevel the chance each end of one that shows it in
	// its band does (level.go).
	Level   float64 `json:"level"`
	InLevel float64 `json:"in_level"`
	Method  string  `json:"method"`
	Grid    bool    `json:"grid,omitempty"` // every candidate played its whole share, without racing
	Values  int     `json:"values"`         // candidates in the race, in all shards
	// Candidates are the candidates raced, by index.
	Candidates []Candidate `json:"candidates"`
	Games      int         `json:"games"`      // played in all
	GridGames  int         `json:"grid_games"` // what a full grid would play: every candidate its share
	Stopped    bool        `json:"stopped,omitempty"`
	Answer     Answer      `json:"answer"`
}

// TargetSpec is a target as the summary states it; an open end is null.
type TargetSpec struct {
	Expr   string   `json:"expr"`
	Figure string   `json:"figure"`
	Units  string   `json:"units"`
	Lo     *float64 `json:"lo"`
	Hi     *float64 `json:"hi"`
}

// Candidate is one setting of the tuned options, and how it ran.
type Candidate struct {
	Index    int       `json:"index"` // in the order the options' values cross
	Label    string    `json:"label"`
	Settings []Setting `json:"settings"`
	Games    int       `json:"games"`
	Decided  int       `json:"decided"` // games with a winner
	Errors   int       `json:"errors"`  // games a script error stopped
	// FirstError is the error of the first of them, by game order.
	FirstError string   `json:"first_error,omitempty"`
	Looks      int      `json:"looks"`
	Verdict    string   `json:"verdict"`
	Figures    []Figure `json:"figures"` // by target
}

// Answer is what the race found: the values that meet every target; those
// still in doubt whose figures all lie in the bands, had they more games;
// and, when nothing meets, the one that comes closest.
type Answer struct {
	Meets   []string `json:"meets"`
	Likely  []string `json:"likely"`
	Closest *Closest `json:"closest,omitempty"`
}

// Closest is the candidate whose figures miss their bands least, each miss
// relative to its band's nearest end, summed.
type Closest struct {
	Label  string  `json:"label"`
	Misses []Miss  `json:"misses"`
	Score  float64 `json:"score"`
	// Games are the games the candidate played: a candidate leaves the
	// race once a figure is clearly out, so the closest may be measured
	// from a first look's games, and another as close.
	Games int `json:"games"`
}

// Miss is how far one figure lies outside its band.
type Miss struct {
	Target string  `json:"target"`
	Miss   float64 `json:"miss"`
	Units  string  `json:"units"`
}

func newSummary(cfg Config, values int) *Summary {
	s := &Summary{Format: Format, Script: cfg.Script, Players: cfg.Seats, Bots: strings.Join(cfg.Bots, ","), Seed: cfg.Seed,
		Budget: cfg.Budget, First: cfg.First, Method: Method, Grid: cfg.Grid, Values: values, Candidates: []Candidate{}}
	if s.First <= 0 {
		s.First = DefaultFirst
	}
	for _, o := range cfg.Opts {
		s.Tuned = append(s.Tuned, o.Name)
	}
	for _, t := range cfg.Targets {
		s.Targets = append(s.Targets, spec(t))
	}
	if values > 0 {
		s.PerValue = cfg.Budget / values
	}
	s.Looks = len(Looks(s.PerValue, s.First))
	s.Level, s.InLevel = Level(s.Looks, len(cfg.Targets)), InLevel(s.Looks)
	s.GridGames = s.PerValue * values
	return s
}

// spec states a target.
func spec(t Target) TargetSpec {
	ts := TargetSpec{Expr: t.Expr, Figure: t.Key(), Units: t.Units()}
	if !math.IsInf(t.Lo, 0) {
		ts.Lo = &t.Lo
	}
	if !math.IsInf(t.Hi, 0) {
		ts.Hi = &t.Hi
	}
	return ts
}

// band is a stated target's band, open ends infinite.
func (ts TargetSpec) band() (lo, hi float64) {
	lo, hi = math.Inf(-1), math.Inf(1)
	if ts.Lo != nil {
		lo = *ts.Lo
	}
	if ts.Hi != nil {
		hi = *ts.Hi
	}
	return lo, hi
}

// settle works out the answer from the candidates.
func (s *Summary) settle() {
	s.Answer = Answer{Meets: []string{}, Likely: []string{}}
	for _, c := range s.Candidates {
		switch {
		case c.Verdict == Meets:
			s.Answer.Meets = append(s.Answer.Meets, c.Label)
		case c.Verdict == Doubt && inBands(c):
			s.Answer.Likely = append(s.Answer.Likely, c.Label)
		}
	}
	if len(s.Answer.Meets) == 0 && len(s.Answer.Likely) == 0 {
		s.Answer.Closest = s.closest()
	}
}

// inBands says whether every figure of a candidate is known and its value
// within its band.
func inBands(c Candidate) bool {
	for _, f := range c.Figures {
		if !f.Known || f.Miss > 0 {
			return false
		}
	}
	return len(c.Figures) > 0
}

// closest is the candidate whose known figures miss least, the first of
// equals; nil when none has every figure known.
func (s *Summary) closest() *Closest {
	var best *Closest
	for _, c := range s.Candidates {
		cl := Closest{Label: c.Label, Misses: []Miss{}, Games: c.Games}
		known := len(c.Figures) == len(s.Targets)
		for i, f := range c.Figures {
			known = known && f.Known
			lo, hi := s.Targets[i].band()
			scale := math.Max(1, math.Abs(nearest(f.Value, lo, hi)))
			cl.Score += f.Miss / scale
			if f.Miss > 0 {
				cl.Misses = append(cl.Misses, Miss{Target: f.Target, Miss: f.Miss, Units: s.Targets[i].Units})
			}
		}
		if known && (best == nil || cl.Score < best.Score) {
			best = &cl
		}
	}
	return best
}

// nearest is the end of the band nearest v.
func nearest(v, lo, hi float64) float64 {
	switch {
	case math.IsInf(lo, -1):
		return hi
	case math.IsInf(hi, 1):
		return lo
	case math.Abs(v-lo) < math.Abs(v-hi):
		return lo
	}
	return hi
}

// Errors counts the games a script error stopped, over every candidate.
func (s *Summary) Errors() int {
	n := 0
	for _, c := range s.Candidates {
		n += c.Errors
	}
	return n
}
