package melding

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// The rules a meld laid is made under, for a counted game: the melds' rule,
// and the codes declared for what the meld is (its size and kind, a set's
// or a run's own rules, the wilds' when it holds any), so that the
// designer's report counts every rule of melds that a game used, not only
// those a refusal cited. They are counted as the meld is laid, when what
// it is is known.

// meldProblems are, by what a meld is, the problems whose codes it is
// made under (Melds.Codes' keys).
var meldProblems = map[core.MeldKind][]string{
	core.MeldSet: {"size", "kind", "set"},
	core.MeldRun: {"size", "kind", "run", "wrap"},
}

// wildProblems are those of a meld that holds a wild.
var wildProblems = []string{"naturals", "wilds", "wild"}

// applied counts the rules meld was laid under in tally (nil when the game
// is not counted).
func (l *layMech) applied(tally mech.Tally, meld core.Meld) {
	if tally == nil {
		return
	}
	tally.ApplyCodes(l.Rule.Codes)
	for _, key := range meldProblems[meld.Kind] {
		tally.ApplyCodes(l.Codes.Of(key).Codes)
	}
	if meld.Wilds > 0 {
		for _, key := range wildProblems {
			tally.ApplyCodes(l.Codes.Of(key).Codes)
		}
	}
}
