// Package climbing is the trick of a climbing game (game.trick): a verb
// with does = "trick" leads any play of a declared kind (sets, runs,
// flushes, groups such as a full house) or beats the play on the table
// with a higher one of its kind and size, a play of a higher class or a
// bomb; a verb with does = "pass" lets it stand. When every other seat
// still in has passed, the last play wins the trick and its seat leads
// the next. A seat whose hand is empty takes the next place; the game
// ends, or the round of a match of places, when one seat is left.
//
// In a match of places (game.places) the order the seats went out in is
// kept from one round to the next: each place scores its points, the
// declared place leads the next hand, and the declared places give each
// other cards before it, the highest at once and those of the giver's
// choice with a verb of does = "exchange", which every giver owes at
// once.
//
// It sees the game through runtime/rules/mech alone: the play to beat is
// its part of the round (ToBeatOf), the listing's buffers live in the room
// the table gives each verb, a bomb laid is counted in the tally
// (mech.Counter), the first deal gives the lead to the seat dealt the
// opening card (mech.DealWatcher), and the places are kept for the next
// round of the match (mech.Placer), in a part of their own.
package climbing
