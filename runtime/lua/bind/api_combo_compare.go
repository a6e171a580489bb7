package bind

import (
	"slices"

	"github.com/rulerun/rulerun/core"
)

// compareAPI adds g:compare_ranks and g:compare_groups to the combination
// functions, and higherBy gives g:higher their orders by name.
var compareAPI = []Func{
	{"compare_ranks", "g:compare_ranks(a, b) -> -1, 0 or 1",
		"Compares two plays by the ranks of their cards from the highest down, ignoring suits (the highest ranks, " +
			"then the next highest, as poker compares flushes); only when every rank is equal are the cards compared " +
			"as g:compare does, so that suits decide last. When one play's ranks are the top of the other's, the " +
			"play with more cards is higher.",
		gCompareRanks},
	{"compare_groups", "g:compare_groups(a, b) -> -1, 0 or 1",
		"Compares two plays group by group, in the order of shape.ranks: first the rank of every group, as " +
			"g:compare_rank does; then, when those are all equal, the cards of each group in that order, each group " +
			"from its highest card down (rank, then suit). For full houses whose suits break a tie, the triple " +
			"before the pair.",
		gCompareGroups},
}

// init lists the two after g:compare_rank, where the reference puts them.
func init() {
	at := len(comboGameAPI)
	for i, f := range comboGameAPI {
		if f.Name == "compare_rank" {
			at = i + 1
		}
	}
	comboGameAPI = slices.Insert(comboGameAPI, at, compareAPI...)
}

var (
	gCompareRanks  = comparer("g:compare_ranks", (*core.Deck).CompareRanks)
	gCompareGroups = comparer("g:compare_groups", (*core.Deck).CompareGroups)
)

// higherBy is every order g:higher may compare by, by name.
var higherBy = map[string]func(d *core.Deck, a, b []core.CardID) int{
	"high":   (*core.Deck).CompareHigh,
	"rank":   (*core.Deck).CompareRank,
	"ranks":  (*core.Deck).CompareRanks,
	"groups": (*core.Deck).CompareGroups,
}
