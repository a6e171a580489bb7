package decl

import (
	"github.com/rulerun/rulerun/runtime/rules"
	lua "github.com/yuin/gopher-lua"
)

// The tables of a declared game's round: the hand, the deal, the stock, the
// turn, the call and the win. Their fields are the tags of their structs in
// runtime/rules; what is read here is what the tags cannot say.

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
	return f.read(&d.Deal)
}

func (rd *planReader) readStock(d *rules.Decl) error {
	f, err := rd.gameTable("stock")
	if err != nil {
		return err
	}
	if f.t == nil {
		return rd.Errorf("game.deal", "game.deal deals from game.stock, which is missing: declare the pile cards are dealt and drawn from, such as game.stock = {pile = \"stock\"}")
	}
	return f.read(&d.Stock)
}

func (rd *planReader) readTurn(d *rules.Decl) error {
	f, err := rd.gameTable("turn")
	if err != nil {
		return err
	}
	return f.read(&d.Turn)
}

func (rd *planReader) readCall(d *rules.Decl) error {
	f, err := rd.gameTable("call")
	if err != nil || f.t == nil {
		return err
	}
	d.Call = &rules.Call{}
	return f.read(d.Call)
}

func (rd *planReader) readWin(d *rules.Decl) error {
	f, err := rd.gameTable("win")
	if err != nil {
		return err
	}
	return f.read(&d.Win)
}
