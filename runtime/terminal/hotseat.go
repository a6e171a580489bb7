package terminal

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// reader is what one person at a shared terminal has been shown.
type reader struct {
	since       int // log events already shown
	roundsShown int // finished rounds whose scores were shown
}

// handOver gives the terminal to the person playing seat, when another one
// reads it: it hides the last person's table, asks the screen to be passed
// (saying so when the seat may act out of turn) and, when a person types
// the input, waits for Enter. Each person then reads the game from where
// they last left it, in their own view.
func (t *Terminal) handOver(seat int, optional bool) error {
	if seat == t.seat || !slices.Contains(t.humans, seat) {
		return nil
	}
	if t.readers == nil {
		t.readers = map[int]reader{}
	}
	t.readers[t.seat] = reader{since: t.since, roundsShown: t.roundsShown}
	t.hide()
	why := ""
	if optional {
		why = " (seat " + strconv.Itoa(seat+1) + " may act out of turn)"
	}
	fmt.Fprintf(t.out, "%s\n", t.bold(fmt.Sprintf("Pass the screen to seat %d%s, then press Enter.", seat+1, why)))
	if t.interactive {
		line, err := t.readLine("", t.game, nil)
		if err != nil {
			return err
		}
		if l := strings.ToLower(line); l == "quit" || l == "exit" {
			return errQuit
		}
		t.hide()
	}
	r := t.readers[seat]
	t.seat, t.since, t.roundsShown = seat, r.since, r.roundsShown
	t.you = fmt.Sprintf("seat %d", seat+1)
	if optional {
		fmt.Fprintf(t.out, "Seat %d, you may act.\n", seat+1)
	} else {
		fmt.Fprintf(t.out, "Seat %d, your turn.\n", seat+1)
	}
	return nil
}

// hide clears a terminal, with its scrollback; output that is not a
// terminal but is read by a person gets blank lines enough to scroll the
// last table away. Piped input and output (a test) get nothing.
func (t *Terminal) hide() {
	switch {
	case t.live:
		fmt.Fprint(t.out, "\x1b[H\x1b[2J\x1b[3J")
	case t.interactive:
		fmt.Fprint(t.out, strings.Repeat("\n", 80))
	}
}

// resultReader is the seat the result speaks to as "you": none when
// several people share the terminal.
func (t *Terminal) resultReader() int {
	if len(t.humans) > 1 {
		return -1
	}
	return t.seat
}

// whoPlays says who plays at the terminal, at the start of a game.
func whoPlays(seat int, humans []int) string {
	if len(humans) < 2 {
		return fmt.Sprintf("You are seat %d.", seat+1)
	}
	var words []string
	for _, h := range humans {
		words = append(words, strconv.Itoa(h+1))
	}
	return fmt.Sprintf("Seats %s and %s play here, passing the screen.", strings.Join(words[:len(words)-1], ", "), words[len(words)-1])
}
