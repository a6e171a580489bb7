package lua

import (
	"fmt"
	"github.com/rulerun/rulerun/runtime/lua/bind"
	"math/rand/v2"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
	lua "github.com/yuin/gopher-lua"
)

// generate asks verb v for the moves it proposes to seat now: its
// generator's moves, or for an enumerable verb without one, the bare form
// with every value left for the engine to fill in.
func (g *Game) generate(seat, vi int) ([]candidate, error) {
	v := &g.Info().Verbs[vi]
	fns := g.host.decl.verbs[vi]
	if fns.Generate == nil {
		return g.wholeForm(vi), nil
	}
	h := g.host
	h.bind(g)
	e := &emitter{game: g, verb: v, idx: vi, cands: h.buf.candBuf[:0]}
	if _, err := h.runIn(g.state, true, e, fns.Generate, fns.GenerateName, h.api.G(), lua.LNumber(seat+1), h.api.Out()); err != nil {
		return nil, err
	}
	h.buf.candBuf = e.cands[:0]
	return e.cands, nil
}

// wholeForm is the one candidate of an enumerable verb without a
// generator: the bare form, every value left for the engine to fill in. It
// is made once a game; the copy returned asks the part rules afresh.
func (g *Game) wholeForm(vi int) []candidate {
	if g.whole == nil {
		g.whole = make([]*candidate, len(g.Info().Verbs))
	}
	c := g.whole[vi]
	if c == nil {
		f := g.Info().Verbs[vi].Form
		c = &candidate{move: notation.Move{Verb: vi, Args: make([]notation.Value, len(f.Slots))}}
		for i, s := range f.Slots {
			if s.Group < 0 {
				c.free = append(c.free, i)
			}
		}
		c.free = append(c.free, freeOptional(f, nil)...)
		g.whole[vi] = c
	}
	buf := append(g.host.buf.wholeBuf[:0], *c)
	g.host.buf.wholeBuf = buf
	return buf
}

// domain is every value the engine tries for free slot i of verb vi; an
// optional slot is also tried absent, first. Domains are made once a game.
func (g *Game) domain(vi, i int) []notation.Value {
	if g.domains == nil {
		g.domains = map[[2]int][]notation.Value{}
	}
	key := [2]int{vi, i}
	if d, ok := g.domains[key]; ok {
		return d
	}
	d := g.makeDomain(g.Info().Verbs[vi].Form.Slots[i])
	g.domains[key] = d
	return d
}

func (g *Game) makeDomain(s notation.Slot) []notation.Value {
	var out []notation.Value
	if s.Group >= 0 {
		out = append(out, notation.Value{})
	}
	switch s.Type {
	case notation.Flag:
		out = append(out, notation.Value{Set: true})
	case notation.Seat:
		for i := range g.seats {
			out = append(out, notation.Value{Set: true, Num: i})
		}
	case notation.Suit:
		for _, x := range g.deck.Suits() {
			out = append(out, notation.Value{Set: true, Code: x.Code})
		}
	case notation.Rank:
		for _, x := range g.deck.Ranks() {
			out = append(out, notation.Value{Set: true, Code: x.Code})
		}
	}
	return out
}

// variants is how many moves a candidate stands for once its free slots
// are filled in.
func (g *Game) variants(c *candidate) int {
	n := 1
	for _, i := range c.free {
		n *= len(g.domain(c.move.Verb, i))
	}
	return n
}

// variant fills in the free slots of a candidate for variant number k
// (0 <= k < variants) in the scratch move m, which shares the candidate's
// lists: clone it to keep it. The filled-in values are single seats, suits,
// ranks and flags, so the move stays in canonical order.
func (g *Game) variant(c *candidate, k int, m *notation.Move) *notation.Move {
	m.Verb = c.move.Verb
	m.Args = append(m.Args[:0], c.move.Args...)
	for _, i := range c.free {
		dom := g.domain(c.move.Verb, i)
		m.Args[i] = dom[k%len(dom)]
		k /= len(dom)
	}
	return m
}

// check asks the verb's part rules and its check whether seat may make move
// m now. It returns the refusal, or nil when the move is legal.
func (g *Game) check(seat int, m *notation.Move) (*IllegalMove, error) {
	if g.flow != nil {
		return g.flow.Check(seat, m)
	}
	if im, err := g.checkParts(seat, m); im != nil || err != nil {
		return g.counted(im), err
	}
	return g.runCheck(seat, m)
}

// counted counts the rule codes a refusal cites, when the game is counted
// (Tally), and returns it.
func (g *Game) counted(im *IllegalMove) *IllegalMove {
	if im != nil && g.tally != nil {
		g.tally.Refuse(im.Reason)
	}
	return im
}

// runCheck asks the verb's check function alone, and counts the rule codes
// of its refusal (counted): every check of a game of functions, listing
// and picking moves included, comes here.
func (g *Game) runCheck(seat int, m *notation.Move) (*IllegalMove, error) {
	im, err := g.runCheckFn(seat, m)
	return g.counted(im), err
}

// runCheckFn runs the verb's check function.
func (g *Game) runCheckFn(seat int, m *notation.Move) (*IllegalMove, error) {
	v := &g.Info().Verbs[m.Verb]
	fns := &g.host.decl.verbs[m.Verb]
	fn := fns.Check
	if fn == nil {
		return nil, nil
	}
	h := g.host
	h.bind(g)
	rets, err := h.run(g.state, fn, true, fns.CheckName, h.api.G(), lua.LNumber(seat+1), h.api.MoveTable(v.Form, m))
	if err != nil {
		if im, ok := err.(*IllegalMove); ok {
			return im, nil
		}
		return nil, err
	}
	switch r := rets[0].(type) {
	case *lua.LNilType:
		return nil, nil
	case lua.LBool:
		if r {
			return nil, nil
		}
		reason := "the rules do not allow this move"
		if s, ok := rets[1].(lua.LString); ok && s != "" {
			reason = string(s)
		}
		return g.refusal(fn, reason), nil
	case lua.LString:
		return g.refusal(fn, string(r)), nil
	}
	return nil, &ScriptError{File: fn.Proto.SourceName, Line: fn.Proto.LineDefined,
		Msg: fmt.Sprintf("verbs.%s.check returned %s: return nothing when the move is legal, or the reason it is not (a string naming the rule)", v.Name, bind.Describe(rets[0]))}
}

// refusal is the IllegalMove for a reason a check returned, placed at the
// check function.
func (g *Game) refusal(check *lua.LFunction, reason string) *IllegalMove {
	return &IllegalMove{Reason: reason, File: check.Proto.SourceName, Line: check.Proto.LineDefined}
}

// Moves lists every legal move seat may make now, in the order the verbs
// are declared and their generators propose them, each once. Every move
// listed has passed its verb's check, so each may be played without being
// checked again while the game stays as it is. For an open verb, only the
// moves its sampler proposed are listed.
func (g *Game) Moves(seat int) ([]*notation.Move, error) {
	if g.flow != nil {
		return g.flow.Moves(seat)
	}
	d, err := g.ToAct()
	if err != nil || d.Over {
		return nil, err
	}
	var out []*notation.Move
	seen := g.host.buf.seen
	if seen == nil {
		seen = map[string]bool{}
		g.host.buf.seen = seen
	}
	clear(seen)
	err = g.proposals(seat, d, func(c *candidate) (err error) {
		out, err = g.addLegal(out, seen, seat, c)
		return err
	})
	if err == nil {
		g.listed = engine.Vet(g.gen, seat, out...)
	}
	return out, err
}

// proposals calls each with every move proposed now by the verbs seat may
// use, verb by verb in the order they are declared.
func (g *Game) proposals(seat int, d Decision, each func(*candidate) error) error {
	g.host.buf.argSlab = g.host.buf.argSlab[:0] // the proposals of the last listing are done with
	for vi := range g.Info().Verbs {
		if !d.MayAct(seat, &g.Info().Verbs[vi]) {
			continue
		}
		cands, err := g.generate(seat, vi)
		if err != nil {
			return err
		}
		for ci := range cands {
			if err := each(&cands[ci]); err != nil {
				return err
			}
		}
	}
	return nil
}

// addLegal appends to out the variants of candidate c that are legal and
// not listed yet. A variant's part rules are asked first, as they are
// answered once a candidate; only a variant that keeps them is written out
// to be compared with those listed, then checked.
func (g *Game) addLegal(out []*notation.Move, seen map[string]bool, seat int, c *candidate) ([]*notation.Move, error) {
	var scratch notation.Move
	for k := range g.variants(c) {
		m := g.variant(c, k, &scratch)
		if ok, err := g.keepsParts(seat, c, m); !ok || err != nil {
			if err != nil {
				return nil, err
			}
			continue
		}
		text := g.Format(m)
		if seen[text] {
			continue
		}
		seen[text] = true
		im, err := g.runCheck(seat, m)
		if err != nil {
			return nil, err
		}
		if im == nil {
			out = append(out, m.Clone())
		}
	}
	return out, nil
}

// OpenVerbs lists the open verbs seat may use now. Their listed moves are
// only examples, so a player is shown each as a form to type.
func (g *Game) OpenVerbs(seat int) ([]*Verb, error) {
	d, err := g.ToAct()
	if err != nil || d.Over {
		return nil, err
	}
	var out []*Verb
	for vi := range g.Info().Verbs {
		if v := &g.Info().Verbs[vi]; v.Open && d.MayAct(seat, v) {
			out = append(out, v)
		}
	}
	return out, nil
}

// Legal lists the legal moves of seat as canonical text.
func (g *Game) Legal(seat int) ([]string, error) {
	moves, err := g.Moves(seat)
	if err != nil {
		return nil, err
	}
	out := make([]string, len(moves))
	for i, m := range moves {
		out[i] = g.Format(m)
	}
	return out, nil
}

// RandomMove picks one legal move of seat uniformly at random, using rng:
// it tries the proposed moves in a random order and keeps the first that
// passes its part rules and check, which is cheaper than listing them all.
// It returns nil when seat has no legal move. The move returned may be
// played without being checked again while the game stays as it is.
func (g *Game) RandomMove(seat int, rng *rand.Rand) (*notation.Move, error) {
	if g.flow != nil {
		return g.flow.RandomMove(seat, rng)
	}
	d, err := g.ToAct()
	if err != nil || d.Over {
		return nil, err
	}
	h := g.host
	all, weights, total := h.buf.sampleCands[:0], h.buf.sampleWeights[:0], 0
	err = g.proposals(seat, d, func(c *candidate) error {
		n := g.variants(c)
		all, weights, total = append(all, *c), append(weights, n), total+n
		return nil
	})
	h.buf.sampleCands, h.buf.sampleWeights = all, weights
	if err != nil {
		return nil, err
	}
	// A random order of the draws 0..total-1, made as it is walked.
	order := h.buf.sampleOrder[:0]
	for i := range total {
		order = append(order, i)
	}
	h.buf.sampleOrder = order
	scratch := &h.buf.scratch
	for i := range total {
		j := i + rng.IntN(total-i)
		order[i], order[j] = order[j], order[i]
		c, k := pick(all, weights, order[i])
		m := g.variant(c, k, scratch)
		ok, err := g.legal(seat, c, m)
		if err != nil {
			return nil, err
		}
		if ok {
			var out *notation.Move
			g.checked, out = engine.VetCopy(g.gen, seat, m)
			return out, nil
		}
	}
	return nil, nil
}

// legal checks variant m of candidate c: its part rules, then its check.
func (g *Game) legal(seat int, c *candidate, m *notation.Move) (bool, error) {
	ok, err := g.keepsParts(seat, c, m)
	if !ok || err != nil {
		return false, err
	}
	im, err := g.runCheck(seat, m)
	return im == nil && err == nil, err
}

// pick finds the candidate and variant of draw number r.
func pick(cands []candidate, weights []int, r int) (*candidate, int) {
	for i, w := range weights {
		if r < w {
			return &cands[i], r
		}
		r -= w
	}
	panic("pick: draw out of range")
}
