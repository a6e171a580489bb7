package main

import (
	"fmt"
	"io"
	"strings"
)

// defaultSimBots are the bots of simulate unless --bots says otherwise:
// greedy bots, honest, with whom most games of every shipped game are
// decided (docs/simulate.md, "Which bots"), where random bots leave most
// games of some games drawn.
const defaultSimBots = "greedy"

// undecidedShare is the share of drawn or unfinished games above which a
// run says first that its games say little about who wins.
const undecidedShare = 0.5

// undecidedWarning writes, first, a line for each run whose games were
// mostly drawn or unfinished, with the flag that fixes it.
func undecidedWarning(w io.Writer, sums []namedSummary, bots string) {
	for _, ns := range sums {
		s := ns.sum
		if s.Games == 0 || len(s.Played) == 1 { // a game of one nobody won is lost: decided
			continue
		}
		undecided := float64(s.Draws+s.Unfinished) / float64(s.Games) // a game is one or the other
		if undecided <= undecidedShare {
			continue
		}
		fmt.Fprintf(w, "Most games of %s were not decided: %s drawn or unfinished, with bots %s. Wins and their changes rest on few games; %s.\n",
			ns.path, pct(undecided), bots, betterBots(bots, s.Unfinished > s.Draws))
	}
}

// betterBots is the flag that makes decided games more common than with
// bots, or, when most games were unfinished (a long match the bots play
// to the move limit), the flags that end them.
func betterBots(bots string, unfinished bool) string {
	if unfinished {
		return "a shorter match (an option such as --opt target=100) or a higher --max-moves lets them end, and --bots random plays some matches to their end sooner"
	}
	if strings.Contains(bots, "random") || bots == "" {
		return "--bots greedy plays to a winner far more often"
	}
	return "--bots ismcts:200 (stronger, slower) may play to a winner more often, or more --games narrow the intervals"
}
