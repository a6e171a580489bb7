package lua

import (
	"fmt"
	"math/rand/v2"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/lua/bind"

	"github.com/rulerun/rulerun/core/notation"
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
	e := h.buf.emitterFor(emitter{game: g, verb: v, idx: vi, cands: h.buf.candBuf[:0]})
	rets, err := h.runIn(g.state, true, e, fns.Generate, fns.GenerateName, h.api.G(), h.seatArg(seat), h.api.Out())
	cands := e.cands
	h.buf.emitDone(e)
	if err != nil {
		return nil, err
	}
	if len(rets) > 0 && rets[0] != lua.LNil {
		return nil, &ScriptError{File: fns.Generate.Proto.SourceName, Line: fns.Generate.Proto.LineDefined,
			Msg: fmt.Sprintf("verbs.%s.generate returned %s: it returns nothing, and adds each move with out:add(...)", v.Name, bind.Describe(rets[0]))}
	}
	h.buf.candBuf = cands[:0]
	return cands, nil
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
	if vi < len(g.domains) && i < len(g.domains[vi]) && g.domains[vi][i] != nil {
		return g.domains[vi][i]
	}
	if g.domains == nil {
		g.domains = make([][][]notation.Value, len(g.Info().Verbs))
	}
	if g.domains[vi] == nil {
		g.domains[vi] = make([][]notation.Value, len(g.Info().Verbs[vi].Form.Slots))
	}
	d := g.makeDomain(g.Info().Verbs[vi].Form.Slots[i])
	g.domains[vi][i] = d
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

// runCheck runs the verb's check function: the reason it refuses m by
// seat, or "" when it has nothing against it.
func (g *Game) runCheck(seat int, m *notation.Move) (string, error) {
	im, err := g.runCheckFn(seat, m)
	if im == nil || err != nil {
		return "", err
	}
	return im.Reason, nil
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
	rets, err := h.run(g.state, fn, true, fns.CheckName, h.api.G(), h.seatArg(seat), h.api.MoveTable(v.Form, m))
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
	g.host.listing(seat)
	defer g.host.endListing()
	return g.flow.Moves(seat)
}

// OpenVerbs lists the open verbs seat may use now. Their listed moves are
// only examples, so a player is shown each as a form to type.
func (g *Game) OpenVerbs(seat int) ([]*Verb, error) {
	d, err := g.ToAct()
	if err != nil {
		return nil, err
	}
	return engine.OpenVerbs(g, g.Info().Verbs, d, seat), nil
}

// Offers implements [engine.Offerer]: whether seat may make some move of
// the verb now, as far as the rules can tell without a move.
func (g *Game) Offers(verb, seat int) bool { return g.flow.Offers(verb, seat) }

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

// RandomMove picks one legal move of seat at random, using rng, or nil
// when seat has none: in a declared game uniformly among its listed moves;
// in a game of functions one of the generators' proposals uniformly, then
// one of the moves it stands for (rules.Proposer). The move returned may
// be played without being checked again while the game stays as it is.
func (g *Game) RandomMove(seat int, rng *rand.Rand) (*notation.Move, error) {
	g.host.listing(seat)
	defer g.host.endListing()
	return g.flow.RandomMove(seat, rng)
}

// PicksCheaply implements [engine.CheapPicker]: a game written as
// functions (Rules API v2) checks only the moves its random pick draws;
// a declared game lists them as before.
func (g *Game) PicksCheaply() bool { return !g.Info().Declared }

var (
	_ engine.Proposer    = (*Game)(nil)
	_ engine.Worker      = (*Game)(nil)
	_ engine.CheapPicker = (*Game)(nil)
)

// Proposed implements [engine.Proposer]: in a game written as functions,
// seat's moves as the generators propose them, each filling of its open
// parts the part rules keep, unchecked (PlayMove checks the one played); a
// declared game reports false and lists.
func (g *Game) Proposed(seat int) ([]*notation.Move, bool, error) {
	g.host.listing(seat)
	defer g.host.endListing()
	return g.flow.Proposed(seat)
}

// Work implements [engine.Worker]: the Lua steps run on the game's host so
// far (Host.Steps), which its copies share.
func (g *Game) Work() int64 { return g.host.Steps() }
