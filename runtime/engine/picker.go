package engine

// CheapPicker is implemented by games whose random pick
// ([Game.RandomMove]) costs much less than a listing of every legal move
// ([Game.Moves]), as it checks only the moves it draws (a game written as
// functions: its check is the script's code, run once a move listed).
// PicksCheaply reports whether this game's does. A bot that would list
// every move only to draw one uniformly picks instead: the same draw in
// law, not in the stream of the seeded source, so a bot asks it only of
// the games that say so, and plays every other game as it did.
type CheapPicker interface {
	PicksCheaply() bool
}
