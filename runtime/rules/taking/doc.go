// Package taking is the trick-taking family of mechanics: a play to a
// trick taken (does = "follow": follow the suit led when able, trumps, a
// suit not led until broken, the first lead and the first trick's bans,
// the tricks each seat took) and the bid on it (does = "bid": a bid of
// tricks from every seat, or an auction for one contract, scored made or
// set when the hand's last trick is taken). A bid reads the hand of tricks
// it is scored on, so both live here. Like every mechanic of a package of
// its own, they see the game through runtime/rules/mech alone (mech.Table
// during a call, mech.Setup when made); runtime/rules registers them by
// their does words.
package taking
