package lua

import (
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rules"
)

// A random pick in a game of functions (rules.Proposer) draws among the
// generators' proposals before their open parts are filled in, and fills
// in only the one it drew: the verb's part rules are asked of that
// proposal alone, where a listing asks them of every proposal.

var _ rules.Proposer = declaredHooks{}

// Propose implements [rules.Proposer]: it asks verb's generator (or the
// bare form of a verb without one) for seat's proposals and keeps each
// once, after those kept since the call with first set.
func (d declaredHooks) Propose(c *rules.Ctx, verb, seat int, first bool) (int, error) {
	g := d.g
	b := &g.host.buf
	if first {
		b.props, b.argSlab, b.cardSlab = b.props[:0], b.argSlab[:0], b.cardSlab[:0]
		b.propSeen.reset()
	}
	cands, err := g.generate(seat, verb)
	if err != nil {
		return 0, err
	}
	n := 0
	for i := range cands {
		if b.key = proposalKey(b.key[:0], &cands[i]); !b.propSeen.add(b.key) {
			continue // proposed before: once is enough
		}
		b.props = append(b.props, cands[i])
		p := &b.props[len(b.props)-1]
		p.parts, p.partsRead = nil, false
		n++
	}
	return n, nil
}

// proposalKey appends the key of proposal c to k: its move's, then the
// slots rulerun fills in.
func proposalKey(k []byte, c *candidate) []byte {
	k = engine.AppendMoveKey(k, &c.move)
	k = append(k, 0xff)
	for _, i := range c.free {
		k = append(k, byte(i))
	}
	return k
}

// Fill implements [rules.Proposer]: the moves proposal i stands for, each
// filling of its open parts its verb's part rules keep, made and recorded
// as a listing's are (so that the check of the move drawn does not ask the
// part rules again).
func (d declaredHooks) Fill(c *rules.Ctx, seat, i int, emit func(*notation.Move)) error {
	g := d.g
	b := &g.host.buf
	p := &b.props[i]
	for k := range g.variants(p) {
		m := g.variant(p, k, &b.filling)
		ok, err := g.keepsParts(seat, p, m)
		if err != nil {
			return err
		}
		if ok {
			b.key = engine.AppendMoveKey(b.key[:0], m)
			g.emitListed(seat, p, b.key, cloneListed(m), emit)
		}
	}
	return nil
}
