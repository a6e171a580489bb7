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

// codesOf are the rule codes of a message the turn keeps as words in the
// flow (an effect's lose_say, the reason of cards owed), found by its words
// among the effects and the turn that declare them; none for the engine's.
func (p *Plan) codesOf(text string) []string {
	t := &p.d.Turn
	for _, m := range []*Message{&t.LoseText, &t.OwedWhy} {
		if m.Text == text {
			return m.Codes
		}
	}
	for i := range p.d.Effects {
		e := &p.d.Effects[i]
		if e.LoseText.Text == text {
			return e.LoseText.Codes
		}
		if e.Why.Text == text {
			return e.Why.Codes
		}
	}
	return nil
}

// loseText narrates a seat losing its turn: in the words of the effect
// that made it lose it (own), else the turn's (t), else the engine's.
func loseText(own string, t *Turn) string {
	return or(own, t.LoseText.Or("{seat} {lose|loses} a turn."))
}

// passTurn ends seat's turn: a seat that plays again keeps the turn;
// otherwise it passes to the next seat in the direction of play, past one
// seat per skip, and that seat draws what it owes. It reports whether the
// game goes on.
func (g *Game) passTurn(st *core.State, seat int) bool {
	f := flowRef(st)
	endTurn(g, st, f)
	if f.Again {
		f.Again = false
		st.SayAbout(seat, g.d.Turn.AgainText.Or("{seat} {play|plays} again."), g.d.Turn.AgainText.Codes...)
		return true
	}
	next := st.NextSeat(seat, 1)
	for range f.Skips {
		st.SayAbout(next, loseText(f.LoseText, &g.d.Turn), g.p.codesOf(loseText(f.LoseText, &g.d.Turn))...)
		next = st.NextSeat(next, 1)
	}
	f.Skips, f.LoseText = 0, ""
	_ = st.SetCurrent(next)
	if owed := f.Owed; owed > 0 {
		why := or(f.OwedWhy, g.d.Turn.OwedWhy.Or(owedWhy))
		f.Owed, f.OwedWhy = 0, ""
		_, open := g.p.stock.draw(st, next, g.p.hand.Of(next), owed, why, g.p.codesOf(why)...)
		return open
	}
	return true
}
