package scenario

import (
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"

	"go.yaml.in/yaml/v3"
)

// vars reads the setup's vars: {called: S, trick: [3S, 3H]}: the script's
// own variables, as g.vars reads them.
func (p *parser) vars(n *yaml.Node) ([]Var, error) {
	fields, err := p.mapping(n, "vars")
	if err != nil {
		return nil, err
	}
	var out []Var
	for _, f := range fields {
		v, err := p.value(f.value, "g.vars."+f.key)
		if err != nil {
			return nil, err
		}
		out = append(out, Var{Name: f.key, Value: v, Pos: f.kpos})
	}
	return out, nil
}

// value reads a YAML value as a game variable: numbers, strings, true and
// false, null, lists and mappings of them.
func (p *parser) value(n *yaml.Node, what string) (any, error) {
	if err := p.noAlias(n); err != nil {
		return nil, err
	}
	switch n.Kind {
	case yaml.SequenceNode:
		out := make([]any, 0, len(n.Content))
		for i, item := range n.Content {
			v, err := p.value(item, what+"["+strconv.Itoa(i+1)+"]")
			if err != nil {
				return nil, err
			}
			out = append(out, v)
		}
		return out, nil
	case yaml.MappingNode:
		fields, err := p.mapping(n, what)
		if err != nil {
			return nil, err
		}
		out := make(map[string]any, len(fields))
		for _, f := range fields {
			if out[f.key], err = p.value(f.value, what+"."+f.key); err != nil {
				return nil, err
			}
		}
		return out, nil
	}
	switch n.Tag {
	case "!!null":
		return nil, nil
	case "!!bool":
		return p.boolean(n, what)
	case "!!int", "!!float":
		f, err := strconv.ParseFloat(n.Value, 64)
		if err != nil {
			return nil, errorf(p.pos(n), "%s: %q is not a number", what, n.Value)
		}
		return f, nil
	}
	return n.Value, nil
}

// deal reads the setup's deal: piles and the cards the script's setup must
// deal them first, written as the pile keys of a setup are.
func (p *parser) deal(f field) ([]PileCards, error) {
	fields, err := p.mapping(f.value, "deal")
	if err != nil {
		return nil, err
	}
	var out []PileCards
	for _, pf := range fields {
		err := p.piles(pf, func(ref PileRef, v *yaml.Node) error {
			cards, err := p.cards(v, ref.String())
			out = append(out, PileCards{Pile: ref, Cards: cards})
			return err
		})
		if err != nil {
			return nil, err
		}
	}
	return out, nil
}

// setScores puts the match where the setup says: its round, and the totals
// of the seats it names (the others keep theirs).
func (x *run) setScores(st *core.State, su *Setup) error {
	if su.Round == 0 && len(su.Scores) == 0 {
		return nil
	}
	totals := append([]int(nil), st.Score().Totals...)
	for _, sc := range su.Scores {
		totals[sc.Seat.N-1] = sc.Points
	}
	round := su.Round
	if round == 0 {
		round = st.RoundNumber()
	}
	return st.StartMatchAt(round, totals)
}

// unwrapVar drops the core's "variable NAME: " from an error about a
// variable the setup names itself.
func unwrapVar(err error) string {
	msg := err.Error()
	if _, rest, ok := strings.Cut(msg, ": "); ok && strings.HasPrefix(msg, "variable ") {
		return rest
	}
	return msg
}

// setNamed makes the suit the setup names the one an earlier play named.
func (x *run) setNamed(su *Setup) error {
	if su.Named == "" {
		return nil
	}
	d := x.g.State().Deck()
	if i, ok := d.SuitIndex(su.Named); ok {
		namer, ok := x.g.(engine.SuitNamer)
		if !ok {
			return errorf(su.NamedPos, "named: %s keeps no suit a play named", x.desc.Name)
		}
		if err := namer.NameSuit(i); err != nil {
			return errorf(su.NamedPos, "named: %v", err)
		}
		return nil
	}
	codes := make([]string, len(d.Suits()))
	for i, s := range d.Suits() {
		codes[i] = s.Code
	}
	return errorf(su.NamedPos, "named: %q is not a suit of the deck (its suits are %s)", su.Named, strings.Join(codes, ", "))
}
