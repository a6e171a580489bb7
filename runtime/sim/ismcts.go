package sim

import (
	"fmt"
	"math"
	"math/rand/v2"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
)

// ismcts is an honest search bot: information-set Monte Carlo tree search
// with one tree for its own seat. Each iteration imagines the game from the
// seat's view (engine.Determinizer: the cards it cannot see dealt anew),
// walks the tree by the moves legal in that imagined game, adds one move,
// plays the rest at random and credits the result up the path. It never
// reads the game itself, only the imagined copies.
type ismcts struct {
	iterations int
	rng        *rand.Rand
	random     *engine.RandomBot // for moves out of turn, which the search does not weigh
}

// ucbC weighs exploring a little-tried move against exploiting a good one.
const ucbC = 0.7

// maxPlayout bounds a random playout; a game still going then counts as a
// draw.
const maxPlayout = 2000

func newISMCTS(iterations int, seed uint64) *ismcts {
	return &ismcts{iterations: iterations, rng: rand.New(rand.NewPCG(seed, 0x69736d)), random: engine.NewRandomBot(seed)}
}

type node struct {
	move     string
	seat     int // who made the move that leads here
	parent   *node
	children []*node
	visits   int
	avail    int
	reward   float64
}

// Choose implements engine.Agent.
func (b *ismcts) Choose(g engine.Game, seat int, optional bool) (*notation.Move, bool, error) {
	if optional {
		return b.random.Choose(g, seat, optional)
	}
	det, ok := g.(engine.Determinizer)
	if !ok {
		return nil, false, fmt.Errorf("the search bot needs a game it can imagine from a seat's view")
	}
	root := &node{seat: -1}
	for range b.iterations {
		if err := b.iterate(det.Determinize(seat, b.rng.Uint64()), root); err != nil {
			return nil, false, err
		}
	}
	return b.best(g, seat, root)
}

// iterate runs one iteration on the imagined game w.
func (b *ismcts) iterate(w engine.Game, root *node) error {
	n := root
	for {
		d, err := w.ToAct()
		if err != nil {
			return err
		}
		if d.Over {
			break
		}
		moves, err := w.Moves(d.Seat)
		if err != nil || len(moves) == 0 {
			return err
		}
		texts := make([]string, len(moves))
		known := map[string]*node{}
		for _, c := range n.children {
			known[c.move] = c
		}
		var untried []int
		for i, m := range moves {
			texts[i] = w.Notation().Format(m, w.State().Deck())
			if c, ok := known[texts[i]]; ok {
				c.avail++
			} else {
				untried = append(untried, i)
			}
		}
		if len(untried) > 0 {
			i := untried[b.rng.IntN(len(untried))]
			child := &node{move: texts[i], seat: d.Seat, parent: n, avail: 1}
			n.children = append(n.children, child)
			if err := w.PlayMove(d.Seat, moves[i]); err != nil {
				return err
			}
			n = child
			break
		}
		best, bestI := math.Inf(-1), 0
		for i, t := range texts {
			c := known[t]
			u := c.reward/float64(c.visits) + ucbC*math.Sqrt(math.Log(float64(c.avail))/float64(c.visits))
			if u > best {
				best, bestI = u, i
			}
		}
		if err := w.PlayMove(d.Seat, moves[bestI]); err != nil {
			return err
		}
		n = known[texts[bestI]]
	}
	winners, err := b.playout(w)
	if err != nil {
		return err
	}
	for ; n != nil; n = n.parent {
		n.visits++
		if share, ok := winners[n.seat]; ok {
			n.reward += share
		}
	}
	return nil
}

// playout plays the imagined game to its end at random and returns each
// winner's share of the win.
func (b *ismcts) playout(w engine.Game) (map[int]float64, error) {
	for range maxPlayout {
		d, err := w.ToAct()
		if err != nil {
			return nil, err
		}
		if d.Over {
			break
		}
		m, err := w.RandomMove(d.Seat, b.rng)
		if err != nil || m == nil {
			return nil, err
		}
		if err := w.PlayMove(d.Seat, m); err != nil {
			return nil, err
		}
	}
	out := map[int]float64{}
	if r := w.State().Result(); r.Over {
		for _, s := range r.Winners {
			out[s] = 1 / float64(len(r.Winners))
		}
	}
	return out, nil
}

// best is the most visited move of the root that is legal in the game.
func (b *ismcts) best(g engine.Game, seat int, root *node) (*notation.Move, bool, error) {
	moves, err := g.Moves(seat)
	if err != nil || len(moves) == 0 {
		return nil, false, err
	}
	visits := map[string]int{}
	for _, c := range root.children {
		visits[c.move] = c.visits
	}
	pick, most := moves[0], -1
	for _, m := range moves {
		if v := visits[g.Notation().Format(m, g.State().Deck())]; v > most {
			pick, most = m, v
		}
	}
	return pick, true, nil
}
