package sandbox

import "fmt"

// A span is a run of calls that do one thing for their caller together (the
// generator and the checks of one listing of a seat's moves, a bot's
// choice of a move), and share one budget of steps: each call may still
// run its own limit, but no more than what the span has left, so that a
// thousand calls each within its budget cannot together run a thousand
// times it. Spans nest, and each holds its own budget.
type span struct {
	limit int64  // the steps of the span's calls together
	used  int64  // run by its calls, and charged to it, so far
	what  string // what the span does, for the message
	// seat, when 1 or more, is the seat the span is for, put in what for
	// its %d when the message is written: no text is made for a span
	// that stops nothing.
	seat int
}

// why says why a call of the span stopped, after "script stopped: ".
func (s *span) why() string {
	what := s.what
	if s.seat > 0 {
		what = fmt.Sprintf(what, s.seat)
	}
	return fmt.Sprintf("it ran more than %d steps, with the calls before it, in %s (is a verb proposing or checking too many moves?)", s.limit, what)
}

// tightest is the open span with the fewest steps left, or nil.
func (b *budget) tightest() *span {
	var out *span
	for i := range b.spans {
		if s := &b.spans[i]; out == nil || s.limit-s.used < out.limit-out.used {
			out = s
		}
	}
	return out
}

// spent adds n steps to every open span.
func (b *budget) spent(n int64) {
	for i := range b.spans {
		b.spans[i].used += n
	}
}

// BeginSpan starts a span of calls sharing steps steps, doing what (which
// follows "in " in the message of a call it stops), until its EndSpan.
func (t *Thread) BeginSpan(steps int64, what string) {
	t.budget.spans = append(t.budget.spans, span{limit: steps, what: what})
}

// BeginSeatSpan is BeginSpan for a span of one seat's (from 1), whose
// what holds a %d for it, filled in only if the span stops a call.
func (t *Thread) BeginSeatSpan(steps int64, what string, seat int) {
	t.budget.spans = append(t.budget.spans, span{limit: steps, what: what, seat: seat})
}

// EndSpan ends the span BeginSpan last began.
func (t *Thread) EndSpan() {
	if n := len(t.budget.spans); n > 0 {
		t.budget.spans = t.budget.spans[:n-1]
	}
}

// ChargeSpan counts n steps of work done for the spans under way outside
// any call (what the caller does with what the calls handed it): their
// next call then has that much less, and one past a span's budget stops at
// its first instruction. Outside a span it counts nothing.
func (t *Thread) ChargeSpan(n int64) { t.budget.spent(n) }
