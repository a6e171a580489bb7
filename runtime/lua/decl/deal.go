package decl

import (
	"github.com/rulerun/rulerun/runtime/rules"
	lua "github.com/yuin/gopher-lua"
)

// The tables of a declared game's round: the hand, the deal, the stock, the
// turn, the call and the win.

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
