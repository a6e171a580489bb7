package decl

import (
	"fmt"
	"reflect"
	"strings"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	lua "github.com/yuin/gopher-lua"
)

// readDeclaredVerbs reads what each verb declares besides its functions
// (its fields are rules.Verb's tags): play, draw, take, what it does, and
// which of its rules are functions.
func (rd *planReader) readDeclaredVerbs(d *rules.Decl) error {
	verbs, _ := rd.table.RawGetString("verbs").(*lua.LTable)
	for i, form := range rd.game.Grammar.Forms() {
		name := form.Verb
		t, _ := verbs.RawGetString(name).(*lua.LTable)
		f := rd.fieldsOf("verbs."+name, t)
		code := rd.game.Code[i]
		rv := rules.Verb{Name: name, Code: code}
		// Not f.read: the verb's table holds its functions and part rules
		// too, which ReadInfo checked.
		f.decode(reflect.ValueOf(&rv).Elem())
		if err := rd.checkVerb(f, d, &rv); err != nil {
			return err
		}
		traits, _ := rules.TraitsOf(rv.Does)
		if rv.Play != nil && !code.Generate {
			if err := rd.partsUsed(name, form, &rv, d.CallDeclared(), traits); err != nil {
				return err
			}
		}
		if traits.Plays && rv.Play == nil {
			rv.Play = &rules.Play{Cards: "cards"} // to the trick's table
		}
		d.Verbs = append(d.Verbs, rv)
	}
	return rd.declaredUsed(d)
}

// checkVerb refuses a does word whose declaration is missing, and marks a
// verb of functions alone.
func (rd *planReader) checkVerb(f *field, d *rules.Decl, rv *rules.Verb) error {
	does := rv.Does
	traits, _ := rules.TraitsOf(does)
	if traits.Needs != nil && !traits.Needs(d) {
		f.fail("does", "is %q, which needs %s", does, traits.NeedsWhat)
	}
	if rv.Draw == 0 && traits.Listed && rv.Take == nil && f.get("play") == lua.LNil {
		// A verb of functions alone (Rules API v2) is listed by the
		// script's side: its generate, or every value of its form when
		// it has none (pass, choose <suit>).
		rv.Code.Generate = true
	}
	return f.err
}

// partsUsed refuses an optional part of a play's form that the declaration
// does not use: the engine would never list a move with it, and would
// accept one typed with any value.
func (rd *planReader) partsUsed(verb string, form *notation.Form, rv *rules.Verb, call *rules.Call, traits rules.Traits) error {
	path := "verbs." + verb + ".play"
	p := rv.Play
	for grp := range form.Groups {
		var s notation.Slot
		for _, x := range form.Slots {
			if x.Group == grp {
				s = x
				break
			}
		}
		if s.Name == p.Name || s.Name == p.Seat || call != nil && s.Name == call.Part || traits.ReadsOptional(s.Type) {
			continue
		}
		how := "remove it from the form, or give the verb a generate function that proposes moves with it"
		switch s.Type {
		case notation.Suit:
			how = fmt.Sprintf("if the play names a suit with it, add name = %q to %s; otherwise remove it from the form", s.Name, path)
		case notation.Flag:
			how = fmt.Sprintf("if it is the call made with the play, declare game.call = {word = ..., part = %q}; otherwise remove it from the form", s.Name)
		}
		return rd.playError(verb, "%s does not use the optional part %q of the form %q, so no move with it would be listed: %s", path, s.Name, form.Pattern, how)
	}
	return nil
}

// declaredUsed refuses declarations that would have no effect: a call made
// with a play whose form lacks its part, an effect naming a suit that no
// play names.
func (rd *planReader) declaredUsed(d *rules.Decl) error {
	var partFound, nameFound bool
	call := d.CallDeclared()
	for i, v := range d.Verbs {
		if v.Play == nil {
			continue
		}
		form := d.Grammar.Form(i)
		if call != nil && call.Part != "" && form.Slot(call.Part) >= 0 {
			partFound = true
		}
		nameFound = nameFound || v.Play.Name != ""
	}
	if call != nil && call.Part != "" && !partFound {
		return rd.Errorf("call.part", "game.call.part is %q, but no play's form has the optional part [%s]: add it to the form, such as \"play <cards> [%s]\"", call.Part, call.Part, call.Part)
	}
	for i, e := range d.Effects {
		if e.Name && !nameFound {
			return rd.Errorf(fmt.Sprintf("effects[%d].name", i+1), "game.effects[%d] has name = true, but no play names a suit: add name = \"call\" to the play, and [call <suit>] to its form", i+1)
		}
	}
	return nil
}

// checkPlay checks what a verb's play declares against the verb's form:
// the slot of its cards, a seat named with cards, a run's suit to follow.
func checkPlay(f *field, v any) {
	p := v.(*rules.Play)
	checkSeatPlay(f, p)
	form := f.plan.form(strings.TrimSuffix(strings.TrimPrefix(f.path, "verbs."), ".play"))
	if i := form.Slot(p.Cards); f.err == nil && (i < 0 || form.Slots[i].Type != notation.Card && form.Slots[i].Type != notation.Cards) {
		const how = "name the value that holds the cards played, such as cards = \"card\" for <card>"
		if f.get("cards") == lua.LNil {
			f.err = f.plan.playError(form.Verb, "%s.cards is needed: the form %q has no <cards>: %s", f.path, form.Pattern, how)
		} else {
			f.fail("cards", "names <%s>, which is not a card value of the form %q: %s", p.Cards, form.Pattern, how)
		}
	}
	for _, s := range p.Shapes {
		if s.Run != nil && f.err == nil && (p.Match == nil || !p.Match.Suit) {
			f.fail("shapes", "has a run, which is of the suit to follow: the play needs match = {pile = ..., suit = true}")
		}
	}
}

// shapes reads play.shapes: "single", and {run = {...}}.
func (f *field) shapes() []rules.Shape {
	t := f.table("shapes")
	if t == nil {
		return []rules.Shape{{Single: true}}
	}
	var out []rules.Shape
	for i := 1; i <= t.Len(); i++ {
		switch v := t.RawGetInt(i).(type) {
		case lua.LString:
			if v != "single" {
				f.fail("shapes", "names a shape %q: the shapes are \"single\" and {run = {...}}", string(v))
			}
			out = append(out, rules.Shape{Single: true})
		case *lua.LTable:
			s := f.r.fieldsOf(fmt.Sprintf("%s.shapes[%d]", f.path, i), v)
			s.only("run")
			r := f.r.fieldsOf(s.path+".run", s.table("run"))
			run := &rules.Run{}
			r.read(run)
			out = append(out, rules.Shape{Run: run})
			f.adopt(s)
			f.adopt(r)
		default:
			f.fail("shapes", "must list shapes such as \"single\" or {run = {min = 2}}")
		}
	}
	return out
}

// playError builds an error about a verb's play declaration, at the line
// that declares it: function verbs.play.play(...), or play = {...}.
func (rd *planReader) playError(verb, format string, args ...any) error {
	return rd.Errorf("verbs."+verb+".play", format, args...)
}
