package sim

import (
	"encoding/json"
	"math/rand/v2"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
)

// nim is a game with a known best move, for the search bot's tests: the
// seats take one or two tokens in turn from a heap, and whoever takes the
// last wins. Leaving a multiple of three wins, so from a heap of 3k+1 or
// 3k+2 only the move that leaves 3k is right. Nothing is hidden. With
// drawn set, taking the last token ends the game drawn; with stuckAt set,
// a heap of that many tokens leaves the seat to move without a move (a
// broken script).
type nim struct {
	st      *core.State
	grammar *notation.Grammar
	heap    int
	drawn   bool
	stuckAt int
}

func newNim(heap, seats int) *nim {
	d, err := core.NewDeck(core.French52())
	if err != nil {
		panic(err)
	}
	st, err := core.NewState(core.Config{Deck: d, Seats: seats, Seed: 1, Piles: []core.PileSpec{{Name: "stock"}}})
	if err != nil {
		panic(err)
	}
	g, err := notation.NewGrammar([]string{"one", "two"})
	if err != nil {
		panic(err)
	}
	return &nim{st: st, grammar: g, heap: heap}
}

func (g *nim) ToAct() (engine.Decision, error) {
	return engine.Decision{Seat: g.st.Turn().Current, Over: g.st.Result().Over}, nil
}

func (g *nim) Moves(int) ([]*notation.Move, error) {
	if g.heap == g.stuckAt {
		return nil, nil
	}
	if g.heap < 2 {
		return []*notation.Move{{Verb: 0}}, nil
	}
	return []*notation.Move{{Verb: 0}, {Verb: 1}}, nil
}

func (g *nim) RandomMove(seat int, rng *rand.Rand) (*notation.Move, error) {
	moves, _ := g.Moves(seat)
	if len(moves) == 0 {
		return nil, nil
	}
	return moves[rng.IntN(len(moves))], nil
}

func (g *nim) Check(seat int, m *notation.Move) (*engine.IllegalMove, error) {
	if m.Verb+1 > g.heap {
		return &engine.IllegalMove{Seat: seat, Move: "two", Reason: "one token left"}, nil
	}
	return nil, nil
}

func (g *nim) PlayMove(seat int, m *notation.Move) error {
	if im, _ := g.Check(seat, m); im != nil {
		return im
	}
	g.heap -= m.Verb + 1
	g.st.RecordMove(seat, g.grammar.Format(m, g.st.Deck()))
	if g.heap == 0 && g.drawn {
		return g.st.EndGame(nil, "no tokens left")
	}
	if g.heap == 0 {
		return g.st.EndGame([]int{seat}, "took the last token")
	}
	g.st.Advance(1)
	return nil
}

func (g *nim) Status(int) (string, error)  { return "", nil }
func (g *nim) Notation() *notation.Grammar { return g.grammar }
func (g *nim) State() *core.State          { return g.st }
func (g *nim) Copy() engine.Game           { c := *g; c.st = g.st.Clone(); return &c }
func (g *nim) Save() ([]byte, error)       { return json.Marshal(g.st) }

// Determinize implements engine.Determinizer: nothing is hidden.
func (g *nim) Determinize(int, uint64) engine.Game { return g.Copy() }
