package check

import (
	"fmt"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
)

// checkShown checks what the seat is shown besides the log: its status line
// and its listed moves name no card it cannot see.
func (v *worker) checkShown(g engine.Game, seat int, moves []*notation.Move) error {
	status, err := g.Status(seat)
	if err != nil {
		return err
	}
	if code := hiddenCard(seat, status, g.State()); code != "" {
		file, line := v.rules.Where("status")
		return &finding{key: "status leak", err: &engine.ScriptError{File: file, Line: line,
			Msg: fmt.Sprintf("status shows seat %d %s, a card it cannot see: %q", seat+1, code, status)}}
	}
	for _, m := range moves {
		if code := hiddenCard(seat, format(g, m), g.State()); code != "" {
			verb := v.rules.Describe().Verbs[m.Verb].Name
			file, _ := v.rules.Where("verbs." + verb + ".check")
			return &finding{key: "move leak " + verb, err: &engine.ScriptError{File: file,
				Msg: fmt.Sprintf("seat %d is offered the move %q, which shows %s, a card it cannot see", seat+1, format(g, m), code)}}
		}
	}
	return nil
}

// checkMove checks what one move left behind: every card in exactly one pile
// and no log line naming a card its reader cannot see. A line may name a card
// the reader saw before the move (a card taken from the discard pile), or
// when a round ended during it (the last trick, before it was gathered).
func checkMove(before *core.State, g engine.Game, logged int) error {
	st := g.State()
	if err := st.CheckCards(); err != nil {
		return fmt.Errorf("a card was created or lost: %w", err)
	}
	seen := []*core.State{st, before}
	if end := st.RoundEnd(); end != nil {
		seen = append(seen, end)
	}
	for _, e := range st.LogSince(logged) {
		for seat := range st.Seats() {
			if !e.Reads(seat) {
				continue
			}
			if text := e.TextFor(seat); hiddenCard(seat, text, seen...) != "" {
				return &finding{key: "log leak", err: &engine.ScriptError{Msg: fmt.Sprintf("the log line %q is shown to seat %d, who cannot see %s", text, seat+1, hiddenCard(seat, text, seen...))}}
			}
		}
	}
	return nil
}

// hiddenCard returns a card code written in text that seat cannot see
// anywhere in the game and was not shown (g:reveal) in any of the states,
// or "". Only upper-case codes count, so that words of the narration are
// not mistaken for cards.
func hiddenCard(seat int, text string, states ...*core.State) string {
	st := states[0]
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
		if !mayName(states, seat, k) {
			return w
		}
	}
	return ""
}

// mayName reports whether seat may name a card of kind k in one of the
// states.
func mayName(states []*core.State, seat, k int) bool {
	for _, st := range states {
		if st.MayName(seat, k) {
			return true
		}
	}
	return false
}
