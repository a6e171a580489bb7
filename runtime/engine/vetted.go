package engine

import "github.com/rulerun/rulerun/core/notation"

// Vetted is a game's record of the moves it found legal for one seat (by
// Check, Moves or RandomMove), so that [Game.PlayMove] may play one of them
// without checking it again. It trusts a move only while nothing changed:
//
//   - the game: the record holds the generation of the state it was made
//     at, and the game bumps its generation on every change of its state;
//   - the move: the record keeps its own copies and trusts only a move
//     equal to one of them, so a move changed after it was vetted is
//     checked again.
//
// A record is a value that is never changed once made (its copies of the
// moves are never handed out), so copies of a game, which have the same
// state and generation, may copy it. The zero Vetted trusts nothing.
type Vetted struct {
	gen   uint64
	seat  int
	moves []notation.Move // private copies, never handed out
}

// Vet records moves found legal for seat at generation gen of a game.
func Vet(gen uint64, seat int, moves ...*notation.Move) Vetted {
	return Vetted{gen: gen, seat: seat, moves: copyMoves(moves, 1)}
}

// VetCopy records move m found legal for seat at generation gen, and
// returns a copy of m to hand out, made with the record's own.
func VetCopy(gen uint64, seat int, m *notation.Move) (Vetted, *notation.Move) {
	both := copyMoves([]*notation.Move{m}, 2)
	return Vetted{gen: gen, seat: seat, moves: both[:1:1]}, &both[1]
}

// Trusts reports whether move m of seat was vetted at generation gen.
func (v *Vetted) Trusts(gen uint64, seat int, m *notation.Move) bool {
	if v.gen != gen || v.seat != seat {
		return false
	}
	for i := range v.moves {
		if v.moves[i].Equal(m) {
			return true
		}
	}
	return false
}

// copyMoves copies moves, each n times in a row, into values that share
// nothing with them or with each other, in three allocations (moves, their
// values, their cards) however many there are, as a listing may hold
// hundreds.
func copyMoves(moves []*notation.Move, n int) []notation.Move {
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
	out := make([]notation.Move, 0, n*len(moves))
	args := make([]notation.Value, 0, n*nArgs)
	cards := make([]notation.CardRef, 0, n*nCards)
	take := func(cs []notation.CardRef) []notation.CardRef {
		if cs == nil {
			return nil
		}
		cards = append(cards, cs...)
		return cards[len(cards)-len(cs) : len(cards) : len(cards)]
	}
	for _, m := range moves {
		for range n {
			start := len(args)
			for _, a := range m.Args {
				c := notation.Value{Set: a.Set, Num: a.Num, Code: a.Code, Cards: take(a.Cards)}
				for _, meld := range a.Melds {
					c.Melds = append(c.Melds, take(meld))
				}
				args = append(args, c)
			}
			out = append(out, notation.Move{Verb: m.Verb, Args: args[start:len(args):len(args)]})
		}
	}
	return out
}
