package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/peterh/liner"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/lua"
	"github.com/rulerun/rulerun/runtime/sim"
	"github.com/urfave/cli/v2"
	"golang.org/x/term"
)

func playCommand() *cli.Command {
	return &cli.Command{
		Name:      "play",
		Usage:     "play a game in the terminal against bots",
		ArgsUsage: "SCRIPT",
		Description: "You play one seat; bots play the others (greedy ones unless --bots says otherwise).\n" +
			"At your turn, type the number of a move or the move itself (play 8H call spades).\n" +
			"Other words: help, moves (list them again), table, last (the last lines of play),\n" +
			"rules (the game and the rule a refusal cites), quit; Enter makes a move that is the only one.\n" +
			"Works with a pipe as input (no colour then), so a game can be scripted.\n" +
			"Exit status: 0 when the game ends or you quit; 1 when piped input ends early\n" +
			"or holds an illegal move; 2 for bad flags; 3 when the script fails.",
		Flags: append(gameFlags(),
			&cli.IntFlag{Name: "seat", Aliases: []string{"s"}, Value: 1, Usage: "the seat you play"},
			&cli.Uint64Flag{Name: "seed", Usage: "seed of the game", DefaultText: "random, printed so you can replay"},
			&cli.BoolFlag{Name: "no-color", Usage: "never colour the output"},
			&cli.BoolFlag{Name: "list-options", Usage: "list the script's options and exit"},
			&cli.StringFlag{Name: "bots", Value: "greedy", Usage: "the bots of the other seats, comma-separated and cycled: greedy (plays the move after which it stands best: fewest cards, or the script's standing), random (a legal move at random) or ismcts:N[:P] (an honest search bot: N iterations a move, P random moves a playout or end)"},
			&cli.BoolFlag{Name: "watch", Usage: "watch bots play every seat: every pile shown, or with --seat, that seat's view"},
			&cli.DurationFlag{Name: "delay", Value: 400 * time.Millisecond, Usage: "with --watch, the pause after each move"},
			&cli.BoolFlag{Name: "auto", Usage: "make forced moves for you: when only one move is legal, it is made without asking"},
			&cli.StringFlag{Name: "record", Usage: "when the game ends, or you quit or interrupt it, write it as a test scenario to `FILE`"},
			&cli.BoolFlag{Name: "force", Usage: "let --record overwrite an existing file"},
		),
		Action: runPlay,
	}
}

func runPlay(c *cli.Context) error {
	if c.NArg() == 0 {
		if st, err := os.Stat("scripts"); err == nil && st.IsDir() {
			fmt.Fprintln(c.App.Writer, "Which game? rulerun play SCRIPT. The games in scripts/:")
			if err := listGames(c, "scripts"); err != nil {
				return err
			}
		}
		return usageError("play takes one script, such as mygame.lua (rulerun list FOLDER shows the games of a folder)")
	}
	path, err := scriptArg(c)
	if err != nil {
		return err
	}
	script, err := lua.Load(path)
	if err != nil {
		return scriptFailure(err)
	}
	script.Debug = debugWriter(c)
	if c.Bool("list-options") {
		listOptions(c.App.Writer, script.Info)
		return nil
	}
	if err := checkRecordPath(c); err != nil {
		return err
	}
	g, err := newGame(c, script)
	if err != nil {
		return err
	}
	seat := c.Int("seat")
	if seat < 1 || seat > g.Seats() {
		return usageError("--seat %d: choose a seat from 1 to %d", seat, g.Seats())
	}
	if c.Bool("watch") {
		w := &watcher{screen: screen{out: c.App.Writer, color: useColor(c), wrap: screenWidth(c)}, seat: -1, delay: c.Duration("delay"),
			bots: strings.Split(c.String("bots"), ",")}
		if c.IsSet("seat") {
			w.seat = seat - 1
		}
		fmt.Fprintf(w.out, "%s for %d players, seed %d, played by bots.\n", w.bold(clean(script.Info.Name)), g.Seats(), g.Seed())
		return w.watch(g)
	}
	t := &terminal{in: bufio.NewScanner(c.App.Reader), screen: screen{out: c.App.Writer,
		color: useColor(c), wrap: screenWidth(c)},
		seat: seat - 1, interactive: isTerminal(c.App.Reader), book: loadRulebook(path), auto: c.Bool("auto"), bots: strings.Split(c.String("bots"), ",")}
	fmt.Fprintf(t.out, "%s for %d players, seed %d. You are seat %d. Type help for help.\n",
		t.bold(clean(script.Info.Name)), g.Seats(), g.Seed(), seat)
	if t.interactive && isTerminal(c.App.Writer) {
		t.editor = liner.NewLiner()
		t.editor.SetCtrlCAborts(true)
		defer t.editor.Close()
	}
	if c.String("record") != "" {
		stop := recordOnInterrupt(c, path, t)
		defer stop()
	}
	err = t.play(g)
	if c.String("record") == "" || isScriptFailure(err) {
		return err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if rerr := recordGame(c, path, t.game); rerr != nil {
		return rerr
	}
	return err
}

// newGame sets a game up from the common flags.
func newGame(c *cli.Context, script *lua.Script) (*lua.Game, error) {
	opts, err := parseOpts(c)
	if err != nil {
		return nil, err
	}
	seed, _ := seedFlag(c)
	g, err := script.NewGame(lua.Config{Seats: c.Int("players"), Seed: seed, Options: opts})
	if err != nil {
		var se *lua.ScriptError
		if errors.As(err, &se) {
			return nil, scriptFailure(err)
		}
		return nil, usageError("%v", err)
	}
	return g, nil
}

func listOptions(w io.Writer, info *lua.Info) {
	w = cleanWriter{w}
	fmt.Fprintf(w, "%s: %d to %d players (default %d)\n", info.Name, info.MinSeats, info.MaxSeats, info.DefaultSeats)
	for _, o := range info.Options {
		fmt.Fprintf(w, "  %s=%s\n      %s\n", o.Name, lua.FormatValue(o.Default), o.Help)
	}
	fmt.Fprintln(w, "Moves:")
	for _, m := range info.Moves {
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

// terminal is the human player: it shows the seat's view and reads moves.
type terminal struct {
	screen
	in          *bufio.Scanner
	seat        int
	since       int // log events already shown
	interactive bool
	last        lastMove     // the move being played, for a script failure
	auto        bool         // make a forced move (the only legal one) without asking
	book        rulebook     // the numbered rules, for the rules command
	mu          sync.Mutex   // held while the game changes, so that an interrupt records a whole move
	game        *lua.Game    // the game being played
	editor      *liner.State // line editing at a terminal; nil for piped input
	refused     string       // the last refusal's reason, whose rules the rules command shows
	roundsShown int          // finished rounds whose scores were shown
	bots        []string     // the bots of the other seats, cycled
}

var errQuit = errors.New("quit")

// errInputEnded is piped input that ran out before the game ended.
var errInputEnded = cli.Exit("input ended before the game did", exitProblem)

// errLineTooLong is a line of input longer than any move.
var errLineTooLong = cli.Exit(fmt.Sprintf("a line of input is longer than %d KB; a move is a few words", bufio.MaxScanTokenSize>>10), exitProblem)

// play runs the engine loop with the human at t.seat and bots elsewhere.
func (t *terminal) play(g *lua.Game) error {
	agents := make([]engine.Agent, g.Seats())
	for i := range agents {
		bot, err := seatBot(t.bots, i, g.Seed())
		if err != nil {
			return usageError("--bots: %v", err)
		}
		agents[i] = tracked{bot, &t.last, g}
	}
	agents[t.seat] = tracked{t, &t.last, g}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.game = g
	for {
		d, err := g.ToAct()
		if err != nil {
			return scriptFailure(err)
		}
		if d.Over {
			t.showEvents(g)
			t.result(g, t.seat)
			return nil
		}
		if _, err := engine.Step(g, agents); err != nil {
			return t.stepError(err)
		}
	}
}

func (t *terminal) stepError(err error) error {
	switch {
	case errors.Is(err, errQuit):
		fmt.Fprintln(t.out, "You left the game.")
		return nil
	case errors.Is(err, errInputEnded) && t.interactive:
		fmt.Fprintln(t.out, "You left the game.") // Ctrl-D at the prompt
		return nil
	case errors.Is(err, errInputEnded), errors.Is(err, errLineTooLong):
		return err
	}
	return scriptFailure(t.last.explain(err, t.seat))
}

func (t *terminal) showEvents(g *lua.Game) {
	v := g.View(t.seat, t.since)
	t.events(v)
	t.since = len(g.State().Log())
	t.roundsShown = t.rounds(g, t.seat, t.roundsShown)
}

// Choose implements engine.Agent for the human: it shows the table and
// reads a move, checking it on a copy of the game so that a refused move is
// explained and asked again.
func (t *terminal) Choose(eg engine.Game, seat int, optional bool) (*notation.Move, bool, error) {
	g, ok := eg.(*lua.Game)
	if !ok {
		return nil, false, fmt.Errorf("the terminal plays only games of Lua scripts, not %T", eg)
	}
	legal, err := g.Legal(seat)
	if err != nil {
		return nil, false, err
	}
	if len(legal) == 0 && optional {
		return nil, false, nil
	}
	t.showEvents(g)
	if forced := len(legal) == 1 && !optional && !t.hasOpenVerbs(g, seat); forced && t.auto {
		fmt.Fprintf(t.out, "  (your only move, made for you: %s)\n", clean(legal[0]))
		m, err := g.Parse(legal[0])
		return m, err == nil, err
	}
	status, err := g.Status(seat)
	if err != nil {
		return nil, false, err
	}
	fmt.Fprintln(t.out)
	t.table(g, g.View(seat, len(g.State().Log())), status)
	if optional {
		fmt.Fprintln(t.out, t.bold("You may act now, out of turn")+" (press Enter to let play go on):")
	} else {
		fmt.Fprintln(t.out, t.bold("Your move:"))
	}
	t.moves(g, seat, legal)
	for {
		line, err := t.readLine(fmt.Sprintf("seat %d> ", seat+1), g, legal)
		if err != nil {
			return nil, false, err
		}
		move, done, err := t.answer(g, seat, legal, optional, line)
		if err != nil || !done {
			if err != nil {
				return nil, false, err
			}
			continue
		}
		if move == "" {
			return nil, false, nil
		}
		m, err := g.Parse(move)
		return m, err == nil, err
	}
}

// answer handles one line typed at the prompt. done is false when the
// player should be asked again.
func (t *terminal) answer(g *lua.Game, seat int, legal []string, optional bool, line string) (move string, done bool, err error) {
	switch strings.ToLower(line) {
	case "":
		if len(legal) == 1 && !optional && !t.hasOpenVerbs(g, seat) {
			return legal[0], true, nil // Enter makes the only move
		}
		return "", optional, nil
	case "quit", "exit":
		return "", true, errQuit
	case "help", "?":
		t.help(g)
		return "", false, nil
	case "moves":
		t.moves(g, seat, legal)
		return "", false, nil
	case "rules":
		t.rules(g)
		return "", false, nil
	case "table":
		status, _ := g.Status(seat)
		t.table(g, g.View(seat, len(g.State().Log())), status)
		return "", false, nil
	case "last":
		t.lastLines(g, seat, 12)
		return "", false, nil
	}
	if code, ok := strings.CutPrefix(line, "rules "); ok {
		t.rule(strings.ToUpper(strings.TrimSpace(code)))
		return "", false, nil
	}
	if n, err := strconv.Atoi(line); err == nil {
		if n < 1 || n > len(legal) {
			fmt.Fprintf(t.out, "There is no move %d: choose 1 to %d.\n", n, len(legal))
			return "", false, nil
		}
		return legal[n-1], true, nil
	}
	if err := g.Clone().Play(seat, line); err != nil {
		if !refusal(err) {
			t.last = lastMove{seat: seat, move: line, set: true}
			return "", true, err // the script failed: the game cannot go on
		}
		t.refuse(err)
		return "", false, nil
	}
	return line, true, nil
}

// readLine reads a line at the prompt: with line editing, history and
// completion on a terminal, or from a pipe, echoing what it reads. The
// game may be recorded by an interrupt while the player thinks.
func (t *terminal) readLine(prompt string, g *lua.Game, legal []string) (string, error) {
	t.mu.Unlock()
	defer t.mu.Lock()
	if t.editor != nil {
		t.editor.SetCompleter(func(line string) []string { return completions(line, g, legal) })
		line, err := t.editor.Prompt(prompt)
		switch {
		case errors.Is(err, liner.ErrPromptAborted):
			return "", errQuit // Ctrl-C at the prompt
		case err != nil:
			fmt.Fprintln(t.out)
			return "", errInputEnded
		}
		if line = strings.TrimSpace(line); line != "" {
			t.editor.AppendHistory(line)
		}
		return line, nil
	}
	fmt.Fprint(t.out, prompt)
	if !t.in.Scan() {
		fmt.Fprintln(t.out)
		if errors.Is(t.in.Err(), bufio.ErrTooLong) {
			return "", errLineTooLong
		}
		return "", errInputEnded
	}
	line := strings.TrimSpace(t.in.Text())
	if !t.interactive {
		fmt.Fprintln(t.out, clean(line))
	}
	return line, nil
}

// hasOpenVerbs reports whether seat may type moves of an open verb, which
// are not in the list.
func (t *terminal) hasOpenVerbs(g *lua.Game, seat int) bool {
	open, _ := g.OpenVerbs(seat)
	return len(open) > 0
}

func (t *terminal) refuse(err error) {
	var im *lua.IllegalMove
	var pe *notation.ParseError
	switch {
	case errors.As(err, &im):
		fmt.Fprintf(t.out, "%s %s\n", t.red("Not allowed:"), clean(im.Reason))
		t.refused = im.Reason
		if cited := t.book.cited(im.Reason); len(cited) > 0 {
			fmt.Fprintf(t.out, "(type rules to read %s)\n", strings.Join(cited, ", "))
		}
	case errors.As(err, &pe):
		fmt.Fprintf(t.out, "%s %s\n", t.red("Cannot read that:"), clean(pe.Msg))
	default:
		fmt.Fprintf(t.out, "Refused: %s\n", clean(err.Error()))
	}
}

func (t *terminal) help(g *lua.Game) {
	fmt.Fprintln(t.out, "Type a move's number, or the move itself in the game's notation:")
	for _, m := range g.Info().Moves {
		fmt.Fprintf(t.out, "  %s\n", clean(m))
	}
	fmt.Fprintln(t.out, "Cards are codes such as 8H or TS; case does not matter.")
	fmt.Fprintln(t.out, "Also: moves (list your moves again), table (show the table again), last (the last")
	fmt.Fprintln(t.out, "lines of play), rules (the game, its options, and the rule the last refusal cites),")
	fmt.Fprintln(t.out, "rules CODE (the text of a rule the game cites), help, quit. Enter makes a move that is the only one.")
}

// lastLines shows the last n lines of the log the seat may read.
func (t *terminal) lastLines(g *lua.Game, seat, n int) {
	v := g.View(seat, 0)
	from := max(0, len(v.Log)-n)
	for _, line := range v.Log[from:] {
		fmt.Fprintln(t.out, "  "+clean(line))
	}
}

// rules shows the game, the options in effect, and the rules the last
// refusal cited.
func (t *terminal) rules(g *lua.Game) {
	in := g.Info()
	fmt.Fprintf(t.out, "%s: %s\n", t.bold(clean(in.Name)), clean(in.Description))
	if opts := g.OptionList(); len(opts) > 0 {
		fmt.Fprintf(t.out, "Options in effect: %s\n", clean(strings.Join(opts, ", ")))
	}
	for _, code := range t.book.cited(t.refused) {
		t.rule(code)
	}
}

// rule shows one numbered rule.
func (t *terminal) rule(code string) {
	text, ok := t.book[code]
	if !ok {
		fmt.Fprintf(t.out, "No rule %s in docs/rules.\n", clean(code))
		return
	}
	for _, line := range strings.Split(text, "\n") {
		fmt.Fprintln(t.out, clean(strings.ReplaceAll(line, "**", "")))
	}
}

// seatBot makes the bot of a seat from --bots, cycled over the seats, seeded
// from the game's seed as before there was a choice of bots.
func seatBot(names []string, seat int, seed uint64) (engine.Agent, error) {
	name := "random"
	if len(names) > 0 {
		name = names[seat%len(names)]
	}
	return sim.NewBot(name, seed*31+uint64(seat))
}
