package climbing

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// LastCard declares the rule of a seat left one card in a climbing game:
// it is announced, and it binds the seat just before it in the direction
// of play. That seat, following a single, must play its highest card when
// that card beats the single (any play of another kind that beats it, such
// as a bomb, will do too), and may pass only when it does not; leading, it
// must lead a play of two or more cards when it can form one, else its
// highest card. Following any other play, it is free. Several seats left
// one card each bind the seat before each.
type LastCard struct {
	// Rule is the rule code refusals cite.
	Rule mech.Message `lua:"rule" doc:"The rule code the refusals cite."`
	// Text announces a seat left one card, a template about it ("" says
	// nothing).
	Text mech.Message `lua:"say" doc:"Announces a seat left one card, a line about it."`
	// Why are the refusals, by what is wrong: "follow" (a single that is
	// not the highest card), "pass" (a pass while the highest card beats
	// the single), "lead" (a single led when a play of several cards can
	// be), "lead_high" (a single led that is not the highest card). {one}
	// is the seat left one card, {card} the highest card. "" uses the
	// engine's words.
	Why mech.Messages `lua:"why" doc:"The refusals, by what is wrong: follow (a single that is not the highest card, on a single), pass (a pass while the highest card beats the single), lead (a single led when a play of several cards can be), lead_high (a single led that is not the highest card); {one} is the seat left one card, {card} the highest card."`
}

// The engine's words for the refusals of the last-card rule.
var lastCardWhy = map[string]string{
	"follow":    "{one} has one card left: you must play your highest card, {card}",
	"pass":      "{one} has one card left: you must play your highest card, {card}, which beats the single on the table",
	"lead":      "{one} has one card left: lead a play of two or more cards",
	"lead_high": "{one} has one card left: lead your highest card, {card}",
}

// binding is what the last-card rule asks of a seat now: the seat left one
// card that binds it (-1 when none does), its highest card, and whether it
// can lead a play of several cards (worked out when first asked).
type binding struct {
	one     int
	top     core.CardID
	several int8 // 0 not known yet, 1 yes, -1 no
}

// bindingOf is what the last-card rule asks of seat.
func (tp *plan) bindingOf(t *table, seat int) binding {
	b := binding{one: -1}
	if tp.LastCard == nil {
		return b
	}
	next := t.st.NextSeat(seat, 1)
	if next == seat || t.st.Pile(tp.hand.Of(next)).Len() != 1 {
		return b
	}
	hand := t.st.Pile(tp.hand.Of(seat)).Cards
	if len(hand) == 0 {
		return b
	}
	b.one, b.top = next, mech.HighestOf(t.st.Deck(), hand)
	return b
}

// lastCardKey says what the rule has against seat making p (on cur, when
// following): "" when nothing, else the key of its refusal.
func (tp *plan) lastCardKey(t *table, b *binding, seat int, p play, cur play, following bool) string {
	if b.one < 0 || len(p.cards) > 1 {
		return ""
	}
	d := t.st.Deck()
	isTop := d.KindOf(p.cards[0]) == d.KindOf(b.top)
	if following {
		if cur.kind == tp.single && p.kind == tp.single && !isTop {
			return "follow"
		}
		return ""
	}
	if tp.canLeadSeveral(t, b, seat) {
		return "lead"
	}
	if !isTop {
		return "lead_high"
	}
	return ""
}

// passKey says what the rule has against seat passing on cur.
func (tp *plan) passKey(t *table, b *binding, cur play) string {
	if b.one < 0 || cur.kind != tp.single {
		return ""
	}
	top := play{kind: cur.kind, cards: []core.CardID{b.top}, ranks: 1}
	if tp.higher(t, top, cur) {
		return "pass"
	}
	return ""
}

// canLeadSeveral reports whether seat can lead a play of two or more cards.
func (tp *plan) canLeadSeveral(t *table, b *binding, seat int) bool {
	if b.several == 0 {
		b.several = -1
		if tp.anyPlay(t, seat, func(p play) bool { return len(p.cards) > 1 }) {
			b.several = 1
		}
	}
	return b.several > 0
}

// lastCardRefusal is the refusal of what the rule has against a move.
func (tp *plan) lastCardRefusal(t *table, b *binding, key string) mech.Refusal {
	lc := tp.LastCard
	text := mech.Fill(lc.Why.Words(key, lastCardWhy[key]), "{one}", mech.SeatName(b.one), "{card}", t.st.Deck().Card(b.top).Code)
	return mech.RefuseUnder(&lc.Rule, lc.Why.Of(key), text)
}

// announceLast narrates that seat is left one card.
func (tp *plan) announceLast(st *core.State, seat int) {
	if lc := tp.LastCard; lc != nil && lc.Text.Text != "" && st.Pile(tp.hand.Of(seat)).Len() == 1 {
		st.SayAbout(seat, lc.Text.Text, lc.Text.Codes...)
	}
}
