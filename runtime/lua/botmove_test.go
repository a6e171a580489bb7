package lua

import (
	"fmt"
	"os"
	"slices"
	"testing"
	"time"

	"github.com/rulerun/rulerun/runtime/bots"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/stretchr/testify/require"
)

// TestWebTableBotMove reports (RULERUN_BOTMOVE=1; it times nothing it
// asserts) the CPU time of a bot's move at the web table in the games
// written as functions: each move of seat 1's bot is chosen, as the table
// chooses it, on a copy of the game restored from its save on a host of
// the bots' own, by a bot that lives as long as the table; the other seats
// are greedy. Run it with GOMAXPROCS=1 (docs/performance.md).
func TestWebTableBotMove(t *testing.T) {
	if os.Getenv("RULERUN_BOTMOVE") == "" {
		t.Skip("set RULERUN_BOTMOVE=1 to measure a bot's move at the web table")
	}
	tables := []struct {
		game  string
		seats int
		bot   string
	}{
		{"unu-v2", 4, "ismcts"}, {"thirteen-v2", 4, "ismcts"}, {"unu-v2", 10, "ismcts"},
		{"unu-v2", 4, "greedy"}, {"thirteen-v2", 4, "greedy"}, {"unu-v2", 10, "greedy"},
	}
	for _, tt := range tables {
		s := mustLoad(t, "../../docs/examples/"+tt.game+".lua")
		var times []time.Duration
		for seed := uint64(1); seed <= 8; seed++ {
			times = append(times, botMoves(t, s, tt.seats, tt.bot, seed)...)
		}
		slices.Sort(times)
		var sum time.Duration
		for _, d := range times {
			sum += d
		}
		fmt.Printf("%s, %d seats, %s: %d moves, CPU a move: worst %v, 99th %v, median %v, mean %v\n", tt.game, tt.seats, tt.bot,
			len(times), times[len(times)-1].Round(time.Millisecond), times[len(times)*99/100].Round(time.Millisecond),
			times[len(times)/2].Round(time.Millisecond), (sum / time.Duration(len(times))).Round(time.Millisecond))
	}
}

// botMoves plays one game of seed and returns the CPU time of each move of
// seat 0's bot, restored from the save on a host of its own as the web
// table's bots are.
func botMoves(t *testing.T, s *Script, seats int, name string, seed uint64) []time.Duration {
	table, err := s.NewHost()
	require.NoError(t, err)
	defer table.Close()
	own, err := s.NewHost()
	require.NoError(t, err)
	defer own.Close()
	g, err := table.NewGame(Config{Seats: seats, Seed: seed})
	require.NoError(t, err)
	bot, err := bots.NewBot(name, bots.Seed(seed, 0))
	require.NoError(t, err)
	others := make([]engine.Agent, seats)
	for i := range others {
		others[i], err = bots.NewBot("greedy", bots.Seed(seed, i))
		require.NoError(t, err)
	}
	var times []time.Duration
	for range maxSelfPlayMoves {
		d, err := g.ToAct()
		require.NoError(t, err)
		if d.Over {
			break
		}
		if d.Seat != 0 {
			_, err := engine.Step(g, others)
			require.NoError(t, err)
			continue
		}
		start := cpuTime()
		c, err := own.Restore(mustSave(t, g))
		require.NoError(t, err)
		m, ok, err := bot.Choose(c, 0, false)
		times = append(times, cpuTime()-start)
		require.NoError(t, err)
		require.True(t, ok)
		require.NoError(t, g.PlayMove(0, m))
	}
	return times
}
