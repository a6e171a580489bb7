package engine

import (
	"bytes"
	"encoding/binary"

	"github.com/rulerun/rulerun/core/notation"
)

// Vetted is a game's record of the moves it found legal for one seat (by
// Check, Moves or RandomMove), so that [Game.PlayMove] may play one of them
// without checking it again. It trusts a move only while nothing changed:
//
//   - the game: the record holds the generation of the state it was made
//     at, and the game bumps its generation on every change of its state;
//   - the move: the record keeps its own copy of each move, written as a
//     key (the move's values in bytes), and trusts only a move equal to
//     one of them, so a move changed after it was vetted is checked again.
//
// A record is a value that is never changed once made, so copies of a
// game, which have the same state and generation, may copy it. The zero
// Vetted trusts nothing.
type Vetted struct {
	gen  uint64
	seat int
	keys []byte  // the keys of the moves, one after the other
	ends []int32 // where each key ends; nil when keys holds one key
	// one holds the key of a single move that fits, which keys then
	// points into when the record is read (see key): no allocation.
	one    [keySize]byte
	oneLen int8
	// picked is a move trusted as that very move, not by its key
	// (VetPicked).
	picked *notation.Move
}

// VetPicked records the one move m a game built for a random pick in a
// game a bot imagines, trusted as that very move rather than by its key:
// the playout plays it at once, and no one changes it in between. Any
// other move, even an equal one, is checked.
func VetPicked(gen uint64, seat int, m *notation.Move) Vetted {
	return Vetted{gen: gen, seat: seat, picked: m}
}

// Vet records moves found legal for seat at generation gen of a game.
func Vet(gen uint64, seat int, moves ...*notation.Move) Vetted {
	v := Vetted{gen: gen, seat: seat}
	if len(moves) == 1 {
		if k := appendKey(v.one[:0], moves[0]); len(k) <= keySize && &k[0] == &v.one[0] {
			v.oneLen = int8(len(k))
			return v
		}
		v.keys = appendKey(nil, moves[0])
		return v
	}
	v.keys = make([]byte, 0, keySize*len(moves))
	v.ends = make([]int32, 0, len(moves))
	for _, m := range moves {
		v.keys = appendKey(v.keys, m)
		v.ends = append(v.ends, int32(len(v.keys)))
	}
	return v
}

// VetCopy records move m found legal for seat at generation gen, and
// returns a copy of m to hand out.
func VetCopy(gen uint64, seat int, m *notation.Move) (Vetted, *notation.Move) {
	return Vet(gen, seat, m), m.Clone()
}

// Trusts reports whether move m of seat was vetted at generation gen.
func (v *Vetted) Trusts(gen uint64, seat int, m *notation.Move) bool {
	if v.picked != nil {
		return v.gen == gen && v.seat == seat && v.picked == m
	}
	if v.gen != gen || v.seat != seat || v.keys == nil && v.oneLen == 0 {
		return false
	}
	var buf [64]byte
	key := appendKey(buf[:0], m)
	if v.oneLen > 0 {
		return bytes.Equal(v.one[:v.oneLen], key)
	}
	if v.ends == nil {
		return bytes.Equal(v.keys, key)
	}
	start := int32(0)
	for _, end := range v.ends {
		if bytes.Equal(v.keys[start:end], key) {
			return true
		}
		start = end
	}
	return false
}

// keySize is room for the key of a typical move, so that a key is written
// in one allocation.
const keySize = 32

// AppendMoveKey appends a move's values to b as bytes: two moves have the
// same key exactly when they are equal (notation.Move.Equal), as every part
// is written with its length, and an unset value as a single 0. A listing
// tells its moves apart by it, without writing them as text.
func AppendMoveKey(b []byte, m *notation.Move) []byte { return appendKey(b, m) }

func appendKey(b []byte, m *notation.Move) []byte {
	b = binary.AppendUvarint(b, uint64(m.Verb))
	b = binary.AppendUvarint(b, uint64(len(m.Args)))
	for i := range m.Args {
		a := &m.Args[i]
		if !a.Set {
			b = append(b, 0)
			continue
		}
		b = append(b, 1)
		b = binary.AppendVarint(b, int64(a.Num))
		b = binary.AppendUvarint(b, uint64(len(a.Code)))
		b = append(b, a.Code...)
		b = appendCards(b, a.Cards)
		b = binary.AppendUvarint(b, uint64(len(a.Melds)))
		for _, meld := range a.Melds {
			b = appendCards(b, meld)
		}
	}
	return b
}

func appendCards(b []byte, cards []notation.CardRef) []byte {
	b = binary.AppendUvarint(b, uint64(len(cards)))
	for _, c := range cards {
		b = binary.AppendVarint(b, int64(c.Kind))
		b = binary.AppendVarint(b, int64(c.As))
	}
	return b
}
