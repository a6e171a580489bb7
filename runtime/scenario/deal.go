package scenario

import (
	"fmt"
	"slices"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
)

// dealPlace is one card the setup's deal names: the i-th card (bottom
// first) the script's setup deals to a pile.
type dealPlace struct {
	pile core.PileID
	ref  PileRef
	i    int
	kind int
	pos  Pos
	at   core.CardID // the card the unrigged deal put there
	card core.CardID // the card of kind that goes there instead
	set  bool        // card is chosen
}

// rigDeal starts the game again so that the script's own setup deals the
// cards the setup's deal names where it names them: the same shuffle, with
// those cards exchanged for the ones the unrigged game dealt there, so that
// the script's start-of-game effects (a turned-up six) happen to them. The
// rigged game runs on a fresh instance of the rules, as the first did.
func (x *run) rigDeal(cfg engine.Config) error {
	places, err := x.dealPlaces(x.g.State(), x.s.Setup.Deal, "the script's setup")
	if err != nil {
		return err
	}
	if err := choosePhysical(x.g.State().Deck(), places); err != nil {
		return err
	}
	exchange := exchangeFor(places)
	cfg.Prepare = func(st *core.State) error { return st.ExchangeOnShuffle(exchange) }
	g, _, err := x.newGame(cfg)
	if err != nil {
		return fmt.Errorf("the game cannot start: %w", err)
	}
	x.g = g
	for _, pl := range places {
		if !dealtAsAsked(g.State(), pl) {
			return errorf(pl.pos, "the script's setup did not deal %s to %s as asked: its deal depends on which cards "+
				"come up, or it moves cards after dealing them, so deal: cannot pin them; setup's pile keys place cards "+
				"after setup has run, so what setup does to the cards it deals (a card turned up) would not happen to them "+
				"either: to test such a rule, give the scenario a seed whose deal brings the card (seed:), or place the "+
				"cards with the pile keys and play the rule where it happens in play",
				g.State().Deck().Card(pl.card).Code, pl.ref)
		}
	}
	return nil
}

// dealtAsAsked reports whether the rigged deal put a place's card where the
// scenario asked: at its place, or anywhere in a pile the script keeps in
// deck order (a hand sorted after the deal): the scenario fixes which cards
// are dealt, the script their order.
func dealtAsAsked(st *core.State, pl dealPlace) bool {
	cards := st.Pile(pl.pile).Cards
	if pl.i < len(cards) && cards[pl.i] == pl.card {
		return true
	}
	return inDeckOrder(st.Deck(), cards) && slices.Contains(cards, pl.card)
}

// inDeckOrder reports whether cards are in the deck's order, lowest first.
func inDeckOrder(d *core.Deck, cards []core.CardID) bool {
	for i := 1; i < len(cards); i++ {
		if d.Card(cards[i]).Order < d.Card(cards[i-1]).Order {
			return false
		}
	}
	return true
}

// dealPlaces finds what the script's unrigged deal, in st, put where deal
// names cards. by names the deal in messages ("the script's setup").
func (x *run) dealPlaces(st *core.State, deal []PileCards, by string) ([]dealPlace, error) {
	var out []dealPlace
	for _, pc := range deal {
		id, err := x.pile(pc.Pile)
		if err != nil {
			return nil, err
		}
		kinds, err := x.kinds(pc.Cards)
		if err != nil {
			return nil, err
		}
		cards := st.Pile(id).Cards
		if len(kinds) > len(cards) {
			return nil, errorf(pc.Pile.Pos, "%s holds %d %s after %s; deal names %d",
				pc.Pile, len(cards), plural(len(cards), "card", "cards"), by, len(kinds))
		}
		for i, k := range kinds {
			out = append(out, dealPlace{pile: id, ref: pc.Pile, i: i, kind: k, pos: pc.Cards.Pos[i], at: cards[i]})
		}
	}
	return out, nil
}

// choosePhysical picks, for each place, a copy of its card: the card
// already there when it is one, otherwise a copy no other place takes.
func choosePhysical(d *core.Deck, places []dealPlace) error {
	taken := map[core.CardID]bool{}
	for i := range places {
		if pl := &places[i]; d.KindOf(pl.at) == pl.kind {
			pl.card, pl.set, taken[pl.at] = pl.at, true, true
		}
	}
	for i := range places {
		pl := &places[i]
		for c := 0; c < d.Size() && !pl.set; c++ {
			if id := core.CardID(c); d.KindOf(id) == pl.kind && !taken[id] {
				pl.card, pl.set, taken[id] = id, true, true
			}
		}
		if !pl.set {
			have := copiesOf(d, pl.kind)
			return errorf(pl.pos, "the deck has only %d %s of %s", have, plural(have, "copy", "copies"), d.Kind(pl.kind).Code)
		}
	}
	return nil
}

// exchangeFor is the exchange of cards that puts each place's card where the
// unrigged deal put another: each card there gives way to the chosen one,
// and each chosen card's own place goes to a card that gave way.
func exchangeFor(places []dealPlace) map[core.CardID]core.CardID {
	m := map[core.CardID]core.CardID{}
	isAt, isCard := map[core.CardID]bool{}, map[core.CardID]bool{}
	for _, pl := range places {
		isAt[pl.at], isCard[pl.card] = true, true
		if pl.at != pl.card {
			m[pl.at] = pl.card
		}
	}
	var gaveWay []core.CardID // cards that left a named place and are not placed anywhere
	for _, pl := range places {
		if !isCard[pl.at] {
			gaveWay = append(gaveWay, pl.at)
		}
	}
	for _, pl := range places {
		if !isAt[pl.card] {
			m[pl.card], gaveWay = gaveWay[0], gaveWay[1:]
		}
	}
	return m
}
