package main

import (
	"fmt"
	"io"
	"strings"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/sim"
	"github.com/rulerun/rulerun/runtime/words"
)

// whoWins is who wins the script's games played by greedy bots, honest
// and playing to win, at one number of seats: validate's answer to "who
// wins", where its own random games (which check the rules) mostly stall.
type whoWins struct {
	Bots       string    `json:"bots"`
	Seats      int       `json:"seats"`
	Games      int       `json:"games"`
	WinRate    []float64 `json:"win_rate"` // by seat
	DrawRate   float64   `json:"draw_rate"`
	Unfinished int       `json:"unfinished,omitempty"`
}

// The greedy games validate plays: batches of whoWinsBatch games until
// whoWinsMoves moves or whoWinsMax games, each stopped at whoWinsGameMoves
// moves. A budget of moves, not of time, keeps the answer the same for
// the same seed.
const (
	whoWinsBatch     = 8
	whoWinsMax       = 48
	whoWinsMoves     = 20_000
	whoWinsGameMoves = 5_000
)

// playWhoWins plays greedy games of src at seats (0: its default) from
// seed, at most `most` of them (and never more than whoWinsMax), and sums
// them up; nil when none was played.
func playWhoWins(src engine.Source, seats int, opts map[string]string, seed uint64, most int, stop <-chan struct{}) (*whoWins, error) {
	w := &whoWins{Bots: "greedy"}
	wins, draws, moves := []int{}, 0, 0
	most = min(most, whoWinsMax)
	for w.Games < most && moves < whoWinsMoves {
		n := min(whoWinsBatch, most-w.Games)
		err := sim.Run(src, sim.Options{Games: n, Seed: seed + uint64(w.Games), Seats: seats, Options: opts,
			Bots: []string{"greedy"}, MaxMoves: whoWinsGameMoves, Stop: stop}, func(r sim.Record) {
			w.Games++
			w.Seats, moves = r.Seats, moves+r.Moves
			for len(wins) < r.Seats {
				wins = append(wins, 0)
			}
			switch {
			case r.Unfinished:
				w.Unfinished++
			case r.Draw:
				draws++
			}
			for _, s := range r.Winners {
				wins[s-1]++
			}
		})
		if err != nil {
			return nil, err
		}
		if stopped(stop) {
			break
		}
	}
	if w.Games == 0 {
		return nil, nil
	}
	for _, n := range wins {
		w.WinRate = append(w.WinRate, share(n, w.Games))
	}
	w.DrawRate = share(draws, w.Games)
	return w, nil
}

// write gives who wins in a line: "who wins (greedy bots, 4 players, 48
// games): seat 1 16.7%, ...; drawn 31.3%".
func (w *whoWins) write(out io.Writer, width int) {
	var rates []string
	for seat, r := range w.WinRate {
		rates = append(rates, fmt.Sprintf("%d: %s", seat+1, pct(r)))
	}
	line := fmt.Sprintf("     who wins (%s bots, %d players, %s): seat %s; drawn %s", w.Bots, w.Seats, words.Plural(w.Games, "game"),
		strings.Join(rates, ", "), pct(w.DrawRate))
	if w.Unfinished > 0 {
		line += fmt.Sprintf("; unfinished %d", w.Unfinished)
	}
	fmt.Fprintln(out, wrapClauses(line, width, "       "))
}
