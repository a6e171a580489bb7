package rules

import (
	"strings"

	"github.com/rulerun/rulerun/core"
)

// Stock declares the pile cards are drawn from and what happens when it
// runs out.
type Stock struct {
	Pile string `lua:"pile" required:"the pile cards are dealt and drawn from, such as \"stock\"" doc:"The pile cards are drawn from, such as \"stock\"."`
	// Refill names a pile whose cards, all but its top one, are shuffled
	// into an empty stock so that a draw can go on (Uno's discard pile), or
	// "" for none.
	Refill string `lua:"refill" doc:"A pile whose cards but its top one are shuffled into the empty stock so that a draw goes on, such as \"discard\"."`
	// RefillText narrates a refill; "" says it in the engine's words.
	RefillText Message `lua:"refill_say" doc:"Narrates a refill."`
	// WhenOut is what happens when a draw finds the stock empty, even after
	// a refill.
	WhenOut Out `lua:"when_out" choice:"skip (the rest of the draw is skipped)|draw (the game is drawn)" doc:"When the stock is empty even after a refill: \"skip\" the rest of the draw (the default), or \"draw\": the game ends drawn."`
	// OutText narrates it, and OutReason is the reason given for a drawn
	// game; "" uses the engine's words.
	OutText   Message `lua:"out_say" doc:"Narrates running out."`
	OutReason Message `lua:"out_reason" doc:"The reason given for a game drawn by running out, citing the rule."`
	// DrawnWhenEmpty ends the game drawn as soon as the stock is empty, not
	// when a card is next wanted from it.
	DrawnWhenEmpty bool `lua:"drawn_when_empty" doc:"The game ends drawn as soon as the stock is empty, not when a card is next wanted."`
	// EmptyText and EmptyReason are OutText and OutReason for that case.
	EmptyText   Message `lua:"empty_say" doc:"Narrates that."`
	EmptyReason Message `lua:"empty_reason" doc:"The reason given for that draw."`
	// NoRefillWhy, in a turn in steps, refuses a draw from an empty stock
	// that its refill pile cannot refill while that pile holds its one top
	// card (take it instead); "" lets the draw find nothing.
	NoRefillWhy Message `lua:"no_refill_why" doc:"In a turn opened by a draw (game.turn.open): the refusal of a draw from an empty stock that the refill pile cannot refill while it holds its one top card (take it instead). Without it such a draw finds nothing, and out_say narrates it."`
}

// Out is what a draw from an empty stock does.
type Out int

// What a draw from an empty stock does.
const (
	// OutSkip skips the rest of the draw: the seat takes what there was.
	OutSkip Out = iota
	// OutDraw ends the game drawn.
	OutDraw
)

// stock is a Stock resolved for one game.
type stock struct {
	Stock
	pile   Pile
	refill Pile
	has    bool // a refill pile is declared
}

func (s Stock) compile(t *Table) (*stock, error) {
	p, ok := t.Pile(s.Pile)
	if !ok {
		return nil, errUnknownPile("stock", s.Pile)
	}
	out := &stock{Stock: s, pile: p}
	if s.Refill != "" {
		r, ok := t.Pile(s.Refill)
		if !ok {
			return nil, errUnknownPile("stock refill", s.Refill)
		}
		out.refill, out.has = r, true
	}
	return out, nil
}

// Draw moves n cards from the stock to pile to, refilling the stock when it
// runs out, and narrates the draw for every reader, with why after it. It
// returns the cards drawn and whether the game goes on (false when running
// out drew the game).
func (s *stock) Draw(st *core.State, seat int, to core.PileID, n int, why string, codes ...string) ([]core.CardID, bool) {
	from := s.pile.ID
	var got []core.CardID
	for len(got) < n {
		if st.Pile(from).Len() == 0 && !s.refillNow(st) {
			st.LogDraw(seat, got, to, why, codes...)
			return got, s.ranOut(st, seat)
		}
		more, _ := st.Draw(from, to, n-len(got))
		if got == nil {
			got = more
		} else {
			got = append(got, more...)
		}
	}
	st.LogDraw(seat, got, to, why, codes...)
	return got, s.stillOpen(st)
}

// take moves the top card of the stock onto pile to, face as to shows it,
// for a card turned up; it narrates nothing. ok is false when the stock had
// no card; open is false when that drew the game.
func (s *stock) take(st *core.State, to core.PileID) (card core.CardID, ok, open bool) {
	from := s.pile.ID
	if st.Pile(from).Len() == 0 && !s.refillNow(st) {
		return 0, false, s.ranOut(st, -1)
	}
	c, _ := st.MoveAt(from, st.Pile(from).Len()-1, to, core.OnTop)
	return c, true, true
}

// TurnOver implements mech.Stock: take, for a mechanic, which does not
// ask whether the game goes on.
func (s *stock) TurnOver(st *core.State, to core.PileID) (core.CardID, bool) {
	c, ok, _ := s.take(st, to)
	return c, ok
}

// Refill, RanOut and StillOpen are the stock as a draw of one card at a
// time asks it (mech.Stock).
func (s *stock) Refill(st *core.State) bool { return s.refillNow(st) }

func (s *stock) RanOut(st *core.State, seat int) bool { return s.ranOut(st, seat) }

func (s *stock) StillOpen(st *core.State) bool { return s.stillOpen(st) }

// refillNow shuffles the refill pile but its top card into the empty stock
// and reports whether the stock now has cards.
func (s *stock) refillNow(st *core.State) bool {
	if !s.has {
		return false
	}
	src := s.refill.ID
	n := st.Pile(src).Len() - 1
	if n <= 0 {
		return false
	}
	for range n {
		_, _ = st.MoveAt(src, 0, s.pile.ID, core.OnTop)
	}
	_ = st.Shuffle(s.pile.ID)
	st.Say(s.RefillText.Or("The stock is empty: the "+s.refill.Name+" pile but its top card is shuffled into a new stock."), s.RefillText.Codes...)
	return true
}

// ranOut acts on a draw by seat (-1 for none) that found no card; it
// reports whether the game goes on.
func (s *stock) ranOut(st *core.State, seat int) bool {
	if s.WhenOut == OutSkip {
		sayOut(st, seat, s.OutText.Or("No card is left to draw: the rest of the draw is skipped."), s.OutText.Codes...)
		return true
	}
	_ = st.EndGame(nil, s.OutReason.Or("the stock ran out"), s.OutReason.Codes...)
	text := s.OutText.Text
	if text == "" && seat >= 0 {
		text = "The stock has run out: the game is a draw. No card was left for {seat}."
	}
	sayOut(st, seat, or(text, "The stock has run out: the game is a draw."), s.OutText.Codes...)
	return false
}

// sayOut narrates the stock running out on a draw by seat (-1 for none): a
// template about the seat, or plain words.
func sayOut(st *core.State, seat int, text string, codes ...string) {
	if seat >= 0 && strings.Contains(text, "{") {
		st.SayAbout(seat, text, codes...)
		return
	}
	st.Say(text, codes...)
}

// stillOpen ends the game drawn when it is declared to end as soon as the
// stock is empty; it reports whether the game goes on.
func (s *stock) stillOpen(st *core.State) bool {
	if !s.DrawnWhenEmpty || st.Pile(s.pile.ID).Len() > 0 {
		return true
	}
	_ = st.EndGame(nil, s.EmptyReason.Or("the stock is empty"), s.EmptyReason.Codes...)
	st.Say(s.EmptyText.Or("The stock is empty: the game is a draw."), s.EmptyText.Codes...)
	return false
}

// or returns text, or def when text is "".
func or(text, def string) string {
	if text != "" {
		return text
	}
	return def
}

// DrawPile is the stock's own pile (mech.Stock).
func (s *stock) DrawPile() Pile { return s.pile }
