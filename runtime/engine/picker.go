package engine

// CheapPicker is implemented by games whose random pick
// ([Game.RandomMove]) costs much less than a listing of every legal move
// ([Game.Moves]), as it checks only the moves it draws (a game written as
// functions: its check is the script's code, run once a move listed).
// PicksCheaply reports whether this game's does. A bot that would list
// every move only to draw one uniformly picks instead: a draw among the
// legal moves, not in the stream of the seeded source (and in a game of
// functions whose proposals stand for several moves, a proposal drawn
// first, then one of its moves), so a bot asks it only of the games that
// say so, and plays every other game as it did.
type CheapPicker interface {
	PicksCheaply() bool
}
