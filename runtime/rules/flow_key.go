package rules

import "encoding/binary"

// AppendKey appends to b a compact encoding of every field of the flow,
// for a program that hashes where a round stands (to notice a game that
// comes back to the same place): two flows have the same key exactly when
// they are equal.
func (f *Flow) AppendKey(b []byte) []byte {
	d := f.Duty
	for _, n := range []int{d.Kind, d.Seat, d.By, d.N, d.Suit, d.Held, f.Skips, f.Owed, f.Drew, f.DrewCards, f.Reign, f.Moves} {
		b = binary.AppendVarint(b, int64(n))
	}
	b = append(b, boolByte(f.Again))
	b = binary.AppendVarint(binary.AppendVarint(b, int64(f.LoseBy)), int64(f.OwedBy))
	return b
}

func boolByte(v bool) byte {
	if v {
		return 1
	}
	return 0
}
