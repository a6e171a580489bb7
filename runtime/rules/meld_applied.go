package rules

import "github.com/rulerun/rulerun/core"

// The rules a meld laid is made under, for a counted game: the melds' rule,
// and the codes declared for what the meld is (its size and kind, a set's
// or a run's own rules, the wilds' when it holds any), so that the
// designer's report counts every rule of melds that a game used, not only
// those a refusal cited.

// meldProblems are, by what a meld is, the problems whose codes it is
// made under (Melds.Codes' keys).
var meldProblems = map[core.MeldKind][]string{
	core.MeldSet: {"size", "kind", "set"},
	core.MeldRun: {"size", "kind", "run", "wrap"},
}

// wildProblems are those of a meld that holds a wild.
var wildProblems = []string{"naturals", "wilds", "wild"}

// applied counts the rules meld was laid under, when the game is counted.
func (mp *meldPlan) applied(g *Game, meld core.Meld) {
	if g.tally == nil {
		return
	}
	g.tally.ApplyCodes(mp.Rule.Codes)
	for _, key := range meldProblems[meld.Kind] {
		g.tally.ApplyCodes(mp.Codes.Of(key).Codes)
	}
	if meld.Wilds > 0 {
		for _, key := range wildProblems {
			g.tally.ApplyCodes(mp.Codes.Of(key).Codes)
		}
	}
}
