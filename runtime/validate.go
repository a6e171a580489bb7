package runtime

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strings"

	"github.com/rulerun/rulerun/core"
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
	// Stopped is set when validation stopped early because the script was
	// stopped at a limit of the sandbox (a runaway loop, too much memory, a
	// cap): it would be in every game.
	Stopped bool
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
// must decide has a legal move, every listed move is written in the game's
// notation and accepted, the status of every seat that may act can be
// shown, and no log line shows a seat a card it cannot see. A script
// stopped at a limit of the sandbox (a runaway loop, too much memory, too
// many moves...) is reported once, with the seed that shows it, and no
// further game is played.
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
		if v.report.Stopped {
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
		v.report.Stopped = v.report.Stopped || se.Limit
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
		if err := v.checkDecision(g, d); err != nil {
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

// checkDecision checks the moves offered to every seat that may act: they
// are written in the game's notation and each is accepted.
func (v *validator) checkDecision(g *Game, d Decision) error {
	for _, seat := range append([]int{d.Seat}, d.Others...) {
		legal, err := g.Legal(seat)
		if err != nil {
			return err
		}
		if _, err := g.Status(seat); err != nil {
			return err
		}
		if seat == d.Seat && len(legal) == 0 {
			return &ScriptError{File: v.script.Path, Line: g.hookLine("legal"),
				Msg: fmt.Sprintf("seat %d must decide but legal lists no move", seat+1)}
		}
		if err := v.checkListed(g, seat, legal); err != nil {
			return err
		}
	}
	return nil
}

func (v *validator) checkListed(g *Game, seat int, legal []string) error {
	seen := map[string]bool{}
	for _, text := range legal {
		m, err := g.Parse(text)
		if err != nil {
			return &ScriptError{File: v.script.Path, Line: g.hookLine("legal"), Msg: fmt.Sprintf("legal lists a move the notation cannot read: %v", err)}
		}
		if m.Text != text {
			return &ScriptError{File: v.script.Path, Line: g.hookLine("legal"),
				Msg: fmt.Sprintf("legal lists %q; write it in canonical form as %q", text, m.Text)}
		}
		if seen[text] {
			return &ScriptError{File: v.script.Path, Line: g.hookLine("legal"), Msg: fmt.Sprintf("legal lists %q twice", text)}
		}
		seen[text] = true
		if err := g.Clone().Play(seat, text); err != nil {
			var im *IllegalMove
			if errors.As(err, &im) {
				return &IllegalMove{File: im.File, Line: im.Line, Seat: seat, Move: text,
					Reason: fmt.Sprintf("legal lists %q for seat %d but play rejects it: %s", text, seat+1, im.Reason)}
			}
			return err
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
// anywhere in the game, or "". Only upper-case codes count, so that words
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
		if !st.Sees(seat, k) {
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
