package rules

// listRoom is the room a game lists moves in, emptied by every listing and
// reused by the next. The games a search bot imagines from one game share
// it (Plan.ResumeImagined): one goroutine lists in them one after another,
// never in two at once, and nothing listed outlives its listing (a move
// built from a candidate is a copy, but for the random pick of an imagined
// game: pick).
type listRoom struct {
	cands []cand // the candidates
	slab  []int  // the card kinds of the candidates
	// rooms is the room each verb's mechanic keeps (mech.Table.Room)
	rooms []any
	// pick is the room the move of a random pick is built in, while
	// inRoom: in a game a bot imagines, whose playout plays it at once
	// (RandomMove).
	pick   moveRoom
	inRoom bool
	// block is the memory the moves of a listing are made in, while Moves
	// makes them.
	block *moveBlock
	fn    *fnRoom // a game of functions' room (scripted_room.go), made when first needed
}

// growRooms makes room for the rooms of n verbs' mechanics, or of every verb of the game when they are more: in one allocation.
func (r *listRoom) growRooms(n, verbs int) {
	rooms := make([]any, max(n, verbs))
	copy(rooms, r.rooms)
	r.rooms = rooms
}
