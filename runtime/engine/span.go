package engine

// Spanner is a game whose rules count what a run of calls into them costs
// together, against one budget: the work a bot does for one decision
// (every move it weighs, every answer of the others it looks at) is the
// script's cost too, and a script whose every seat may answer every move
// with thousands of its own is stopped by that budget, with its file and
// line, instead of running for hours within each call's budget. Rules that
// count nothing need not implement it.
type Spanner interface {
	// BeginSpan starts a run of calls that share one budget, doing what
	// ("the greedy bot's choice of a move for seat 2"); spans nest, and
	// the outermost counts.
	BeginSpan(what string)
	// EndSpan ends the span BeginSpan began.
	EndSpan()
}

// Span begins a span on g when its rules count one, and returns its end.
func Span(g Game, what string) func() {
	s, ok := g.(Spanner)
	if !ok {
		return func() {}
	}
	s.BeginSpan(what)
	return s.EndSpan
}
