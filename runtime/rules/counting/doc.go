// Package counting is the play to a running count (does = "count"): seats
// play one card in turn to a shared count, which may not pass a cap; sums,
// cards of one rank and runs score as they are played, a seat that cannot
// play says go, and the last card scores; once every card is played each
// hand is counted with a starter card (the show), and a pile laid away for
// the dealer (the crib) last; the first total to reach the target wins at
// once.
//
// It sees the game through runtime/rules/mech alone. The declaration is
// game.count (CountDecl); where the count stands is its part, saved under
// the name "count" (ReadPart). It hears every deal (mech.DealWatcher),
// waiting while a choice is owed (mech.Table.OwedAtOnce), turns the
// starter up from the stock (mech.Stock.TurnOver) and deals the next hand
// through the table (mech.Table.NextRound).
package counting
