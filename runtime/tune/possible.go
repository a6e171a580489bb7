package tune

import (
	"fmt"
	"math"
)

// figureRanges are the values each figure can take at all: a count is
// never below 0, a share of games never above 100%.
var figureRanges = map[string][2]float64{
	FigLength: {0, math.Inf(1)}, FigRounds: {0, math.Inf(1)}, FigLeadChange: {0, math.Inf(1)},
	FigEffect: {0, math.Inf(1)}, FigVerb: {0, math.Inf(1)}, FigCount: {math.Inf(-1), math.Inf(1)},
	FigDecided: {0, 100}, FigSeat: {0, 100},
}

// possible refuses a goal no value can be shown to meet: a band outside
// what the figure can be (decided>=150: no more than every game has a
// winner), or, for a share of games (decided, seat_advantage), one that
// leaves it a single number (decided>=100, seat_advantage<=0): the
// interval of a share never closes on one number, however many games are
// played (a count can: a game of fixed length has length=52 exactly). A
// race for it would spend its budget for an answer it cannot give.
func (t Target) possible() error {
	r := figureRanges[t.Figure]
	lo, hi := math.Max(t.Lo, r[0]), math.Min(t.Hi, r[1])
	switch {
	case lo > hi:
		return fmt.Errorf("no value can meet it: %s is %s, from %s to %s", t.Key(), rangeWords(t.Figure), fmtNum(r[0]), rangeEnd(r[1]))
	case lo == hi && (t.Figure == FigDecided || t.Figure == FigSeat):
		return fmt.Errorf("no value can be shown to meet it: it leaves %s only %s, and the interval of a share of games never closes "+
			"on one number, however many games are played; give a band, such as %s", t.Key(), fmtNum(lo), t.widened(lo))
	}
	return nil
}

// rangeWords says what a figure is, for the refusal of a goal out of its
// range.
func rangeWords(figure string) string {
	switch figure {
	case FigDecided:
		return "the percent of games with a winner"
	case FigSeat:
		return "points of the games with a winner"
	}
	return "a count " + figureUnits[figure]
}

// rangeEnd writes the top of a figure's range.
func rangeEnd(x float64) string {
	if math.IsInf(x, 1) {
		return "any number"
	}
	return fmtNum(x)
}

// widened is a band around x the figure can take, for the refusal.
func (t Target) widened(x float64) string {
	r := figureRanges[t.Figure]
	w := math.Max(1, math.Abs(x)/20)
	lo, hi := math.Max(x-w, r[0]), math.Min(x+w, r[1])
	switch {
	case lo == r[0] && !math.IsInf(r[0], -1) && x == r[0]:
		return fmt.Sprintf("%s<=%s", t.Key(), fmtNum(hi))
	case hi == r[1] && x == r[1]:
		return fmt.Sprintf("%s>=%s", t.Key(), fmtNum(lo))
	}
	return fmt.Sprintf("%s=%s..%s", t.Key(), fmtNum(lo), fmtNum(hi))
}
