package bots

import (
	"errors"
	"slices"

	"github.com/rulerun/rulerun/runtime/engine"
)

// The search bot's tree in a game whose check is dear (a game written as
// functions, whose check is the script's code) lists the moves at a node
// as the rules propose them (engine.Proposer), unchecked, and checks only
// the move it plays there, as PlayMove checks it: a proposed move the
// imagined game refuses is dropped from the node's choices for this
// iteration, counted as not available, and another chosen. The bot never
// plays a refused move, and it proposes only what its imagined game, dealt
// from its seat's view, proposes.

// listAt is the moves of seat at a node of the tree in the imagined game
// w: proposed, where w picks cheaply (engine.CheapPicker) and proposes
// (engine.Proposer), else listed, every one legal.
func listAt(w engine.Game, seat int) (*choices, error) {
	if p, ok := w.(engine.Proposer); ok && picksCheaply(w) {
		moves, ok, err := p.Proposed(seat)
		if err != nil {
			return nil, err
		}
		if ok {
			return &choices{moves: moves, texts: texts(w, moves), proposed: true}, nil
		}
	}
	moves, err := w.Moves(seat)
	if err != nil {
		return nil, err
	}
	return &choices{moves: moves, texts: texts(w, moves)}, nil
}

// playStep chooses seat's move at node n among c (step) and plays it on w:
// the node it leads to, and whether that node is new (grown, added to n's
// children once played). A proposed move w refuses is dropped from c and
// another chosen; nil when w refuses every one. A refusal of a listed move
// is returned.
func (b *ismcts) playStep(w engine.Game, n *node, c *choices, seat int) (*node, bool, error) {
	available(n, c)
	for len(c.moves) > 0 {
		next, i, grown := b.step(n, c, seat)
		err := w.PlayMove(seat, c.moves[i])
		if err == nil {
			if grown {
				n.children[c.texts[i]] = next
			}
			return next, grown, nil
		}
		var im *engine.IllegalMove
		if !c.proposed || !errors.As(err, &im) {
			return nil, false, err
		}
		if !grown {
			next.avail-- // counted available, but not legal here
		}
		c.moves, c.texts = slices.Delete(c.moves, i, i+1), slices.Delete(c.texts, i, i+1)
	}
	return nil, false, nil
}
