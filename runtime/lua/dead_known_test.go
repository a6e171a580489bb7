package lua

// knownDead are the rule codes of the shipped games and variants that
// TestNoRuleThatHappenedIsCalledDead's games still call dead (never
// narrated, applied, refused or implied), each with why. Each is a rule
// that does not happen in those games under the defaults (an option that
// is off, a rare position, a form of move the bots do not type), or one the
// declared game does not count yet. An entry here never fails the test; a
// dead code not here does, and the test logs an entry that comes alive so
// that the list can shrink.
var knownDead = map[string]string{
	// Rules that do not happen under the defaults, or in the test's games.
	"RUM-12": "the discard taken may not be returned: the option no_return_discard is off by default",
	"UC-11":  "a wild forehead card discarded: written in the script's code, which cites no rule as it applies",
	"GIN-10": "the knocker's typed arrangement: the bots knock without typing one",
	"UNU-15": "a player's only card is an eight: about once in a hundred games",
	"GIN-9":  "the match: a Gin match of random bots runs some 18,000 moves, past the test's stop",

	// Declared rules the engine does not count yet: a climbing game's
	// refusals of a play that does not beat (the listing leaves such plays
	// out without counting the rule).
	"UNK-6": "order of the five-card hands (a class's message)", "UNK-8": "unkindness plays (a kind's refusals)",
}
