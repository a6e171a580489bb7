package tune

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// The figures a target may name, as simulate measures them.
const (
	FigLength     = "length"         // mean moves a game
	FigRounds     = "rounds"         // mean finished rounds a game
	FigSeat       = "seat_advantage" // points between the seat furthest from a fair share of decided games and that share
	FigDecided    = "decided"        // percent of games with a winner
	FigLeadChange = "lead_changes"   // mean lead changes a game
	FigEffect     = "effect"         // effect.NAME: times a game a card effect fired
	FigVerb       = "verb"           // verb.NAME: moves of a verb a game
	FigCount      = "count"          // count.NAME: a script's counter a game
)

// figureUnits are the units of each figure, for people.
var figureUnits = map[string]string{
	FigLength: "moves a game", FigRounds: "rounds a game", FigSeat: "points", FigDecided: "% of games",
	FigLeadChange: "a game", FigEffect: "a game", FigVerb: "a game", FigCount: "a game",
}

// Target is a figure and the band a designer wants it in: Lo and Hi are
// both included, and infinite on an open side.
type Target struct {
	Expr   string  // as typed
	Figure string  // one of the Fig constants
	Name   string  // the effect's, verb's or counter's name
	Lo, Hi float64 // the band
}

// Units says what the target's figure counts.
func (t Target) Units() string { return figureUnits[t.Figure] }

// Key names the target's figure: length, effect.skip.
func (t Target) Key() string {
	if t.Name != "" {
		return t.Figure + "." + t.Name
	}
	return t.Figure
}

// ParseTarget reads a figure with a goal: length=25..35, length=30,
// seat_advantage<=3, decided>=95, lead_changes>=2, effect.skip=1..2.
func ParseTarget(s string) (Target, error) {
	expr := strings.TrimSpace(s)
	i := strings.IndexAny(expr, "<>=")
	if i <= 0 {
		return Target{}, fmt.Errorf("%q: write a figure and its goal, such as length=25..35, seat_advantage<=3 or decided>=95", s)
	}
	t := Target{Expr: expr, Lo: math.Inf(-1), Hi: math.Inf(1)}
	if err := t.figure(strings.TrimSpace(expr[:i])); err != nil {
		return Target{}, fmt.Errorf("%q: %w", s, err)
	}
	if err := t.goal(expr[i:]); err != nil {
		return Target{}, fmt.Errorf("%q: %w", s, err)
	}
	if err := t.possible(); err != nil {
		return Target{}, fmt.Errorf("%q: %w", s, err)
	}
	return t, nil
}

// figure reads the figure's name.
func (t *Target) figure(name string) error {
	kind, sub, dotted := strings.Cut(name, ".")
	switch {
	case dotted && (kind == FigEffect || kind == FigVerb || kind == FigCount):
		if strings.TrimSpace(sub) == "" {
			return fmt.Errorf("%s. names no %s", kind, kind)
		}
		t.Figure, t.Name = kind, strings.TrimSpace(sub)
	case !dotted && figureUnits[name] != "" && name != FigEffect && name != FigVerb && name != FigCount:
		t.Figure = name
	default:
		return fmt.Errorf("no figure %q: give length, rounds, seat_advantage, decided, lead_changes, effect.NAME, verb.NAME or count.NAME", name)
	}
	return nil
}

// goal reads <=X, >=X, =X or =LO..HI.
func (t *Target) goal(g string) error {
	var op string
	for _, o := range []string{"<=", ">=", "="} {
		if strings.HasPrefix(g, o) {
			op = o
			break
		}
	}
	if op == "" {
		return fmt.Errorf("%q: a goal is <=X, >=X, =X or =LO..HI", g)
	}
	rest := strings.TrimSpace(g[len(op):])
	if op == "=" {
		if lo, hi, ok := strings.Cut(rest, ".."); ok {
			return t.band(lo, hi)
		}
		return t.band(rest, rest)
	}
	x, err := number(rest)
	if err != nil {
		return err
	}
	if op == "<=" {
		t.Hi = x
	} else {
		t.Lo = x
	}
	return nil
}

// band reads the ends of LO..HI.
func (t *Target) band(los, his string) error {
	lo, err := number(los)
	if err != nil {
		return err
	}
	hi, err := number(his)
	if err != nil {
		return err
	}
	if hi < lo {
		return fmt.Errorf("%s..%s: the band ends before it starts", los, his)
	}
	t.Lo, t.Hi = lo, hi
	return nil
}

// number reads a finite number.
func number(s string) (float64, error) {
	x, err := strconv.ParseFloat(strings.TrimSpace(s), 64)
	if err != nil || math.IsInf(x, 0) || math.IsNaN(x) {
		return 0, fmt.Errorf("%q is not a number", strings.TrimSpace(s))
	}
	return x, nil
}

// Band writes the target's band for people: 25..35, <= 3, >= 95.
func (t Target) Band() string {
	switch {
	case math.IsInf(t.Lo, -1):
		return "<= " + fmtNum(t.Hi)
	case math.IsInf(t.Hi, 1):
		return ">= " + fmtNum(t.Lo)
	case t.Lo == t.Hi:
		return "= " + fmtNum(t.Lo)
	}
	return fmtNum(t.Lo) + ".." + fmtNum(t.Hi)
}

func fmtNum(x float64) string { return strconv.FormatFloat(x, 'f', -1, 64) }
