// Package beating is the beating game's bout (does = "beat"): an attacker
// plays a card to the defender, the next seat, who must beat it (a higher
// card of its suit, or a trump when it is none) or pick up every card on
// the table; after each card beaten the attacker, then the other seats in
// turn, may throw in a card of a rank already on the table, within the
// declared limits. A bout beaten off goes to the discard pile and the
// defender attacks next; a bout picked up passes the attack to the seat
// after the defender. After each bout the seats draw up to their hand
// size, the attacker first and the defender last, the card turned up for
// trumps last of all; a seat whose hand is empty once nothing is left to
// draw is out, and the last seat left holding cards loses.
//
// A script declares the bout in game.beating (Beating) and names the
// verbs of its four roles there (attack, defend, pick up, pass): each is
// declared in game.verbs with does = "beat". Like every mechanic of a
// package of its own, it sees the game through runtime/rules/mech alone,
// and is registered by one line in runtime/rules/registry.go.
package beating
