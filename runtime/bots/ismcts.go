package bots

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
)

// ismcts is an honest search bot: information-set Monte Carlo tree search
// with one tree for its own seat. Each iteration imagines the game from the
// seat's view (engine.Determinizer: the cards it cannot see dealt anew),
// walks the tree by the moves legal in that imagined game (in a game whose
// check is dear, the moves proposed, each checked as it is played:
// proposed.go), adds one move,
// plays on at random (to the end, or for a few moves: playoutNow), judges
// the position (Judge) and credits the result up the path. Once no number
// of iterations left can change the most visited move, it stops. It never reads the game itself, only the
// imagined copies and the moves the seat is shown.
type ismcts struct {
	iterations int
	// playout is how many random moves an iteration plays after the tree
	// before the position is judged; playToEnd plays to the end,
	// playToRound to the end of the round, and playAuto lets the bot
	// choose (playoutNow).
	playout int
	// probed counts the playouts played to the end to choose the playout
	// length, won those of them that ended with a winner (or a loser),
	// allLost those lost by every seat, crossed those that went past the
	// end of a round, and probeMoves the moves they played; stands is
	// whether the rules say how a seat stands.
	probed, won, allLost, crossed, probeMoves int
	stands                                    bool
	// probeWork is the work the probing playouts cost, as the game counts
	// it (engine.Worker), and dear whether it was over dearMove a move.
	probeWork int64
	dear      bool
	rng       *rand.Rand
	random    *engine.RandomBot // for moves out of turn, which the search does not weigh
	shares    []float64         // the judgement of the last iteration, by seat
	// exhaust runs every iteration even once the decision is settled, and
	// ran counts the iterations of the last decision (for tests).
	exhaust bool
	ran     int
}

// ucbC weighs exploring a little-tried move against exploiting a good one.
const ucbC = 0.7

func newISMCTS(iterations, playout int, seed uint64) *ismcts {
	return &ismcts{iterations: iterations, playout: playout,
		rng: rand.New(rand.NewPCG(seed, 0x69736d)), random: engine.NewRandomBot(seed)}
}

type node struct {
	move     string
	seat     int // who made the move that leads here
	parent   *node
	children map[string]*node
	visits   int
	avail    int
	reward   float64
}

// errPassOver marks an iteration whose imagined game refuses one of the
// moves the seat is shown: it is passed over.
var errPassOver = errors.New("the imagined game refuses a move the seat is shown")

// Choose implements engine.Agent.
func (b *ismcts) Choose(g engine.Game, seat int, optional bool) (*notation.Move, bool, error) {
	if optional {
		return b.random.Choose(g, seat, optional)
	}
	det, ok := g.(engine.Determinizer)
	if !ok {
		return nil, false, fmt.Errorf("the search bot needs a game it can imagine from a seat's view")
	}
	// The moves the seat is shown are the root's moves in every imagined
	// game: a seat's choices follow from what it sees.
	moves, err := g.Moves(seat)
	if err != nil || len(moves) == 0 {
		return nil, false, err
	}
	if len(moves) == 1 {
		return moves[0], true, nil
	}
	root := &node{seat: -1}
	shown := &choices{moves: moves, texts: texts(g, moves)}
	b.ran = 0
	start := engine.WorkOf(g)
	for i := range b.iterations {
		err := b.iterate(det.Determinize(seat, b.rng.Uint64()), root, seat, shown)
		if err != nil && !errors.Is(err, errPassOver) {
			return nil, false, err
		}
		b.ran++
		if !b.exhaust && decided(root, b.iterations-i-1) || b.spent(g, start) {
			break
		}
	}
	return b.best(shown, root), true, nil
}

// spent reports whether a bot whose imagined games' moves are dear has
// spent its decision's work on g (dearDecision), counted from start.
func (b *ismcts) spent(g engine.Game, start int64) bool {
	return b.dear && engine.WorkOf(g)-start > dearDecision
}

// decided reports whether the most visited move of the root stays the most
// visited whatever the iterations left do: then they cannot change the
// decision, and the search stops early with the very move the whole budget
// would choose.
func decided(root *node, left int) bool {
	first, second := 0, 0
	for _, c := range root.children {
		switch {
		case c.visits > first:
			first, second = c.visits, first
		case c.visits > second:
			second = c.visits
		}
	}
	return first > second+left
}

// choices are the legal moves at a node of an imagined game, with their
// texts, which name the node's children; or, proposed, the moves its rules
// propose there, which its check may yet refuse (engine.Proposer).
type choices struct {
	moves    []*notation.Move
	texts    []string
	proposed bool
}

func texts(g engine.Game, moves []*notation.Move) []string {
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = g.Notation().Format(m, g.State().Deck())
	}
	return out
}

// iterate runs one iteration on the imagined game w: down the tree, one
// new node, a playout, and the judgement credited up the path.
func (b *ismcts) iterate(w engine.Game, root *node, seat int, shown *choices) error {
	n := root
	for {
		d, err := w.ToAct()
		if err != nil {
			return err
		}
		if d.Over {
			break
		}
		here := shown
		if (n != root || d.Seat != seat) && len(n.children) == 0 && picksCheaply(w) {
			next, err := b.grow(w, n, d.Seat)
			if err != nil || next == nil {
				return err
			}
			n = next
			break
		}
		if n != root || d.Seat != seat {
			var err error
			if here, err = listAt(w, d.Seat); err != nil || len(here.moves) == 0 {
				return err
			}
		}
		next, grown, err := b.playStep(w, n, here, d.Seat)
		if err != nil || next == nil {
			var im *engine.IllegalMove
			if here == shown && errors.As(err, &im) {
				return errPassOver // a shown move this imagined game refuses
			}
			return err
		}
		n = next
		if grown {
			break
		}
	}
	shares, err := b.finish(w)
	if err != nil {
		return err
	}
	for ; n != nil; n = n.parent {
		n.visits++
		if n.seat >= 0 {
			n.reward += shares[n.seat]
		}
	}
	return nil
}

// picksCheaply reports whether w's random pick costs much less than its
// listing (engine.CheapPicker).
func picksCheaply(w engine.Game) bool {
	p, ok := w.(engine.CheapPicker)
	return ok && p.PicksCheaply()
}

// grow adds to node n, none of whose moves was tried, the child of a move
// of seat drawn at random, plays it on w and returns the child; nil when
// seat has no move. Every legal move is untried at such a node and none
// is counted available yet, so a move drawn by w's random pick serves as
// the step's choice (step draws among the listed moves), without the
// listing: in a game that picks cheaply (engine.CheapPicker) the listing
// checks every move, the pick only those it draws (a game of functions
// draws a proposal, then one of its moves: the law its playouts follow).
func (b *ismcts) grow(w engine.Game, n *node, seat int) (*node, error) {
	m, err := w.RandomMove(seat, b.rng)
	if err != nil || m == nil {
		return nil, err
	}
	child := &node{move: w.Notation().Format(m, w.State().Deck()), seat: seat, parent: n, avail: 1}
	if err := w.PlayMove(seat, m); err != nil {
		return nil, err
	}
	if n.children == nil {
		n.children = map[string]*node{}
	}
	n.children[child.move] = child
	return child, nil
}

// available counts, for every child of node n among the moves c legal
// here, one more time it was available.
func available(n *node, c *choices) {
	if n.children == nil {
		n.children = map[string]*node{}
	}
	for _, t := range c.texts {
		if child, ok := n.children[t]; ok {
			child.avail++
		}
	}
}

// step chooses the move to follow from node n, where seat is to move and c
// are the legal moves (each counted available): a move not tried yet, at
// random, as a new child (grown), or else the child with the best upper
// confidence bound.
func (b *ismcts) step(n *node, c *choices, seat int) (next *node, i int, grown bool) {
	untried := 0
	for _, t := range c.texts {
		if _, ok := n.children[t]; !ok {
			untried++
		}
	}
	if untried > 0 {
		k := b.rng.IntN(untried)
		for i, t := range c.texts {
			if _, ok := n.children[t]; ok {
				continue
			}
			if k == 0 {
				return &node{move: t, seat: seat, parent: n, avail: 1}, i, true
			}
			k--
		}
	}
	best := math.Inf(-1)
	for j, t := range c.texts {
		child := n.children[t]
		u := child.reward/float64(child.visits) + ucbC*math.Sqrt(math.Log(float64(child.avail))/float64(child.visits))
		if u > best {
			best, i, next = u, j, child
		}
	}
	return next, i, false
}

// best is the most visited of the moves the seat is shown.
func (b *ismcts) best(shown *choices, root *node) *notation.Move {
	pick, most := shown.moves[0], -1
	for i, t := range shown.texts {
		if c := root.children[t]; c != nil && c.visits > most {
			pick, most = shown.moves[i], c.visits
		}
	}
	return pick
}
