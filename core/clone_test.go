package core

import (
	"fmt"
	"testing"
)

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

// BenchmarkCloneAppend measures what validate does for every listed move: a
// copy of the game, one line written to the copy's log and one move to its
// record. Its cost must not grow with the length of the game.
func BenchmarkCloneAppend(b *testing.B) {
	for _, n := range []int{100, 10_000, 100_000} {
		b.Run(fmt.Sprintf("log=%d", n), func(b *testing.B) {
			s := fixBusyState(b, 5)
			for i := s.LogLen(); i < n; i++ {
				s.Say("seat 1 plays 7H.")
				s.RecordMove(0, "play 7H")
			}
			b.ReportAllocs()
			for b.Loop() {
				c := s.Clone()
				c.Say("seat 2 plays 8H.")
				c.RecordMove(1, "play 8H")
			}
		})
	}
}
