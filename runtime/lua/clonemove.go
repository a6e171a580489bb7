package lua

import "github.com/rulerun/rulerun/core/notation"

// cloneListed returns a copy of a move a listing keeps, sharing nothing
// with m, as m.Clone does: a move of up to three values and six cards
// without melds is made in one allocation.
func cloneListed(m *notation.Move) *notation.Move {
	cards := 0
	for i := range m.Args {
		if m.Args[i].Melds != nil || m.Args[i].Typed != nil {
			return m.Clone()
		}
		cards += len(m.Args[i].Cards)
	}
	if len(m.Args) > 3 || cards > 6 {
		return m.Clone()
	}
	b := new(struct {
		m     notation.Move
		args  [3]notation.Value
		cards [6]notation.CardRef
	})
	b.m.Verb, b.m.Args = m.Verb, b.args[:len(m.Args):len(m.Args)]
	room := b.cards[:0:cards]
	for i, a := range m.Args {
		v := notation.Value{Set: a.Set, Num: a.Num, Code: a.Code}
		if a.Cards != nil {
			n := len(room)
			room = append(room, a.Cards...)
			v.Cards = room[n:len(room):len(room)]
		}
		b.args[i] = v
	}
	return &b.m
}
