package melding

import (
	"slices"
	"strconv"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// why refuses with the reason of a meld's problem, its rule cited before
// it; a problem of several melds cites the rule of each in turn, and its
// codes are those of every rule cited.
func (l *layMech) why(err error) mech.Refusal {
	me, ok := err.(*core.MeldError)
	if !ok {
		return l.cite(&l.Rule, err.Error())
	}
	out := l.cite(l.ruleOf(me.Code), me.Msg)
	last := l.ruleOf(me.Code)
	for _, a := range me.Also {
		rule := l.ruleOf(a.Code)
		if rule.Text == last.Text {
			rule = nil // one citation for the melds a rule refuses in a row
		} else {
			last = rule
		}
		more := l.cite(rule, a.Msg)
		out.Why += "; " + more.Why
		if more.Rule != nil && len(more.Rule.Codes) > 0 {
			out = out.Citing(append(slices.Clip(out.Codes()), more.Rule.Codes...))
		}
	}
	return out
}

// ruleOf is the rule that decides a meld problem of this code.
func (l *layMech) ruleOf(code string) *mech.Message {
	if r := l.Codes.By[code]; r != nil {
		return r
	}
	return &l.Rule
}

// cite refuses with the engine's words about the melds, a rule before them
// when there is one.
func (l *layMech) cite(rule *mech.Message, text string) mech.Refusal {
	if rule == nil || rule.Text == "" {
		return mech.Refuse(&l.At, text)
	}
	return mech.Refusal{Why: rule.Text + ": " + text, Msg: &l.At, Rule: rule}
}

// turnWhy refuses with text, msg's words or the engine's, citing the rule
// of the turn before them.
func (l *layMech) turnWhy(msg *mech.Message, text string) mech.Refusal {
	if l.TurnRule.Text == "" {
		return mech.Refuse(msg, text)
	}
	return mech.Refusal{Why: l.TurnRule.Text + ": " + text, Msg: msg, Rule: &l.TurnRule}
}

// fillCounts puts a meld's number and the count of melds in a template.
func fillCounts(text string, n, count int) string {
	return mech.Fill(text, "{n}", strconv.Itoa(n), "{count}", strconv.Itoa(count))
}
