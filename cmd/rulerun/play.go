package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rulebook"
	"github.com/rulerun/rulerun/runtime/terminal"
	"github.com/urfave/cli/v2"
	"golang.org/x/term"
)

func playCommand() *cli.Command {
	return &cli.Command{
		Name:      "play",
		Usage:     "play a game in the terminal against bots, alone or with friends sharing the screen",
		ArgsUsage: "SCRIPT",
		Description: "You play one seat; bots play the others (greedy ones unless --bots says otherwise).\n" +
			"With --humans 1,3 several people share the terminal: before each one's turn the last hand is\n" +
			"hidden and a page asks to pass the screen (no pause when input is piped); each sees only their own view.\n" +
			"At your turn, type the number of a move or the move itself (play 8H call spades).\n" +
			"Other words: help, moves (list them again), table, last (the last lines of play),\n" +
			"rules (the game and the rule a refusal cites), quit; Enter makes a move that is the only one.\n" +
			"Works with a pipe as input (no colour then), so a game can be scripted.\n" +
			"Exit status: 0 when the game ends or you quit; 1 when piped input ends early\n" +
			"or holds an illegal move; 2 for bad flags; 3 when the script fails.",
		Flags: append(gameFlags(),
			&cli.IntFlag{Name: "seat", Aliases: []string{"s"}, Value: 1, Usage: "the seat you play"},
			&cli.StringFlag{Name: "humans", Usage: "the seats people play at this terminal, sharing it (hot seat): `SEATS` such as 1,3; between their turns the screen is hidden and passed"},
			&cli.Uint64Flag{Name: "seed", Usage: "seed of the game", DefaultText: "random, printed so you can replay"},
			&cli.BoolFlag{Name: "no-color", Usage: "never colour the output"},
			&cli.BoolFlag{Name: "list-options", Usage: "list the script's options and exit"},
			&cli.StringFlag{Name: "bots", Value: "greedy", Usage: "the bots of the other seats, comma-separated and cycled: greedy (plays the move after which it stands best: fewest cards, or the script's standing), random (a legal move at random) or ismcts:N[:P] (an honest search bot: N iterations a move, P random moves a playout, end or round)"},
			&cli.BoolFlag{Name: "watch", Usage: "watch bots play every seat: every pile shown, or with --seat, that seat's view"},
			&cli.DurationFlag{Name: "delay", Value: 400 * time.Millisecond, Usage: "with --watch, the pause after each move"},
			&cli.BoolFlag{Name: "auto", Usage: "make forced moves for you: when only one move is legal, it is made without asking"},
			&cli.StringFlag{Name: "record", Usage: "when the game ends, you quit or interrupt it, or the script fails, write it as a test scenario to `FILE` (- for standard output)"},
			&cli.BoolFlag{Name: "force", Usage: "let --record overwrite an existing file"},
		),
		Action: runPlay,
	}
}

func runPlay(c *cli.Context) error {
	if c.NArg() == 0 {
		return whichGame(c)
	}
	path, err := scriptArg(c)
	if err != nil {
		return err
	}
	src, err := loadScript(path, debugWriter(c))
	if err != nil {
		return scriptFailure(err)
	}
	rules, err := src.Instance()
	if err != nil {
		return scriptFailure(err)
	}
	defer rules.Close()
	desc := rules.Describe()
	if c.Bool("list-options") {
		listOptions(c.App.Writer, desc)
		return nil
	}
	if err := checkRecordPath(c); err != nil {
		return err
	}
	g, err := newGame(c, rules)
	if err != nil {
		return err
	}
	seat, humans, err := playSeats(c, g.State().Seats())
	if err != nil {
		return err
	}
	if c.Bool("watch") {
		return watchGame(c, g, desc, seat)
	}
	outside, _ := rules.(engine.OutsideStater)
	t := newTerminal(c, path, desc, seat, humans, outside)
	t.Greet(g)
	if isTerminal(c.App.Reader) && isTerminal(c.App.Writer) {
		defer t.EditLines()()
	}
	return playAndRecord(c, t, g, path, desc)
}

// whichGame answers play without a script: the games of scripts/, when
// there is such a folder, and how to name one.
func whichGame(c *cli.Context) error {
	if st, err := os.Stat("scripts"); err == nil && st.IsDir() {
		fmt.Fprintln(c.App.Writer, "Which game? rulerun play SCRIPT. The games in scripts/:")
		if err := listGames(c, "scripts"); err != nil {
			return err
		}
	}
	return usageError("play takes one script, such as mygame.lua (rulerun list FOLDER shows the games of a folder)")
}

// playSeats reads --seat and --humans: the seat the terminal shows first
// (from 1) and the seats people play (from 0; none for one person).
func playSeats(c *cli.Context, seats int) (int, []int, error) {
	seat := c.Int("seat")
	if seat < 1 || seat > seats {
		return 0, nil, usageError("--seat %d: choose a seat from 1 to %d", seat, seats)
	}
	humans, err := humansFlag(c, seats)
	if err != nil {
		return 0, nil, err
	}
	if len(humans) > 0 {
		seat = humans[0] + 1
	}
	return seat, humans, nil
}

// watchGame lets bots play every seat while the terminal shows the table
// (every pile, or with --seat that seat's view).
func watchGame(c *cli.Context, g engine.Game, desc *engine.Description, seat int) error {
	w := terminal.WatchConfig{Out: c.App.Writer, Color: useColor(c), Width: screenWidth(c), Seat: -1, Delay: c.Duration("delay"),
		Bots: strings.Split(c.String("bots"), ",")}
	if c.IsSet("seat") {
		w.Seat = seat - 1
	}
	return exitOf(terminal.Watch(g, desc, w))
}

// newTerminal sets up the terminal of a person (or several, hot seat)
// playing the script at path, from seat (counted from 1); outside, when
// not nil, tells where the script keeps state outside the game.
func newTerminal(c *cli.Context, path string, desc *engine.Description, seat int, humans []int, outside engine.OutsideStater) *terminal.Terminal {
	return terminal.New(terminal.Config{In: c.App.Reader, Out: c.App.Writer, Color: useColor(c), Width: screenWidth(c),
		Interactive: isTerminal(c.App.Reader), Live: isTerminal(c.App.Writer), Desc: desc, Book: ruleBook(path), BookWhere: rulebook.Where(path),
		File: path, Seat: seat - 1, Humans: humans, Bots: strings.Split(c.String("bots"), ","), Auto: c.Bool("auto"), Outside: outside})
}

// playAndRecord plays the game on the terminal and, with --record, writes
// it as a scenario, even when the game was quit, interrupted or stopped
// by a script error.
func playAndRecord(c *cli.Context, t *terminal.Terminal, g engine.Game, path string, desc *engine.Description) error {
	if c.String("record") != "" {
		stop := recordOnInterrupt(c, path, t, desc)
		defer stop()
	}
	err := exitOf(t.Play(g))
	if c.String("record") == "" {
		return err
	}
	t.Locked(func(played engine.Game, last terminal.LastMove) {
		crash := crashStep{}
		if isScriptFailure(err) {
			crash = crashStep{last: last, err: err}
		}
		if rerr := recordGame(c, path, played, desc, crash); rerr != nil {
			err = rerr
		}
	})
	return err
}

// newGame sets a game up from the common flags.
func newGame(c *cli.Context, rules engine.Rules) (engine.Game, error) {
	opts, err := parseOpts(c)
	if err != nil {
		return nil, err
	}
	seed, _ := seedFlag(c)
	g, err := rules.NewGame(engine.Config{Seats: c.Int("players"), Seed: seed, Options: opts})
	if err != nil {
		var se *engine.ScriptError
		if errors.As(err, &se) {
			return nil, scriptFailure(err)
		}
		return nil, usageError("%v", err)
	}
	return g, nil
}

// listOptions writes what --list-options shows: the players, each option
// with its default and help, and the moves.
func listOptions(w io.Writer, d *engine.Description) {
	w = terminal.CleanWriter{W: w}
	fmt.Fprintf(w, "%s: %d to %d players (default %d)\n", d.Name, d.MinSeats, d.MaxSeats, d.DefaultSeats)
	for _, o := range d.Options {
		fmt.Fprintf(w, "  %s=%s\n      %s\n", o.Name, o.Default, o.Help)
	}
	fmt.Fprintln(w, "Moves:")
	for _, m := range d.Patterns() {
		fmt.Fprintf(w, "  %s\n", m)
	}
}

// screenWidth is the width to wrap narration at: the terminal's, or 0 when
// the output is not a terminal.
func screenWidth(c *cli.Context) int {
	f, ok := c.App.Writer.(*os.File)
	if !ok || !isTerminal(f) {
		return 0
	}
	w, _, err := term.GetSize(int(f.Fd()))
	if err != nil || w < 20 {
		return 0
	}
	return w
}

// useColor reports whether the terminal gets colour: not with --no-color,
// NO_COLOR set (no-color.org) or TERM=dumb, nor when the output is not a
// terminal.
func useColor(c *cli.Context) bool {
	return !c.Bool("no-color") && isTerminal(c.App.Writer) && os.Getenv("NO_COLOR") == "" && os.Getenv("TERM") != "dumb"
}

func isTerminal(v any) bool {
	f, ok := v.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}
