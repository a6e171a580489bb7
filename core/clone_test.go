package core

import "testing"

// BenchmarkClone measures the copy a bot's search makes of a game in
// progress: four hands dealt, a discard pile, variables and a log.
func BenchmarkClone(b *testing.B) {
	s := fixBusyState(b, 5)
	b.ReportAllocs()
	for b.Loop() {
		_ = s.Clone()
	}
}

// BenchmarkForkAndMove measures what a move costs the state: a fork, one
// card moved from a hand to the discard pile (which copies those two
// piles), and the fork kept.
func BenchmarkForkAndMove(b *testing.B) {
	s := fixBusyState(b, 5)
	h, disc := fixHands(b, s), fixPile(b, s, "discard")
	b.ReportAllocs()
	for b.Loop() {
		f := s.Fork()
		if _, err := f.MoveAt(h[1], 0, disc, OnTop); err != nil {
			b.Fatal(err)
		}
		if _, err := f.MoveAt(disc, f.Pile(disc).Len()-1, h[1], OnTop); err != nil {
			b.Fatal(err)
		}
		s = f
	}
}
