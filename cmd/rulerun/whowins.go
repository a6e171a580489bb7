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
	Bots    string    `json:"bots"`
	Seats   int       `json:"seats"`
	Games   int       `json:"games"`
	WinRate []float64 `json:"win_rate"` // by seat
	// LossRate is each seat's share of games it lost, won by nobody (a
	// game that names its loser); nil when no game was.
	LossRate   []float64 `json:"loss_rate,omitempty"`
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
	var t whoWinsTally
	most = min(most, whoWinsMax)
	for t.games < most && t.moves < whoWinsMoves {
		n := min(whoWinsBatch, most-t.games)
		err := sim.Run(src, sim.Options{Games: n, Seed: seed + uint64(t.games), Seats: seats, Options: opts,
			Bots: []string{"greedy"}, MaxMoves: whoWinsGameMoves, Stop: stop}, t.add)
		if err != nil {
			return nil, err
		}
		if stopped(stop) {
			break
		}
	}
	return t.whoWins(), nil
}

// whoWinsTally counts the greedy games as they end.
type whoWinsTally struct {
	games, seats, moves, draws, unfinished int
	wins                                   []float64 // by seat from 0; a win shared by k winners counts 1/k to each
	losses                                 []int     // by seat from 0: games lost, won by nobody
	lost                                   bool      // some game was lost, won by nobody
}

// add counts one game.
func (t *whoWinsTally) add(r sim.Record) {
	t.games++
	t.seats, t.moves = r.Seats, t.moves+r.Moves
	for len(t.wins) < r.Seats {
		t.wins, t.losses = append(t.wins, 0), append(t.losses, 0)
	}
	for _, s := range r.Losers {
		t.losses[s-1]++
		t.lost = true
	}
	switch {
	case r.Unfinished:
		t.unfinished++
	case r.Draw:
		t.draws++
	}
	for _, s := range r.Winners {
		t.wins[s-1] += 1 / float64(len(r.Winners)) // a shared win split, as simulate splits it
	}
}

// whoWins sums the games up; nil when none was played.
func (t *whoWinsTally) whoWins() *whoWins {
	if t.games == 0 {
		return nil
	}
	w := &whoWins{Bots: "greedy", Games: t.games, Seats: t.seats, Unfinished: t.unfinished, DrawRate: share(t.draws, t.games)}
	for _, n := range t.wins {
		w.WinRate = append(w.WinRate, shareOf(n, t.games))
	}
	for _, n := range t.losses {
		if t.lost {
			w.LossRate = append(w.LossRate, share(n, t.games))
		}
	}
	return w
}

// greedyBias says what the greedy line cannot tell: a greedy bot looks one
// move ahead, so a seat that wins far more than its share may owe it to
// the bots' way of playing, not to the rules.
const greedyBias = "greedy bots look one move ahead, so a seat's edge here may be their bias, not the rules'; " +
	"compare: rulerun simulate --bots ismcts"

// write gives who wins in a line: "who wins (greedy bots, 4 players, 48
// games): seat 1 16.7%, ...; drawn 31.3%".
func (w *whoWins) write(out io.Writer, width int) {
	var rates []string
	for seat, r := range w.WinRate {
		rates = append(rates, fmt.Sprintf("%d: %s", seat+1, pct(r)))
	}
	line := fmt.Sprintf("     who wins (%s bots, %s, %s): seat %s; %s %s", w.Bots, words.Plural(w.Seats, "player"), words.Plural(w.Games, "game"),
		strings.Join(rates, ", "), noWinner(w.Seats), pct(w.DrawRate))
	if w.LossRate != nil {
		var losses []string
		for seat, r := range w.LossRate {
			losses = append(losses, fmt.Sprintf("%d: %s", seat+1, pct(r)))
		}
		line = fmt.Sprintf("     who loses (%s bots, %s, %s): seat %s; %s %s", w.Bots, words.Plural(w.Seats, "player"), words.Plural(w.Games, "game"),
			strings.Join(losses, ", "), noWinner(w.Seats), pct(w.DrawRate))
	}
	if w.Unfinished > 0 {
		line += fmt.Sprintf("; unfinished %d", w.Unfinished)
	}
	line += "; " + greedyBias
	fmt.Fprintln(out, wrapClauses(line, width, "       "))
}

// noWinner is what a game that nobody won is for seats: lost, for one
// player (a patience), else drawn.
func noWinner(seats int) string {
	if seats == 1 {
		return "lost"
	}
	return "drawn"
}
