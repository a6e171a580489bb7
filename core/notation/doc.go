// Package notation reads and writes moves in a game's typed notation.
//
// A game declares the form of each of its moves as a pattern, such as
//
//	play <cards> [call <suit>] [last]
//	give <cards:gift> to <seat:to>
//	pass|knock
//
// and [NewGrammar] compiles the patterns. Inside the engine a move is a
// structured value ([Move]: a verb and one [Value] per slot of its form); text
// exists only at the edges, where a person types a move, the terminal shows
// one, or a scenario, recording or saved game holds one. [Grammar.Parse] reads
// typed text into a move and [Grammar.Format] writes a move's canonical text.
// Format is the exact inverse of Parse: every move Parse returns formats to a
// text that parses back to the same move, and lists whose order carries no
// meaning are put in the deck's order, so one move has one text.
//
// notation knows no game: it reads card codes, suits and ranks through the
// game's [core.Deck].
package notation
