package rules

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// dealPlan is the deal of a game's rounds, and the game's setup.
type dealPlan struct {
	*Deal
	again Set // the cards turned up that turn up another (TurnUpAgain)
}

// setup deals the first round and runs the script's own setup.
func (dp *dealPlan) setup(g *Game, st *core.State) error {
	if g.d.Scripted {
		return g.hooks.Setup(&Ctx{State: st})
	}
	if err := callValues(g.hooks, g.d.Funcs, st, mech.ForGame, atNow(st, -1)); err != nil {
		return err
	}
	dealer, err := g.p.deal.firstDealer(g, st)
	if err != nil {
		return err
	}
	if err := g.p.deal.deal(g, st, dealer); err != nil {
		return err
	}
	if err := g.p.deal.afterDeal(g, st); err != nil {
		return err
	}
	if g.hooks != nil {
		return g.hooks.Setup(&Ctx{State: st})
	}
	return nil
}

// firstDealer chooses the first dealer: the script's code when it chooses
// one, else the declared dealer, or one at random.
func (dp *dealPlan) firstDealer(g *Game, st *core.State) (int, error) {
	if g.hooks != nil {
		seat, ok, err := g.hooks.FirstDealer(&Ctx{State: st})
		if err != nil || ok {
			if err == nil {
				err = st.SetDealer(seat)
			}
			return seat, err
		}
	}
	dealer := mech.ValueIn(st, g.d.Deal.Dealer, g.d.Deal.DealerFn)
	switch {
	case dealer == NoDealer:
		dealer = st.Seats() - 1 // the first seat starts
	case dealer < 0 || dealer >= st.Seats():
		dealer = st.Random(st.Seats())
		fallthrough
	default:
		if err := st.SetDealer(dealer); err != nil {
			return 0, err
		}
	}
	return dealer, nil
}

// afterDeal runs the script's code for the start of a round, after its deal.
func (dp *dealPlan) afterDeal(g *Game, st *core.State) error {
	if g.hooks == nil || st.Result().Over {
		return nil
	}
	return g.hooks.Dealt(&Ctx{State: st})
}

// deal shuffles the stock, deals each seat its hand, gives the turn to the
// dealer's left and turns up the card to start on.
func (dp *dealPlan) deal(g *Game, st *core.State, dealer int) error {
	d := g.d.Deal
	if g.tally != nil {
		g.tally.ApplyCodes(d.Rule.Codes)
	}
	if g.p.stock == nil {
		return fmt.Errorf("deal: declare the stock the cards are dealt from")
	}
	if err := callValues(g.hooks, g.d.Funcs, st, mech.ForRound, atNow(st, dealer)); err != nil {
		return err
	}
	from := g.p.stock.pile.ID
	if err := st.Shuffle(from); err != nil {
		return err
	}
	if err := dp.dealPiles(g.p.table, st, from); err != nil {
		return err
	}
	hand := mech.ValueIn(st, d.Hand, d.HandFn)
	if hand > 0 || d.All {
		hands := make([]core.PileID, st.Seats())
		for s := range hands {
			hands[s] = g.p.hand.Of(s)
		}
		if err := st.Deal(from, hands, hand); err != nil {
			return fmt.Errorf("deal: %w", err)
		}
		for i := 0; d.All && st.Pile(from).Len() > 0; i++ {
			if _, err := st.MoveTop(from, hands[(dealer+1+i)%len(hands)]); err != nil {
				return err
			}
		}
		if d.Sort {
			for _, h := range hands {
				_ = st.SortPile(h)
			}
		}
	}
	if d.Rest != "" {
		if err := st.MoveAll(from, g.p.table.MustPile(d.Rest).ID); err != nil {
			return err
		}
	}
	g.p.deal.sayDeal(g, st, dealer, hand)
	if err := st.SetCurrent(st.NextSeat(dealer, 1)); err != nil {
		return err
	}
	if d.TurnUp != "" {
		g.p.deal.turnUp(g, st, g.p.table.MustPile(d.TurnUp).ID)
	}
	return g.p.deal.tellDealt(g, st)
}

// dealPiles deals the declared piles their cards, one card to each pile in
// turn, from the stock.
func (dp *dealPlan) dealPiles(t *Table, st *core.State, from core.PileID) error {
	if len(dp.Piles) == 0 || dp.PileCards <= 0 {
		return nil
	}
	to := make([]core.PileID, len(dp.Piles))
	for i, name := range dp.Piles {
		to[i] = t.MustPile(name).ID
	}
	if err := st.Deal(from, to, dp.PileCards); err != nil {
		return fmt.Errorf("deal piles: %w", err)
	}
	return nil
}

// checkPiles refuses a deal to a pile that is not a shared pile declared.
func (dp *dealPlan) checkPiles(t *Table) error {
	for _, name := range dp.Piles {
		if pl, ok := t.Pile(name); !ok || pl.PerSeat {
			return fmt.Errorf("deal piles: %q is not a shared pile declared in game.piles", name)
		}
	}
	return nil
}

// tellDealt tells the mechanics that watch a deal of it: those whose move
// several seats owe at once first, so that the others see that a move is
// owed before the hand's play starts.
func (dp *dealPlan) tellDealt(g *Game, st *core.State) error {
	for _, atOnce := range []bool{true, false} {
		for _, m := range g.p.hear.inners {
			_, sim := m.(simultaneous)
			if sim != atOnce {
				continue
			}
			if w, ok := m.(mech.DealWatcher); ok {
				if err := w.Dealt(view{g}, st); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// tellDealtBut tells every mechanic that watches a deal but from, in
// the order of the verbs, that the hand starts again (a choice was given:
// the play begins).
func (dp *dealPlan) tellDealtBut(g *Game, st *core.State, from any) error {
	for _, m := range g.p.hear.inners {
		if w, ok := m.(mech.DealWatcher); ok && m != from {
			if err := w.Dealt(view{g}, st); err != nil {
				return err
			}
		}
	}
	return nil
}

// turnUp turns up the top card of the stock onto pile to, again while it is
// one of the cards that may not start play; the card becomes the one to
// match. It reports whether the game goes on.
func (dp *dealPlan) turnUp(g *Game, st *core.State, to core.PileID) bool {
	for {
		c, ok, open := g.p.stock.take(st, to)
		if !ok {
			return open
		}
		if g.d.Deal.TurnUpBack && g.p.deal.again.Has(st.Deck(), c) {
			g.p.deal.turnBack(g, st, to, c)
			continue
		}
		st.Say(fmt.Sprintf(g.d.Deal.TurnUpText.Or("Turned up: %s."), st.Deck().Card(c).Code), g.d.Deal.TurnUpText.Codes...)
		if !g.p.stock.stillOpen(st) {
			return false
		}
		if !g.p.deal.again.Has(st.Deck(), c) {
			break
		}
	}
	setNamed(st, -1)
	return true
}

// turnBack puts card c, just turned up onto pile to, back into the stock
// and shuffles it.
func (dp *dealPlan) turnBack(g *Game, st *core.State, to core.PileID, c core.CardID) {
	from := g.p.stock.pile.ID
	_, _ = st.MoveAt(to, st.Pile(to).Len()-1, from, core.OnTop)
	_ = st.Shuffle(from)
	st.Say(mech.FillArg(g.d.Deal.TurnUpBackText.Or("Turned up: %s, which goes back into the stock, and the stock is shuffled."),
		st.Deck().Card(c).Code), g.d.Deal.TurnUpBackText.Codes...)
}

// NoDealer is Deal.Dealer for a game without a dealer: the first seat
// starts, unless the script's setup says otherwise.
const NoDealer = -2

// Deal declares how a round is dealt.
type Deal struct {
	// Rule are the rule codes the deal applies (the deck, the dealer, the
	// cards dealt, the card turned up), counted at each deal.
	Rule Message `lua:"rule" doc:"The rule codes the deal applies, such as \"ABC-3, ABC-4\" (the deck, the dealer, the cards dealt, the card turned up): the designer's report counts them as applied at each deal."`
	// Dealer is the first dealer's seat, -1 for one chosen at random, or
	// NoDealer.
	Dealer   int `lua:"dealer" as:"seat" fn:"game" doc:"The first dealer's seat, or 0 to pick one at random; the seat after the dealer starts. Without it the game has no dealer and seat 1 starts (setup may say otherwise)."`
	DealerFn Func
	// Piles are shared piles dealt PileCards cards each, one card to each
	// pile in turn, before the hands (the columns of a patience).
	Piles     []string `lua:"piles" doc:"Shared piles dealt pile_cards cards each, face as the pile is seen, one card to each pile in turn, before the hands: the columns of a patience, such as {\"column1\", \"column2\"}."`
	PileCards int      `lua:"pile_cards" doc:"How many cards each of piles is dealt."`
	// Hand is how many cards each seat is dealt; HandFn, when the script
	// declares a function instead, says it each round (At).
	Hand   int `lua:"hand" fn:"round" doc:"How many cards each seat is dealt, one at a time, from the stock after it is shuffled; as a function, such as function(at) return math.min(at.round, 14 - at.round) end, the round's hand size."`
	HandFn Func
	// All deals the whole stock out, one card at a time from the seat
	// after the dealer: some seats may hold one card more.
	All bool `lua:"all" doc:"Deals the whole stock out, one card at a time from the seat after the dealer (after the hand cards each, if any): some seats may hold one card more."`
	// Rest names the pile the cards left after the deal go to ("" leaves
	// them in the stock); Sort sorts every hand in deck order.
	Rest string `lua:"rest" doc:"The pile the cards left after the deal go to, such as \"out\"; they stay in the stock without it."`
	Sort bool   `lua:"sort" doc:"Sorts every hand in deck order after the deal."`
	// Text narrates the deal, a template about the dealer; {round} is the
	// number of the round and {direction} the direction of play
	// ("clockwise"). FirstText, when set, narrates the first round's deal
	// instead.
	Text      Message `lua:"say" doc:"Narrates the deal: a line about the dealer, such as \"{seat} {deal|deals} seven cards to each player.\"; {round} is the number of the round, {direction} the direction of play (\"clockwise\" or \"counterclockwise\"), {cards} the cards dealt to each (\"3 cards\")."`
	FirstText Message `lua:"first_say" doc:"Narrates the first round's deal instead of say; {round}, {direction} and {cards} as there."`
	// TurnUp turns up the top card of the stock onto a pile to start the
	// play on, again while it is one of TurnUpAgain.
	TurnUp      string `lua:"turn_up" doc:"The pile the top stock card is turned up onto to start play on, such as \"discard\"."`
	TurnUpAgain Cards  `lua:"turn_up_again" doc:"Cards play may not start on: another card is turned up onto them."`
	// TurnUpText narrates each card turned up; "%s" is the card.
	TurnUpText Message `lua:"turn_up_say" doc:"Narrates each card turned up; %s is the card (\"Turned up: %s.\" by default)."`
	// TurnUpBack puts a card of TurnUpAgain back into the stock, which is
	// shuffled, before the next is turned up; TurnUpBackText narrates it
	// ("%s" is the card).
	TurnUpBack     bool    `lua:"turn_up_back" doc:"A card of turn_up_again goes back into the stock, which is shuffled, before the next is turned up (it stays on the pile without it)."`
	TurnUpBackText Message `lua:"turn_up_back_say" doc:"Narrates a card put back; %s is the card."`
}
