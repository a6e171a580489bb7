package rules

import (
	"fmt"
	"strings"

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

// checkPlay refuses a play: its optional parts, then the cards held, then
// what the cards must be.
func (pp *playPlan) checkPlay(g *Game, seat int, m *notation.Move) refusal {
	refs := m.Args[pp.cards].Cards
	kinds := make([]int, len(refs))
	for i, r := range refs {
		kinds[i] = r.Kind
	}
	held := g.st.Pile(g.p.hand.Of(seat)).Len()
	if why := pp.checkParts(g, seat, m, kinds, held); why.Why != "" {
		return why
	}
	if missing := g.missing(seat, kinds); missing != "" {
		return refuse(&pp.HoldWhy, strings.ReplaceAll(pp.HoldWhy.Or("you do not hold {card}"), "{card}", missing))
	}
	if pp.NotTaken && len(kinds) == 1 && took(g.st) == kinds[0]+1 {
		return refuse(&pp.NotTakenWhy, pp.NotTakenWhy.Text)
	}
	if why := g.p.drawn.checkDrawn(g, seat, kinds); why.Why != "" {
		return why
	}
	if why := g.p.stack.checkStack(g, kinds); why.Why != "" {
		return why
	}
	if why := pp.checkJump(g, seat, kinds); seat != seatToAct(g.st) && why.Why != "" {
		return why
	}
	if len(kinds) == 1 {
		return pp.checkSingle(g, kinds[0], held)
	}
	return pp.checkRun(g, kinds, held)
}

func (pp *playPlan) checkParts(g *Game, seat int, m *notation.Move, kinds []int, held int) refusal {
	if pp.name >= 0 {
		named, must := m.Args[pp.name].Set, pp.namesSuit(g, kinds)
		if must && !named {
			return refuse(&pp.NameHow, pp.NameHow.Or("add the suit this play names"))
		}
		if named && !must {
			return refuse(&pp.NameNot, pp.NameNot.Or("this play names no suit"))
		}
	}
	if why := pp.checkSeatPart(g, seat, m, kinds); why.Why != "" {
		return why
	}
	if pp.call >= 0 && m.Args[pp.call].Set && !g.p.call.mayCallWith(g, seat, kinds, held) {
		return g.p.call.callRefusal(g, &g.d.Call.PartWhy, g.p.call.withWord(g, g.d.Call.PartWhy.Or(callPartWhy)))
	}
	return legal
}

// missing names the first card of kinds seat does not hold (counting
// copies), or "".
func (g *Game) missing(seat int, kinds []int) string {
	d := g.st.Deck()
	hand := g.st.Pile(g.p.hand.Of(seat)).Cards
	for i, k := range kinds {
		need, have := 0, 0
		for _, k2 := range kinds[:i+1] {
			if k2 == k {
				need++
			}
		}
		for _, c := range hand {
			if d.KindOf(c) == k {
				have++
			}
		}
		if have < need {
			return d.Kind(k).Code
		}
	}
	return ""
}

func (pp *playPlan) checkSingle(g *Game, kind int, held int) refusal {
	d := g.st.Deck()
	c := d.CardOf(kind)
	if held == 1 && pp.notLast.Has(d, c) {
		return refuse(&pp.NotLastWhy, pp.NotLastWhy.Or("you may not play "+d.Kind(kind).Code+" as your last card"))
	}
	if !pp.single {
		return refuse(&pp.At, "play "+pp.shapesText(g))
	}
	if pp.match == nil {
		return legal
	}
	t := pp.match.target(g.st)
	if pp.match.matches(d, t, c) {
		return legal
	}
	rule := &pp.Match.Rule
	if namedSuit(g.st) > 0 && pp.Match.NamedRule.Text != "" {
		rule = &pp.Match.NamedRule // the suit to follow is the one a wild named
	}
	return refuseUnder(rule, pp.matchWhy(t), pp.noMatch(g, t, d.Kind(kind).Code))
}

// noMatch writes why a card does not match t.
func (pp *playPlan) noMatch(g *Game, t Target, code string) string {
	if why := pp.Match.Why; why.Text != "" {
		return pp.noMatchDeclared(g, t, code)
	}
	var parts []string
	if t.Suit >= 0 {
		s := "follow " + g.suitName(t.Suit)
		if namedSuit(g.st) > 0 {
			s += " (the called suit)"
		}
		parts = append(parts, s)
	}
	if top, ok := g.st.Pile(pp.match.pile.ID).Top(); ok && t.Rank >= 0 && namedSuit(g.st) == 0 {
		parts = append(parts, "the rank of "+g.st.Deck().Card(top).Code)
	}
	if len(parts) == 0 {
		return code + " does not match"
	}
	return code + " does not match: " + strings.Join(parts, " or ")
}

func (g *Game) suitName(i int) string {
	s := g.st.Deck().Suits()[i]
	if s.Name != "" {
		return s.Name
	}
	return s.Code
}

func (pp *playPlan) shapesText(g *Game) string {
	if len(pp.runs) > 0 {
		return "one card, or a run"
	}
	return "one card at a time"
}

// checkRun refuses cards that are not a run the play allows.
func (pp *playPlan) checkRun(g *Game, kinds []int, held int) refusal {
	if len(pp.runs) == 0 {
		return refuse(&pp.At, "play one card at a time")
	}
	r := pp.runs[0]
	why := func(key, def string) refusal { return refuseUnder(&r.Rule, r.Why.Of(key), r.Why.Words(key, def)) }
	if flowOf(g.st).Reign != 0 && !r.InOpenTurn {
		return why("open", "no runs in an open turn: play one card at a time")
	}
	if len(kinds) > held-r.Keep {
		return why("keep", fmt.Sprintf("a run must leave you %s", cardCount(r.Keep)))
	}
	if len(kinds) < r.Min {
		return why("short", fmt.Sprintf("a run has at least %s", cardCount(r.Min)))
	}
	d := g.st.Deck()
	t := pp.match.target(g.st)
	for _, k := range kinds {
		if d.Kind(k).SuitIndex != t.Suit || t.Suit < 0 {
			text := why("suit", "every card of a run must be of the suit to follow, %s")
			if strings.Contains(text.Why, "%s") && t.Suit >= 0 {
				text.Why = fmt.Sprintf(text.Why, g.suitName(t.Suit))
			}
			return text
		}
	}
	for i := 1; i < len(kinds); i++ {
		if d.Kind(kinds[i]).RankIndex != d.Kind(kinds[i-1]).RankIndex+1 {
			return why("consecutive", "the cards of a run must be consecutive")
		}
	}
	return legal
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
