package rules

// uncounted pauses the tally, when the game is counted, while the rules
// list moves for themselves rather than for a player (whether a play
// could leave one card); the function it returns resumes it.
func (g *Game) uncounted() func() {
	if g.tally == nil || g.tally.Paused {
		return func() {}
	}
	g.tally.Paused = true
	return func() { g.tally.Paused = false }
}
