package lua

import (
	"runtime/debug"
	"testing"

	"github.com/rulerun/rulerun/runtime/sim"
)

// benchSimulate plays whole games as rulerun simulate does (sim.Run on
// one worker, random bots): the engine's measures and counts included,
// the effects and rule codes with them. It reports games per second, of
// the clock and of the CPU (which a busy machine disturbs less).
func benchSimulate(b *testing.B, path string) {
	defer debug.SetGCPercent(debug.SetGCPercent(400))
	s, err := Load(path)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	cpu := cpuTime()
	games := 0
	err = sim.Run(s, sim.Options{Games: b.N, Seed: 1, Workers: 1}, func(r sim.Record) {
		if r.Error != "" {
			b.Fatal(r.Error)
		}
		games++
	})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportMetric(float64(games)/b.Elapsed().Seconds(), "games/s")
	if used := cpuTime() - cpu; used > 0 {
		b.ReportMetric(float64(games)/used.Seconds(), "games/cpu_s")
	}
}

// BenchmarkSimulateUnu measures Unu played by the simulator, 4 seats.
func BenchmarkSimulateUnu(b *testing.B) { benchSimulate(b, "../../scripts/unu.lua") }

// BenchmarkSimulateUnoCorns measures UnoCorns played by the simulator:
// long matches, many effects a game.
func BenchmarkSimulateUnoCorns(b *testing.B) { benchSimulate(b, "../../scripts/unocorns.lua") }

// BenchmarkSimulateRumski measures Rumski played by the simulator: long
// games of random bots, whose loop detection keys a large table at every
// move.
func BenchmarkSimulateRumski(b *testing.B) { benchSimulate(b, "../../scripts/rumski.lua") }

// BenchmarkSimulateGoFish measures Go Fish played by the simulator: a
// game whose bots are judged by a standing hook.
func BenchmarkSimulateGoFish(b *testing.B) { benchSimulate(b, "../../scripts/gofish.lua") }

// BenchmarkSimulateGolf measures Golf played by the simulator: a patience
// for one, won or lost.
func BenchmarkSimulateGolf(b *testing.B) { benchSimulate(b, "../../scripts/golf.lua") }

// BenchmarkSimulateRummy500 measures Rummy 500 played by the simulator:
// melds of one's own, digs into the discard pile, a match to 500.
func BenchmarkSimulateRummy500(b *testing.B) { benchSimulate(b, "../../scripts/rummy500.lua") }

// BenchmarkSimulateOldMaid measures Old Maid played by the simulator: a
// game lost by one seat and won by nobody.
func BenchmarkSimulateOldMaid(b *testing.B) { benchSimulate(b, "../../scripts/oldmaid.lua") }

// BenchmarkSimulateOhHell measures Oh Hell played by the simulator: a
// match whose hand size changes each deal, read from a function.
func BenchmarkSimulateOhHell(b *testing.B) { benchSimulate(b, "../../scripts/ohhell.lua") }

// BenchmarkSimulateEuchre measures Euchre played by the simulator: a
// match of hands whose trumps are made in phases before the play.
func BenchmarkSimulateEuchre(b *testing.B) { benchSimulate(b, "../../scripts/euchre.lua") }

// BenchmarkSimulateScopa measures Scopa played by the simulator: a
// fishing game of captures, a match to 11.
func BenchmarkSimulateScopa(b *testing.B) { benchSimulate(b, "../../scripts/scopa.lua") }

// BenchmarkSimulateDurak measures Durak played by the simulator: bouts of
// attacks and throw-ins, one loser.
func BenchmarkSimulateDurak(b *testing.B) { benchSimulate(b, "../../scripts/durak.lua") }

// BenchmarkSimulateBlackjack measures Blackjack played by the simulator:
// a match of rounds against the house, won by the most chips.
func BenchmarkSimulateBlackjack(b *testing.B) { benchSimulate(b, "../../scripts/blackjack.lua") }

// BenchmarkSimulateKlondike measures Klondike played by the simulator: a
// patience for one, with a tableau of runs and foundations.
func BenchmarkSimulateKlondike(b *testing.B) { benchSimulate(b, "../../scripts/klondike.lua") }

// BenchmarkSimulateGin measures Gin Rummy played by the simulator: long
// matches of two random bots, a search for the least deadwood at each
// listing.
func BenchmarkSimulateGin(b *testing.B) { benchSimulate(b, "../../scripts/gin.lua") }

// BenchmarkSimulateRatscrew measures Egyptian Ratscrew played by the
// simulator: slaps raced out of turn.
func BenchmarkSimulateRatscrew(b *testing.B) { benchSimulate(b, "../../scripts/ratscrew.lua") }

// BenchmarkSimulateCrazyEights measures Crazy Eights played by the
// simulator: long games of random bots.
func BenchmarkSimulateCrazyEights(b *testing.B) { benchSimulate(b, "../../scripts/crazyeights.lua") }

// BenchmarkSimulateCribbage measures Cribbage played by the simulator: a
// game for two scored as it is played.
func BenchmarkSimulateCribbage(b *testing.B) { benchSimulate(b, "../../scripts/cribbage.lua") }
