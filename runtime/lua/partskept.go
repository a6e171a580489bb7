package lua

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
)

// partsKept are the moves a listing of a game of functions alone (Rules
// API v2) gave whose part rules it has already asked: each rule answered
// once for the move as its generator proposed it, reading none of the
// parts rulerun filled in, so the listing's check of the move need not ask
// them again. The moves are kept by their keys (engine.AppendMoveKey), so
// a move changed after it was listed is a move of its own. A record holds
// for the state the listing saw, as long as that state is unchanged: the
// same state, as many moves and log lines, and no hook that may change a
// game run since (forget).
type partsKept struct {
	st    *core.State
	moves int // st.MovesLen() when recorded
	log   int // st.LogLen() when recorded
	seat  int
	kept  map[string]bool
	key   []byte // the key of the move asked about
}

// keep records the move of key k, listed for seat in state st, as one
// whose part rules the listing asked.
func (p *partsKept) keep(st *core.State, seat int, k string) {
	if !p.holdsFor(st, seat) {
		p.forget()
		p.st, p.moves, p.log, p.seat = st, st.MovesLen(), st.LogLen(), seat
	}
	if p.kept == nil {
		p.kept = map[string]bool{}
	}
	p.kept[k] = true
}

// asked reports whether move m, as it is now, was listed for seat in st,
// unchanged since, with its part rules asked.
func (p *partsKept) asked(st *core.State, seat int, m *notation.Move) bool {
	if !p.holdsFor(st, seat) {
		return false
	}
	p.key = engine.AppendMoveKey(p.key[:0], m)
	return p.kept[string(p.key)]
}

func (p *partsKept) holdsFor(st *core.State, seat int) bool {
	return p.st != nil && p.st == st && p.seat == seat && p.moves == st.MovesLen() && p.log == st.LogLen()
}

// forget drops every record: a hook that may change a game is running.
func (p *partsKept) forget() {
	if p.st != nil {
		p.st = nil
		clear(p.kept)
	}
}
