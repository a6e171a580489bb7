package bind

import (
	"fmt"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/sandbox"
	lua "github.com/yuin/gopher-lua"
)

// moveBuf is the move table given to check and apply, reused from call to
// call, and the form of the move last written to it.
type moveBuf struct {
	table *lua.LTable
	form  *notation.Form
	verbs []lua.LValue // the verbs' names as Lua values, made once (verbName)
}

// verbName is the name of form's verb as a Lua value, made once for each
// verb.
func (buf *moveBuf) verbName(form *notation.Form) lua.LValue {
	for _, v := range buf.verbs {
		if string(v.(lua.LString)) == form.Verb {
			return v
		}
	}
	v := lua.LString(form.Verb)
	buf.verbs = append(buf.verbs, v)
	return v
}

// MoveTable gives a move to a verb's check or apply: move.verb, and one
// field per slot of the form (move.cards, move.call, move.seat...), absent
// for an optional part left out. Seats count from 1. The table is reused
// from call to call; the lists in it are new each time. A script that sets
// other fields of it finds them gone at the next call of another verb.
func (b *Bindings) MoveTable(form *notation.Form, m *notation.Move) *lua.LTable {
	if b.move.table == nil {
		b.move.table = b.view.L.CreateTable(0, 8)
	}
	return b.fillMove(&b.move, form, m)
}

// fillMove writes move m of form into buf's table.
func (b *Bindings) fillMove(buf *moveBuf, form *notation.Form, m *notation.Move) *lua.LTable {
	t := buf.table
	if buf.form != form {
		for k, _ := t.Next(lua.LNil); k != lua.LNil; k, _ = t.Next(k) {
			t.RawSet(k, lua.LNil)
		}
		buf.form = form
		t.RawSetString("verb", buf.verbName(form))
	}
	for i, s := range form.Slots {
		if v := m.Args[i]; v.Set {
			t.RawSetString(s.Name, b.view.valueToLua(s.Type, v))
		} else {
			t.RawSetString(s.Name, lua.LNil)
		}
	}
	return t
}

func (sv *served) valueToLua(typ notation.Type, v notation.Value) lua.LValue {
	switch typ {
	case notation.Flag:
		return lua.LTrue
	case notation.Card:
		return sv.cardRef(v.Cards[0])
	case notation.Cards:
		return sv.cardList(v.Cards)
	case notation.Melds:
		t := sv.L.CreateTable(len(v.Melds), 0)
		for _, grp := range v.Melds {
			t.Append(sv.cardList(grp))
		}
		return t
	case notation.Seat:
		return sandbox.Int(v.Num + 1)
	case notation.Num:
		return lua.LNumber(v.Num)
	}
	return lua.LString(v.Code)
}

func (sv *served) cardList(cards []notation.CardRef) *lua.LTable {
	t := sv.newList(sv.L, len(cards))
	for _, c := range cards {
		t.Append(sv.cardRef(c))
	}
	return t
}

// cardRef is a card of a move as a script reads it: its code, or "W=P6" for
// a card standing for another.
func (sv *served) cardRef(c notation.CardRef) lua.LValue {
	if c.As < 0 {
		return sv.codes[c.Kind]
	}
	return lua.LString(notation.CardText(c, sv.cardDeck))
}

// ValueFromLua reads a slot's value given by a script (a generator's
// move), as the slot's type wants it.
func ValueFromLua(d *core.Deck, seats int, s notation.Slot, lv lua.LValue) (notation.Value, error) {
	return ValueFromLuaIn(d, seats, s, lv, nil)
}

// ValueFromLuaIn is ValueFromLua with the cards of a list of cards taken
// from the end of *slab, which it grows, when slab is not nil: the values
// of proposed moves, which live until the listing that asked for them is
// over, share a few allocations.
func ValueFromLuaIn(d *core.Deck, seats int, s notation.Slot, lv lua.LValue, slab *[]notation.CardRef) (notation.Value, error) {
	switch s.Type {
	case notation.Flag:
		return notation.Value{Set: lua.LVAsBool(lv)}, nil
	case notation.Card:
		c, err := cardFromLua(d, lv)
		return notation.Value{Set: true, Cards: []notation.CardRef{c}}, err
	case notation.Cards:
		cards, err := cardsFromLua(d, lv, slab)
		return notation.Value{Set: true, Cards: cards}, err
	case notation.Melds:
		return meldsFromLua(d, lv)
	case notation.Seat, notation.Num:
		n, ok := lv.(lua.LNumber)
		if !ok || float64(n) != float64(int(n)) {
			return notation.Value{}, fmt.Errorf("%s must be a whole number, not %s", s.Name, Describe(lv))
		}
		if s.Type == notation.Seat {
			if int(n) < 1 || int(n) > seats {
				return notation.Value{}, fmt.Errorf("%s: seat %d does not exist (seats are 1 to %d)", s.Name, int(n), seats)
			}
			return notation.Value{Set: true, Num: int(n) - 1}, nil
		}
		return notation.Value{Set: true, Num: int(n)}, nil
	case notation.Suit:
		i, ok := d.SuitIndex(lua.LVAsString(lv))
		if !ok {
			return notation.Value{}, fmt.Errorf("%s: %s is not a suit of this game", s.Name, Describe(lv))
		}
		return notation.Value{Set: true, Code: d.Suits()[i].Code}, nil
	}
	i, ok := d.RankIndex(lua.LVAsString(lv))
	if !ok {
		return notation.Value{}, fmt.Errorf("%s: %s is not a rank of this game", s.Name, Describe(lv))
	}
	return notation.Value{Set: true, Code: d.Ranks()[i].Code}, nil
}

func cardFromLua(d *core.Deck, lv lua.LValue) (notation.CardRef, error) {
	s, ok := lv.(lua.LString)
	if !ok {
		return notation.CardRef{}, fmt.Errorf("a card must be a code such as \"8H\", not %s", Describe(lv))
	}
	code, as, annotated := strings.Cut(string(s), "=")
	k, ok := d.Lookup(code)
	if !ok {
		return notation.CardRef{}, fmt.Errorf("%q is not a card of this game", code)
	}
	if !annotated {
		return notation.Plain(k), nil
	}
	a, ok := d.Lookup(as)
	if !ok {
		return notation.CardRef{}, fmt.Errorf("%q is not a card of this game", as)
	}
	return notation.CardRef{Kind: k, As: a}, nil
}

func cardsFromLua(d *core.Deck, lv lua.LValue, slab *[]notation.CardRef) ([]notation.CardRef, error) {
	if _, ok := lv.(lua.LString); ok {
		c, err := cardFromLua(d, lv)
		if err != nil {
			return nil, err
		}
		out := cardRoom(slab, 1)
		out[0] = c
		return out, nil
	}
	t, ok := lv.(*lua.LTable)
	if !ok || t.Len() == 0 {
		return nil, fmt.Errorf("cards must be a list of codes such as {\"8H\", \"9H\"}, not %s", Describe(lv))
	}
	if t.Len() > notation.MaxTokens {
		return nil, fmt.Errorf("a move may name at most %d cards, not %d", notation.MaxTokens, t.Len())
	}
	out := cardRoom(slab, t.Len())
	for i := range out {
		c, err := cardFromLua(d, t.RawGetInt(i+1))
		if err != nil {
			return nil, err
		}
		out[i] = c
	}
	return out, nil
}

// cardRoom is room for n cards: from the end of *slab when slab is not
// nil (a new slab when it is full, the old one left to the values made in
// it), else a slice of its own. Its capacity is its length.
func cardRoom(slab *[]notation.CardRef, n int) []notation.CardRef {
	if slab == nil {
		return make([]notation.CardRef, n)
	}
	if len(*slab)+n > cap(*slab) {
		*slab = make([]notation.CardRef, 0, max(256, 2*cap(*slab), n))
	}
	i := len(*slab)
	*slab = (*slab)[:i+n]
	out := (*slab)[i : i+n : i+n]
	clear(out)
	return out
}

func meldsFromLua(d *core.Deck, lv lua.LValue) (notation.Value, error) {
	t, ok := lv.(*lua.LTable)
	if !ok || t.Len() == 0 {
		return notation.Value{}, fmt.Errorf("melds must be a list of lists of codes, such as {{\"R1\", \"R2\", \"R3\"}}, not %s", Describe(lv))
	}
	if n := meldsCards(t); n > notation.MaxTokens {
		return notation.Value{}, fmt.Errorf("a move may name at most %d cards; these %d melds name more", notation.MaxTokens, t.Len())
	}
	v := notation.Value{Set: true}
	for i := 1; i <= t.Len(); i++ {
		grp, err := cardsFromLua(d, t.RawGetInt(i), nil)
		if err != nil {
			return notation.Value{}, err
		}
		v.Melds = append(v.Melds, grp)
	}
	return v, nil
}

// meldsCards counts the cards a list of melds names, as its text would
// write them (a meld given as one code names one), without reading them.
func meldsCards(t *lua.LTable) int {
	n := 0
	for i := 1; i <= t.Len() && n <= notation.MaxTokens; i++ {
		if grp, ok := t.RawGetInt(i).(*lua.LTable); ok {
			n += grp.Len()
		} else {
			n++
		}
	}
	return n
}

// Describe names a Lua value for a message: a string is quoted, anything
// else named by its type.
func Describe(lv lua.LValue) string {
	switch v := lv.(type) {
	case lua.LString:
		return fmt.Sprintf("%q", string(v))
	case lua.LNumber:
		return v.String()
	case *lua.LNilType:
		return "nothing"
	}
	return "a " + lv.Type().String()
}
