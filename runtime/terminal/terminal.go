package terminal

import (
	"bufio"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/peterh/liner"
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rulebook"
)

// Terminal is the human player: it shows the seat's view and reads moves.
// It sees the game only through the engine's interfaces.
type Terminal struct {
	screen
	in          *bufio.Scanner
	desc        *engine.Description // the rules: name, options, verbs
	seat        int                 // the seat of the person reading the terminal now
	humans      []int               // the seats people play at this terminal, when several share it (--humans)
	readers     map[int]reader
	since       int // log events already shown
	interactive bool
	last        LastMove      // the move being played, for a script failure
	typed       bool          // the last move chosen was typed, not picked from the list
	again       bool          // the last typed move was refused when played: ask again at once
	auto        bool          // make a forced move (the only legal one) without asking
	book        rulebook.Book // the numbered rules, for the rules command
	bookWhere   string        // where book was read from, for a rule not found
	mu          sync.Mutex    // held while the game changes, so that an interrupt records a whole move
	game        engine.Game   // the game being played
	editor      *liner.State  // line editing at a terminal; nil for piped input
	refused     []string      // the rule codes the last refusal cited, which the rules command shows
	roundsShown int           // finished rounds whose scores were shown
	ends        roundEnds     // where in the log each round ended
	bots        []string      // the bots of the other seats, cycled
	live        bool          // the output is a terminal: a slow bot is said to be thinking
	// newBot makes the bot of a seat; nil makes them from bots
	newBot func(seat int, seed uint64) (engine.Agent, error)
	// outside tells where the script keeps state outside the game, when the
	// rules can tell; nil otherwise
	outside engine.OutsideStater
	// file names the script in messages
	file string
	// lines reads the player's lines on a goroutine of their own, from
	// the first race run by arrival on (nil before it)
	lines *lineReader
	// deadline, while set, is when a bot's move in a race arrives: a line
	// not read by then is late (readLine)
	deadline <-chan time.Time
	// after is the clock of races run by arrival: a channel that delivers
	// once d has passed (time.After when nil; tests give their own)
	after func(d time.Duration) <-chan time.Time
}

// Play runs the engine loop with the human at t.seat (or the humans at
// t.humans) and bots elsewhere.
func (t *Terminal) Play(g engine.Game) error {
	agents, err := t.agents(g)
	if err != nil {
		return err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.game = g
	for {
		d, err := g.ToAct()
		if err != nil {
			return scriptFailed(err)
		}
		if d.Over {
			t.showEvents(g)
			t.result(g, t.resultReader())
			return nil
		}
		t.last = LastMove{}
		if err := t.step(g, agents, d); err != nil && !t.refusedTyped(err) {
			return t.stepError(err)
		}
		t.showEvents(g) // each move at once, the player's own before a bot thinks
		if err := t.checkOutside(); err != nil {
			return scriptFailed(err)
		}
		if err := t.checkStanding(g); err != nil {
			return scriptFailed(err)
		}
	}
}

// step plays one decision: a race the player may join by arrival
// (arrival.go), any other as the engine runs it.
func (t *Terminal) step(g engine.Game, agents []engine.Agent, d engine.Decision) error {
	if t.byArrival(d) {
		return t.race(g, agents, d)
	}
	_, err := engine.Step(g, agents)
	return err
}

// checkStanding asks the rules how well each seat stands, when they can
// say, so that a standing that fails is reported as it happens, whichever
// bots play, as validate reports it.
func (t *Terminal) checkStanding(g engine.Game) error {
	s, ok := g.(engine.Stander)
	if !ok {
		return nil
	}
	_, err := s.Standings()
	return err
}

// checkOutside stops the game, as validate would report it, when the script
// keeps game state in a variable of its file rather than in g.vars: such a
// game could not be saved, replayed or recorded.
func (t *Terminal) checkOutside() error {
	if t.outside == nil {
		return nil
	}
	file, line, cause := t.outside.OutsideState()
	if cause == "" {
		return nil
	}
	return &engine.ScriptError{File: file, Line: line,
		Msg: "the script keeps game state outside g.vars: " + cause + "; keep it in g.vars, which is saved with the game"}
}

// agents are the seats' agents: the players at t.seat and t.humans, bots
// elsewhere.
func (t *Terminal) agents(g engine.Game) ([]engine.Agent, error) {
	newBot := t.newBot
	if newBot == nil {
		newBot = func(seat int, seed uint64) (engine.Agent, error) { return seatBot(t.bots, seat, seed) }
	}
	agents := make([]engine.Agent, g.State().Seats())
	for i := range agents {
		bot, err := newBot(i, g.State().Seed())
		if err != nil {
			return nil, &BotError{Err: err}
		}
		agents[i] = Tracked{interruptible{t.thinking(bot), &t.mu}, &t.last}
	}
	agents[t.seat] = Tracked{t, &t.last}
	for _, seat := range t.humans {
		agents[seat] = Tracked{t, &t.last}
	}
	return agents, nil
}

// refusedTyped reports whether err refuses the move the player typed, which
// its check accepted but the rules refused when they played it (a reject in
// apply): the game is as it was, so the player is told and asked again.
func (t *Terminal) refusedTyped(err error) bool {
	var im *engine.IllegalMove
	if !t.typed || t.last.Seat != t.seat || !errors.As(err, &im) {
		return false
	}
	t.refuse(im)
	t.again = true
	return true
}

func (t *Terminal) stepError(err error) error {
	switch {
	case errors.Is(err, errQuit):
		fmt.Fprintln(t.out, "You left the game.")
		return nil
	case errors.Is(err, ErrInputEnded) && t.interactive:
		fmt.Fprintln(t.out, "You left the game.") // Ctrl-D at the prompt
		return nil
	case errors.Is(err, ErrInputEnded) && t.file != "":
		return fmt.Errorf("%s: %w", t.file, ErrInputEnded)
	case errors.Is(err, ErrInputEnded), errors.Is(err, ErrLineTooLong):
		return err
	}
	return scriptFailed(t.last.Explain(err, t.seat))
}

func (t *Terminal) showEvents(g engine.Game) {
	st := g.State()
	t.ends.note(st)
	t.roundsShown = t.narrate(g, t.ends, t.since, t.roundsShown, t.seat, func(e core.Event) bool { return e.Reads(t.seat) })
	t.since = st.LogLen()
}

// openVerbs lists the verbs seat may type moves of that are not all in the
// list.
func (t *Terminal) openVerbs(g engine.Game, seat int) []*engine.Verb {
	d, err := g.ToAct()
	if err != nil {
		return nil
	}
	return engine.OpenVerbs(g, t.desc.Verbs, d, seat)
}

// Choose implements engine.Agent for the human: it shows the table and
// reads a move. A typed move is read once and checked once, so that a
// refused move is explained and asked again; the engine then plays it
// without checking it again.
func (t *Terminal) Choose(g engine.Game, seat int, optional bool) (*notation.Move, bool, error) {
	moves, legal, err := engine.Legal(g, seat)
	if err != nil {
		return nil, false, err
	}
	if len(legal) == 0 && optional {
		return nil, false, nil
	}
	if err := t.handOver(seat, optional); err != nil {
		return nil, false, err
	}
	t.typed = false
	if !t.again {
		if m, done, err := t.show(g, seat, optional, moves, legal); done || err != nil {
			return m, m != nil, err
		}
	}
	t.again = false
	for {
		line, err := t.readLine(prompt, g, legal)
		if err != nil {
			return nil, false, err
		}
		m, done, err := t.answer(g, seat, moves, legal, optional, line)
		if err != nil || done {
			return m, m != nil, err
		}
	}
}

// show writes what the player sees before choosing: what happened, the
// table, and the moves. done is set when the only move was made for the
// player (--auto).
func (t *Terminal) show(g engine.Game, seat int, optional bool, moves []*notation.Move, legal []string) (*notation.Move, bool, error) {
	t.showEvents(g)
	if forced := len(legal) == 1 && !optional && len(t.openVerbs(g, seat)) == 0; forced && t.auto {
		fmt.Fprintf(t.out, "  (your only move, made for you: %s)\n", Clean(legal[0]))
		return moves[0], true, nil
	}
	status, err := g.Status(seat)
	if err != nil {
		return nil, false, err
	}
	fmt.Fprintln(t.out)
	t.table(g, g.State().View(seat, g.State().LogLen()), status)
	tb := engine.TableOf(g, seat)
	fmt.Fprintln(t.out, t.heading(tb, optional))
	t.later = ""
	if tb != nil && tb.Ask != "" {
		t.later = letOthersGoFirst
	}
	t.moves(g.State().Deck(), legal, t.openVerbs(g, seat), optional)
	return nil, false, nil
}

// heading is the line above the moves: what the game asks of the seat
// (the cards to pass, and to whom) when its mechanics say, else whether it
// is the seat's turn, a race, or a move it may make out of turn.
func (t *Terminal) heading(tb *engine.Table, optional bool) string {
	ask := ""
	if tb != nil {
		ask = Clean(tb.Ask)
	}
	switch {
	case ask != "" && optional:
		return t.bold(ask) + " (type a move, or press Enter to let the others go first):"
	case ask != "":
		return t.bold(ask + ".")
	case t.deadline != nil && optional:
		return t.bold("A race: the first to act wins") + " (type a move, or press Enter to let play go on):"
	case t.deadline != nil:
		return t.bold("Your move, in a race: the first to act wins:")
	case optional:
		return t.bold("You may act now, out of turn") + " (type a move, or press Enter to let play go on):"
	}
	return t.bold("Your move:")
}

// answer handles one line typed at the prompt: the move it makes (nil to
// let play go on), or done false when the player should be asked again.
func (t *Terminal) answer(g engine.Game, seat int, moves []*notation.Move, legal []string, optional bool, line string) (*notation.Move, bool, error) {
	switch strings.ToLower(line) {
	case "":
		if len(legal) == 1 && !optional && len(t.openVerbs(g, seat)) == 0 {
			return moves[0], true, nil // Enter makes the only move
		}
		return nil, optional, nil
	case "quit", "exit":
		return nil, true, errQuit
	case "help", "?":
		t.help(g.State().Deck())
		return nil, false, nil
	case "moves":
		t.moves(g.State().Deck(), legal, t.openVerbs(g, seat), optional)
		return nil, false, nil
	case "rules":
		t.rules(g)
		return nil, false, nil
	case "table":
		status, _ := g.Status(seat)
		t.table(g, g.State().View(seat, g.State().LogLen()), status)
		return nil, false, nil
	case "last":
		t.lastLines(g, seat, 12)
		return nil, false, nil
	}
	if code, ok := strings.CutPrefix(line, "rules "); ok {
		t.rule(strings.ToUpper(strings.TrimSpace(code)))
		return nil, false, nil
	}
	if n, err := strconv.Atoi(line); err == nil {
		first := firstMove(optional)
		last := len(legal) + first - 1
		switch {
		case n < 1 || n > last:
			fmt.Fprintf(t.out, "There is no move %d: choose 1 to %d.\n", n, last)
			return nil, false, nil
		case n < first:
			return nil, true, nil // out of turn, 1 lets play go on
		}
		return moves[n-first], true, nil
	}
	return t.typedMove(g, seat, moves, line)
}

// typedMove reads a move typed in the game's notation. A listed move is
// the one listed, as it is legal already; any other is checked, once: a
// refusal is explained and the player asked again.
func (t *Terminal) typedMove(g engine.Game, seat int, moves []*notation.Move, line string) (*notation.Move, bool, error) {
	m, err := engine.Parse(g, line)
	if err != nil {
		t.refuse(err)
		return nil, false, nil
	}
	t.typed = true
	for _, listed := range moves {
		if listed.Equal(m) {
			return listed, true, nil
		}
	}
	im, err := g.Check(seat, m)
	switch {
	case err != nil:
		t.last = LastMove{Seat: seat, Move: line, Set: true}
		return nil, true, err // the script failed: the game cannot go on
	case im != nil:
		t.refuse(im)
		return nil, false, nil
	}
	return m, true, nil
}

// prompt asks the player for a move. The player is "you" wherever the
// terminal speaks to them, as the narration says "You play 8D": a seat
// number appears beside it only where a script names the seat ("seat 1
// (you)") or a table lists every seat ("you (seat 1)").
const prompt = "you> "

// readLine reads a line at the prompt: with line editing, history and
// completion on a terminal, or from a pipe, echoing what it reads. The
// game may be recorded by an interrupt while the player thinks. During a
// race run by arrival (t.deadline set) it gives up with errLate when the
// deadline comes first; the line being typed then answers the next
// prompt.
func (t *Terminal) readLine(prompt string, g engine.Game, legal []string) (string, error) {
	t.mu.Unlock()
	defer t.mu.Lock()
	var complete func(string) []string
	if t.editor != nil {
		voc := vocabularyOf(t.desc, g.State().View(t.seat, g.State().LogLen()))
		complete = func(line string) []string { return completions(line, voc, legal) }
	} else {
		fmt.Fprint(t.out, prompt)
	}
	var line string
	var err error
	if t.lines == nil && t.deadline == nil {
		line, err = t.readRaw(prompt, complete)
	} else {
		line, err = t.readAsync(prompt, complete)
	}
	switch {
	case errors.Is(err, errLate):
		fmt.Fprintln(t.out)
		return "", err
	case errors.Is(err, errQuit):
		return "", err
	case err != nil:
		fmt.Fprintln(t.out)
		return "", err
	}
	if t.editor == nil && !t.interactive {
		fmt.Fprintln(t.out, Clean(Clip(line)))
	}
	return line, nil
}

// readRaw reads one line, waiting for it: at a terminal with line editing
// (which shows the prompt), else from t.in. Ctrl-C at the prompt is
// errQuit, the input's end ErrInputEnded, a line too long ErrLineTooLong.
func (t *Terminal) readRaw(prompt string, complete func(string) []string) (string, error) {
	if t.editor != nil {
		t.editor.SetCompleter(complete)
		line, err := t.editor.Prompt(prompt)
		switch {
		case errors.Is(err, liner.ErrPromptAborted):
			return "", errQuit // Ctrl-C at the prompt
		case err != nil:
			return "", ErrInputEnded
		}
		if line = strings.TrimSpace(line); line != "" {
			t.editor.AppendHistory(line)
		}
		return line, nil
	}
	if !t.in.Scan() {
		if errors.Is(t.in.Err(), bufio.ErrTooLong) {
			return "", ErrLineTooLong
		}
		return "", ErrInputEnded
	}
	return strings.TrimSpace(t.in.Text()), nil
}

// refuse explains why a move was refused: the rule it breaks, or why it
// cannot be read.
func (t *Terminal) refuse(err error) {
	var im *engine.IllegalMove
	var pe *notation.ParseError
	switch {
	case errors.As(err, &im):
		t.line(t.red("Not allowed:")+" "+Clean(Clip(im.Reason)), "  ")
		t.refused = im.Codes
		if cited := t.book.Known(im.Codes); len(cited) > 0 {
			fmt.Fprintf(t.out, "(type rules to read %s)\n", strings.Join(cited, ", "))
		}
	case errors.As(err, &pe):
		t.line(t.red("Cannot read that:")+" "+Clean(Clip(pe.Msg)), "  ")
	default:
		t.line("Refused: "+Clean(Clip(err.Error())), "  ")
	}
}
