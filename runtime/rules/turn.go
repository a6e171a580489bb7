package rules

import "github.com/rulerun/rulerun/core"

// Turn declares how the turn passes, and the words the engine narrates it
// with ("" for the engine's own).
type Turn struct {
	// OwedWhy is the reason given with the cards a seat draws when the turn
	// passes to it owing cards (Flow.Owed), such as "a two was played".
	OwedWhy Message `lua:"owed_why" msg:"reason" doc:"The reason given with cards a seat draws when the turn passes to it owing cards (effects' owe), such as \"a two was played\"."`
	// AgainText narrates a seat playing again, LoseText a seat losing its
	// turn: templates about that seat ("{seat} {lose|loses} a turn.").
	AgainText Message `lua:"again_say" doc:"Narrates a seat playing again (\"{seat} {play|plays} again.\" by default)."`
	LoseText  Message `lua:"lose_say" doc:"Narrates a seat losing its turn (\"{seat} {lose|loses} a turn.\" by default)."`
	// Open are the verbs one of which must open each turn (draw or take),
	// before the seat does anything else; a draw among them keeps the
	// turn. OpenWhy refuses another verb first, OpenedWhy a second opening.
	Open      []string `lua:"open" doc:"The verbs one of which opens each turn, before anything else (such as {\"draw\", \"take\"}): the turn is in steps. A draw among them keeps the turn; the turn then goes on until a play or the verb with does = \"pass\" ends it."`
	OpenWhy   Message  `lua:"open_why" doc:"The refusal of another verb before the turn is opened."`
	OpenedWhy Message  `lua:"opened_why" doc:"The refusal of a second opening in a turn."`
}

// owedWhy is the reason narrated with cards owed when the declaration gives
// none.
const owedWhy = "cards owed from the play before"

// loseWords narrate a seat losing its turn when neither an effect nor the
// turn declares words for it.
const loseWords = "{seat} {lose|loses} a turn."

// passTurn ends seat's turn: a seat that plays again keeps the turn;
// otherwise it passes to the next seat in the direction of play, past one
// seat per skip, and that seat draws what it owes. It reports whether the
// game goes on.
func (g *Game) passTurn(st *core.State, seat int) bool {
	f := flowRef(st)
	g.p.endTurn(st, f)
	if f.Again {
		f.Again = false
		st.SayAbout(seat, g.d.Turn.AgainText.Or("{seat} {play|plays} again."), g.d.Turn.AgainText.Codes...)
		return true
	}
	next := st.NextSeat(seat, 1)
	lose := g.d.loseText(f.LoseBy)
	for range f.Skips {
		st.SayAbout(next, lose.Or(loseWords), lose.Codes...)
		next = st.NextSeat(next, 1)
	}
	f.Skips, f.LoseBy = 0, 0
	_ = st.SetCurrent(next)
	if owed := f.Owed; owed > 0 {
		why := g.d.owedReason(f.OwedBy)
		f.Owed, f.OwedBy = 0, 0
		_, open := g.p.stock.Draw(st, next, g.p.hand.Of(next), owed, why.Or(owedWhy), why.Codes...)
		return open
	}
	return true
}
