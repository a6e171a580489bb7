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

// BenchmarkGolfSelfPlay plays Golf, a patience for one.
func BenchmarkGolfSelfPlay(b *testing.B) { benchSelfPlay(b, "../../scripts/golf.lua", 1) }

// BenchmarkRummy500SelfPlay plays Rummy 500, a game of three: melds of
// one's own, digs into the discard pile, a match to 500.
func BenchmarkRummy500SelfPlay(b *testing.B) { benchSelfPlay(b, "../../scripts/rummy500.lua", 3) }

// BenchmarkOldMaidSelfPlay plays Old Maid, four seats: blind draws from
// a neighbour's hand, pairs discarded, one loser.
func BenchmarkOldMaidSelfPlay(b *testing.B) { benchSelfPlay(b, "../../scripts/oldmaid.lua", 4) }

// BenchmarkOhHellSelfPlay plays Oh Hell, exact bidding with a hand size
// that changes each deal, for four.
func BenchmarkOhHellSelfPlay(b *testing.B) { benchSelfPlay(b, "../../scripts/ohhell.lua", 4) }

// BenchmarkScopaSelfPlay plays Scopa, a fishing game for two.
func BenchmarkScopaSelfPlay(b *testing.B) { benchSelfPlay(b, "../../scripts/scopa.lua", 2) }

// BenchmarkDurakSelfPlay plays Durak, three seats: bouts of attacks beaten
// or picked up, throw-ins, draws up to six, one loser.
func BenchmarkDurakSelfPlay(b *testing.B) { benchSelfPlay(b, "../../scripts/durak.lua", 3) }

// BenchmarkBlackjackSelfPlay plays Blackjack, three seats against the
// house: bets, hits and stands, the house's policy, chips settled.
func BenchmarkBlackjackSelfPlay(b *testing.B) { benchSelfPlay(b, "../../scripts/blackjack.lua", 3) }

// BenchmarkEuchreSelfPlay plays Euchre, four seats in partnerships:
// trumps made in phases before the play, bowers, a partner sitting out.
func BenchmarkEuchreSelfPlay(b *testing.B) { benchSelfPlay(b, "../../scripts/euchre.lua", 4) }

// BenchmarkKlondikeSelfPlay plays Klondike, a patience for one with a
// tableau of runs built in alternating colours.
func BenchmarkKlondikeSelfPlay(b *testing.B) { benchSelfPlay(b, "../../scripts/klondike.lua", 1) }

// BenchmarkISMCTSDecisionGames measures the search bot's decisions per
// second at its default (ismcts, 1,000 iterations) in the shipped games
// BenchmarkISMCTSDecision does not cover, over 10 positions each.
func BenchmarkISMCTSDecisionGames(b *testing.B) {
	seats := map[string]int{"gin": 2, "cribbage": 2, "golf": 1, "scopa": 2, "durak": 3, "klondike": 1, "rummy500": 3} // 4 for the others
	for _, game := range []string{"unocorns", "rumski", "unkindness", "crazyeights", "gofish", "hearts", "gin", "spades", "cribbage", "president", "ratscrew", "golf", "oldmaid", "ohhell", "scopa", "durak", "blackjack", "euchre", "klondike", "rummy500"} {
		positions := decisionPositions(b, "../../scripts/"+game+".lua", cmp.Or(seats[game], 4), 10)
		b.Run(game+"/ismcts:1000", func(b *testing.B) { benchDecision(b, positions, "ismcts:1000") })
	}
}

// BenchmarkUnuV2SelfPlay plays docs/examples/unu-v2.lua, Unu written wholly
// as functions (Rules API v2), 4 seats: the game of issue #42 "No cliff".
func BenchmarkUnuV2SelfPlay(b *testing.B) { benchSelfPlay(b, "../../docs/examples/unu-v2.lua", 4) }

// BenchmarkThirteenV2SelfPlay plays docs/examples/thirteen-v2.lua,
// Thirteen written wholly as functions, 4 seats.
func BenchmarkThirteenV2SelfPlay(b *testing.B) {
	benchSelfPlay(b, "../../docs/examples/thirteen-v2.lua", 4)
}

// BenchmarkISMCTSDecisionV2 measures the search bot's decisions per second
// at its default in the games written as functions, over 10 positions each.
func BenchmarkISMCTSDecisionV2(b *testing.B) {
	for _, game := range []string{"unu-v2", "thirteen-v2"} {
		positions := decisionPositions(b, "../../docs/examples/"+game+".lua", 4, 10)
		b.Run(game+"/ismcts:1000", func(b *testing.B) { benchDecision(b, positions, "ismcts:1000") })
	}
}

// BenchmarkISMCTSDecisionV2Playouts measures the search bot in Thirteen
// written as functions with shorter playouts than its own choice (to the
// end): judged at the tree's leaf (ismcts:1000:0) and after 12 moves
// (ismcts:1000:12), the cost of a decision without the imagined games'
// ends.
func BenchmarkISMCTSDecisionV2Playouts(b *testing.B) {
	positions := decisionPositions(b, "../../docs/examples/thirteen-v2.lua", 4, 10)
	for _, name := range []string{"ismcts:1000:0", "ismcts:1000:12"} {
		b.Run("thirteen-v2/"+name, func(b *testing.B) { benchDecision(b, positions, name) })
	}
}
