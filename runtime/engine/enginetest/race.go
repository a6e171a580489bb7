package enginetest

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
)

// Race is one game of Race (see the package comment). It vets the moves it
// finds legal with [engine.Vetted], as a rules implementation should.
type Race struct {
	st     *core.State
	target int
	others []int
	races  bool          // the seat to act races the others (SetRace)
	gen    uint64        // bumped by every change of st
	vetted engine.Vetted // the moves Check, Moves or RandomMove last found legal
	// Checks counts the moves this game checked against its rules (a copy
	// counts its own, from the count it was copied at).
	Checks int
}

// New starts a game of Race with the given seats (2 to 4) and default
// options; it panics on a bad number of seats.
func New(seats int) *Race {
	g, err := Rules{}.NewGame(engine.Config{Seats: seats})
	if err != nil {
		panic(err)
	}
	return g.(*Race)
}

// Add is the move that adds n.
func Add(n int) *notation.Move {
	return &notation.Move{Verb: 0, Args: []notation.Value{{Set: true, Num: n}}}
}

// Shout is the move a seat may make out of turn.
func Shout() *notation.Move { return &notation.Move{Verb: 1} }

// Total is the total so far.
func (g *Race) Total() int { return int(g.st.Var("total").(float64)) }

// SetOthers lets seats act out of turn (shout) until one does.
func (g *Race) SetOthers(seats ...int) { g.others = seats; g.changed() }

// SetRace opens a race (Decision.Races) between the seat to act and the
// seats given, which may shout out of turn, until any of them moves.
func (g *Race) SetRace(seats ...int) { g.others, g.races = seats, true; g.changed() }

// ToAct implements [engine.Game].
func (g *Race) ToAct() (engine.Decision, error) {
	if g.st.Result().Over {
		return engine.Decision{Over: true}, nil
	}
	return engine.Decision{Seat: g.st.Turn().Current, Others: g.others, Races: g.races && len(g.others) > 0}, nil
}

// Moves implements [engine.Game]: add 1, add 2 and shout, when legal.
func (g *Race) Moves(seat int) ([]*notation.Move, error) {
	var out []*notation.Move
	for _, m := range []*notation.Move{Add(1), Add(2), Shout()} {
		if g.refusal(seat, m) == nil {
			out = append(out, m)
		}
	}
	g.vetted = engine.Vet(g.gen, seat, out...)
	return out, nil
}

// RandomMove implements [engine.Game].
func (g *Race) RandomMove(seat int, rng *rand.Rand) (*notation.Move, error) {
	moves, _ := g.Moves(seat)
	if len(moves) == 0 {
		return nil, nil
	}
	var m *notation.Move
	g.vetted, m = engine.VetCopy(g.gen, seat, moves[rng.IntN(len(moves))])
	return m, nil
}

// Check implements [engine.Game].
func (g *Race) Check(seat int, m *notation.Move) (*engine.IllegalMove, error) {
	if g.st.Result().Over {
		return nil, engine.ErrGameOver
	}
	if im := g.refusal(seat, m); im != nil {
		return im, nil
	}
	g.vetted = engine.Vet(g.gen, seat, m)
	return nil, nil
}

// refusal checks a move against the rules: nil, or the rule it breaks.
func (g *Race) refusal(seat int, m *notation.Move) *engine.IllegalMove {
	g.Checks++
	d, _ := g.ToAct()
	refuse := func(reason string, codes ...string) *engine.IllegalMove {
		return &engine.IllegalMove{Seat: seat, Move: engine.Format(g, m), Reason: reason, Codes: codes, File: "race.go", Line: 1}
	}
	if m.Verb == 1 {
		if !d.MayAct(seat, &description.Verbs[1]) || seat == d.Seat {
			return refuse("RACE-2: only the others may shout", "RACE-2")
		}
		return nil
	}
	if seat != d.Seat {
		return refuse(fmt.Sprintf("it is not your turn: seat %d is to play", d.Seat+1))
	}
	if n := m.Args[0].Num; n < 1 || n > 2 || g.Total()+n > g.target {
		return refuse(fmt.Sprintf("RACE-1: add 1 or 2, up to %d", g.target), "RACE-1")
	}
	return nil
}

// PlayMove implements [engine.Game]: a move vetted for this state is not
// checked again.
func (g *Race) PlayMove(seat int, m *notation.Move) error {
	if !g.vetted.Trusts(g.gen, seat, m) {
		im, err := g.Check(seat, m)
		if err != nil {
			return err
		}
		if im != nil {
			return im
		}
	}
	defer g.changed()
	g.st.RecordMove(seat, engine.Format(g, m))
	if g.races {
		g.others, g.races = nil, false // any move ends the race
	}
	if m.Verb == 1 {
		g.st.Say(fmt.Sprintf("seat %d shouts.", seat+1))
		g.others = nil
		return nil
	}
	total := g.Total() + m.Args[0].Num
	if err := g.st.SetVar("total", float64(total)); err != nil {
		return err
	}
	g.st.Say(fmt.Sprintf("seat %d adds %d: %d.", seat+1, m.Args[0].Num, total))
	if total == g.target {
		return g.st.EndGame([]int{seat}, fmt.Sprintf("made %d", g.target))
	}
	g.st.Advance(1)
	return nil
}

func (g *Race) changed() { g.gen++ }

// Status implements [engine.Game].
func (g *Race) Status(int) (string, error) {
	return fmt.Sprintf("total %d of %d", g.Total(), g.target), nil
}

// Notation implements [engine.Game].
func (g *Race) Notation() *notation.Grammar { return grammar }

// State implements [engine.Game].
func (g *Race) State() *core.State { return g.st }

// Copy implements [engine.Game].
func (g *Race) Copy() engine.Game { c := *g; c.st = g.st.Clone(); return &c }

// Save implements [engine.Game].
func (g *Race) Save() ([]byte, error) {
	return json.Marshal(struct {
		Target int         `json:"target"`
		State  *core.State `json:"state"`
	}{g.target, g.st})
}

// Options implements [engine.Optioned].
func (g *Race) Options() map[string]string {
	return map[string]string{"target": fmt.Sprint(g.target)}
}

// Arrange implements [engine.Arranger].
func (g *Race) Arrange(fn func(*core.State) error) error {
	fork := g.st.Clone()
	if err := fn(fork); err != nil {
		return err
	}
	if err := fork.CheckCards(); err != nil {
		return err
	}
	g.st = fork
	g.changed()
	return nil
}
