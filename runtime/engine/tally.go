package engine

// Tally is what a game's rules did as the game was played, counted by the
// engine without the rules' help: each card effect the rules declare, by
// name, and the rule codes the refusals cited.
type Tally struct {
	// Effects names each declared card effect (such as "K: skip", and
	// "play: jump_in" for the plays that jump in), and Fired counts how
	// often each has fired, by the same index. The names are the rules'
	// own, shared between games: read only.
	Effects []string
	Fired   []int
	// Refused counts the rule codes cited by the refusals the rules made
	// while deciding what is legal (a move's check, the listing of the
	// legal moves): in self-play bots make legal moves, so these are the
	// moves the rules turned down for them.
	Refused map[string]int
	// Paused, while set, counts no refusal: a measure that lists the moves
	// for itself (not for a player) sets it.
	Paused bool
}

// RefuseCodes counts the rule codes a refusal cites (engine.IllegalMove.Codes).
func (t *Tally) RefuseCodes(codes []string) {
	if t.Paused || len(codes) == 0 {
		return
	}
	if t.Refused == nil {
		t.Refused = map[string]int{}
	}
	for _, c := range codes {
		t.Refused[c]++
	}
}

// Tallier is implemented by games whose rules count what they do as the
// game is played (runtime/rules counts a declared game's effects and
// refusals; runtime/lua a game of functions' refusals).
type Tallier interface {
	// Tally starts counting on this game, from now on and not on its
	// copies, and returns the counts, which grow as the game goes on; nil
	// when the rules count nothing.
	Tally() *Tally
}

// Cited is what the text of a game's rules names, whether or not a game
// ever uses it: the rule codes its strings cite, and the counters its
// code counts by name.
type Cited struct {
	Codes    []string // rule codes, sorted, each once
	Counters []string // counters named by a string, sorted, each once
}

// Citer is implemented by rules that can say what their text cites.
type Citer interface {
	Cited() Cited
}
