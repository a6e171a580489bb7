package runtime

import (
	"bytes"
	"errors"
	"fmt"
	"math/rand/v2"
	"regexp"
	"sort"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
)

// ValidateOptions says how many self-play games to check and how.
type ValidateOptions struct {
	Games    int               // number of seeded self-play games
	Seed     uint64            // seed of the first game; game i uses Seed+i
	Seats    int               // 0 cycles through every allowed seat count
	Options  map[string]string // option values for every game
	MaxMoves int               // a game that has not ended by then is a problem
}

// Problem is one broken promise of a script, with where it shows.
type Problem struct {
	File  string
	Line  int
	Msg   string
	Games int    // how many games showed it
	Seed  uint64 // the first game that showed it
	Seats int
}

// String writes the problem as a line of rulerun validate's report.
func (p Problem) String() string {
	where := ""
	if p.File != "" {
		where = p.File + ": "
		if p.Line > 0 {
			where = fmt.Sprintf("%s:%d: ", p.File, p.Line)
		}
	}
	if p.Games == 0 {
		return where + p.Msg
	}
	return fmt.Sprintf("%s%s (in %d game(s); first: --seed %d --players %d)", where, p.Msg, p.Games, p.Seed, p.Seats)
}

// Report is the outcome of [Validate].
type Report struct {
	Games    int
	Moves    int
	Problems []Problem
	// Runaway is set when validation stopped early because the script ran
	// away (steps, wall clock or memory): it would in every game.
	Runaway bool
}

// validator plays games and gathers problems, one entry per distinct message.
type validator struct {
	script *Script
	opts   ValidateOptions
	report Report
	index  map[string]int
}

// Validate self-plays seeded games with random bots and checks that the
// script keeps its promises: no card created or lost, every game ends, a
// seed replays identically, a saved game continues identically, whoever
// must decide has a legal move, every listed move is accepted, every move a
// complete verb's check accepts is listed, and no log line, status line or
// listed move shows a seat a card it cannot see. A script that runs away is
// reported once, with the seed that shows it, and no further game is
// played.
func Validate(s *Script, opts ValidateOptions) Report {
	if opts.MaxMoves <= 0 {
		opts.MaxMoves = 20000
	}
	v := &validator{script: s, opts: opts, index: map[string]int{}}
	h, err := s.NewHost()
	if err != nil {
		v.add(err, 0, 0)
		return v.report
	}
	defer h.Close()
	for i := range opts.Games {
		seats := opts.Seats
		if seats == 0 {
			span := s.Info.MaxSeats - s.Info.MinSeats + 1
			seats = s.Info.MinSeats + i%min(span, 8)
		}
		v.game(h, opts.Seed+uint64(i), seats)
		v.report.Games++
		if v.report.Runaway {
			break // reported once, with its seed; more games would only repeat it
		}
	}
	return v.report
}

// add records a problem, merging it with an earlier one of the same text.
func (v *validator) add(err error, seed uint64, seats int) {
	p := Problem{Msg: err.Error()}
	var se *ScriptError
	var im *IllegalMove
	switch {
	case errors.As(err, &se):
		p.File, p.Line, p.Msg = se.File, se.Line, se.Msg
		v.report.Runaway = v.report.Runaway || se.Runaway
	case errors.As(err, &im):
		p.File, p.Line = im.File, im.Line
	}
	if seats > 0 {
		p.Games, p.Seed, p.Seats = 1, seed, seats
	}
	key := fmt.Sprint(p.File, p.Line, normalize(p.Msg))
	if i, ok := v.index[key]; ok {
		v.report.Problems[i].Games++
		return
	}
	v.index[key] = len(v.report.Problems)
	v.report.Problems = append(v.report.Problems, p)
}

var digits = regexp.MustCompile(`\d+`)

// normalize lets messages that differ only in numbers count as one problem.
func normalize(msg string) string { return digits.ReplaceAllString(msg, "#") }

// game self-plays one game, checking every decision, then checks replay and
// restore.
func (v *validator) game(h *Host, seed uint64, seats int) {
	fail := func(err error) { v.add(err, seed, seats) }
	g, err := h.NewGame(Config{Seats: seats, Seed: seed, Options: v.opts.Options})
	if err != nil {
		fail(err)
		return
	}
	agents := make([]Agent, seats)
	for i := range agents {
		agents[i] = NewRandomBot(seed*31 + uint64(i))
	}
	rng := rand.New(rand.NewPCG(seed, 0x76616c))
	var midway []byte
	for moves := 0; ; moves++ {
		d, err := g.ToAct()
		if err != nil {
			fail(err)
			return
		}
		if d.Over {
			break
		}
		if moves >= v.opts.MaxMoves {
			fail(fmt.Errorf("the game did not end within %d moves", v.opts.MaxMoves))
			return
		}
		if moves == 10 {
			midway, _ = g.Save()
		}
		if err := v.checkDecision(g, d, rng); err != nil {
			fail(err)
			return
		}
		logged := len(g.state.Log())
		if _, err := Step(g, agents); err != nil {
			fail(err)
			return
		}
		v.report.Moves++
		if err := v.checkMove(g, logged); err != nil {
			fail(err)
			return
		}
	}
	if err := v.checkReplay(g, midway); err != nil {
		fail(err)
	}
}

// checkDecision checks the moves offered to every seat that may act: each
// listed move is accepted when played, the seat to decide has one, no
// move or status line names a card the seat cannot see, and every complete
// verb lists each move its check accepts.
func (v *validator) checkDecision(g *Game, d Decision, rng *rand.Rand) error {
	for _, seat := range append([]int{d.Seat}, d.Others...) {
		moves, err := g.Moves(seat)
		if err != nil {
			return err
		}
		if seat == d.Seat && len(moves) == 0 {
			return &ScriptError{File: v.script.Path, Msg: fmt.Sprintf("seat %d must decide but has no legal move (to_act names it, and no verb's generator proposes a move its check accepts)", seat+1)}
		}
		if err := v.checkListed(g, seat, moves); err != nil {
			return err
		}
		if err := v.checkShown(g, seat, moves); err != nil {
			return err
		}
		if err := checkComplete(g, d, seat, moves, rng); err != nil {
			return err
		}
	}
	return nil
}

// checkListed plays every listed move on a copy of the game: a move that
// passed its check must also apply.
func (v *validator) checkListed(g *Game, seat int, moves []*notation.Move) error {
	for _, m := range moves {
		text := g.Format(m)
		if back, err := g.Parse(text); err != nil || !back.Equal(m) {
			return fmt.Errorf("the move %q does not read back as itself (%v): please report this rulerun bug", text, err)
		}
		if err := g.Clone().PlayMove(seat, m); err != nil {
			var im *IllegalMove
			if errors.As(err, &im) {
				return &IllegalMove{File: im.File, Line: im.Line, Seat: seat, Move: text,
					Reason: fmt.Sprintf("verbs.%s.check accepts %q for seat %d but apply rejects it: %s", g.Info().Verbs[m.Verb].Name, text, seat+1, im.Reason)}
			}
			return err
		}
	}
	return nil
}

// checkShown checks what the seat is shown besides the log: its status line
// and its listed moves name no card it cannot see.
func (v *validator) checkShown(g *Game, seat int, moves []*notation.Move) error {
	status, err := g.Status(seat)
	if err != nil {
		return err
	}
	if code := hiddenCard(g.state, seat, status); code != "" {
		return &ScriptError{File: v.script.Path, Line: g.hookLine("status"), Msg: fmt.Sprintf("status shows seat %d %s, a card it cannot see: %q", seat+1, code, status)}
	}
	for _, m := range moves {
		if code := hiddenCard(g.state, seat, g.Format(m)); code != "" {
			return &ScriptError{File: v.script.Path, Msg: fmt.Sprintf("seat %d is offered the move %q, which shows %s, a card it cannot see", seat+1, g.Format(m), code)}
		}
	}
	return nil
}

// checkMove checks what one move left behind: every card in exactly one pile
// and no log line naming a card its reader cannot see.
func (v *validator) checkMove(g *Game, logged int) error {
	st := g.state
	if err := st.CheckCards(); err != nil {
		return fmt.Errorf("a card was created or lost: %v", err)
	}
	for _, e := range st.Log()[logged:] {
		for seat := range st.Seats() {
			if !e.Reads(seat) {
				continue
			}
			if code := hiddenCard(st, seat, e.Text); code != "" {
				return &ScriptError{File: v.script.Path, Msg: fmt.Sprintf("the log line %q is shown to seat %d, who cannot see %s", e.Text, seat+1, code)}
			}
		}
	}
	return nil
}

// hiddenCard returns a card code written in text that seat cannot see
// anywhere in the game and was not shown (g:reveal), or "". Only upper-case codes count, so that words
// of the narration are not mistaken for cards.
func hiddenCard(st *core.State, seat int, text string) string {
	for _, w := range strings.FieldsFunc(text, func(r rune) bool {
		return r == ' ' || r == ',' || r == '.' || r == ':' || r == '(' || r == ')' || r == ';' || r == '!'
	}) {
		if strings.ToUpper(w) != w {
			continue
		}
		k, ok := st.Deck().Lookup(w)
		if !ok || st.Deck().Kind(k).Code != w {
			continue
		}
		if !st.MayName(seat, k) {
			return w
		}
	}
	return ""
}

// checkReplay replays the game's moves from its seed, and from the state
// saved midway on a fresh host, and expects the same final state.
func (v *validator) checkReplay(g *Game, midway []byte) error {
	final, err := g.Save()
	if err != nil {
		return err
	}
	h, err := v.script.NewHost()
	if err != nil {
		return err
	}
	defer h.Close()
	again, err := h.NewGame(Config{Seats: g.seats, Seed: g.seed, Options: v.opts.Options})
	if err != nil {
		return err
	}
	if err := replay(again, g.state.Moves()); err != nil {
		return fmt.Errorf("replaying the same seed and moves failed: %v", err)
	}
	if b, _ := again.Save(); !bytes.Equal(b, final) {
		return fmt.Errorf("the same seed and moves gave a different game (does the script keep state outside g.vars, or use pairs on a table in an order that varies?)")
	}
	if midway == nil {
		return nil
	}
	restored, err := h.Restore(midway)
	if err != nil {
		return fmt.Errorf("restoring a saved game failed: %v", err)
	}
	if err := replay(restored, g.state.Moves()[len(restored.state.Moves()):]); err != nil {
		return fmt.Errorf("continuing a restored game failed: %v", err)
	}
	if b, _ := restored.Save(); !bytes.Equal(b, final) {
		return fmt.Errorf("a game saved and restored midway continued differently (the script keeps state outside g.vars, for example in a local variable of the file)")
	}
	return nil
}

// replay plays recorded moves in order.
func replay(g *Game, moves []core.MoveRecord) error {
	for _, m := range moves {
		if err := g.Play(m.Seat, m.Move); err != nil {
			return fmt.Errorf("seat %d %q: %w", m.Seat+1, m.Move, err)
		}
	}
	return nil
}

// SortProblems orders problems by file and line.
func SortProblems(ps []Problem) {
	sort.SliceStable(ps, func(i, j int) bool {
		if ps[i].File != ps[j].File {
			return ps[i].File < ps[j].File
		}
		return ps[i].Line < ps[j].Line
	})
}
