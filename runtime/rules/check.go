package rules

import (
	"fmt"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
)

// Check says whether seat may make m now: nil, or the refusal with the
// rule it breaks.
func (g *Game) Check(seat int, m *notation.Move) (*engine.IllegalMove, error) {
	why, err := g.check(seat, m)
	if err != nil {
		return nil, err
	}
	if why.Why == "" {
		g.vet = engine.Vet(g.gen, seat, m)
		return nil, nil
	}
	im := &engine.IllegalMove{Seat: seat, Move: g.d.Grammar.Format(m, g.d.Deck), Reason: why.Why, Codes: why.codes()}
	if at := why.place(); at != nil {
		im.File, im.Line = at.File, at.Line
	}
	return im, nil
}

// refusal is why a move is refused, and the declaration that refused it:
// the message field whose words it gives (or, for the engine's words, the
// field the script left out, which stands where the declaration holding
// it does), and the rule put before those words when they begin with no
// rule code. Its codes and its line come from those values, read when the
// script was; a move out of turn has neither.
type refusal struct {
	Why  string
	msg  *Message // the declaration that refused; nil for none
	rule *Message // the rule its words were put under (prefixRule); nil when they were not
}

// legal is the refusal of nothing.
var legal = refusal{}

// refuse refuses with why, the words of msg (or the engine's, when msg has
// none), filled in.
func refuse(msg *Message, why string) refusal { return refusal{Why: why, msg: msg} }

// refuseUnder refuses with text, the words of msg or the engine's, put
// after rule's code when they do not begin with one (prefixRule).
func refuseUnder(rule, msg *Message, text string) refusal {
	if rule == nil || rule.Text == "" || text == "" || citesRule(text) {
		return refusal{Why: text, msg: msg}
	}
	return refusal{Why: rule.Text + ": " + text, msg: msg, rule: rule}
}

// codes are the rule codes the refusal cites, in order: its rule's, when
// its words were put under it, then those its declared words cite. They
// were read once, with the script; from here on they travel as values
// (engine.IllegalMove.Codes).
func (r refusal) codes() []string {
	var own []string
	if r.msg != nil {
		own = r.msg.Codes
	}
	switch {
	case r.rule == nil || len(r.rule.Codes) == 0:
		return own
	case len(own) == 0:
		return r.rule.Codes
	}
	return append(append(make([]string, 0, len(r.rule.Codes)+len(own)), r.rule.Codes...), own...)
}

// citing is r citing codes: words that cite more than their message and
// one rule (a meld's problems, each under its rule) get a message of their
// own, made for the refusal, standing where r does.
func (r refusal) citing(codes []string) refusal {
	m := &Message{Text: r.Why, Codes: codes}
	if at := r.place(); at != nil {
		m.Path, m.File, m.Line = at.Path, at.File, at.Line
	}
	return refusal{Why: r.Why, msg: m}
}

// place is the declaration a refusal points to, for its file and line: the
// message whose words it gives, else the rule the engine's words were put
// under, else the declaration that holds the field the script left out;
// nil for none.
func (r refusal) place() *Message {
	switch {
	case r.msg != nil && r.msg.Text != "" && r.msg.Line > 0:
		return r.msg
	case r.rule != nil && r.rule.Line > 0:
		return r.rule
	}
	return r.msg
}

// check returns the refusal of m by seat, or "" when it is legal (refusalOf),
// and counts the rule codes a refusal cites when the game is counted.
func (g *Game) check(seat int, m *notation.Move) (refusal, error) {
	why, err := g.refusalOf(seat, m)
	return g.counted(why), err
}

// counted counts the rule codes a refusal cites, when the game is counted,
// and returns it.
func (g *Game) counted(why refusal) refusal {
	if g.tally != nil && why.Why != "" && !g.tally.Paused {
		g.tally.RefuseCodes(why.codes())
	}
	return why
}

// refusalOf returns the refusal of m by seat, or "" when it is legal: first
// whether the seat may act, then the declared rules, then the verb's own
// code.
func (g *Game) refusalOf(seat int, m *notation.Move) (refusal, error) {
	st := g.st
	if st.Result().Over {
		return legal, engine.ErrGameOver
	}
	if m.Verb < 0 || m.Verb >= len(g.d.Verbs) {
		return legal, fmt.Errorf("move of verb %d: the game has %d verbs", m.Verb, len(g.d.Verbs))
	}
	verb := &g.d.Verbs[m.Verb]
	if g.d.Scripted {
		if _, err := g.scriptDecision(); err != nil {
			return legal, err
		}
	}
	if why := g.mayAct(seat, m.Verb); why.Why != "" {
		return why, nil
	}
	if why := g.p.duties.checkDuty(g, seat, m.Verb); why.Why != "" {
		return why, nil
	}
	if why := g.checkOpen(m.Verb); why.Why != "" {
		return why, nil
	}
	if why := g.p.duties.checkRetry(g, seat, m); why.Why != "" {
		return why, nil
	}
	if why := g.checkDeclared(seat, m); why.Why != "" {
		return why, nil
	}
	if verb.Code.Check && g.hooks != nil {
		why, err := g.hooks.Check(&Ctx{State: st, ReadOnly: true}, m.Verb, seat, m)
		if why == nil || err != nil {
			return legal, err
		}
		return refuse(why, why.Text), nil
	}
	return legal, nil
}

func (g *Game) checkDeclared(seat int, m *notation.Move) refusal {
	return g.p.verbs[m.Verb].mech.check(g, seat, m)
}

// prefix puts a rule code before a refusal that does not begin with one.
func (g *Game) prefix(rule, text string) string { return prefixRule(rule, text) }

// prefixRule puts a rule code before a refusal that does not begin with one.
func prefixRule(rule, text string) string {
	if rule == "" || text == "" || citesRule(text) {
		return text
	}
	return rule + ": " + text
}

// citesRule reports whether a text begins with a rule code, such as
// "UNO-7:" or "TL-5 (open_with_lowest):".
func citesRule(text string) bool {
	i := 0
	for i < len(text) && (text[i] >= 'A' && text[i] <= 'Z' || text[i] >= '0' && text[i] <= '9') {
		i++
	}
	if i == 0 || i >= len(text) || text[i] != '-' {
		return false
	}
	j := i + 1
	for j < len(text) && text[j] >= '0' && text[j] <= '9' {
		j++
	}
	return j > i+1
}
