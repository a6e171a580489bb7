package lua

import (
	"github.com/rulerun/rulerun/runtime/engine"
	"runtime/debug"
	"testing"
)

// benchSelfPlay plays whole games with random bots on one host, one after
// another on one goroutine, and reports actions (moves made) per second.
// The garbage collector runs as it does under rulerun validate.
func benchSelfPlay(b *testing.B, path string, seats int) {
	defer debug.SetGCPercent(debug.SetGCPercent(400))
	s, err := Load(path)
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
	for i := range b.N {
		g, err := h.NewGame(Config{Seats: seats, Seed: uint64(i)})
		if err != nil {
			b.Fatal(err)
		}
		agents := make([]engine.Agent, seats)
		for j := range agents {
			agents[j] = engine.NewRandomBot(uint64(i*seats + j))
		}
		n, err := engine.SelfPlay(g, agents, 20000)
		if err != nil {
			b.Fatal(err)
		}
		actions += n
	}
	b.ReportMetric(float64(actions)/b.Elapsed().Seconds(), "actions/s")
	b.ReportMetric(float64(actions)/float64(b.N), "actions/game")
	b.ReportMetric(float64(h.Steps())/float64(actions), "luasteps/action")
}

// BenchmarkUnuSelfPlay measures Unu self-play with random bots, 4 seats.
func BenchmarkUnuSelfPlay(b *testing.B) { benchSelfPlay(b, "../../scripts/unu.lua", 4) }
