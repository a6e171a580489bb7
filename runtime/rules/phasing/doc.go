// Package phasing is the mechanic of a round in phases before its play
// (does = "phase", declared as game.phases): a declared sequence of
// phases, each with its verbs, who acts in it (each seat in turn from the
// dealer's left, the dealer, the maker, or every seat at once), when it
// ends (each acting seat has acted once, or a verb that ends it was made)
// and when it is skipped (after, or unless, an earlier phase was ended by
// one of its verbs; a phase of the maker when nobody made). A verb that
// ends a phase may make the round's trumps (the suit of the card turned
// up, or the suit it names) and its seat the maker (mech.Named.By); a
// verb may have the seat's partners sit the round out (a hand played
// alone); a phase may have its seat take a pile into its hand and discard
// a card. While a phase is under way its seats owe a move of its verbs
// and nobody else acts (mech.Simultaneous): it is the general form of a
// bid owed before the first lead. Like every mechanic of a package of its
// own, it sees the game through runtime/rules/mech alone.
package phasing
