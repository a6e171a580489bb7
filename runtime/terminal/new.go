package terminal

import (
	"bufio"
	"fmt"
	"io"

	"github.com/peterh/liner"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rulebook"
	"github.com/rulerun/rulerun/runtime/words"
)

// Config is what a terminal needs to know of the people at it and of the
// game's rules; the command line fills it from its flags.
type Config struct {
	In          io.Reader           // what the people type, or a pipe
	Out         io.Writer           // the screen
	Color       bool                // colour the output
	Width       int                 // the width to wrap at; 0 for no wrapping
	Interactive bool                // In is typed by a person at a terminal
	Live        bool                // Out is a terminal: a slow bot is said to be thinking
	Desc        *engine.Description // the rules: name, options, verbs
	Book        rulebook.Book       // the numbered rules, for the rules command
	BookWhere   string              // where Book was read from (rulebook.Where), for a rule not found
	File        string              // names the script in messages
	Seat        int                 // the seat played here, from 0
	Humans      []int               // the seats people play here, sharing it (hot seat); none for one person
	Bots        []string            // the bots of the other seats, cycled
	Auto        bool                // make a forced move (the only legal one) without asking
	// Outside tells where the script keeps state outside the game, when
	// the rules can tell; nil otherwise.
	Outside engine.OutsideStater
}

// New makes the terminal of a person (or several, hot seat) playing a game.
func New(c Config) *Terminal {
	return &Terminal{in: bufio.NewScanner(c.In), screen: screen{out: c.Out, color: c.Color, wrap: c.Width, you: fmt.Sprintf("seat %d", c.Seat+1)},
		desc: c.Desc, seat: c.Seat, humans: c.Humans, interactive: c.Interactive, live: c.Live, book: c.Book, bookWhere: c.BookWhere,
		auto: c.Auto, bots: c.Bots, outside: c.Outside, file: c.File}
}

// Greet writes the first line of a game: the game, its players and seed,
// and who plays here.
func (t *Terminal) Greet(g engine.Game) {
	fmt.Fprintf(t.out, "%s for %s, seed %d. %s Type help for help.\n",
		t.bold(Clean(t.desc.Name)), words.Plural(g.State().Seats(), "player"), g.State().Seed(), whoPlays(t.seat, t.humans))
}

// EditLines gives the prompt line editing, history and completion, for
// input typed at a terminal; the function it returns gives the terminal
// back its settings.
func (t *Terminal) EditLines() (restore func()) {
	t.editor = liner.NewLiner()
	t.editor.SetCtrlCAborts(true)
	return func() { t.editor.Close() }
}

// Locked runs f with the game being played (nil before Play starts) and
// the move last chosen, while the game cannot change: after Play, or from
// another goroutine while a person thinks.
func (t *Terminal) Locked(f func(g engine.Game, last LastMove)) {
	t.mu.Lock()
	defer t.mu.Unlock()
	f(t.game, t.last)
}

// Interrupt stops the terminal for good when the program is interrupted:
// it waits for the move under way, gives the terminal back its settings,
// ends the prompt's line and returns the game being played (nil before
// Play starts). The terminal is never unlocked: the program exits.
func (t *Terminal) Interrupt() engine.Game {
	t.mu.Lock()
	if t.editor != nil {
		t.editor.Close()
	}
	fmt.Fprintln(t.out)
	return t.game
}
