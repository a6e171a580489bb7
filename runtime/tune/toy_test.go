package tune

import (
	"encoding/json"
	"math/rand/v2"
	"strconv"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
)

// toy is a game of known answers for the race: two seats take turns to
// "go"; the game ends after exactly `length` moves (its option, 5 by
// default), won by seat 1 with chance 1/2 + edge/100 (its option edge, 0
// by default), else by seat 2. Its length is its option length, and its
// first seat's advantage edge points.
type toy struct {
	st      *core.State
	grammar *notation.Grammar
	length  int
	edge    int
}

type toySource struct{}

func (toySource) File() string                    { return "toy.go" }
func (toySource) Instance() (engine.Rules, error) { return toyRules{}, nil }

type toyRules struct{}

func (toyRules) Describe() *engine.Description {
	return &engine.Description{Name: "toy", MinSeats: 2, MaxSeats: 2, DefaultSeats: 2, Verbs: []engine.Verb{{Name: "go"}}}
}
func (toyRules) Where(string) (string, int)          { return "", 0 }
func (toyRules) Close()                              {}
func (toyRules) Restore([]byte) (engine.Game, error) { return nil, nil }

func (toyRules) NewGame(cfg engine.Config) (engine.Game, error) {
	d, err := core.NewDeck(core.French52())
	if err != nil {
		return nil, err
	}
	st, err := core.NewState(core.Config{Deck: d, Seats: 2, Seed: cfg.Seed, Piles: []core.PileSpec{{Name: "stock"}}})
	if err != nil {
		return nil, err
	}
	g, _ := notation.NewGrammar([]string{"go"})
	t := &toy{st: st, grammar: g, length: 5}
	for name, to := range map[string]*int{"length": &t.length, "edge": &t.edge} {
		if v, ok := cfg.Options[name]; ok {
			if *to, err = strconv.Atoi(v); err != nil {
				return nil, &engine.ConfigError{Options: true, Msg: name + " is a whole number"}
			}
		}
	}
	return t, nil
}

func (g *toy) ToAct() (engine.Decision, error) {
	return engine.Decision{Seat: g.st.Turn().Current, Over: g.st.Result().Over}, nil
}
func (g *toy) Moves(int) ([]*notation.Move, error) { return []*notation.Move{{Verb: 0}}, nil }
func (g *toy) RandomMove(int, *rand.Rand) (*notation.Move, error) {
	return &notation.Move{Verb: 0}, nil
}
func (g *toy) Check(int, *notation.Move) (*engine.IllegalMove, error) { return nil, nil }

func (g *toy) PlayMove(seat int, m *notation.Move) error {
	g.st.RecordMove(seat, "go")
	if len(g.st.Moves()) < g.length {
		g.st.Advance(1)
		return nil
	}
	w := 1
	if g.st.Random(100) < 50+g.edge {
		w = 0
	}
	return g.st.EndGame([]int{w}, "the end")
}
func (g *toy) Status(int) (string, error)  { return "", nil }
func (g *toy) Notation() *notation.Grammar { return g.grammar }
func (g *toy) State() *core.State          { return g.st }
func (g *toy) Copy() engine.Game           { c := *g; c.st = g.st.Clone(); return &c }
func (g *toy) Save() ([]byte, error)       { return json.Marshal(g.st) }
