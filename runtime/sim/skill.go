package sim

import "slices"

// SkillGame marks a record as a game of the skill gap: one search bot (or
// whichever bot --skill-bot names) against random bots, its seat rotated
// from game to game so that each seat gets it equally often.
type SkillGame struct {
	Bot  string `json:"bot"`
	Seat int    `json:"seat"` // the bot's seat, from 1
}

// Skill sums up the skill games of a run. Every figure is a count, so the
// shards of a run merged in any order give the run's figures.
type Skill struct {
	Bot     string
	Games   int
	Seats   int   // seats a game (the most seen)
	Decided int   // games with a winner
	Errors  int   // games a script error stopped
	wonBy   []int // games the bot won, by number of winners less one
}

// add counts one skill game. A game lost by some seats and won by nobody
// is decided too: the seats that did not lose share its win, so that a
// bot no better than random still gets 1/seats of it.
func (s *Skill) add(r Record) {
	s.Games++
	s.Bot = r.Skill.Bot
	s.Seats = max(s.Seats, r.Seats)
	if r.Error != "" {
		s.Errors++
	}
	winners := r.Winners
	if len(winners) == 0 && len(r.Losers) > 0 {
		winners = spared(r.Seats, r.Losers)
	}
	if len(winners) > 0 {
		s.Decided++
	}
	for _, w := range winners {
		if w == r.Skill.Seat {
			for len(s.wonBy) < len(winners) {
				s.wonBy = append(s.wonBy, 0)
			}
			s.wonBy[len(winners)-1]++
		}
	}
}

// spared are the seats (from 1) of a game of seats that are not among its
// losers.
func spared(seats int, losers []int) []int {
	var out []int
	for s := 1; s <= seats; s++ {
		if !slices.Contains(losers, s) {
			out = append(out, s)
		}
	}
	return out
}

// Wins is the bot's wins, a win shared by k winners counting 1/k, summed
// in the same order whatever the order of the games.
func (s *Skill) Wins() float64 {
	w := 0.0
	for i, n := range s.wonBy {
		w += float64(n) / float64(i+1)
	}
	return w
}

// SkillFigures are the skill gap of a run: how the bot fared against
// random bots, against the fair share 1/seats that a bot no better than
// random would get.
type SkillFigures struct {
	Bot   string  `json:"bot"`
	Games int     `json:"games"`
	Seats int     `json:"seats"`
	Fair  float64 `json:"fair"` // 1/seats
	// Decided is the bot's share of the games with a winner (or with
	// losers, whose win the others share), the skill gap proper: a game
	// drawn tells nothing of skill. Wins is its share of
	// all skill games, draws counted as not won.
	Decided Rate `json:"decided"`
	Wins    Rate `json:"wins"`
	// Edge says whether the bot beats chance: "better" when the interval
	// of Decided is above Fair, "worse" when below, "chance" when it holds
	// Fair, "unknown" without a decided game.
	Edge   string `json:"edge"`
	Errors int    `json:"errors"` // skill games a script error stopped
}

// Figures are the figures of s, nil when the run had no skill games.
func (s Skill) Figures() *SkillFigures {
	if s.Games == 0 {
		return nil
	}
	f := &SkillFigures{Bot: s.Bot, Games: s.Games, Seats: s.Seats, Fair: 1 / float64(max(1, s.Seats)),
		Decided: rate(s.Wins(), s.Decided), Wins: rate(s.Wins(), s.Games), Errors: s.Errors}
	switch {
	case s.Decided == 0:
		f.Edge = "unknown"
	case f.Decided.Lo > f.Fair:
		f.Edge = "better"
	case f.Decided.Hi < f.Fair:
		f.Edge = "worse"
	default:
		f.Edge = "chance"
	}
	return f
}

// SkillChange is how the bot's share of decided games changed from run a
// to run b, in points; unknown when either run has no skill games.
func SkillChange(a, b Skill) *Difference {
	if a.Games == 0 || b.Games == 0 {
		return nil
	}
	d := RateChange(a.Wins(), float64(a.Decided), b.Wins(), float64(b.Decided))
	return &d
}
