// Package cover holds script coverage: which lines of a rules script (and of
// the scripts it requires) a run of scenarios or of self-play games reached.
//
// A [Profile] is plain Go data and knows no interpreter: for each file, its
// statements (the line each starts on and the function it belongs to), the
// functions as a designer names them ("verbs.play.check", "game.status",
// "local function shuffle"), and how often each statement ran. The Lua side
// (runtime/sandbox instruments a script, runtime/lua counts) fills it; the
// front ends merge the profiles of many games and instances ([Profile.Merge]),
// sum them up per file, per verb and per function ([Summarize]), and write
// them as text ([WriteText]) or as a self-contained HTML page of each script
// with every line marked run, not run or not code ([WriteHTML]).
//
// A profile also holds, for each script whose rules the engine counted, a
// [Reach]: how far the runs got through its declared rules, every verb
// with the moves of it played, every effect with how often it fired, and
// every rule code with how often it was narrated or cited by a refusal.
// The engine counts these (runtime/engine builds a Reach of each game);
// the report lists each never reached as such.
//
// A line is executable when a statement starts on it, and run when a
// statement starting on it ran at least once. Data-only lines inside a
// declaration table are not executable: they never miss.
package cover
