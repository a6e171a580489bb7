package lua

import "github.com/rulerun/rulerun/core/notation"

// cloneListed returns a copy of a move a listing keeps, sharing nothing
// with m, as m.Clone does: a move of up to three values and six cards
// without melds is made in one allocation, sized for it as the engine's
// own moves are (a card with a value or two; a few cards; a play with its
// optional parts).
func cloneListed(m *notation.Move) *notation.Move {
	cards := 0
	for i := range m.Args {
		if m.Args[i].Melds != nil || m.Args[i].Typed != nil {
			return m.Clone()
		}
		cards += len(m.Args[i].Cards)
	}
	n := len(m.Args)
	switch {
	case n <= 1 && cards <= 4:
		b := new(struct {
			m     notation.Move
			args  [1]notation.Value
			cards [4]notation.CardRef
		})
		return copyInto(&b.m, m, b.args[:n:n], b.cards[:0:cards])
	case n <= 3 && cards <= 2:
		b := new(struct {
			m     notation.Move
			args  [3]notation.Value
			cards [2]notation.CardRef
		})
		return copyInto(&b.m, m, b.args[:n:n], b.cards[:0:cards])
	case n <= 3 && cards <= 6:
		b := new(struct {
			m     notation.Move
			args  [3]notation.Value
			cards [6]notation.CardRef
		})
		return copyInto(&b.m, m, b.args[:n:n], b.cards[:0:cards])
	}
	return m.Clone()
}

// copyInto copies move m into c, its values into args and its cards into
// room, which has room for them all.
func copyInto(c, m *notation.Move, args []notation.Value, room []notation.CardRef) *notation.Move {
	c.Verb, c.Args = m.Verb, args
	for i, a := range m.Args {
		v := notation.Value{Set: a.Set, Num: a.Num, Code: a.Code}
		if a.Cards != nil {
			at := len(room)
			room = append(room, a.Cards...)
			v.Cards = room[at:len(room):len(room)]
		}
		args[i] = v
	}
	return c
}
