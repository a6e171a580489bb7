package rules

import (
	"encoding/json"
	"math/rand/v2"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Game is one game of a declared structure: the state, the plan it follows
// and the script's code. It is an [engine.Game].
type Game struct {
	p     *Plan
	d     *Decl
	hooks Hooks
	st    *core.State
	// gen changes whenever the state does; vet records the moves last
	// listed, picked or checked legal, trusted while gen is unchanged.
	gen uint64
	vet engine.Vetted
	*listRoom
	ordered   bool // the listing is for a player: plays lowest first
	unchecked bool // the listing is of a game of functions' moves as proposed, unchecked
	// tally counts what the game does once asked to (Tally); nil for a
	// copy.
	tally *engine.Tally
	// playsListed counts the verbs of plays the listing under way has
	// listed for the seat to act (-1 outside a listing), so that the call
	// asks them, not a listing of its own, whether a play leaves one card.
	playsListed int
	// decided is who the script's code said must decide, while gen is
	// decidedAt - 1 (a game of functions alone: scripted.go).
	decided   engine.Decision
	decidedAt uint64
}

// NewState makes the state a game of the plan starts from: every card in
// the start pile, nothing dealt.
func (p *Plan) NewState(seed uint64) (*core.State, error) {
	return p.proto.NewState(seed), nil
}

// NewGame deals a new game with the given seed. hooks is the script's code,
// or nil.
func (p *Plan) NewGame(seed uint64, hooks Hooks) (*Game, error) {
	st, err := p.NewState(seed)
	if err != nil {
		return nil, err
	}
	return p.Deal(st, hooks)
}

// Deal starts a game on st, a state from NewState (which a test may have
// prepared): it deals the first round and runs the script's setup.
func (p *Plan) Deal(st *core.State, hooks Hooks) (*Game, error) {
	if st.Flow() == nil {
		st.SetFlow(&Flow{})
	}
	g := p.Resume(st, hooks)
	if err := g.p.deal.setup(g, st); err != nil {
		return nil, err
	}
	return g, nil
}

// Resume continues a game of the plan from st, a state it made (restored
// from a save, copied, or imagined by a search bot).
func (p *Plan) Resume(st *core.State, hooks Hooks) *Game {
	return p.resumeIn(st, hooks, &listRoom{})
}

// resumeIn continues a game of the plan from st, listing its moves in room.
func (p *Plan) resumeIn(st *core.State, hooks Hooks, room *listRoom) *Game {
	return &Game{p: p, d: p.d, hooks: hooks, st: st, playsListed: -1, listRoom: room}
}

// ResumeImagined continues a game of the plan from st, a state imagined
// from the game from's (a search bot's): it lists moves in from's room,
// which the games one bot imagines in turn reuse instead of each growing
// its own.
func (p *Plan) ResumeImagined(st *core.State, hooks Hooks, from *Game) *Game {
	return p.resumeIn(st, hooks, from.listRoom)
}

// Restore continues a game saved with [Game.Save].
func (p *Plan) Restore(data []byte, hooks Hooks) (*Game, error) {
	st, err := RestoreState(data, p.d.Deck)
	if err != nil {
		return nil, err
	}
	return p.Resume(st, hooks), nil
}

// Plan is the plan the game follows.
func (g *Game) Plan() *Plan { return g.p }

// State is the whole state of the game (read only).
func (g *Game) State() *core.State { return g.st }

// Notation reads and writes the game's moves.
func (g *Game) Notation() *notation.Grammar { return g.d.Grammar }

// Copy returns an independent copy of the game.
func (g *Game) Copy() engine.Game { return g.CopyOn(g.st.Clone(), g.hooks) }

// CopyOn returns a copy of the game on st, a clone of its state, with the
// given hooks. The copy trusts the moves the game found legal and knows
// who is to act, as its state is the same.
func (g *Game) CopyOn(st *core.State, hooks Hooks) *Game {
	c := g.p.Resume(st, hooks)
	c.gen, c.vet, c.decided, c.decidedAt = g.gen, g.vet, g.decided, g.decidedAt
	return c
}

// Determinize returns an independent copy in which the cards seat cannot
// see are dealt anew from seed (core.State.Determinize).
func (g *Game) Determinize(seat int, seed uint64) engine.Game {
	return g.p.ResumeImagined(g.st.Determinize(seat, seed), g.hooks, g)
}

// Save writes the game so that [Plan.Restore] continues it exactly.
func (g *Game) Save() ([]byte, error) { return json.Marshal(g.st) }

// ToAct says who must decide now: the seat whose turn it is, or the seat
// that owes an answer, and the seats an open window lets act.
func (g *Game) ToAct() (engine.Decision, error) {
	st := g.st
	if st.Result().Over {
		return engine.Decision{Over: true}, nil
	}
	if g.d.Scripted {
		return g.scriptDecision()
	}
	return decision(g), nil
}

// Status is a line about the table for seat, from the script's code.
func (g *Game) Status(seat int) (string, error) {
	if g.hooks == nil {
		return "", nil
	}
	return g.hooks.Status(&Ctx{State: g.st, ReadOnly: true}, seat)
}

// Moves lists every legal move of seat now.
func (g *Game) Moves(seat int) ([]*notation.Move, error) {
	g.ordered = true
	err := g.list(seat)
	g.ordered = false
	if err != nil {
		return nil, err
	}
	out := make([]*notation.Move, len(g.cands))
	g.block = g.blockFor(g.d.Grammar) // the moves in a few allocations
	for i := range g.cands {
		out[i] = g.move(&g.cands[i])
	}
	g.block = nil
	g.vet = engine.Vet(g.gen, seat, out...)
	return out, nil
}

// RandomMove picks one legal move of seat uniformly at random, or nil when
// it has none. The move may be played without being checked again. In a
// game a bot imagines (core.State.Imagined), whose playouts play each move
// picked at once, the move is built in the room the imagined games share:
// it is good until the next move picked in one of them (clone it to keep
// it). A game of functions alone checks only the moves it draws
// (scripted_pick.go).
func (g *Game) RandomMove(seat int, rng *rand.Rand) (*notation.Move, error) {
	if g.d.Scripted {
		return g.pickScripted(seat, rng)
	}
	if v, seats := g.p.owedAtOnce(g.st); seats&(1<<uint(seat)) != 0 {
		if s, ok := g.p.verbs[v].mech.(mech.Sampler); ok {
			g.p.waitImplied(g, v)
			m := s.Sample(view{g}, v, seat, rng)
			g.vet = engine.Vet(g.gen, seat, m)
			return m, nil
		}
	}
	if m, ok := g.p.countedPick(g, seat, rng); ok {
		if m != nil {
			g.vet = vetPick(g.st, g.gen, seat, m)
		}
		return m, nil
	}
	if err := g.list(seat); err != nil || len(g.cands) == 0 {
		return nil, err
	}
	m := buildPick(g, &g.cands[rng.IntN(len(g.cands))])
	g.vet = vetPick(g.st, g.gen, seat, m)
	return m, nil
}

// buildPick builds the move of the candidate a random pick drew: in a
// game a bot imagines, in the room the imagined games share, as a playout
// plays the move at once and keeps none.
func buildPick(g *Game, c *cand) *notation.Move {
	g.inRoom = g.st.Imagined()
	m := g.move(c)
	g.inRoom = false
	return m
}

// vetPick records the random pick m as legal for seat at generation gen
// of a game on st: in a game a bot imagines, as that very move
// (engine.VetPicked: no key written and read back, as its playout plays it
// at once), else by its key.
func vetPick(st *core.State, gen uint64, seat int, m *notation.Move) engine.Vetted {
	if st.Imagined() {
		return engine.VetPicked(gen, seat, m)
	}
	return engine.Vet(gen, seat, m)
}
