// Package mech is what a mechanic of the rules engine is made of and
// sees: the messages a declaration gives it (Message), the piles it names
// (Pile), the refusal it answers a move with (Refusal) and the templates
// it fills (Fill). It imports no part of the engine that runs the turn
// (runtime/rules): a mechanic written against it alone is proven by the
// compiler to need nothing more of the game, so it can live in a package
// of its own and change without the turn core. runtime/rules names these
// types by aliases.
package mech
