// Package shedding is the play of a shedding game, a race to empty the
// hand: the play of cards from the hand onto a pile (does = "play",
// PlayPlan: listed, checked and played; the card a play must match, the
// runs, the suit or seat a play names, the call made with it, jumping in
// out of turn), and what a seat does on its turn besides: the take of the top card (or the whole pile) of a pile
// into the hand (does = "take"), the suit named by a verb of its own (does
// = "name"), the draw (does = "draw") and the pass after it (does =
// "pass", in a game without a trick), the draw penalties stacked against
// the next seat (Stack), and the draw that keeps the turn for the card
// drawn, or draws until a card can be played (Drawn), and the window to
// jump in out of turn (JumpKey), which JumpWatch closes at the next action
// and through which a Jumper, the play, takes the turn; and the record of
// the answers to a duty that failed to take the card on top of its pile
// (TriedKey), which the turn core's duties write and read; and the hands
// moved whole by a card's effect (Hands, MoveHands); and the run, a
// shape of the play, declared and checked (Run); and the effects of
// cards played, declared and named as a designer knows them (Effect,
// Effect.Label); and what a card played alone must match, declared
// (Match) and read from the pile's top card and the suit named (Matcher).
//
// It sees the game through runtime/rules/mech alone. A take's declaration
// is its verb's own (Take, found by mech.Setup.VerbDecl); what the seat to
// act took this turn is its part (TakeKey), which the take forgets when
// the turn ends (mech.TurnWatcher). The name writes the suit named in the
// part every mechanic reads (mech.SuitNamed), and says who may name it
// when it is not the seat's turn (mech.Gate). The total stacked is the
// part StackKey; the turn core gathers the stacking effects into a Stack
// and asks it of every play and draw; likewise the draws into a Drawn,
// which reads the turn's draws (mech.Table.Draws) and asks the play
// whether a card drawn can be played (mech.Table.Playable); the Stack and
// the Drawn are the package's Plan, which the draw and the pass are made
// under. What the cards played do once they are down (the effects, the
// hand gone out, the turn a jumper takes) is still the turn core's: the
// play asks it through a Core, which the turn core gives the PlayPlan it
// resolves; the turn core reads these parts (Took, EndsWith, Stacked) and
// asks the Stack and the Drawn.
package shedding
