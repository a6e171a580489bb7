package lua

import (
	"fmt"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	lua "github.com/yuin/gopher-lua"
)

// declaredHooks is a declared game's script code, as the engine calls it:
// each call runs in the context the engine passes (the state, and whether
// the code may change it).
type declaredHooks struct {
	g       *Game
	effects []*lua.LFunction
}

var (
	_ rules.Hooks  = declaredHooks{}
	_ rules.Valuer = declaredHooks{}
)

// run calls fn in c's context.
func (d declaredHooks) run(c *rules.Ctx, fn *lua.LFunction, name string, args ...lua.LValue) ([]lua.LValue, error) {
	h := d.g.host
	h.bind(d.g)
	h.buf.args = append(append(h.buf.args[:0], h.api.G()), args...) // pushed before the call runs: a call it makes may reuse them
	return h.runIn(c.State, c.ReadOnly, nil, fn, name, h.buf.args...)
}

// Setup runs game.setup, if the script has one, after the declared deal.
func (d declaredHooks) Setup(c *rules.Ctx) error {
	fn := d.g.host.decl.hooks.Setup
	if fn == nil {
		return nil
	}
	_, err := d.run(c, fn, "setup")
	return err
}

// FirstDealer runs game.first_dealer, if the script has one, before the
// first deal: it returns the first dealer's seat.
func (d declaredHooks) FirstDealer(c *rules.Ctx) (int, bool, error) {
	fn := d.g.host.decl.hooks.FirstDealer
	if fn == nil {
		return 0, false, nil
	}
	rets, err := d.run(c, fn, "first_dealer")
	if err != nil {
		return 0, false, err
	}
	n, ok := rets[0].(lua.LNumber)
	if !ok || int(n) < 1 || int(n) > d.g.seats || float64(int(n)) != float64(n) {
		return 0, false, &ScriptError{File: d.g.host.script.Path, Line: d.g.hookLine("first_dealer"),
			Msg: fmt.Sprintf("first_dealer must return a seat from 1 to %d (it returned %s)", d.g.seats, returned(rets[0]))}
	}
	return int(n) - 1, true, nil
}

// Dealt runs game.after_deal, if the script has one, after every deal.
func (d declaredHooks) Dealt(c *rules.Ctx) error {
	fn := d.g.host.decl.hooks.AfterDeal
	if fn == nil {
		return nil
	}
	_, err := d.run(c, fn, "after_deal")
	return err
}

// Check runs the verb's check, after its part rules in a game of functions
// alone (Rules API v2): those its listing asked of a move equal to m, in
// the same state, are not asked again (partskept.go).
func (d declaredHooks) Check(c *rules.Ctx, verb, seat int, m *notation.Move) (*rules.Message, error) {
	fns := &d.g.host.decl.verbs[verb]
	if !d.g.Info().Declared && d.g.hasPartRules(verb) && !d.g.host.listed.asked(d.g.state, seat, m) {
		if grp, why, err := d.g.checkParts(seat, m); why != "" || err != nil {
			return refusalOf(why, fns.Parts[grp]), err
		}
	}
	why, err := d.g.runCheck(seat, m)
	if why == "" || err != nil {
		return nil, err
	}
	return refusalOf(why, fns.Check), nil
}

// refusalOf is the refusal in the script's words why, made by the function
// fn (a verb's check, a part rule): its codes, read from the words once,
// and the line that defines fn.
func refusalOf(why string, fn *lua.LFunction) *rules.Message {
	m := &rules.Message{Text: why, Codes: scriptCodes(why)}
	if fn != nil && fn.Proto != nil {
		m.File, m.Line = fn.Proto.SourceName, fn.Proto.LineDefined
	}
	return m
}

// Apply runs the verb's apply after the declared mechanics.
func (d declaredHooks) Apply(c *rules.Ctx, verb, seat int, m *notation.Move) error {
	fns := d.g.host.decl.verbs[verb]
	v := &d.g.Info().Verbs[verb]
	d.g.host.bind(d.g) // the move's table names the cards of this game's deck
	_, err := d.run(c, fns.Apply, fns.ApplyName, d.g.host.seatArg(seat), d.g.host.api.MoveTable(v.Form, m))
	return err
}

// Generate lists the moves the verb's generator proposes, each with every
// filling of the values it left open. In a game of functions alone (Rules
// API v2) only those its part rules keep are listed, each once.
func (d declaredHooks) Generate(c *rules.Ctx, verb, seat int, emit func(*notation.Move)) error {
	cands, err := d.g.generate(seat, verb)
	if err != nil {
		return err
	}
	defer func() { // the moves emitted are copies
		b := &d.g.host.buf
		b.argSlab, b.cardSlab = b.argSlab[:0], b.cardSlab[:0]
	}()
	var seen *moveKeys
	if !d.g.Info().Declared {
		seen = d.g.host.buf.seenFor(verb)
	}
	var scratch notation.Move
	for i := range cands {
		for k := range d.g.variants(&cands[i]) {
			m := d.g.variant(&cands[i], k, &scratch)
			if seen == nil {
				emit(m.Clone())
				continue
			}
			ok, err := d.g.keepsParts(seat, &cands[i], m)
			if err != nil {
				return err
			}
			if !ok {
				continue
			}
			if d.g.host.buf.firstSeen(seen, m) {
				d.g.emitListed(seat, &cands[i], d.g.host.buf.key, cloneListed(m), emit)
			}
		}
	}
	return nil
}

// ToAct runs the script's to_act, in a game of functions alone: the seat
// that must decide, and the seats that may act out of turn.
func (d declaredHooks) ToAct(c *rules.Ctx) (Decision, error) {
	h := d.g.host
	h.bind(d.g)
	rets, err := h.runIn(c.State, true, nil, h.decl.hooks.ToAct, "to_act", h.api.G())
	if err != nil {
		return Decision{}, err
	}
	return d.g.decisionOf(rets)
}

// Effect runs the apply function of a declared effect; it reports whether
// the game goes on.
func (d declaredHooks) Effect(c *rules.Ctx, hook, seat int, m *notation.Move) (bool, error) {
	v := &d.g.Info().Verbs[m.Verb]
	d.g.host.bind(d.g) // the move's table names the cards of this game's deck
	if _, err := d.run(c, d.effects[hook], "an effect's apply", d.g.host.seatArg(seat), d.g.host.api.MoveTable(v.Form, m)); err != nil {
		return false, err
	}
	return !c.State.Result().Over, nil
}

// Status runs game.status.
func (d declaredHooks) Status(c *rules.Ctx, seat int) (string, error) { return d.g.Status(seat) }

// emitListed emits move m of key k, a variant of candidate c its part
// rules keep, recording it as asked of them when their answers hold for
// every variant.
func (g *Game) emitListed(seat int, c *candidate, k []byte, m *notation.Move, emit func(*notation.Move)) {
	if !c.partsRead && g.hasPartRules(m.Verb) {
		g.host.listed.keep(g.state, seat, string(k))
	}
	emit(m)
}
