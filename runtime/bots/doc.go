// Package bots holds the players that are not people: the random bot of
// the engine (engine.RandomBot), the greedy bot (the move after which its
// seat stands best) and the search bot ismcts:N[:P] (information-set Monte
// Carlo tree search over games imagined from its seat's view), each made
// by name with NewBot and seeded with Seed.
//
// Every front end that seats a bot uses it: the terminal (rulerun play),
// the web table (rulerun serve), the simulator (runtime/sim) and the
// checks (runtime/check). Like them, bots see a game only through the
// engine's interfaces (engine.Game, engine.Determinizer, engine.Stander),
// never the rules language.
package bots
