package melding

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// room is the room the laying verbs of a game list in (mech.Table.Room),
// one for all of them: the melds on the table checked once, the layouts'
// proposer, the room a move is read into, and the candidates listed.
type room struct {
	tableMelds
	prop proposer   // the layouts' proposer
	emit layEmitter // takes what a listing finds
	// mslab holds the cards of the laying candidates listed, named by Lo
	// and Hi; layouts the layouts proposed, named by Lo. Both are
	// emptied when a listing lists its first laying candidate.
	mslab   []core.MeldCard
	layouts [][][]core.MeldCard
}

// roomOf is the room verb v lists in: the room of the game's first laying
// verb, made at its first call.
func roomOf(t mech.Table, v int) *room {
	if r, ok := (*t.Room(v)).(*room); ok {
		return r
	}
	var r *room
	for home, m := range t.Mechanics() {
		if _, ok := m.(*layMech); !ok {
			continue
		}
		if home != v {
			r = roomOf(t, home)
		}
		break
	}
	if r == nil {
		r = &room{}
	}
	*t.Room(v) = r
	return r
}

// listing readies the room for a laying verb's listing: the candidates
// of an earlier listing are let go, once no laying candidate of this one
// names them.
func (r *room) listing(t mech.Table) {
	for _, c := range *t.Cands() {
		if c.Lay {
			return
		}
	}
	r.mslab, r.layouts = r.mslab[:0], r.layouts[:0]
}
