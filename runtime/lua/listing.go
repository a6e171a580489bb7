package lua

// listingSpans is how many calls' steps one listing of a seat's moves may
// take: more than one, so that one runaway call is stopped as such.
const listingSpans = 2

// listing begins the span of one listing of seat's moves (Game.Moves,
// Game.RandomMove): the to_act, generators and checks it calls share one
// budget of steps, listingSpans calls' worth, so that a verb proposing
// thousands of moves, each checked within its own budget, is stopped all
// the same, at the line running when the listing's steps ran out. The
// caller ends it with endListing. It makes nothing: a listing is made
// at every decision.
func (h *Host) listing(seat int) {
	h.vm.thread.BeginSeatSpan(listingSpans*h.script.limits.Steps, "one listing of seat %d's moves (its verbs' generators and checks together)", seat+1)
}

// endListing ends the span listing began.
func (h *Host) endListing() { h.vm.thread.EndSpan() }

// decisionSpans is how many calls' steps one decision a bot makes for a
// seat may take (engine.Spanner): every listing, move and answer it
// weighs, on the games it imagines, which share the game's host.
const decisionSpans = 5

// BeginSpan implements [engine.Spanner]: the calls into the script until
// EndSpan, on this game and its copies, share decisionSpans calls' steps.
func (g *Game) BeginSpan(what string) {
	g.host.vm.thread.BeginSpan(decisionSpans*g.host.script.limits.Steps, what)
}

// EndSpan implements [engine.Spanner].
func (g *Game) EndSpan() { g.host.vm.thread.EndSpan() }

// movesPerCall is how many moves checked or played cost a span one
// call's steps: what the engine's work on one move (reading, checking and
// playing it, besides the script's own hooks) is charged to a span under
// way, 1,000 steps at the default limits. A bot or a check that weighs a
// hundred thousand moves, each too cheap for any hook to notice, is
// stopped by the span all the same.
const movesPerCall = 20_000

// chargeSpan charges the engine's work on one move to the spans under way.
func (h *Host) chargeSpan() { h.vm.thread.ChargeSpan(h.script.limits.Steps / movesPerCall) }
