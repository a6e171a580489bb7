package runtime

import (
	"fmt"
	"slices"

	"github.com/rulerun/rulerun/core"
	lua "github.com/yuin/gopher-lua"
)

// deckSpec reads a deck declaration:
//
//	deck = {preset = "french52", ranks = {"3", ..., "A", "2"}, suits = {"S", "C", "D", "H"}, copies = 2}
//	deck = {suits = {{"R", "red"}, ...}, ranks = {"1", ..., "13"}, suit_first = true,
//	        product = {suits = {"R", "B"}}, cards = {{code = "W", kind = "wild", copies = 5}}}
func deckSpec(t *lua.LTable) (core.DeckSpec, error) {
	var spec core.DeckSpec
	switch p := t.RawGetString("preset"); p {
	case lua.LNil:
	case lua.LString("french52"):
		spec = core.French52()
	default:
		return spec, fmt.Errorf("unknown deck preset %s (the preset is \"french52\")", p.String())
	}
	var err error
	if spec.Suits, err = suitList(t.RawGetString("suits"), spec.Suits); err != nil {
		return spec, err
	}
	if spec.Ranks, err = rankList(t.RawGetString("ranks"), spec.Ranks); err != nil {
		return spec, err
	}
	spec.Cards = nil
	if err := productCards(t, &spec); err != nil {
		return spec, err
	}
	extra, err := cardList(t.RawGetString("cards"))
	spec.Cards = append(spec.Cards, extra...)
	return spec, err
}

// nameEntry reads "S" or {"S", "spades", "spade", ...} or {code=, name=, aliases=}.
func nameEntry(v lua.LValue) (code, name string, aliases []string, points int) {
	switch x := v.(type) {
	case lua.LString, lua.LNumber:
		return x.String(), "", nil, 0
	case *lua.LTable:
		if c := x.RawGetString("code"); c != lua.LNil {
			code, name = c.String(), lua.LVAsString(x.RawGetString("name"))
			if a, ok := x.RawGetString("aliases").(*lua.LTable); ok {
				for i := 1; i <= a.Len(); i++ {
					aliases = append(aliases, a.RawGetInt(i).String())
				}
			}
		} else {
			code, name = lua.LVAsString(x.RawGetInt(1)), lua.LVAsString(x.RawGetInt(2))
			for i := 3; i <= x.Len(); i++ {
				aliases = append(aliases, x.RawGetInt(i).String())
			}
		}
		points = int(lua.LVAsNumber(x.RawGetString("points")))
	}
	return code, name, aliases, points
}

// suitList reads the suits; with a preset, plain codes reorder its suits.
func suitList(v lua.LValue, preset []core.SuitSpec) ([]core.SuitSpec, error) {
	t, ok := v.(*lua.LTable)
	if !ok {
		return preset, nil
	}
	var out []core.SuitSpec
	for i := 1; i <= t.Len(); i++ {
		code, name, aliases, _ := nameEntry(t.RawGetInt(i))
		s := core.SuitSpec{Code: code, Name: name, Aliases: aliases}
		if name == "" && aliases == nil {
			for _, p := range preset {
				if p.Code == code {
					s = p
				}
			}
		}
		out = append(out, s)
	}
	return out, nil
}

// rankList reads the ranks, lowest first; with a preset, plain codes reorder
// its ranks.
func rankList(v lua.LValue, preset []core.RankSpec) ([]core.RankSpec, error) {
	t, ok := v.(*lua.LTable)
	if !ok {
		return preset, nil
	}
	var out []core.RankSpec
	for i := 1; i <= t.Len(); i++ {
		code, name, aliases, points := nameEntry(t.RawGetInt(i))
		r := core.RankSpec{Code: code, Name: name, Aliases: aliases, Points: points}
		if name == "" && aliases == nil {
			for _, p := range preset {
				if p.Code == code || slices.Contains(p.Aliases, code) {
					r = p
				}
			}
		}
		out = append(out, r)
	}
	return out, nil
}

// productCards adds one card per suit and rank, unless product = false.
func productCards(t *lua.LTable, spec *core.DeckSpec) error {
	p := t.RawGetString("product")
	if p == lua.LFalse || p == lua.LNil && t.RawGetString("cards") != lua.LNil {
		return nil
	}
	suits, ranks := spec.Suits, spec.Ranks
	copies := int(lua.LVAsNumber(t.RawGetString("copies")))
	suitFirst := lua.LVAsBool(t.RawGetString("suit_first"))
	if pt, ok := p.(*lua.LTable); ok {
		suits = filterSuits(spec.Suits, pt.RawGetString("suits"))
		ranks = filterRanks(spec.Ranks, pt.RawGetString("ranks"))
		if c, ok := pt.RawGetString("copies").(lua.LNumber); ok {
			copies = int(c)
		}
	}
	if copies < 0 || copies > 64 {
		return fmt.Errorf("copies must be between 1 and 64, not %d", copies)
	}
	spec.Cards = append(spec.Cards, core.ProductCards(suits, ranks, suitFirst, copies)...)
	return nil
}

func filterSuits(all []core.SuitSpec, v lua.LValue) []core.SuitSpec {
	t, ok := v.(*lua.LTable)
	if !ok {
		return all
	}
	var out []core.SuitSpec
	for _, s := range all {
		for i := 1; i <= t.Len(); i++ {
			if t.RawGetInt(i).String() == s.Code {
				out = append(out, s)
			}
		}
	}
	return out
}

func filterRanks(all []core.RankSpec, v lua.LValue) []core.RankSpec {
	t, ok := v.(*lua.LTable)
	if !ok {
		return all
	}
	var out []core.RankSpec
	for _, r := range all {
		for i := 1; i <= t.Len(); i++ {
			if t.RawGetInt(i).String() == r.Code {
				out = append(out, r)
			}
		}
	}
	return out
}

// cardList reads explicit cards: {code=, suit=, rank=, kind=, points=, copies=, aliases={}}.
func cardList(v lua.LValue) ([]core.CardSpec, error) {
	t, ok := v.(*lua.LTable)
	if !ok {
		return nil, nil
	}
	var out []core.CardSpec
	for i := 1; i <= t.Len(); i++ {
		c, ok := t.RawGetInt(i).(*lua.LTable)
		if !ok {
			return nil, fmt.Errorf("cards[%d] must be a table {code = ..., ...}", i)
		}
		code, _, aliases, points := nameEntry(c)
		out = append(out, core.CardSpec{Code: code, Aliases: aliases, Points: points,
			Suit: lua.LVAsString(c.RawGetString("suit")), Rank: lua.LVAsString(c.RawGetString("rank")),
			Kind: lua.LVAsString(c.RawGetString("kind")), Copies: int(lua.LVAsNumber(c.RawGetString("copies")))})
	}
	return out, nil
}
