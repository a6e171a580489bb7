package engine

// Tally is what a game's rules did as the game was played, counted by the
// engine without the rules' help: each card effect the rules declare, by
// name; the rule codes of the rules it applied; and the rule codes the
// refusals cited, those a player met apart from those the listing of the
// legal moves implied.
type Tally struct {
	// Effects names each declared card effect (such as "K: skip", and
	// "play: jump_in" for the plays that jump in), and Fired counts how
	// often each has fired, by the same index. The names are the rules'
	// own, shared between games: read only.
	Effects []string
	Fired   []int
	// Applied counts the rule codes of the rules the engine applied as
	// they happened: a move played under them (a play that beats the
	// trick, a call made), an effect that fired.
	Applied map[string]int
	// Refused counts the rule codes cited by the refusals of moves a
	// player made (a move's check).
	Refused map[string]int
	// Implied counts the rule codes cited by the refusals the rules made
	// while listing the legal moves (a card left out because its rule
	// turns it down): what the rules forbade, not what a player tried. In
	// self-play bots choose among the listed moves, so nearly every
	// refusal is one of these.
	Implied map[string]int
	// Listing, while set, counts refusals as implied by the listing.
	Listing bool
	// Paused, while set, counts no refusal: a measure that lists the moves
	// for itself (not for a player) sets it.
	Paused bool
}

// RefuseCodes counts the rule codes a refusal cites (engine.IllegalMove.Codes):
// as implied while the rules list the legal moves, else as met.
func (t *Tally) RefuseCodes(codes []string) {
	if t.Paused {
		return
	}
	if t.Listing {
		t.Implied = countCodes(t.Implied, codes)
		return
	}
	t.Refused = countCodes(t.Refused, codes)
}

// ApplyCodes counts the rule codes of a rule the engine applied.
func (t *Tally) ApplyCodes(codes []string) { t.Applied = countCodes(t.Applied, codes) }

// countCodes adds one to each code's count in m, made when needed.
func countCodes(m map[string]int, codes []string) map[string]int {
	if len(codes) == 0 {
		return m
	}
	if m == nil {
		m = map[string]int{}
	}
	for _, c := range codes {
		m[c]++
	}
	return m
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
