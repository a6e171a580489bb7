package decl

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules"
	lua "github.com/yuin/gopher-lua"
)

// The declarations of the game table that the engine runs (Rules API v3):
// a script that has game.deal declares the structure of its game, and the
// engine deals, passes the turn, lists and checks plays and does what cards
// do; the script's functions keep what is particular to its game.

// Game is what a declared game's plan is read for: one set of options and
// seats, and what the script declared before (the deck built for them, the
// piles, the moves, and which of each verb's functions the script wrote).
type Game struct {
	Options *lua.LTable // what a declaration written as a function is given, with Seats
	Seats   int
	Deck    *core.Deck
	Piles   []core.PileSpec
	Start   string
	Grammar *notation.Grammar
	Code    []rules.VerbCode // by verb, in the order of Grammar's forms
}

// Plan is what a declared game's tables declare for one set of options and
// seats: the declaration runtime/rules runs, and the script's effect
// functions its effects name, by Effect.Hook.
type Plan struct {
	Decl    *rules.Decl
	Effects []*lua.LFunction
}

// planReader reads one plan.
type planReader struct {
	*Reader
	game    Game
	effects []*lua.LFunction
}

// ReadPlan reads the tables of a declared game (game.deal, game.stock,
// game.effects...) for g's options and seats, checking every field.
func (r *Reader) ReadPlan(g Game) (*Plan, error) {
	rd := &planReader{Reader: r, game: g}
	d := &rules.Decl{Grammar: g.Grammar, Deck: g.Deck, Piles: g.Piles, Start: g.Start}
	steps := []func(*rules.Decl) error{rd.readHand, rd.readDeal, rd.readStock, rd.readTurn,
		rd.readEffects, rd.readCall, rd.readWin, rd.readTrick, rd.readMelds, rd.readDeclaredVerbs, rd.readDuties, rd.readRounds, rd.readLimit}
	for _, step := range steps {
		if err := step(d); err != nil {
			return nil, err
		}
	}
	return &Plan{Decl: d, Effects: rd.effects}, nil
}

// declTable evaluates a declaration: a table, or a function of the options
// and the number of seats returning one; nil when absent.
func (rd *planReader) declTable(path string, v lua.LValue) (*lua.LTable, error) {
	if fn, ok := v.(*lua.LFunction); ok {
		var err error
		if v, err = rd.script.Call(fn, path, rd.game.Options, lua.LNumber(rd.game.Seats)); err != nil {
			return nil, err
		}
	}
	switch t := v.(type) {
	case *lua.LNilType:
		return nil, nil
	case *lua.LTable:
		return t, nil
	}
	return nil, rd.Errorf(path, "%s must be a table, or a function(options, seats) returning one (it is %s)", path, rd.script.Describe(v))
}

func (rd *planReader) gameTable(name string) (*field, error) {
	t, err := rd.declTable("game."+name, rd.table.RawGetString(name))
	if err != nil {
		return nil, err
	}
	return rd.fieldsOf("game."+name, t), nil
}

func (rd *planReader) readHand(d *rules.Decl) error {
	d.Hand = "hand"
	if s, ok := rd.table.RawGetString("hand").(lua.LString); ok {
		d.Hand = string(s)
	}
	return nil
}

func (rd *planReader) readDeal(d *rules.Decl) error {
	f, err := rd.gameTable("deal")
	if err != nil {
		return err
	}
	f.only(fieldNames(dealDecl)...)
	d.Deal = rules.Deal{Dealer: rules.NoDealer, Hand: f.num("hand", 0), Text: f.str("say"), FirstText: f.str("first_say"), Rest: f.str("rest"), Sort: f.flag("sort"),
		TurnUp: f.str("turn_up"), TurnUpAgain: rd.cardsField(f, "turn_up_again"), TurnUpText: f.str("turn_up_say"),
		TurnUpBack: f.flag("turn_up_back"), TurnUpBackText: f.str("turn_up_back_say")}
	if f.get("dealer") != lua.LNil {
		d.Deal.Dealer = f.num("dealer", 0) - 1
	}
	return f.err
}

func (rd *planReader) readStock(d *rules.Decl) error {
	f, err := rd.gameTable("stock")
	if err != nil {
		return err
	}
	if f.t == nil {
		return rd.Errorf("game.deal", "game.deal deals from game.stock, which is missing: declare the pile cards are dealt and drawn from, such as game.stock = {pile = \"stock\"}")
	}
	f.only(fieldNames(stockDecl)...)
	if f.get("pile") == lua.LNil && f.err == nil {
		f.err = rd.Errorf("game.stock", "game.stock.pile is required: the pile cards are dealt and drawn from, such as \"stock\"")
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

func (rd *planReader) readTurn(d *rules.Decl) error {
	f, err := rd.gameTable("turn")
	if err != nil {
		return err
	}
	f.only(fieldNames(turnDecl)...)
	d.Turn = rules.Turn{OwedWhy: f.str("owed_why"), AgainText: f.str("again_say"), LoseText: f.str("lose_say"),
		Open: f.strings("open"), OpenWhy: f.str("open_why"), OpenedWhy: f.str("opened_why")}
	return f.err
}

func (rd *planReader) readCall(d *rules.Decl) error {
	f, err := rd.gameTable("call")
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

func (rd *planReader) readWin(d *rules.Decl) error {
	f, err := rd.gameTable("win")
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
func (rd *planReader) cardsField(f *field, name string) rules.Cards {
	t := f.table(name)
	if t == nil {
		return rules.Cards{}
	}
	c := rd.fieldsOf(f.path+"."+name, t)
	c.only(fieldNames(cardsDecl)...)
	out := rules.Cards{Ranks: c.strings("ranks"), Suits: c.strings("suits"), Kinds: c.strings("kinds"), Codes: c.strings("codes")}
	if f.err == nil {
		f.err = c.err
	}
	return out
}

// selection reads the card selection fields of a table that has others
// besides (an effect).
func (rd *planReader) selection(f *field) rules.Cards {
	return rules.Cards{Ranks: f.strings("ranks"), Suits: f.strings("suits"), Kinds: f.strings("kinds"), Codes: f.strings("codes")}
}
