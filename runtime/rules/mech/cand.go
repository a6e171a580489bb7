package mech

import "github.com/rulerun/rulerun/core/notation"

// Cand is a legal move in the compact form listings build: no move value
// is made until someone asks for one. A mechanic offers one with
// Table.Add, its cards (as kinds, or other numbers of the mechanic's own)
// appended first to the listing's slab (Table.Slab) and named by Lo and
// Hi.
type Cand struct {
	Verb   int
	Lo, Hi int            // its cards, as kinds, are slab[Lo:Hi]
	Suit   int            // the suit named, or -1
	Seat   int            // the seat named (a catch), or -1
	N      int            // the meld a laying move adds to, or 0
	M      *notation.Move // a move the script's code listed, or the engine built
	Call   bool           // the call is made with the play
	Own    bool           // M is the engine's, listed legal
	Lay    bool           // a laying move: Lo and Hi name its cards in its mechanic's room, not the slab
	Layout bool           // a layout: Lo names its melds in its mechanic's room
}
