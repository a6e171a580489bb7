package lua

// knownDead are the rule codes of the shipped games and variants that
// TestNoRuleThatHappenedIsCalledDead's games still call dead (never
// narrated, applied, refused or implied), each with why: each is a rule
// that does not happen in those games under the defaults (an option that
// is off, a rare position, a form of move the bots do not type), never a
// live rule the engine fails to count. An entry here never fails the test; a
// dead code not here does, and the test logs an entry that comes alive so
// that the list can shrink.
var knownDead = map[string]string{
	// Rules that do not happen under the defaults, or in the test's games.
	"RUM-12":     "the discard taken may not be returned: the option no_return_discard is off by default",
	"GIN-10":     "the knocker's typed arrangement: the bots knock without typing one",
	"UNU-15":     "a player's only card is an eight: about once in a hundred games",
	"GOLF-6":     "every column cleared: the bots win about one patience in a hundred",
	"KLONDIKE-8": "a foundation's card back to the tableau: the option back is off by default",
	"GIN-9":      "the match: a Gin match of random bots runs some 18,000 moves, past the test's stop",
}
