package lua

import (
	"cmp"
	"testing"
)

// One self-play benchmark per shipped game (docs/performance.md): whole
// 4-seat games between random bots, as BenchmarkUnuSelfPlay plays Unu.

func BenchmarkRumskiSelfPlay(b *testing.B) { benchSelfPlay(b, "../../scripts/rumski.lua", 4) }

func BenchmarkUnkindnessSelfPlay(b *testing.B) {
	benchSelfPlay(b, "../../scripts/unkindness.lua", 4)
}

func BenchmarkHeartsSelfPlay(b *testing.B) { benchSelfPlay(b, "../../scripts/hearts.lua", 4) }

func BenchmarkCrazyEightsSelfPlay(b *testing.B) {
	benchSelfPlay(b, "../../scripts/crazyeights.lua", 4)
}

func BenchmarkGoFishSelfPlay(b *testing.B) { benchSelfPlay(b, "../../scripts/gofish.lua", 4) }

func BenchmarkSpadesSelfPlay(b *testing.B) { benchSelfPlay(b, "../../scripts/spades.lua", 4) }

// BenchmarkGinSelfPlay plays Gin Rummy, a game of two.
func BenchmarkGinSelfPlay(b *testing.B) { benchSelfPlay(b, "../../scripts/gin.lua", 2) }

// BenchmarkCribbageSelfPlay plays Cribbage, a game for two.
func BenchmarkCribbageSelfPlay(b *testing.B) { benchSelfPlay(b, "../../scripts/cribbage.lua", 2) }

func BenchmarkPresidentSelfPlay(b *testing.B) {
	benchSelfPlay(b, "../../scripts/president.lua", 4)
}

func BenchmarkRatscrewSelfPlay(b *testing.B) { benchSelfPlay(b, "../../scripts/ratscrew.lua", 4) }

// BenchmarkISMCTSDecisionGames measures the search bot's decisions per
// second at its default (ismcts, 1,000 iterations) in the shipped games
// BenchmarkISMCTSDecision does not cover, over 10 positions each.
func BenchmarkISMCTSDecisionGames(b *testing.B) {
	seats := map[string]int{"gin": 2, "cribbage": 2} // 4 for the others
	for _, game := range []string{"unocorns", "rumski", "unkindness", "crazyeights", "gofish", "hearts", "gin", "spades", "cribbage", "president", "ratscrew"} {
		positions := decisionPositions(b, "../../scripts/"+game+".lua", cmp.Or(seats[game], 4), 10)
		b.Run(game+"/ismcts:1000", func(b *testing.B) { benchDecision(b, positions, "ismcts:1000") })
	}
}
