// Package sim plays many games of a rules implementation with bots, on every
// core, and sums them up: how long the games are, who wins them, how often
// each move and each counted event happens, and whether two sets of games
// differ by more than chance. It is what rulerun simulate runs; like the
// engine and the checks, it sees the rules only through engine.Source.
//
// Game i of a run has seed Seed+i, and its bots (runtime/bots) are seeded
// from that seed and their seats (bots.Seed), so a run gives the same
// records for any number of cores and any split into shards.
package sim
