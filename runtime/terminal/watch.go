package terminal

import (
	"fmt"
	"io"
	"time"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/words"
)

// WatchConfig is how a game that bots play is shown.
type WatchConfig struct {
	Out   io.Writer     // the screen
	Color bool          // colour the output
	Width int           // the width to wrap at; 0 for no wrapping
	Seat  int           // the seat whose view is shown, from 0; -1 shows every pile
	Delay time.Duration // the pause after each move
	Bots  []string      // the bots of the seats, cycled
}

// Watch lets bots play every seat of g while the screen shows the table,
// a move at a time, after a line naming the game.
func Watch(g engine.Game, desc *engine.Description, c WatchConfig) error {
	w := &watcher{screen: screen{out: c.Out, color: c.Color, wrap: c.Width}, seat: c.Seat, delay: c.Delay, bots: c.Bots}
	fmt.Fprintf(w.out, "%s for %s, seed %d, played by bots.\n", w.bold(Clean(desc.Name)), words.Plural(g.State().Seats(), "player"), g.State().Seed())
	return w.watch(g)
}

// watcher shows a game that bots play: every seat's cards, or one seat's
// view, a move at a time.
type watcher struct {
	screen
	seat        int // the seat whose view is shown; -1 shows everything
	delay       time.Duration
	bots        []string
	since       int
	roundsShown int
	ends        roundEnds // where in the log each round ended
}

// watch plays the game with a bot in every seat, showing each move.
func (w *watcher) watch(g engine.Game) error {
	agents := make([]engine.Agent, g.State().Seats())
	for i := range agents {
		bot, err := seatBot(w.bots, i, g.State().Seed())
		if err != nil {
			return &BotError{Err: err}
		}
		agents[i] = bot
	}
	for {
		d, err := g.ToAct()
		if err != nil {
			return scriptFailed(err)
		}
		w.showEvents(g)
		if d.Over {
			w.result(g, w.seat)
			return nil
		}
		w.showTable(g, d.Seat)
		if _, err := engine.Step(g, agents); err != nil {
			return scriptFailed(err)
		}
		if w.delay > 0 {
			time.Sleep(w.delay)
		}
	}
}

// showEvents writes the log lines since the last move, as the watched seat
// reads them, or as the table hears them, with each finished round's scores
// where it ended.
func (w *watcher) showEvents(g engine.Game) {
	st := g.State()
	w.ends.note(st)
	w.roundsShown = w.narrate(g, w.ends, w.since, w.roundsShown, w.seat, func(e core.Event) bool { return w.reads(st, e) })
	w.since = st.LogLen()
}

// reads reports whether the watcher reads an event: the watched seat's
// lines, or with everything shown, the lines most seats read (what is said
// to all, or to all but the player it is about), not one seat's own lines.
func (w *watcher) reads(st *core.State, e core.Event) bool {
	if w.seat >= 0 {
		return e.Reads(w.seat)
	}
	n := 0
	for s := range st.Seats() {
		if e.Reads(s) {
			n++
		}
	}
	return 2*n > st.Seats()
}

// showTable writes the table before a move: the watched seat's view, or
// every pile with its cards.
func (w *watcher) showTable(g engine.Game, deciding int) {
	status, _ := g.Status(max(w.seat, deciding))
	fmt.Fprintf(w.out, "\n%s\n", w.bold(fmt.Sprintf("seat %d to move", deciding+1)))
	if w.seat >= 0 {
		w.table(g, g.State().View(w.seat, g.State().LogLen()), status)
		return
	}
	if status != "" {
		fmt.Fprintln(w.out, Clean(status))
	}
	st := g.State()
	d := st.Deck()
	for i := range st.NumPiles() {
		p := st.Pile(core.PileID(i))
		codes := make([]string, len(p.Cards))
		for j, c := range p.Cards {
			codes[j] = d.Card(c).Code
		}
		if len(codes) == 0 {
			continue
		}
		shown := codes
		if p.Owner >= 0 {
			shown = sorted(d, codes)
		}
		if len(shown) > 16 && p.Owner < 0 {
			shown = append([]string{"…"}, shown[len(shown)-16:]...)
		}
		fmt.Fprintf(w.out, "  %-10s (%d): %s\n", Clean(p.Name), len(codes), w.cards(d, shown))
	}
}
