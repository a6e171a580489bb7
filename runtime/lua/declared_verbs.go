package lua

import (
	"fmt"

	"github.com/rulerun/rulerun/runtime/rules"
	lua "github.com/yuin/gopher-lua"
)

func (h *Host) readEffects(g *Game, d *rules.Decl, dp *declaredPlan) error {
	t, err := h.declTable(g, "game.effects", h.game.RawGetString("effects"))
	if err != nil || t == nil {
		return err
	}
	for i := 1; i <= t.Len(); i++ {
		et, ok := t.RawGetInt(i).(*lua.LTable)
		if !ok {
			return h.declError("effects", "game.effects[%d] must be a table such as {ranks = \"Q\", reverse = true}", i)
		}
		f := h.fieldsOf(fmt.Sprintf("game.effects[%d]", i), et)
		f.only(fieldNames(effectDecl)...)
		e := rules.Effect{Cards: h.selection(f), Reverse: f.flag("reverse"), Skip: f.num("skip", 0), Again: f.flag("again"),
			Owe: f.num("owe", 0), Name: f.flag("name"), TurnUp: f.flag("turn_up"), OpenTurn: f.flag("open_turn"),
			InOpenTurn: f.flag("in_open_turn"), Text: f.str("say"), NextDraws: f.num("next_draws", 0), Why: f.str("why"),
			Duty: f.str("duty"), LastCard: f.flag("last_card"), Hook: -1}
		var fn *lua.LFunction
		switch v := f.get("apply").(type) {
		case *lua.LNilType:
		case *lua.LFunction:
			e.Hook, fn = len(dp.effects), v
		default:
			f.fail("apply", "must be a function(g, seat, move), not %s", describe(v))
		}
		if e.Cards.Empty() && f.err == nil {
			f.fail("ranks", "is missing: say which cards the effect is for, with ranks, suits, kinds or codes")
		}
		if f.err != nil {
			return f.err
		}
		if fn != nil {
			dp.effects = append(dp.effects, fn)
		}
		d.Effects = append(d.Effects, e)
	}
	return nil
}

// readDeclaredVerbs reads what each verb declares besides its functions:
// play, draw, catch or call, and which of its rules are functions.
func (h *Host) readDeclaredVerbs(g *Game, d *rules.Decl, _ *declaredPlan) error {
	info := h.script.Info
	verbs, _ := h.game.RawGetString("verbs").(*lua.LTable)
	for i, v := range info.Verbs {
		t, _ := verbs.RawGetString(v.Name).(*lua.LTable)
		path := "verbs." + v.Name
		f := h.fieldsOf(path, t)
		fns := h.verbs[i]
		does := f.str("does")
		rv := rules.Verb{Name: v.Name, Draw: f.num("draw", 0), Catch: does == "catch", CallVerb: does == "call", Trick: does == "trick", Pass: does == "pass",
			Names: does == "name", PlayDrawn: f.flag("play_drawn"), Why: f.strMap("why"), Text: f.str("say"),
			Code: rules.VerbCode{Check: fns.check != nil, Apply: fns.apply != nil, Generate: fns.generate != nil}}
		if f.err != nil {
			return f.err
		}
		pt, err := h.declTable(g, path+".play", f.get("play"))
		if err != nil {
			return err
		}
		if pt != nil {
			if rv.Play, err = h.readPlay(path+".play", pt); err != nil {
				return err
			}
		}
		if rv.Trick && rv.Play == nil {
			rv.Play = &rules.Play{Cards: "cards"} // to the trick's table
		}
		d.Verbs = append(d.Verbs, rv)
	}
	return nil
}

func (h *Host) readPlay(path string, t *lua.LTable) (*rules.Play, error) {
	f := h.fieldsOf(path, t)
	f.only(fieldNames(playDecl)...)
	p := &rules.Play{To: f.str("to"), Cards: f.str("cards"), Name: f.str("name"), NameWith: h.cardsField(f, "name_with"),
		NameHow: f.str("name_how"), NameNot: f.str("name_not"), NotLast: h.cardsField(f, "not_last"),
		NotLastWhy: f.str("not_last_why"), Text: f.str("say"), NameText: f.str("name_say")}
	if p.Cards == "" {
		p.Cards = "cards"
	}
	if mt := f.table("match"); mt != nil {
		m := h.fieldsOf(path+".match", mt)
		m.only(fieldNames(matchDecl)...)
		p.Match = &rules.Match{Pile: m.str("pile"), Suit: m.flag("suit"), Rank: m.flag("rank"), Wild: h.cardsField(m, "wild"), Rule: m.str("rule"),
			Why: m.str("why"), NamedWhy: m.str("named_why")}
		if m.err != nil {
			return nil, m.err
		}
	}
	p.Shapes = h.readShapes(f)
	return p, f.err
}

// readShapes reads play.shapes: "single", and {run = {...}}.
func (h *Host) readShapes(f *field) []rules.Shape {
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
			s := h.fieldsOf(fmt.Sprintf("%s.shapes[%d]", f.path, i), v)
			s.only("run")
			r := h.fieldsOf(s.path+".run", s.table("run"))
			r.only(fieldNames(runDecl)...)
			out = append(out, rules.Shape{Run: &rules.Run{Min: r.num("min", 2), Keep: r.num("keep", 0),
				InOpenTurn: r.flag("in_open_turn"), Rule: r.str("rule"), Why: r.strMap("why")}})
			if f.err == nil {
				f.err = firstErr(s.err, r.err)
			}
		default:
			f.fail("shapes", "must list shapes such as \"single\" or {run = {min = 2}}")
		}
	}
	return out
}

func firstErr(errs ...error) error {
	for _, e := range errs {
		if e != nil {
			return e
		}
	}
	return nil
}
