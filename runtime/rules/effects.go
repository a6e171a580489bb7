package rules

import (
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/shedding"
)

// effectPlan is an effect resolved for one game.
type effectPlan struct {
	cards Set // the cards it selects
	duty  int // the duty it imposes, or -1
}

// effects does what the cards played do, in the declared order, then ends
// the turn unless it stays open. During an open turn only the effects
// declared for it count, and a card that opens one ends it with the turn.
//
// An effect that imposes a duty ends the turn by passing it to the seat
// that owes it; before is what was to be matched before the play.
func (pp *playPlan) effects(g *Game, st *core.State, seat int, m *notation.Move, kinds []int, before Target) error {
	f := flowRef(st)
	reigning := f.Reign != 0
	setNamed(st, -1) // a play answers any suit named before it
	stacked := shedding.Stacked(st)
	duty := -1
	for i := range g.d.Effects {
		e := &g.d.Effects[i]
		if e.LastCard || reigning && !e.InOpenTurn || !g.p.selects(i, kinds) {
			continue
		}
		g.fired(i)
		open, err := pp.effect(g, st, seat, m, i)
		if err != nil || !open {
			return err
		}
		if g.p.effects[i].duty >= 0 {
			duty = g.p.effects[i].duty
		}
	}
	switch {
	case duty >= 0:
		g.p.duties.imposeNext(g, st, seat, duty, before)
	case reigning && g.p.opensTurn(kinds):
		g.passTurn(st, seat)
	case !reigning && flowOf(st).Reign == 0:
		g.passTurn(st, seat)
	}
	g.p.shed.Stack.Narrate(st, shedding.Stacked(st) > stacked)
	pp.openJump(st, seat, kinds, duty < 0)
	return nil
}

// selects reports whether effect i selects one of the card kinds.
func (p *Plan) selects(i int, kinds []int) bool {
	s := p.effects[i].cards
	for _, k := range kinds {
		if s != nil && s[k] {
			return true
		}
	}
	return false
}

// effect does one effect; it reports whether the game goes on.
func (pp *playPlan) effect(g *Game, st *core.State, seat int, m *notation.Move, i int) (bool, error) {
	e := &g.d.Effects[i]
	f := flowRef(st)
	if e.Name && pp.name >= 0 && m.Args[pp.name].Set {
		i, _ := st.Deck().SuitIndex(m.Args[pp.name].Code)
		setNamed(st, i)
	}
	if e.Reverse {
		st.Reverse()
	}
	if e.Again {
		f.Again = true
	}
	if e.Stack {
		shedding.StackOn(st, e.NextDraws+e.Owe)
	} else {
		f.Skips += e.Skip
		if e.Skip > 0 && e.LoseText.Text != "" {
			f.LoseBy = i + 1
		}
		f.Owed += e.Owe
		if e.Owe > 0 && e.Why.Text != "" {
			f.OwedBy = i + 1
		}
	}
	pp.moveHands(st, g.p.hand, seat, m, e)
	if e.OpenTurn {
		f.Reign = seat + 1
	}
	if e.Text.Text != "" {
		st.SayAbout(seat, e.Text.Text, e.Text.Codes...)
	}
	if e.TurnUp && !g.p.deal.turnUp(g, st, pp.to.Of(seat)) {
		return false, nil
	}
	if !e.Stack && !g.p.nextDraws(st, seat, e) {
		return false, nil
	}
	if e.Hook >= 0 && g.hooks != nil {
		return g.hooks.Effect(&Ctx{State: st}, e.Hook, seat, m)
	}
	return true, nil
}

// Effect is what the cards it selects do when played: each effect that
// selects one of the cards takes effect, in the declared order.
type Effect struct {
	Cards Cards `lua:",inline"`
	// Reverse turns the direction of play around.
	Reverse bool `lua:"reverse" doc:"The direction of play reverses."`
	// Skip makes that many seats lose their turn when it passes; LoseText
	// narrates each seat that loses it to this effect ("" for the turn's
	// LoseText).
	Skip     int     `lua:"skip" doc:"That many seats lose their turn when it passes."`
	LoseText Message `lua:"lose_say" doc:"Narrates a seat losing its turn to this effect, a line about that seat: a seat it skips, or one that draws a total it stacked (game.turn.lose_say by default). A variant that words one effect's lost turn leaves the others' as they were."`
	// Again gives the seat another turn after this one.
	Again bool `lua:"again" doc:"The seat takes another turn after this one."`
	// Owe makes the next seat draw that many cards when the turn passes
	// (they add up).
	Owe int `lua:"owe" doc:"The next seat draws that many cards when the turn passes to it; they add up."`
	// Name makes the suit named in the play the suit to follow.
	Name bool `lua:"name" doc:"The suit the play names (its play.name part) is the suit to follow."`
	// TurnUp turns up the top card of the stock onto the play's pile, and
	// again while it is one of TurnUpAgain; it becomes the card to match.
	TurnUp bool `lua:"turn_up" doc:"The top stock card is turned up onto the play's pile (again while it is one of deal.turn_up_again) and becomes the card to match."`
	// OpenTurn starts an open turn (a "free reign"): the seat plays on,
	// one card at a time, until it draws or plays another of these cards.
	OpenTurn bool `lua:"open_turn" doc:"Starts an open turn (a free reign): the seat plays on, one card at a time, until it draws or plays another of these cards, which ends the turn."`
	// InOpenTurn is true for an effect that still counts during an open
	// turn; the others do not.
	InOpenTurn bool `lua:"in_open_turn" doc:"The effect still counts during an open turn; the others do not."`
	// Text narrates the effect, a template about the seat ("" for none).
	Text Message `lua:"say" doc:"Narrates the effect: a line about the seat."`
	// Rule is the rule code of the effect, counted each time it fires.
	Rule Message `lua:"rule" doc:"The rule code of the effect, such as \"ABC-11\": the designer's report counts the rule as happening each time the effect fires."`
	// NextDraws makes the next seat draw that many cards at once (Skip
	// says whether it also loses its turn); Why is the reason given.
	NextDraws int     `lua:"next_draws" doc:"The next seat draws that many cards at once (add skip = 1 for it to lose its turn too); unlike owe, they do not wait for its turn."`
	Why       Message `lua:"why" msg:"reason" doc:"The reason given with the cards of next_draws or owe, such as \"Draw Two\" (for owe, game.turn.owed_why by default)."`
	// Duty names a declared duty the next seat owes: the turn passes to it
	// at once, and it must answer before anything else.
	Duty string `lua:"duty" doc:"The next seat owes this duty of game.duties: the turn passes to it at once, and it must answer first. g:flow().duty tells what the play left: the suit to follow before it and how many cards its player held."`
	// Stack holds the cards of NextDraws or Owe against the seat the turn
	// passes to, which plays a card of a stacking effect to pass the total
	// on, or draws it (stacking.go). StackWhy refuses another play, and
	// StackText narrates the total (%s is the cards).
	Stack     bool    `lua:"stack" doc:"Stacking: the cards of next_draws or owe are not drawn at once but held against the seat the turn passes to (skip does not skip it), which plays a card of a stacking effect to add to them and pass the total on, or draws the total with its draw verb (losing its turn when the effect has skip). g:flow().stack is the total held."`
	StackWhy  Message `lua:"stack_why" doc:"The refusal of another play while a total is held; %s is the cards (\"4 cards\")."`
	StackText Message `lua:"stack_say" doc:"Narrates the total held, a line about the seat that holds it; %s is the cards (\"{seat} must draw %s, or pass them on.\" by default)."`
	// Hands moves hands between seats (hands.go).
	Hands Hands `lua:"hands" choice:"|swap (with the seat the play names)|pass (every hand to the next seat)" doc:"Moves hands: \"swap\" exchanges the player's hand with that of the seat the play names (its play.seat part); \"pass\" gives every hand to the next seat in the direction of play. say replaces the engine's words."`
	// LastCard makes the effect one of a card that empties the hand: it
	// takes effect (its NextDraws, Text and Hook) just before the game or
	// round ends, and never otherwise.
	LastCard bool `lua:"last_card" doc:"The effect is that of a card that empties the hand: it takes effect (next_draws, say, apply) just before the game or round ends, and never otherwise; the other effects do not count for a last card."`
	// Hook is the index of the script's code for the effect, or -1.
	Hook int
}

// opensTurn reports whether one of the card kinds starts (or, in an open
// turn, ends) an open turn.
func (p *Plan) opensTurn(kinds []int) bool {
	for i := range p.d.Effects { // by index: an effect is a large value
		if !p.d.Effects[i].OpenTurn || p.effects[i].cards == nil {
			continue
		}
		for _, k := range kinds {
			if p.effects[i].cards[k] {
				return true
			}
		}
	}
	return false
}

// openTurnText says that a seat's turn is open, in the words of the effect
// that opens it ("{seat} {have|has} free reign"), or the engine's.
func (p *Plan) openTurnText() string {
	for i := range p.d.Effects {
		e := &p.d.Effects[i]
		if e.OpenTurn && strings.HasPrefix(e.Text.Text, "{seat} ") {
			return strings.TrimRight(e.Text.Text, ".!")
		}
	}
	return "{seat} {play|plays} on in an open turn"
}
