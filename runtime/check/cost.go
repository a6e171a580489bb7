package check

import (
	"fmt"
	"runtime"
	"time"
)

// A game of validate is judged by what it costs, never by how long the
// machine took to play it: its moves (Options.MaxMoves), the steps of each
// call into the script (the sandbox's budget), and the CPU time of the
// thread that plays it (Options.MaxTime), which other work on the machine
// does not add to. The wall clock (Options.HangTime) is only the last
// resort against a game that hangs without spending CPU time, which no
// budget sees.

// DefaultMaxTime is the CPU time a game may take in validate unless
// Options.MaxTime says otherwise: far more than any game of random bots
// takes, even a long match (a shipped match of 12,608 moves takes under 2
// CPU seconds to play, and a few more with its checks).
const DefaultMaxTime = 30 * time.Second

// DefaultHangTime is the wall time a game may take in validate unless
// Options.HangTime says otherwise: a game past it has hung (a CPU budget
// stops any game that works), however busy the machine.
const DefaultHangTime = time.Hour

// gameCost follows what one game has cost: the CPU time of the thread that
// plays it, locked to it for the game, and the wall time only as the last
// resort.
type gameCost struct {
	cpu     time.Duration // the thread's CPU time when the game started
	started time.Time
	maxCPU  time.Duration
	hang    time.Duration
}

// startCost locks the calling goroutine to its thread, so that the
// thread's CPU time is the game's, and starts counting. The caller calls
// end when the game is over.
func startCost(opts Options) *gameCost {
	runtime.LockOSThread()
	return &gameCost{cpu: threadCPU(), started: time.Now(), maxCPU: opts.MaxTime, hang: opts.HangTime}
}

// end unlocks the goroutine from its thread.
func (c *gameCost) end() { runtime.UnlockOSThread() }

// over is the endless game a game of moves moves is, when it has spent its
// CPU time or hung; nil while it has not.
func (c *gameCost) over(moves int) error {
	if spent := threadCPU() - c.cpu; spent > c.maxCPU {
		return &endlessGame{moves: moves, limit: fmt.Sprintf("%v of CPU time", c.maxCPU)}
	}
	if time.Since(c.started) > c.hang {
		return &endlessGame{moves: moves, limit: fmt.Sprintf("%v of wall time (it hung: its CPU time is within budget)", c.hang)}
	}
	return nil
}
