package lua

import (
	"context"
	"runtime/debug"
	"sync/atomic"
	"testing"

	"github.com/rulerun/rulerun/runtime/bots"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/sandbox"
	lua "github.com/yuin/gopher-lua"
)

// benchSelfPlay plays whole games with random bots on one host, one after
// another on one goroutine, and reports actions (moves made) per second.
// The garbage collector runs as it does under rulerun validate.
func benchSelfPlay(b *testing.B, path string, seats int) { benchSelfPlayOf(b, Load, path, seats) }

// benchSelfPlayOf is benchSelfPlay of a script loaded by load.
func benchSelfPlayOf(b *testing.B, load func(string) (*Script, error), path string, seats int) {
	defer debug.SetGCPercent(debug.SetGCPercent(400))
	s, err := load(path)
	if err != nil {
		b.Fatal(err)
	}
	h, err := s.NewHost()
	if err != nil {
		b.Fatal(err)
	}
	actions := 0
	b.ReportAllocs()
	b.ResetTimer()
	cpu := cpuTime()
	for i := range b.N {
		g, err := h.NewGame(Config{Seats: seats, Seed: uint64(i)})
		if err != nil {
			b.Fatal(err)
		}
		agents := make([]engine.Agent, seats)
		for j := range agents {
			agents[j] = engine.NewRandomBot(uint64(i*seats + j))
		}
		n, err := engine.SelfPlay(g, agents, 100_000) // a match of rounds runs long with random bots
		if err != nil {
			b.Fatal(err)
		}
		actions += n
	}
	b.ReportMetric(float64(actions)/b.Elapsed().Seconds(), "actions/s")
	if used := cpuTime() - cpu; used > 0 {
		b.ReportMetric(float64(actions)/used.Seconds(), "actions/cpu_s")
	}
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
	b.ReportMetric(float64(h.Steps())/float64(actions), "luasteps/action")
	b.ReportMetric(float64(h.Instructions())/float64(actions), "luainstr/action")
	b.ReportMetric(float64(h.vm.thread.Measures())/float64(b.N), "measures/game")
}

// BenchmarkMemoryMeasure measures once the memory a host of UnoCorns holds
// in the middle of a game: the cost of each measure of its memory budget
// (measures/game in the self-play benchmarks says how many a game takes).
func BenchmarkMemoryMeasure(b *testing.B) {
	s, err := Load("../../scripts/unocorns.lua")
	if err != nil {
		b.Fatal(err)
	}
	h, err := s.NewHost()
	if err != nil {
		b.Fatal(err)
	}
	g, err := h.NewGame(Config{Seats: 4, Seed: 1})
	if err != nil {
		b.Fatal(err)
	}
	agents := make([]engine.Agent, 4)
	for j := range agents {
		agents[j] = engine.NewRandomBot(uint64(j))
	}
	if _, err := engine.SelfPlay(g, agents, 200); err != nil && g.State().Result().Over {
		b.Fatal(err)
	}
	var held int64
	b.ReportAllocs()
	for b.Loop() {
		held = h.vm.thread.Memory()
	}
	b.ReportMetric(float64(held), "bytes_held")
}

// BenchmarkUnuSelfPlay measures Unu self-play with random bots, 4 seats.
func BenchmarkUnuSelfPlay(b *testing.B) { benchSelfPlay(b, "../../scripts/unu.lua", 4) }

// BenchmarkUnoCornsSelfPlay measures UnoCorns self-play with random bots, 4
// seats: whole matches of rounds to 500 points.
func BenchmarkUnoCornsSelfPlay(b *testing.B) { benchSelfPlay(b, "../../scripts/unocorns.lua", 4) }

// benchParallelSelfPlay plays whole games as benchSelfPlay does, on every
// core at once: one host per goroutine, the games shared out by number. It
// reports the actions per second of all cores together.
func benchParallelSelfPlay(b *testing.B, path string, seats int) {
	defer debug.SetGCPercent(debug.SetGCPercent(400))
	s, err := Load(path)
	if err != nil {
		b.Fatal(err)
	}
	var next, actions atomic.Int64
	b.ReportAllocs()
	b.ResetTimer()
	b.RunParallel(func(pb *testing.PB) {
		h, err := s.NewHost()
		if err != nil {
			b.Error(err)
			return
		}
		for pb.Next() {
			i := uint64(next.Add(1))
			g, err := h.NewGame(Config{Seats: seats, Seed: i})
			if err != nil {
				b.Error(err)
				return
			}
			agents := make([]engine.Agent, seats)
			for j := range agents {
				agents[j] = engine.NewRandomBot(i*uint64(seats) + uint64(j))
			}
			n, err := engine.SelfPlay(g, agents, 20000)
			if err != nil {
				b.Error(err)
				return
			}
			actions.Add(int64(n))
		}
	})
	b.ReportMetric(float64(actions.Load())/b.Elapsed().Seconds(), "actions/s")
}

// BenchmarkUnuSelfPlayParallel measures Unu self-play on every core.
func BenchmarkUnuSelfPlayParallel(b *testing.B) {
	benchParallelSelfPlay(b, "../../scripts/unu.lua", 4)
}

// BenchmarkThirteenSelfPlayParallel measures Thirteen self-play on every core.
func BenchmarkThirteenSelfPlayParallel(b *testing.B) {
	benchParallelSelfPlay(b, "../../scripts/thirteen.lua", 4)
}

// benchPlainUnu runs testdata/plain_unu.lua, Unu as one plain Lua program
// on a bare gopher-lua state, as the yardstick for self-play speed. With
// counted set, the program runs in rulerun's sandbox under its step budget,
// as rulerun's hosts do, which also counts the program's Lua steps.
func benchPlainUnu(b *testing.B, counted bool) {
	L := lua.NewState()
	call := func(fn lua.LValue, args ...lua.LValue) error {
		return L.CallByParam(lua.P{Fn: fn, NRet: 1, Protect: true}, args...)
	}
	var th *sandbox.Thread
	if counted {
		th = sandbox.New(context.Background(), sandbox.DefaultLimits)
		L = th.L
		call = func(fn lua.LValue, args ...lua.LValue) error { return th.Call(fn.(*lua.LFunction), 1, args...) }
	}
	defer L.Close()
	if err := L.DoFile("testdata/plain_unu.lua"); err != nil {
		b.Fatal(err)
	}
	playGame := L.GetGlobal("play_game")
	actions := 0
	b.ReportAllocs()
	b.ResetTimer()
	cpu := cpuTime()
	for i := range b.N {
		if err := call(playGame, lua.LNumber(i), lua.LNumber(4)); err != nil {
			b.Fatal(err)
		}
		actions += int(L.ToInt(-1))
		L.Pop(1)
	}
	b.ReportMetric(float64(actions)/b.Elapsed().Seconds(), "actions/s")
	if used := cpuTime() - cpu; used > 0 {
		b.ReportMetric(float64(actions)/used.Seconds(), "actions/cpu_s")
	}
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
	if counted {
		b.ReportMetric(float64(th.Steps())/float64(actions), "luasteps/action")
	}
}

// BenchmarkPlainUnu is the yardstick: Unu as one plain Lua program on a bare
// gopher-lua state, 4 random players.
func BenchmarkPlainUnu(b *testing.B) { benchPlainUnu(b, false) }

// BenchmarkPlainUnuBudget is the same program under rulerun's step budget.
func BenchmarkPlainUnuBudget(b *testing.B) { benchPlainUnu(b, true) }

// BenchmarkISMCTSDecision measures decisions per second of the search bot
// at 1,000 iterations in 4-seat Unu, over 40 positions of games between
// random bots where the seat to decide has a choice: as the bot chooses its
// playouts (ismcts:1000; in Unu it settles on short ones) and with
// playouts to the end. A bot plays 10 decisions, about a game's worth, so
// its choice of playouts is made as often as in play. Thirteen, where the
// bot plays to the end, is measured for comparison.
func BenchmarkISMCTSDecision(b *testing.B) {
	unu := decisionPositions(b, "../../scripts/unu.lua", 4, 40)
	for _, name := range []string{"ismcts:1000", "ismcts:1000:end"} {
		b.Run("unu/"+name, func(b *testing.B) { benchDecision(b, unu, name) })
	}
	thirteen := decisionPositions(b, "../../scripts/thirteen.lua", 4, 40)
	b.Run("thirteen/ismcts:1000", func(b *testing.B) { benchDecision(b, thirteen, "ismcts:1000") })
}

// position is a game and the seat that must decide in it.
type position struct {
	g    *Game
	seat int
}

// decisionPositions plays games between random bots and keeps n positions
// in which the seat to decide has more than one legal move.
func decisionPositions(b *testing.B, path string, seats, n int) []position {
	s, err := Load(path)
	if err != nil {
		b.Fatal(err)
	}
	var out []position
	for seed := uint64(1); len(out) < n; seed++ {
		g, err := s.NewGame(Config{Seats: seats, Seed: seed})
		if err != nil {
			b.Fatal(err)
		}
		agents := randomBots(seats, seed)
		for len(out) < n {
			d, err := g.ToAct()
			if err != nil {
				b.Fatal(err)
			}
			if d.Over {
				break
			}
			if moves, err := g.Moves(d.Seat); err == nil && len(moves) > 1 {
				out = append(out, position{g.Clone(), d.Seat})
			}
			if _, err := engine.Step(g, agents); err != nil {
				b.Fatal(err)
			}
		}
	}
	return out
}

func benchDecision(b *testing.B, positions []position, name string) {
	defer debug.SetGCPercent(debug.SetGCPercent(400))
	b.ResetTimer()
	cpu := cpuTime()
	var bot engine.Agent
	for i := range b.N {
		if i%10 == 0 {
			var err error
			if bot, err = bots.NewBot(name, uint64(i)); err != nil {
				b.Fatal(err)
			}
		}
		p := positions[i%len(positions)]
		if _, _, err := bot.Choose(p.g, p.seat, false); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "decisions/s")
	if used := cpuTime() - cpu; used > 0 {
		b.ReportMetric(float64(b.N)/used.Seconds(), "decisions/cpu_s")
	}
}
