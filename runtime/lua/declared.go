package lua

import (
	"fmt"
	"github.com/rulerun/rulerun/runtime/lua/bind"

	"github.com/rulerun/rulerun/runtime/rules"
	lua "github.com/yuin/gopher-lua"
)

// The declarations of the game table that the engine runs (Rules API v3):
// a script that has game.deal declares the structure of its game, and the
// engine deals, passes the turn, lists and checks plays and does what cards
// do; the script's functions keep what is particular to its game.

// declaredPlan is a plan of this host: the declaration for one set of
// options and seats, made ready to run, and the script's effect functions
// its effects name, by effect.
type declaredPlan struct {
	plan    *rules.Plan
	effects []*lua.LFunction
}

// planFor returns the plan for g's options and seats, made once per set.
func (h *Host) planFor(g *Game) (*declaredPlan, error) {
	key := fmt.Sprint(g.seats, g.OptionList())
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
	d := &rules.Decl{Grammar: info.Grammar, Deck: g.deck, Piles: info.Piles, Start: info.Start}
	dp := &declaredPlan{}
	steps := []func(*Game, *rules.Decl, *declaredPlan) error{h.readHand, h.readDeal, h.readStock, h.readTurn,
		h.readEffects, h.readCall, h.readWin, h.readTrick, h.readMelds, h.readDeclaredVerbs, h.readDuties, h.readRounds, h.readLimit}
	for _, step := range steps {
		if err := step(g, d, dp); err != nil {
			return nil, err
		}
	}
	plan, err := rules.NewPlan(d, g.seats)
	if err != nil {
		return nil, h.declError("deal", "%v", err)
	}
	dp.plan = plan
	return dp, nil
}

// declTable evaluates a declaration: a table, or a function of the options
// and the number of seats returning one; nil when absent.
func (h *Host) declTable(g *Game, path string, v lua.LValue) (*lua.LTable, error) {
	if fn, ok := v.(*lua.LFunction); ok {
		var err error
		if v, err = h.callOne(fn, path, g.optTable, lua.LNumber(g.seats)); err != nil {
			return nil, err
		}
	}
	switch t := v.(type) {
	case *lua.LNilType:
		return nil, nil
	case *lua.LTable:
		return t, nil
	}
	return nil, h.declError(path, "%s must be a table, or a function(options, seats) returning one (it is %s)", path, bind.Describe(v))
}

func (h *Host) gameTable(g *Game, name string) (*field, error) {
	t, err := h.declTable(g, "game."+name, h.vm.table.RawGetString(name))
	if err != nil {
		return nil, err
	}
	return h.fieldsOf("game."+name, t), nil
}

func (h *Host) readHand(g *Game, d *rules.Decl, _ *declaredPlan) error {
	d.Hand = "hand"
	if s, ok := h.vm.table.RawGetString("hand").(lua.LString); ok {
		d.Hand = string(s)
	}
	return nil
}

func (h *Host) readDeal(g *Game, d *rules.Decl, _ *declaredPlan) error {
	f, err := h.gameTable(g, "deal")
	if err != nil {
		return err
	}
	f.only(fieldNames(dealDecl)...)
	d.Deal = rules.Deal{Dealer: rules.NoDealer, Hand: f.num("hand", 0), Text: f.str("say"), FirstText: f.str("first_say"), Rest: f.str("rest"), Sort: f.flag("sort"),
		TurnUp: f.str("turn_up"), TurnUpAgain: h.cardsField(f, "turn_up_again"), TurnUpText: f.str("turn_up_say"),
		TurnUpBack: f.flag("turn_up_back"), TurnUpBackText: f.str("turn_up_back_say")}
	if f.get("dealer") != lua.LNil {
		d.Deal.Dealer = f.num("dealer", 0) - 1
	}
	return f.err
}

func (h *Host) readStock(g *Game, d *rules.Decl, _ *declaredPlan) error {
	f, err := h.gameTable(g, "stock")
	if err != nil {
		return err
	}
	if f.t == nil {
		return h.declError("game.deal", "game.deal deals from game.stock, which is missing: declare the pile cards are dealt and drawn from, such as game.stock = {pile = \"stock\"}")
	}
	f.only(fieldNames(stockDecl)...)
	if f.get("pile") == lua.LNil && f.err == nil {
		f.err = h.declError("game.stock", "game.stock.pile is required: the pile cards are dealt and drawn from, such as \"stock\"")
	}
	s := rules.Stock{Pile: f.str("pile"), Refill: f.str("refill"), RefillText: f.str("refill_say"),
		OutText: f.str("out_say"), OutReason: f.str("out_reason"), DrawnWhenEmpty: f.flag("drawn_when_empty"),
		EmptyText: f.str("empty_say"), EmptyReason: f.str("empty_reason"), NoRefillWhy: f.str("no_refill_why")}
	switch out := f.str("when_out"); out {
	case "", "skip":
		s.WhenOut = rules.OutSkip
	case "draw":
		s.WhenOut = rules.OutDraw
	default:
		f.fail("when_out", "must be \"skip\" (the rest of the draw is skipped) or \"draw\" (the game is drawn), not %q", out)
	}
	d.Stock = s
	return f.err
}

func (h *Host) readTurn(g *Game, d *rules.Decl, _ *declaredPlan) error {
	f, err := h.gameTable(g, "turn")
	if err != nil {
		return err
	}
	f.only(fieldNames(turnDecl)...)
	d.Turn = rules.Turn{OwedWhy: f.str("owed_why"), AgainText: f.str("again_say"), LoseText: f.str("lose_say"),
		Open: f.strings("open"), OpenWhy: f.str("open_why"), OpenedWhy: f.str("opened_why")}
	return f.err
}

func (h *Host) readCall(g *Game, d *rules.Decl, _ *declaredPlan) error {
	f, err := h.gameTable(g, "call")
	if err != nil || f.t == nil {
		return err
	}
	f.only(fieldNames(callDecl)...)
	d.Call = &rules.Call{Word: f.str("word"), Part: f.str("part"), Penalty: f.nums("penalty"), PerSeat: f.flag("per_seat"),
		Rule: f.str("rule"), PartWhy: f.str("part_why"), VerbWhy: f.str("verb_why")}
	switch closes := f.str("closes"); closes {
	case "", "next_seat":
	case "action":
		d.Call.ClosesOnAction = true
	default:
		f.fail("closes", "must be \"next_seat\" or \"action\", not %q", closes)
	}
	if d.Call.Word == "" && f.err == nil {
		f.fail("word", "is required: the word said, such as \"uno\"")
	}
	return f.err
}

func (h *Host) readWin(g *Game, d *rules.Decl, _ *declaredPlan) error {
	f, err := h.gameTable(g, "win")
	if err != nil {
		return err
	}
	f.only(fieldNames(winDecl)...)
	d.Win = rules.Win{EmptyHand: f.flag("empty_hand"), Reason: f.str("reason")}
	if f.get("say") == lua.LFalse {
		d.Win.Silent = true
	} else {
		d.Win.Text = f.str("say")
	}
	return f.err
}

// cards reads a card selection: {ranks = {...}, suits = {...}, kinds =
// {...}, codes = {...}}.
func (h *Host) cardsField(f *field, name string) rules.Cards {
	t := f.table(name)
	if t == nil {
		return rules.Cards{}
	}
	c := h.fieldsOf(f.path+"."+name, t)
	c.only(fieldNames(cardsDecl)...)
	out := rules.Cards{Ranks: c.strings("ranks"), Suits: c.strings("suits"), Kinds: c.strings("kinds"), Codes: c.strings("codes")}
	if f.err == nil {
		f.err = c.err
	}
	return out
}

// selection reads the card selection fields of a table that has others
// besides (an effect).
func (h *Host) selection(f *field) rules.Cards {
	return rules.Cards{Ranks: f.strings("ranks"), Suits: f.strings("suits"), Kinds: f.strings("kinds"), Codes: f.strings("codes")}
}
