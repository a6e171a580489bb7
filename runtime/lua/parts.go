package lua

import (
	"fmt"

	"github.com/rulerun/rulerun/runtime/lua/bind"

	"github.com/rulerun/rulerun/core/notation"
	lua "github.com/yuin/gopher-lua"
)

// partAnswer is what a part rule says of an optional part of a move.
type partAnswer int8

const (
	partUnasked partAnswer = iota
	partMay                // the move may have the part or not: check decides
	partMust               // the move must have it
	partMustNot            // the move must not have it
)

// askPart asks verb m.Verb's rule for optional group grp whether move m
// must have that part: rule(g, seat, move) returns true (it must), false (it
// must not) or nil (it may), and as a second result the reason a move that
// breaks the answer is refused.
func (g *Game) askPart(seat int, m *notation.Move, grp int) (partAnswer, string, error) {
	if g.host.decl.verbs[m.Verb].Parts[grp] == nil {
		return partMay, "", nil
	}
	return g.answerPart(seat, m, grp, g.host.api.MoveTable(g.Info().Verbs[m.Verb].Form, m))
}

// askPartOf asks the rule for group grp of candidate c as askPart does,
// with c's move as proposed, watching its reads of the parts the engine
// fills in: read reports whether it read one, so that its answer may not
// hold for every filling.
func (g *Game) askPartOf(seat int, c *candidate, grp int) (a partAnswer, read bool, err error) {
	if g.host.decl.verbs[c.move.Verb].Parts[grp] == nil {
		return partMay, false, nil
	}
	t := g.host.api.WatchedMoveTable(g.Info().Verbs[c.move.Verb].Form, &c.move, c.free)
	a, _, err = g.answerPart(seat, &c.move, grp, t)
	return a, g.host.api.ReadWatched(), err
}

// answerPart runs the rule for group grp of move m, given to it as the
// table t.
func (g *Game) answerPart(seat int, m *notation.Move, grp int, t *lua.LTable) (partAnswer, string, error) {
	v := &g.Info().Verbs[m.Verb]
	fn := g.host.decl.verbs[m.Verb].Parts[grp]
	h := g.host
	h.bind(g)
	rets, err := h.run(g.state, fn, true, h.decl.verbs[m.Verb].PartNames[grp], h.api.G(), h.seatArg(seat), t)
	if err != nil {
		return 0, "", err
	}
	reason, _ := rets[1].(lua.LString)
	switch rets[0] {
	case lua.LNil:
		return partMay, string(reason), nil
	case lua.LTrue:
		return partMust, string(reason), nil
	case lua.LFalse:
		return partMustNot, string(reason), nil
	}
	return 0, "", &ScriptError{File: fn.Proto.SourceName, Line: fn.Proto.LineDefined,
		Msg: fmt.Sprintf("verbs.%s.%s returned %s: return true when the move must have its %s part, false when it must not, nil when it may", v.Name, g.Info().Parts[m.Verb][grp], bind.Describe(rets[0]), g.Info().Parts[m.Verb][grp])}
}

// groupPresent reports whether move m has its optional group grp.
func groupPresent(f *notation.Form, m *notation.Move, grp int) bool {
	for i, s := range f.Slots {
		if s.Group == grp && m.Args[i].Set {
			return true
		}
	}
	return false
}

// keepsParts reports whether variant m of candidate c agrees with the
// verb's part rules, asking each rule once per candidate. It looks at every
// part with a rule, those rulerun filled in and those the generator gave.
// A rule that read none of the parts rulerun fills in answers alike for
// every variant, as checkParts would ask it of each (c.partsRead).
func (g *Game) keepsParts(seat int, c *candidate, m *notation.Move) (bool, error) {
	v := &g.Info().Verbs[c.move.Verb]
	for grp, name := range g.Info().Parts[c.move.Verb] {
		if name == "" {
			continue
		}
		if c.parts == nil {
			c.parts = make([]partAnswer, v.Form.Groups)
		}
		if c.parts[grp] == partUnasked {
			a, read, err := g.askPartOf(seat, c, grp)
			if err != nil {
				return false, err
			}
			c.parts[grp], c.partsRead = a, c.partsRead || read
		}
		present := groupPresent(v.Form, m, grp)
		if c.parts[grp] == partMust && !present || c.parts[grp] == partMustNot && present {
			return false, nil
		}
	}
	return true, nil
}

// checkParts refuses a typed move that breaks one of its verb's part
// rules: the optional group whose rule refuses it and why, or "".
func (g *Game) checkParts(seat int, m *notation.Move) (int, string, error) {
	v := &g.Info().Verbs[m.Verb]
	for grp, name := range g.Info().Parts[m.Verb] {
		if name == "" {
			continue
		}
		a, reason, err := g.askPart(seat, m, grp)
		if err != nil {
			return 0, "", err
		}
		present := groupPresent(v.Form, m, grp)
		switch {
		case a == partMust && !present:
			return grp, or(reason, fmt.Sprintf("this move needs its %s part", name)), nil
		case a == partMustNot && present:
			return grp, or(reason, fmt.Sprintf("this move may not have a %s part", name)), nil
		}
	}
	return 0, "", nil
}

func or(s, def string) string {
	if s != "" {
		return s
	}
	return def
}

// hasPartRules reports whether verb declares a rule for any of its
// optional parts.
func (g *Game) hasPartRules(verb int) bool {
	for _, name := range g.Info().Parts[verb] {
		if name != "" {
			return true
		}
	}
	return false
}
