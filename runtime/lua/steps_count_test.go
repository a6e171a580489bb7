package lua

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/sandbox"
	lua "github.com/yuin/gopher-lua"
)

// TestStepsByHook prints, for the games written as functions, the calls
// into the script and the Lua steps they ran a move of self-play, by hook
// (docs/performance.md, "fourth round"). Run with RULERUN_COUNT=1 -v.
func TestStepsByHook(t *testing.T) {
	if os.Getenv("RULERUN_COUNT") == "" {
		t.Skip("RULERUN_COUNT not set")
	}
	for _, game := range []string{"unu-v2", "thirteen-v2"} {
		calls, steps, charged := map[string]int64{}, map[string]int64{}, map[string]int64{}
		callSeen = func(c string, n, ch int64) { calls[c]++; steps[c] += n - ch; charged[c] += ch }
		s, err := Load("../../docs/examples/" + game + ".lua")
		if err != nil {
			t.Fatal(err)
		}
		h, err := s.NewHost()
		if err != nil {
			t.Fatal(err)
		}
		clear(calls)
		clear(steps)
		clear(charged)
		moves, games := 0, 300
		for i := range games {
			g, err := h.NewGame(Config{Seats: 4, Seed: uint64(i)})
			if err != nil {
				t.Fatal(err)
			}
			agents := make([]engine.Agent, 4)
			for j := range agents {
				agents[j] = engine.NewRandomBot(uint64(i*4 + j))
			}
			n, err := engine.SelfPlay(g, agents, 100_000)
			if err != nil {
				t.Fatal(err)
			}
			moves += n
		}
		callSeen = nil
		var names []string
		var tc, ts int64
		for c := range calls {
			names = append(names, c)
			tc += calls[c]
			ts += steps[c]
		}
		sort.Slice(names, func(i, j int) bool { return steps[names[i]] > steps[names[j]] })
		var b strings.Builder
		fmt.Fprintf(&b, "%s: %d games, %d moves; a move: %.2f calls, %.0f steps\n", game, games, moves, float64(tc)/float64(moves), float64(ts)/float64(moves))
		for _, c := range names {
			fmt.Fprintf(&b, "  %-28s %6.2f calls %7.1f steps  (%.1f a call; charged %.0f a move)\n", c, float64(calls[c])/float64(moves), float64(steps[c])/float64(moves), float64(steps[c])/float64(calls[c]), float64(charged[c])/float64(moves))
		}
		t.Log(b.String())
	}
}

// TestYardstickSteps prints the Lua steps a decision of the plain-Lua Unu
// yardstick (../shared/yardstick/purelua), run in the sandbox. Run with
// RULERUN_COUNT=1 -v.
func TestYardstickSteps(t *testing.T) {
	src, err := os.ReadFile("../../../shared/yardstick/purelua/unu_pure.lua")
	if os.Getenv("RULERUN_COUNT") == "" || err != nil {
		t.Skip("RULERUN_COUNT not set, or no yardstick")
	}
	th := sandbox.New(context.Background(), sandbox.DefaultLimits)
	L := th.L
	rng := rand.New(rand.NewPCG(0, 0))
	L.SetGlobal("rnd", L.NewFunction(func(L *lua.LState) int {
		L.Push(sandbox.Int(rng.IntN(L.CheckInt(1))))
		return 1
	}))
	fn, err := L.LoadString(string(src))
	if err != nil {
		t.Fatal(err)
	}
	if err := th.Call(fn, 1); err != nil {
		t.Fatal(err)
	}
	play := L.Get(-1).(*lua.LFunction)
	L.Pop(1)
	before, actions := th.Steps(), 0
	for g := range 3000 {
		rng = rand.New(rand.NewPCG(1, uint64(g)))
		if err := th.Call(play, 2, lua.LNumber(4)); err != nil {
			t.Fatal(err)
		}
		actions += L.ToInt(-1)
		L.Pop(2)
	}
	t.Logf("yardstick: %d actions, %.1f Lua steps an action", actions, float64(th.Steps()-before)/float64(actions))
}
