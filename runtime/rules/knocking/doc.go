// Package knocking is the knock of a game of private melds (does =
// "knock"): each hand is kept secret and arranged by the engine into melds
// and deadwood; a seat whose deadwood, once it discards, is within the
// declared limit may knock with that discard, which ends the hand: every
// hand is shown, the other seats lay off onto the knocker's melds, and the
// hand is scored, the game or the round of a match ended. A stock run down
// to its last cards draws the hand.
//
// It sees the game through runtime/rules/mech alone. The declaration is
// game.knocking (KnockingDecl); the knock is the verb's declared play of
// one card (mech.Play) with more to it; it watches every move for the
// stock run low (mech.MoveWatcher), and closes a round of a match through
// the table (mech.Table.CloseRound). It keeps no part of its own: the
// hands are the state.
package knocking
