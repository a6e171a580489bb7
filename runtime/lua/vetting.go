package lua

import "github.com/rulerun/rulerun/core/notation"

// Vetting: a move that Check, RandomMove or Moves found legal may be played
// without running its check again, as long as nothing changed since. Two
// things may change:
//
//   - the game: every change of its state bumps the game's generation
//     (Game.changed), and a vetted move is trusted only at the generation
//     it was vetted at;
//   - the move: the game keeps its own copies of the moves it vetted, and
//     trusts a move only when it is equal to one of them, so an agent that
//     changed a move after it was vetted has it checked again.
//
// A copy of the game (Clone) has the same state and generation, so it
// trusts the same moves; Determinize changes the state, so it does not.

// vetted is the moves found legal for one seat at one generation of a game.
// It is never changed once made, so copies of the game may share it.
type vetted struct {
	gen   uint64
	seat  int
	moves []notation.Move // private copies, never handed out
}

// vet makes the record of moves found legal for seat now, keeping copies.
func (g *Game) vet(seat int, moves ...*notation.Move) *vetted {
	return &vetted{gen: g.gen, seat: seat, moves: copyMoves(moves)}
}

// trusts reports whether the record holds move m of seat, vetted at the
// game's current generation.
func (v *vetted) trusts(gen uint64, seat int, m *notation.Move) bool {
	if v == nil || v.gen != gen || v.seat != seat {
		return false
	}
	for i := range v.moves {
		if v.moves[i].Equal(m) {
			return true
		}
	}
	return false
}

// copyMoves copies moves into values that share nothing with them, in
// three allocations (moves, their values, their cards) however many there
// are, as Moves may list hundreds.
func copyMoves(moves []*notation.Move) []notation.Move {
	nArgs, nCards := 0, 0
	for _, m := range moves {
		nArgs += len(m.Args)
		for _, a := range m.Args {
			nCards += len(a.Cards)
			for _, meld := range a.Melds {
				nCards += len(meld)
			}
		}
	}
	out := make([]notation.Move, len(moves))
	args := make([]notation.Value, 0, nArgs)
	cards := make([]notation.CardRef, 0, nCards)
	take := func(cs []notation.CardRef) []notation.CardRef {
		if cs == nil {
			return nil
		}
		cards = append(cards, cs...)
		return cards[len(cards)-len(cs) : len(cards) : len(cards)]
	}
	for i, m := range moves {
		start := len(args)
		for _, a := range m.Args {
			c := notation.Value{Set: a.Set, Num: a.Num, Code: a.Code, Cards: take(a.Cards)}
			for _, meld := range a.Melds {
				c.Melds = append(c.Melds, take(meld))
			}
			args = append(args, c)
		}
		out[i] = notation.Move{Verb: m.Verb, Args: args[start:len(args):len(args)]}
	}
	return out
}

// isVetted reports whether m was found legal for seat in the game as it is
// now: by the last Check or RandomMove, or among the moves Moves last
// listed.
func (g *Game) isVetted(seat int, m *notation.Move) bool {
	return g.checked.trusts(g.gen, seat, m) || g.listed.trusts(g.gen, seat, m)
}

// changed notes that the game's state changed: who is to act must be asked
// again, and no move vetted before is trusted any more.
func (g *Game) changed() {
	g.gen++
	g.decision = nil
}
