package shedding

import (
	"fmt"
	"strings"

	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Effect is what the cards it selects do when played: each effect that
// selects one of the cards takes effect, in the declared order.
type Effect struct {
	Cards mech.Cards `lua:",inline"`
	// Reverse turns the direction of play around.
	Reverse bool `lua:"reverse" doc:"The direction of play reverses."`
	// Skip makes that many seats lose their turn when it passes; LoseText
	// narrates each seat that loses it to this effect ("" for the turn's
	// LoseText).
	Skip     int          `lua:"skip" doc:"That many seats lose their turn when it passes."`
	LoseText mech.Message `lua:"lose_say" doc:"Narrates a seat losing its turn to this effect, a line about that seat: a seat it skips, or one that draws a total it stacked (game.turn.lose_say by default). A variant that words one effect's lost turn leaves the others' as they were."`
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
	Text mech.Message `lua:"say" doc:"Narrates the effect: a line about the seat."`
	// Rule is the rule code of the effect, counted each time it fires.
	Rule mech.Message `lua:"rule" doc:"The rule code of the effect, such as \"ABC-11\": the designer's report counts the rule as happening each time the effect fires."`
	// NextDraws makes the next seat draw that many cards at once (Skip
	// says whether it also loses its turn); Why is the reason given.
	NextDraws int          `lua:"next_draws" doc:"The next seat draws that many cards at once (add skip = 1 for it to lose its turn too); unlike owe, they do not wait for its turn."`
	Why       mech.Message `lua:"why" msg:"reason" doc:"The reason given with the cards of next_draws or owe, such as \"Draw Two\" (for owe, game.turn.owed_why by default)."`
	// Duty names a declared duty the next seat owes: the turn passes to it
	// at once, and it must answer before anything else.
	Duty string `lua:"duty" doc:"The next seat owes this duty of game.duties: the turn passes to it at once, and it must answer first. g:flow().duty tells what the play left: the suit to follow before it and how many cards its player held."`
	// Stack holds the cards of NextDraws or Owe against the seat the turn
	// passes to, which plays a card of a stacking effect to pass the total
	// on, or draws it (Stack). StackWhy refuses another play, and
	// StackText narrates the total (%s is the cards).
	Stack     bool         `lua:"stack" doc:"Stacking: the cards of next_draws or owe are not drawn at once but held against the seat the turn passes to (skip does not skip it), which plays a card of a stacking effect to add to them and pass the total on, or draws the total with its draw verb (losing its turn when the effect has skip). g:flow().stack is the total held."`
	StackWhy  mech.Message `lua:"stack_why" doc:"The refusal of another play while a total is held; %s is the cards (\"4 cards\")."`
	StackText mech.Message `lua:"stack_say" doc:"Narrates the total held, a line about the seat that holds it; %s is the cards (\"{seat} must draw %s, or pass them on.\" by default)."`
	// Hands moves hands between seats (MoveHands).
	Hands Hands `lua:"hands" choice:"|swap (with the seat the play names)|pass (every hand to the next seat)" doc:"Moves hands: \"swap\" exchanges the player's hand with that of the seat the play names (its play.seat part); \"pass\" gives every hand to the next seat in the direction of play. say replaces the engine's words."`
	// LastCard makes the effect one of a card that empties the hand: it
	// takes effect (its NextDraws, Text and Hook) just before the game or
	// round ends, and never otherwise.
	LastCard bool `lua:"last_card" doc:"The effect is that of a card that empties the hand: it takes effect (next_draws, say, apply) just before the game or round ends, and never otherwise; the other effects do not count for a last card."`
	// Hook is the index of the script's code for the effect, or -1.
	Hook int
}

// Stacks is the cards a stacking effect adds to the total held when it
// takes effect (StackOn); 0 for an effect that does not stack.
func (e *Effect) Stacks() int {
	if !e.Stack {
		return 0
	}
	return e.NextDraws + e.Owe
}

// EffectName is the name of effects[i] as a designer knows it: the cards
// it is for, as declared, then what it does, in the words of its
// declaration, such as "K: skip", "D: next_draws 2, skip" or "last card
// W4: next_draws 4". Two effects of the same name are told apart by their
// place in the list ("#3").
func EffectName(effects []Effect, i int) string {
	name := effects[i].Label()
	for j := range effects {
		if j != i && effects[j].Label() == name {
			return fmt.Sprintf("%s #%d", name, i+1)
		}
	}
	return name
}

// Codes are the rule codes the effect applies each time it fires: its
// rule, and a stacking effect's refusal and narration cite theirs.
func (e *Effect) Codes() []string {
	if e.Stack {
		return mech.UnionCodes(e.Rule.Codes, e.StackWhy.Codes, e.StackText.Codes)
	}
	return e.Rule.Codes
}

// Label is the effect's name, without regard to the others (EffectName).
func (e *Effect) Label() string {
	var cards []string
	for _, s := range [][]string{e.Cards.Codes, e.Cards.Ranks, e.Cards.Suits, e.Cards.Kinds} {
		if len(s) > 0 {
			cards = append(cards, strings.Join(s, ","))
		}
	}
	name := strings.Join(cards, " ") + ": " + strings.Join(e.does(), ", ")
	if e.LastCard {
		return "last card " + name
	}
	return name
}

// does lists what the effect does, by the fields of its declaration.
func (e *Effect) does() []string {
	var out []string
	add := func(on bool, what string, args ...any) {
		if on {
			out = append(out, fmt.Sprintf(what, args...))
		}
	}
	add(e.Stack, "stack")
	add(e.NextDraws > 0, "next_draws %d", e.NextDraws)
	add(e.Owe > 0, "owe %d", e.Owe)
	add(e.Skip == 1, "skip")
	add(e.Skip > 1, "skip %d", e.Skip)
	add(e.Reverse, "reverse")
	add(e.Again, "again")
	add(e.Name, "name")
	add(e.TurnUp, "turn_up")
	add(e.OpenTurn, "open_turn")
	add(e.Duty != "", "duty %s", e.Duty)
	add(e.Hands == HandsSwap, "hands swap")
	add(e.Hands == HandsPass, "hands pass")
	add(e.Hook >= 0, "apply")
	if len(out) == 0 && e.Text.Text != "" {
		out = append(out, "say")
	}
	if len(out) == 0 {
		out = append(out, "nothing")
	}
	return out
}
