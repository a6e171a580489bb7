package enginetest

import (
	"encoding/json"
	"math/rand/v2"
	"slices"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
)

// Nim is a game with a known best move, for the search bot's tests: the
// seats take one or two tokens in turn from a heap, and whoever takes the
// last wins. Leaving a multiple of three wins, so from a heap of 3k+1 or
// 3k+2 only the move that leaves 3k is right. Nothing is hidden. With
// Drawn set, taking the last token ends the game drawn; with StuckAt set,
// a heap of that many tokens leaves the seat to move without a move (a
// broken script). With Rounds above 1 the game is a match of that many
// heaps: taking the last token scores a point and a new round starts
// with a full heap; the most points at the end win, and a seat stands by
// its points (engine.Stander). With WorkAMove set, each move played costs
// that much work (engine.Worker), counted in Worked, which the game's copies
// share. With Proposes set, the game proposes "one" and "two" whatever the
// heap (engine.Proposer), refuses "two" from a heap of one when it is
// played, and counts the moves refused so in Refused.
type Nim struct {
	st        *core.State
	grammar   *notation.Grammar
	heap      int
	full      int
	Drawn     bool
	StuckAt   int
	Rounds    int
	WorkAMove int64
	Worked    *int64
	Proposes  bool
	Refused   *int
}

// NewNim starts a game of Nim from a heap of heap tokens for seats seats.
func NewNim(heap, seats int) *Nim {
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
	return &Nim{st: st, grammar: g, heap: heap, full: heap, Worked: new(int64), Refused: new(int)}
}

// ToAct implements [engine.Game]: the seat whose turn it is.
func (g *Nim) ToAct() (engine.Decision, error) {
	return engine.Decision{Seat: g.st.Turn().Current, Over: g.st.Result().Over}, nil
}

// Moves implements [engine.Game]: take one, or two while two are left.
func (g *Nim) Moves(int) ([]*notation.Move, error) {
	if g.heap == g.StuckAt {
		return nil, nil
	}
	if g.heap < 2 {
		return []*notation.Move{{Verb: 0}}, nil
	}
	return []*notation.Move{{Verb: 0}, {Verb: 1}}, nil
}

// RandomMove implements [engine.Game].
func (g *Nim) RandomMove(seat int, rng *rand.Rand) (*notation.Move, error) {
	moves, _ := g.Moves(seat)
	if len(moves) == 0 {
		return nil, nil
	}
	return moves[rng.IntN(len(moves))], nil
}

// Check implements [engine.Game]: no taking more than the heap.
func (g *Nim) Check(seat int, m *notation.Move) (*engine.IllegalMove, error) {
	if m.Verb+1 > g.heap {
		return &engine.IllegalMove{Seat: seat, Move: "two", Reason: "one token left"}, nil
	}
	return nil, nil
}

// PlayMove implements [engine.Game]; taking the last token ends the game.
func (g *Nim) PlayMove(seat int, m *notation.Move) error {
	if im, _ := g.Check(seat, m); im != nil {
		*g.Refused++
		return im
	}
	*g.Worked += g.WorkAMove
	g.heap -= m.Verb + 1
	g.st.RecordMove(seat, g.grammar.Format(m, g.st.Deck()))
	if g.heap == 0 && g.Drawn {
		return g.st.EndGame(nil, "no tokens left")
	}
	if g.heap == 0 && g.Rounds > 1 {
		return g.endRound(seat)
	}
	if g.heap == 0 {
		return g.st.EndGame([]int{seat}, "took the last token")
	}
	g.st.Advance(1)
	return nil
}

// endRound scores the round seat won and starts the next, or ends the
// match after the last.
func (g *Nim) endRound(seat int) error {
	if err := g.st.AddScore(seat, 1); err != nil {
		return err
	}
	if g.st.RoundNumber() < g.Rounds {
		g.st.NewRound()
		g.heap = g.full
		g.st.Advance(1)
		return nil
	}
	g.st.EndRound()
	totals := g.st.Score().Totals
	best := slices.Max(totals)
	var winners []int
	for s, t := range totals {
		if t == best {
			winners = append(winners, s)
		}
	}
	return g.st.EndGame(winners, "the most heaps taken")
}

// Standings implements [engine.Stander] for a match: each seat's points,
// plus one; nil for a single heap.
func (g *Nim) Standings() ([]float64, error) {
	if g.Rounds <= 1 {
		return nil, nil
	}
	out := make([]float64, g.st.Seats())
	for s := range out {
		out[s] = float64(g.st.Score().Totals[s]) + 1
	}
	return out, nil
}

// Status implements [engine.Game]: Nim has none.
func (g *Nim) Status(int) (string, error) { return "", nil }

// Notation implements [engine.Game]: the verbs one and two.
func (g *Nim) Notation() *notation.Grammar { return g.grammar }

// State implements [engine.Game].
func (g *Nim) State() *core.State { return g.st }

// Copy implements [engine.Game].
func (g *Nim) Copy() engine.Game { c := *g; c.st = g.st.Clone(); return &c }

// Save implements [engine.Game].
func (g *Nim) Save() ([]byte, error) { return json.Marshal(g.st) }

// Determinize implements engine.Determinizer: nothing is hidden.
func (g *Nim) Determinize(int, uint64) engine.Game { return g.Copy() }

// Work implements engine.Worker: the work the moves played cost, on this
// game and its copies.
func (g *Nim) Work() int64 { return *g.Worked }

// Proposed implements engine.Proposer: with Proposes set, "one" and "two"
// whatever the heap, unchecked.
func (g *Nim) Proposed(int) ([]*notation.Move, bool, error) {
	if !g.Proposes || g.heap == g.StuckAt {
		return nil, g.Proposes, nil
	}
	return []*notation.Move{{Verb: 0}, {Verb: 1}}, true, nil
}

// PicksCheaply implements engine.CheapPicker: a game that proposes picks
// cheaply.
func (g *Nim) PicksCheaply() bool { return g.Proposes }
