package engine_test

import (
	"fmt"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The engine's tests play Race, the game written in Go of package
// enginetest.

// scripted is an agent that plays the moves it is given, in order, and
// records when it was asked.
type scripted struct {
	moves []*notation.Move
	asked []bool // optional, per question
}

func (a *scripted) Choose(g engine.Game, seat int, optional bool) (*notation.Move, bool, error) {
	a.asked = append(a.asked, optional)
	if len(a.moves) == 0 {
		return nil, false, nil
	}
	m := a.moves[0]
	a.moves = a.moves[1:]
	return m, true, nil
}

func randomAgents(n int, seed uint64) []engine.Agent {
	out := make([]engine.Agent, n)
	for i := range out {
		out[i] = engine.NewRandomBot(seed*10 + uint64(i))
	}
	return out
}

// lastLine is the last line of the game's log.
func lastLine(g engine.Game) string {
	log := g.State().Log()
	return log[len(log)-1].Text
}

func TestSelfPlayEndsWithAWinner(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		g := enginetest.New(2)
		n, err := engine.SelfPlay(g, randomAgents(2, seed), 100)
		require.NoError(t, err)
		assert.True(t, g.State().Result().Over)
		assert.Equal(t, 10, g.Total())
		assert.GreaterOrEqual(t, n, 5, "ten takes at least five additions")
		assert.LessOrEqual(t, n, 10)
		assert.Len(t, g.State().Result().Winners, 1)
	}
}

func TestSelfPlayIsDeterministic(t *testing.T) {
	play := func(seed uint64) []core.MoveRecord {
		g := enginetest.New(3)
		_, err := engine.SelfPlay(g, randomAgents(3, seed), 100)
		require.NoError(t, err)
		return g.State().Moves()
	}
	assert.Equal(t, play(7), play(7))
	differ := false
	for seed := uint64(1); seed < 10 && !differ; seed++ {
		differ = fmt.Sprint(play(seed)) != fmt.Sprint(play(seed+100))
	}
	assert.True(t, differ, "different seeds play different games")
}

func TestSelfPlayStopsAtMaxMoves(t *testing.T) {
	g := enginetest.New(2)
	n, err := engine.SelfPlay(g, randomAgents(2, 1), 3)
	require.Error(t, err)
	assert.Equal(t, 3, n)
	assert.Contains(t, err.Error(), "did not end within 3 moves")
}

func TestStepOffersOutOfTurnFirst(t *testing.T) {
	g := enginetest.New(3)
	g.SetOthers(2)
	shouter := &scripted{moves: []*notation.Move{enginetest.Shout()}}
	mover := &scripted{moves: []*notation.Move{enginetest.Add(2)}}
	agents := []engine.Agent{mover, &scripted{}, shouter}
	n, err := engine.Step(g, agents)
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	assert.Equal(t, []bool{true}, shouter.asked, "the out-of-turn seat was asked first, as optional")
	assert.Empty(t, mover.asked, "the shout was the step's move")
	assert.Equal(t, "seat 3 shouts.", lastLine(g))

	n, err = engine.Step(g, agents)
	require.NoError(t, err)
	assert.Equal(t, 1, n)
	assert.Equal(t, []bool{false}, mover.asked, "then the seat to decide, not optional")
	assert.Equal(t, 2, g.Total())
}

func TestStepDeclinedOutOfTurn(t *testing.T) {
	g := enginetest.New(2)
	g.SetOthers(1)
	quiet := &scripted{}
	mover := &scripted{moves: []*notation.Move{enginetest.Add(1)}}
	_, err := engine.Step(g, []engine.Agent{mover, quiet})
	require.NoError(t, err)
	assert.Equal(t, []bool{true}, quiet.asked)
	assert.Equal(t, 1, g.Total(), "play went on with the seat to decide")
}

func TestStepWhenTheDeciderHasNoMove(t *testing.T) {
	g := enginetest.New(2)
	_, err := engine.Step(g, []engine.Agent{&scripted{}, &scripted{}})
	var se *engine.ScriptError
	require.ErrorAs(t, err, &se)
	assert.Contains(t, se.Msg, "seat 1 must decide but has no legal move")
}

func TestStepRefusedMove(t *testing.T) {
	g := enginetest.New(2)
	_, err := engine.Step(g, []engine.Agent{&scripted{moves: []*notation.Move{enginetest.Add(3)}}, &scripted{}})
	var im *engine.IllegalMove
	require.ErrorAs(t, err, &im)
	assert.Equal(t, "RACE-1: add 1 or 2, up to 10", im.Reason)
	assert.Equal(t, 0, g.Total())
}

func TestRandomBotDeclinesHalfTheTime(t *testing.T) {
	g := enginetest.New(2)
	g.SetOthers(1)
	bot := engine.NewRandomBot(3)
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
	d := engine.Decision{Seat: 0, Others: []int{2}}
	plain, out := &engine.Verb{}, &engine.Verb{OutOfTurn: true}
	assert.True(t, d.MayAct(0, plain))
	assert.True(t, d.MayAct(0, out))
	assert.False(t, d.MayAct(2, plain))
	assert.True(t, d.MayAct(2, out))
	assert.False(t, d.MayAct(1, out))
}

func TestErrorsRead(t *testing.T) {
	assert.Equal(t, "a.lua:3: boom", (&engine.ScriptError{File: "a.lua", Line: 3, Msg: "boom"}).Error())
	assert.Equal(t, "a.lua: boom", (&engine.ScriptError{File: "a.lua", Msg: "boom"}).Error())
	assert.Equal(t, "boom", (&engine.ScriptError{Msg: "boom"}).Error())
	assert.Equal(t, `illegal move "add 3": too much`, (&engine.IllegalMove{Move: "add 3", Reason: "too much"}).Error())
	assert.Equal(t, "Race is played by 2 to 4 players", (&engine.ConfigError{Msg: "Race is played by 2 to 4 players"}).Error())
}

// TestOutOfTurnNamesEachSeatOnce checks that seats named many times among
// the others are offered a move once each, in the order first named.
func TestOutOfTurnNamesEachSeatOnce(t *testing.T) {
	many := make([]int, 1_000_000)
	for i := range many {
		many[i] = i % 3
	}
	assert.Equal(t, []int{1, 2}, engine.Decision{Seat: 0, Others: many}.OutOfTurn())
	assert.Equal(t, []int{2, 1}, engine.Decision{Seat: 0, Others: []int{2, 1}}.OutOfTurn())
	assert.Empty(t, engine.Decision{Seat: 0}.OutOfTurn())
}

// asking counts the decisions a game is asked for.
type asking struct {
	engine.Game
	asked int
}

func (a *asking) ToAct() (engine.Decision, error) {
	a.asked++
	return a.Game.ToAct()
}

// Self-play asks for each decision once: a move made, then the next
// decision, and once more to see the game over.
func TestSelfPlayAsksEachDecisionOnce(t *testing.T) {
	g := &asking{Game: enginetest.New(2)}
	n, err := engine.SelfPlay(g, randomAgents(2, 3), 100)
	require.NoError(t, err)
	require.True(t, g.State().Result().Over)
	assert.Equal(t, n+1, g.asked)
}
