package decl

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rules"
	lua "github.com/yuin/gopher-lua"
)

// enumerable reports whether the engine can list every value of the form by
// itself: every required value is a seat, suit or rank, so a verb needs no
// generator (catch <seat>, draw, choose <suit>).
func enumerable(v *engine.Verb) bool {
	for _, s := range v.Form.Slots {
		if s.Group < 0 && !Expandable(s.Type) {
			return false
		}
	}
	return true
}

// Expandable reports whether the engine can list every value of a type.
func Expandable(t notation.Type) bool {
	return t == notation.Flag || t == notation.Seat || t == notation.Suit || t == notation.Rank
}

var verbFields map[string]bool

// readVerbs reads game.verbs: for each declared move form, the functions
// that say when the move is legal, what it does and which moves exist now.
func (ir *infoReader) readVerbs(info *Info) error {
	t, ok := ir.table.RawGetString("verbs").(*lua.LTable)
	if !ok {
		return ir.Errorf("", "the game table needs verbs = {%s = {check = ..., apply = ..., generate = ...}, ...}: one entry per move", info.Grammar.Forms()[0].Verb)
	}
	declared := map[string]bool{}
	for _, f := range info.Grammar.Forms() {
		declared[f.Verb] = true
		v, parts, err := ir.readVerb(f, t.RawGetString(f.Verb))
		if err != nil {
			return err
		}
		info.Verbs = append(info.Verbs, v)
		info.Parts = append(info.Parts, parts)
	}
	var unknown []string
	for k, _ := t.Next(lua.LNil); k != lua.LNil; k, _ = t.Next(k) {
		if !declared[k.String()] {
			unknown = append(unknown, k.String())
		}
	}
	if len(unknown) > 0 {
		sort.Strings(unknown)
		return ir.Errorf("verbs."+unknown[0], "verbs.%s: there is no move %q in moves (the moves are %s)", unknown[0], unknown[0], strings.Join(verbNames(info), ", "))
	}
	return nil
}

func verbNames(info *Info) []string {
	var out []string
	for _, f := range info.Grammar.Forms() {
		out = append(out, f.Verb)
	}
	return out
}

// readVerb reads one verb's table, and the name of the part rule of each
// optional group of its form ("" for none).
func (ir *infoReader) readVerb(f *notation.Form, lv lua.LValue) (engine.Verb, []string, error) {
	v := engine.Verb{Name: f.Verb, Form: f}
	t, ok := lv.(*lua.LTable)
	if !ok {
		return v, nil, ir.Errorf("verbs."+f.Verb, "the move %q needs verbs.%s = {apply = function(g, seat, move) ... end}", f.Pattern, f.Verb)
	}
	parts := make([]string, f.Groups)
	for k, x := t.Next(lua.LNil); k != lua.LNil; k, x = t.Next(k) {
		if verbFields[k.String()] {
			continue
		}
		grp := partGroup(f, k.String())
		if grp < 0 {
			return v, nil, ir.Errorf("verbs."+f.Verb+"."+k.String(), "verbs.%s: unknown field %q (known fields: %s, and a rule for each optional part: %s)", f.Verb, k.String(), strings.Join(sortedKeys(verbFields), ", "), partList(f))
		}
		if _, ok := x.(*lua.LFunction); !ok {
			return v, nil, ir.Errorf("verbs."+f.Verb+"."+k.String(), "verbs.%s.%s must be a function(g, seat, move) saying whether the move must have its %s part", f.Verb, k.String(), k.String())
		}
		parts[grp] = k.String()
	}
	fn := func(name string) (*lua.LFunction, error) {
		x := t.RawGetString(name)
		if x == lua.LNil {
			return nil, nil
		}
		if f, ok := x.(*lua.LFunction); ok {
			return f, nil
		}
		return nil, ir.Errorf("verbs."+f.Verb+"."+name, "verbs.%s.%s must be a function", f.Verb, name)
	}
	var fns [4]*lua.LFunction
	for i, name := range []string{"check", "apply", "generate", "sample"} {
		var err error
		if fns[i], err = fn(name); err != nil {
			return v, nil, err
		}
	}
	apply, generate, sample := fns[1], fns[2], fns[3]
	v.Open = lua.LVAsBool(t.RawGetString("open"))
	v.OutOfTurn = lua.LVAsBool(t.RawGetString("out_of_turn"))
	v.Example = lua.LVAsString(t.RawGetString("example"))
	does := lua.LVAsString(t.RawGetString("does"))
	if does != "" && !slices.Contains(scriptDoes(), does) {
		if hint := retired["does."+does]; hint != "" {
			return v, nil, ir.Errorf("verbs."+f.Verb+".does", "verbs.%s.does is no longer %q: %s", f.Verb, does, hint)
		}
		return v, nil, ir.Errorf("verbs."+f.Verb+".does", "verbs.%s.does must be %s, not %q", f.Verb, quoteList(scriptDoes()), does)
	}
	if t.RawGetString("play") != lua.LNil || t.RawGetString("draw") != lua.LNil || t.RawGetString("take") != lua.LNil || !code(does) {
		traits, _ := rules.TraitsOf(does)
		v.OutOfTurn = v.OutOfTurn || traits.OutOfTurn // the seats that owe a choice make it in any order; a slap is a race
		v.Open = v.Open || traits.Open                // the engine proposes some layouts, and some choices
		return v, parts, nil
	}
	if apply == nil {
		return v, nil, ir.Errorf("verbs."+f.Verb, "verbs.%s needs apply = function(g, seat, move) ... end: what the move does", f.Verb)
	}
	return v, parts, ir.checkGenerator(&v, generate, sample)
}

// checkGenerator checks that the verb can say which moves exist: a complete
// verb lists them (generate, or the engine for an enumerable form), an open
// verb samples some.
func (ir *infoReader) checkGenerator(v *engine.Verb, generate, sample *lua.LFunction) error {
	f := v.Form
	if v.Open {
		if sample == nil {
			return ir.Errorf("verbs."+f.Verb, "verbs.%s is open, so it needs sample = function(g, seat, out) ... end proposing some of its moves", f.Verb)
		}
		if generate != nil {
			return ir.Errorf("verbs."+f.Verb, "verbs.%s: an open verb has sample, not generate", f.Verb)
		}
		return nil
	}
	if sample != nil {
		return ir.Errorf("verbs."+f.Verb, "verbs.%s has sample but is not open: add open = true, or call it generate if it lists every move", f.Verb)
	}
	if generate == nil && !enumerable(v) {
		return ir.Errorf("verbs."+f.Verb, "verbs.%s needs generate = function(g, seat, out) ... end listing its moves: rulerun cannot list every %s by itself", f.Verb, firstOpaque(f))
	}
	return nil
}

func firstOpaque(f *notation.Form) string {
	for _, s := range f.Slots {
		if s.Group < 0 && !Expandable(s.Type) {
			return fmt.Sprintf("<%s>", s.Type)
		}
	}
	return "value"
}

// partGroup is the optional group a part rule named name is for: the group
// whose first value has that name. -1 when there is none.
func partGroup(f *notation.Form, name string) int {
	for grp := range f.Groups {
		for _, s := range f.Slots {
			if s.Group == grp {
				if s.Name == name {
					return grp
				}
				break
			}
		}
	}
	return -1
}

func partList(f *notation.Form) string {
	var names []string
	for grp := range f.Groups {
		for _, s := range f.Slots {
			if s.Group == grp {
				names = append(names, s.Name)
				break
			}
		}
	}
	if len(names) == 0 {
		return "this move has none"
	}
	return strings.Join(names, ", ")
}
