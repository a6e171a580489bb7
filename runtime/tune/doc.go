// Package tune races the values of a game's options against a designer's
// targets (rulerun tune): each candidate (a setting of the options) plays
// batches of games with bots, through runtime/sim, and is dropped as soon
// as its intervals show it out of a target, or kept as soon as they show it
// within every one. The race is a sequential test by repeated confidence
// intervals (Jennison and Turnbull, 1989), run as a Hoeffding race (Maron
// and Moore, 1994): a candidate looks at its figures after 50, 100, 200...
// games, up to its share of the budget, and each look spends a part of
// sim.Alpha, so that its verdict is wrong with a chance of at most
// sim.Alpha whenever it stops: a verdict out spread over looks and targets
// (Bonferroni), a verdict in over looks alone (intersection-union,
// level.go).
//
// Each candidate's race depends only on its own games (game j of every
// candidate has seed Seed+j), so a race split over machines by candidate
// (Shard) and merged (Merge) gives the same summary, to the byte, as one
// machine.
package tune
