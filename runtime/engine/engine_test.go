package engine

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// race is a game written in Go for the engine's tests: seats take turns
// adding 1 or 2 to a total, and whoever makes it exactly 10 wins. While
// others is set, the seats it names may act out of turn with "shout".
type race struct {
	st      *core.State
	grammar *notation.Grammar
	others  []int
}

func newRace(t testing.TB, seats int) *race {
	t.Helper()
	d, err := core.NewDeck(core.French52())
	require.NoError(t, err)
	st, err := core.NewState(core.Config{Deck: d, Seats: seats, Piles: []core.PileSpec{{Name: "box"}}})
	require.NoError(t, err)
	require.NoError(t, st.SetVar("total", 0.0))
	g, err := notation.NewGrammar([]string{"add <n>", "shout"})
	require.NoError(t, err)
	return &race{st: st, grammar: g}
}

func (r *race) total() int { return int(r.st.Var("total").(float64)) }

func (r *race) ToAct() (Decision, error) {
	if r.st.Result().Over {
		return Decision{Over: true}, nil
	}
	return Decision{Seat: r.st.Turn().Current, Others: r.others}, nil
}

func (r *race) Moves(seat int) ([]*notation.Move, error) {
	var out []*notation.Move
	for _, m := range []*notation.Move{r.add(1), r.add(2), {Verb: 1}} {
		if im, _ := r.Check(seat, m); im == nil {
			out = append(out, m)
		}
	}
	return out, nil
}

func (r *race) add(n int) *notation.Move {
	return &notation.Move{Verb: 0, Args: []notation.Value{{Set: true, Num: n}}}
}

func (r *race) RandomMove(seat int, rng *rand.Rand) (*notation.Move, error) {
	moves, _ := r.Moves(seat)
	if len(moves) == 0 {
		return nil, nil
	}
	return moves[rng.IntN(len(moves))], nil
}

func (r *race) Check(seat int, m *notation.Move) (*IllegalMove, error) {
	d, _ := r.ToAct()
	if m.Verb == 1 {
		if !d.MayAct(seat, &Verb{OutOfTurn: true}) || seat == d.Seat {
			return &IllegalMove{Reason: "only the others may shout"}, nil
		}
		return nil, nil
	}
	if seat != d.Seat {
		return &IllegalMove{Reason: "it is not your turn"}, nil
	}
	if n := m.Args[0].Num; n < 1 || n > 2 || r.total()+n > 10 {
		return &IllegalMove{Reason: "add 1 or 2, up to 10"}, nil
	}
	return nil, nil
}

func (r *race) PlayMove(seat int, m *notation.Move) error {
	if im, _ := r.Check(seat, m); im != nil {
		return im
	}
	if m.Verb == 1 {
		r.st.Say(fmt.Sprintf("seat %d shouts", seat+1))
		r.others = nil
		return nil
	}
	total := r.total() + m.Args[0].Num
	if err := r.st.SetVar("total", float64(total)); err != nil {
		return err
	}
	r.st.RecordMove(seat, r.grammar.Format(m, r.st.Deck()))
	if total == 10 {
		return r.st.EndGame([]int{seat}, "made ten")
	}
	r.st.Advance(1)
	return nil
}

func (r *race) Status(int) (string, error)  { return fmt.Sprintf("total %d", r.total()), nil }
func (r *race) Notation() *notation.Grammar { return r.grammar }
func (r *race) State() *core.State          { return r.st }
func (r *race) Copy() Game                  { c := *r; c.st = r.st.Clone(); return &c }
func (r *race) Save() ([]byte, error)       { return json.Marshal(r.st) }

// scripted is an agent that plays the moves it is given, in order, and
// records when it was asked.
type scripted struct {
	moves []*notation.Move
	asked []bool // optional, per question
}

func (a *scripted) Choose(g Game, seat int, optional bool) (*notation.Move, bool, error) {
	a.asked = append(a.asked, optional)
	if len(a.moves) == 0 {
		return nil, false, nil
	}
	m := a.moves[0]
	a.moves = a.moves[1:]
	return m, true, nil
}

func randomAgents(n int, seed uint64) []Agent {
	out := make([]Agent, n)
	for i := range out {
		out[i] = NewRandomBot(seed*10 + uint64(i))
	}
	return out
}

func TestSelfPlayEndsWithAWinner(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		g := newRace(t, 2)
		n, err := SelfPlay(g, randomAgents(2, seed), 100)
		require.NoError(t, err)
		assert.True(t, g.st.Result().Over)
		assert.Equal(t, 10, g.total())
		assert.GreaterOrEqual(t, n, 5, "ten takes at least five additions")
		assert.LessOrEqual(t, n, 10)
		assert.Len(t, g.st.Result().Winners, 1)
	}
}

func TestSelfPlayIsDeterministic(t *testing.T) {
	play := func(seed uint64) []core.MoveRecord {
		g := newRace(t, 3)
		_, err := SelfPlay(g, randomAgents(3, seed), 100)
		require.NoError(t, err)
		return g.st.Moves()
	}
	assert.Equal(t, play(7), play(7))
	differ := false
	for seed := uint64(1); seed < 10 && !differ; seed++ {
		differ = fmt.Sprint(play(seed)) != fmt.Sprint(play(seed+100))
	}
	assert.True(t, differ, "different seeds play different games")
}

func TestSelfPlayStopsAtMaxMoves(t *testing.T) {
	g := newRace(t, 2)
	n, err := SelfPlay(g, randomAgents(2, 1), 3)
	require.Error(t, err)
	assert.Equal(t, 3, n)
	assert.Contains(t, err.Error(), "did not end within 3 moves")
}

func TestStepOffersOutOfTurnFirst(t *testing.T) {
	g := newRace(t, 3)
	g.others = []int{2}
	shouter := &scripted{moves: []*notation.Move{{Verb: 1}}}
	mover := &scripted{moves: []*notation.Move{g.add(2)}}
	agents := []Agent{mover, &scripted{}, shouter}
	n, err := Step(g, agents)
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	assert.Equal(t, []bool{true}, shouter.asked, "the out-of-turn seat was asked first, as optional")
	assert.Empty(t, mover.asked, "the shout was the step's move")
	assert.Equal(t, "seat 3 shouts", g.st.Log()[0].Text)

	n, err = Step(g, agents)
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	assert.Equal(t, []bool{false}, mover.asked, "then the seat to decide, not optional")
	assert.Equal(t, 2, g.total())
}

func TestStepDeclinedOutOfTurn(t *testing.T) {
	g := newRace(t, 2)
	g.others = []int{1}
	quiet := &scripted{}
	mover := &scripted{moves: []*notation.Move{g.add(1)}}
	_, err := Step(g, []Agent{mover, quiet})
	require.NoError(t, err)
	assert.Equal(t, []bool{true}, quiet.asked)
	assert.Equal(t, 1, g.total(), "play went on with the seat to decide")
}

func TestStepWhenTheDeciderHasNoMove(t *testing.T) {
	g := newRace(t, 2)
	_, err := Step(g, []Agent{&scripted{}, &scripted{}})
	var se *ScriptError
	require.ErrorAs(t, err, &se)
	assert.Contains(t, se.Msg, "seat 1 must decide but has no legal move")
}

func TestStepRefusedMove(t *testing.T) {
	g := newRace(t, 2)
	_, err := Step(g, []Agent{&scripted{moves: []*notation.Move{g.add(3)}}, &scripted{}})
	var im *IllegalMove
	require.ErrorAs(t, err, &im)
	assert.Equal(t, "add 1 or 2, up to 10", im.Reason)
	assert.Equal(t, 0, g.total())
}

func TestRandomBotDeclinesHalfTheTime(t *testing.T) {
	g := newRace(t, 2)
	g.others = []int{1}
	bot := NewRandomBot(3)
	acted := 0
	for range 200 {
		_, ok, err := bot.Choose(g, 1, true)
		require.NoError(t, err)
		if ok {
			acted++
		}
	}
	assert.InDelta(t, 100, acted, 30)
}

func TestDecisionMayAct(t *testing.T) {
	d := Decision{Seat: 0, Others: []int{2}}
	plain, out := &Verb{}, &Verb{OutOfTurn: true}
	assert.True(t, d.MayAct(0, plain))
	assert.True(t, d.MayAct(0, out))
	assert.False(t, d.MayAct(2, plain))
	assert.True(t, d.MayAct(2, out))
	assert.False(t, d.MayAct(1, out))
}

func TestErrorsRead(t *testing.T) {
	assert.Equal(t, "a.lua:3: boom", (&ScriptError{File: "a.lua", Line: 3, Msg: "boom"}).Error())
	assert.Equal(t, "a.lua: boom", (&ScriptError{File: "a.lua", Msg: "boom"}).Error())
	assert.Equal(t, "boom", (&ScriptError{Msg: "boom"}).Error())
	assert.Equal(t, `illegal move "add 3": too much`, (&IllegalMove{Move: "add 3", Reason: "too much"}).Error())
}
