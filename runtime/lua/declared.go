package lua

import (
	"errors"

	"github.com/rulerun/rulerun/runtime/lua/decl"
	"github.com/rulerun/rulerun/runtime/rules"
	lua "github.com/yuin/gopher-lua"
)

// The declarations of the game table that the engine runs (Rules API v3):
// a script that has game.deal declares the structure of its game, and the
// engine deals, passes the turn, lists and checks plays and does what cards
// do; the script's functions keep what is particular to its game. The
// tables are read by runtime/lua/decl.

// declaredPlan is a plan of this host: the declaration for one set of
// options and seats, made ready to run, and the script's effect functions
// its effects name, by effect.
type declaredPlan struct {
	plan    *rules.Plan
	effects []*lua.LFunction
	funcs   []decl.Func // the functions declared in place of values, by rules.Func
}

// planFor returns the plan for g's options and seats, made once per set.
func (h *Host) planFor(g *Game) (*declaredPlan, error) {
	key := h.planKey(g.seats, g.optionKey())
	if p, ok := h.decl.plans[key]; ok {
		return p, nil
	}
	p, err := h.makePlan(g)
	if err != nil {
		return nil, err
	}
	if h.decl.plans == nil {
		h.decl.plans = map[string]*declaredPlan{}
	}
	h.decl.plans[key] = p
	return p, nil
}

func (h *Host) makePlan(g *Game) (*declaredPlan, error) {
	info := h.script.Info
	if !info.Declared {
		plan, err := rules.NewPlan(h.scriptedDecl(g), g.seats)
		if err != nil {
			return nil, err
		}
		return &declaredPlan{plan: plan}, nil
	}
	code := make([]rules.VerbCode, len(h.decl.verbs))
	for i := range h.decl.verbs {
		code[i] = h.decl.verbs[i].Code()
	}
	read, err := h.decls().ReadPlan(decl.Game{Options: g.optTable, Seats: g.seats, Deck: g.deck,
		Piles: info.Piles, Start: info.Start, Grammar: info.Grammar, Code: code, Teams: info.Teams})
	if err != nil {
		return nil, err
	}
	read.Decl.DealtCode = h.decl.hooks.AfterDeal != nil
	plan, err := rules.NewPlan(read.Decl, g.seats)
	if err != nil {
		where := "deal"
		var in interface{ DeclPath() string } // the declaration at fault, when a mechanic says (mech.DeclError)
		if errors.As(err, &in) {
			where = in.DeclPath()
		}
		return nil, h.declError(where, "%v", err)
	}
	return &declaredPlan{plan: plan, effects: read.Effects, funcs: read.Funcs}, nil
}

// scriptedDecl is the declaration of a game of functions alone (Rules API
// v2): the script's setup deals, its to_act says who decides, and each
// verb is its own code, listed by its generate (or every value of its
// form) and its part rules.
func (h *Host) scriptedDecl(g *Game) *rules.Decl {
	info := h.script.Info
	d := &rules.Decl{Grammar: info.Grammar, Deck: g.deck, Piles: info.Piles, Start: info.Start, Scripted: true}
	for i, v := range info.Verbs {
		code := h.decl.verbs[i].Code()
		code.Generate = true // without a generate, every value of its form
		d.Verbs = append(d.Verbs, rules.Verb{Name: v.Name, Code: code, OutOfTurn: v.OutOfTurn})
	}
	return d
}
