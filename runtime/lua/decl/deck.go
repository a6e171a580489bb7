package decl

import (
	"fmt"
	"math"
	"slices"

	"github.com/rulerun/rulerun/core"
	lua "github.com/yuin/gopher-lua"
)

// ReadDeck builds the deck game.deck declares for these options and
// seats: a table, or a function of them returning one.
func (r *Reader) ReadDeck(options *lua.LTable, seats int) (*core.Deck, error) {
	v := r.table.RawGetString("deck")
	if fn, ok := v.(*lua.LFunction); ok {
		var err error
		if v, err = r.script.Call(fn, "deck", options, lua.LNumber(seats)); err != nil {
			return nil, err
		}
	}
	t, ok := v.(*lua.LTable)
	if !ok {
		return nil, r.Errorf("deck", "the game table needs deck = {preset = \"french52\"} or a function(options, seats) returning one")
	}
	spec, err := DeckSpec(t)
	if err == nil {
		var d *core.Deck
		if d, err = core.NewDeck(spec); err == nil {
			return d, nil
		}
	}
	return nil, r.Errorf("deck", "deck: %w", err)
}

// DeckSpec reads a deck declaration:
//
//	deck = {preset = "french52", ranks = {"3", ..., "A", "2"}, suits = {"S", "C", "D", "H"}, copies = 2}
//	deck = {suits = {{"R", "red"}, ...}, ranks = {"1", ..., "13"}, suit_first = true,
//	        product = {suits = {"R", "B"}}, cards = {{code = "W", kind = "wild", copies = 5}}}
//	deck = {preset = "french52", without = {"QC"}}
func DeckSpec(t *lua.LTable) (core.DeckSpec, error) {
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
	if err != nil {
		return spec, err
	}
	spec.Cards, err = without(spec.Cards, t.RawGetString("without"))
	return spec, err
}

// without removes from cards every copy of each card the list names by
// its code (deck.without: a pack with a card taken out), refusing a code
// the deck does not hold.
func without(cards []core.CardSpec, v lua.LValue) ([]core.CardSpec, error) {
	if v == lua.LNil {
		return cards, nil
	}
	t, ok := v.(*lua.LTable)
	if !ok {
		return cards, fmt.Errorf("without must list the codes of the cards taken out, such as {\"QC\"}")
	}
	n, err := listLen(t, "without")
	if err != nil {
		return cards, err
	}
	for i := 1; i <= n; i++ {
		code := t.RawGetInt(i).String()
		kept := slices.DeleteFunc(cards, func(c core.CardSpec) bool { return c.Code == code })
		if len(kept) == len(cards) {
			return kept, fmt.Errorf("without[%d]: the deck has no card %q to take out", i, code)
		}
		cards = kept
	}
	return cards, nil
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
				for i := 1; i <= min(a.Len(), MaxAliases); i++ {
					aliases = append(aliases, a.RawGetInt(i).String())
				}
			}
		} else {
			code, name = lua.LVAsString(x.RawGetInt(1)), lua.LVAsString(x.RawGetInt(2))
			for i := 3; i <= min(x.Len(), MaxAliases+2); i++ {
				aliases = append(aliases, x.RawGetInt(i).String())
			}
		}
		if p, ok := x.RawGetString("points").(lua.LNumber); ok && math.Abs(float64(p)) < 1e9 {
			points = int(p)
		}
	}
	return code, name, aliases, points
}

// declaresPoints reports whether an entry of a list gives its points.
func declaresPoints(v lua.LValue) bool {
	t, ok := v.(*lua.LTable)
	return ok && t.RawGetString("points") != lua.LNil
}

// MaxAliases is the most other spellings a suit, rank or card may have.
const MaxAliases = 16

// listLen is the length of a declared list, refused past the deck's size
// before anything is read from it.
func listLen(t *lua.LTable, what string) (int, error) {
	n := t.Len()
	if n > core.MaxDeckSize {
		return 0, fmt.Errorf("%s lists %d entries; a deck may have at most %d", what, n, core.MaxDeckSize)
	}
	return n, nil
}

// count reads a whole number between lo and hi, or def when v is nil.
func count(v lua.LValue, what string, def, lo, hi int) (int, error) {
	if v == lua.LNil {
		return def, nil
	}
	n, ok := v.(lua.LNumber)
	if !ok || float64(n) != math.Trunc(float64(n)) || float64(n) < float64(lo) || float64(n) > float64(hi) {
		return 0, fmt.Errorf("%s must be a whole number from %d to %d, not %s", what, lo, hi, v.String())
	}
	return int(n), nil
}

// suitList reads the suits; with a preset, plain codes reorder its suits.
func suitList(v lua.LValue, preset []core.SuitSpec) ([]core.SuitSpec, error) {
	t, ok := v.(*lua.LTable)
	if !ok {
		return preset, nil
	}
	n, err := listLen(t, "suits")
	if err != nil {
		return nil, err
	}
	var out []core.SuitSpec
	for i := 1; i <= n; i++ {
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
	n, err := listLen(t, "ranks")
	if err != nil {
		return nil, err
	}
	var out []core.RankSpec
	for i := 1; i <= n; i++ {
		code, name, aliases, points := nameEntry(t.RawGetInt(i))
		r := core.RankSpec{Code: code, Name: name, Aliases: aliases, Points: points}
		if name == "" && aliases == nil {
			for _, p := range preset {
				if p.Code == code || slices.Contains(p.Aliases, code) {
					r = p
				}
			}
			if declaresPoints(t.RawGetInt(i)) {
				r.Points = points // the script's points win over the preset's
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
	copies, err := count(t.RawGetString("copies"), "copies", 1, 0, 64)
	if err != nil {
		return err
	}
	suitFirst := lua.LVAsBool(t.RawGetString("suit_first"))
	if pt, ok := p.(*lua.LTable); ok {
		suits = filterSuits(spec.Suits, pt.RawGetString("suits"))
		ranks = filterRanks(spec.Ranks, pt.RawGetString("ranks"))
		if copies, err = count(pt.RawGetString("copies"), "product.copies", copies, 0, 64); err != nil {
			return err
		}
	}
	// Checked before the cards are made: thousands of suits by thousands of
	// ranks would otherwise make millions of declarations first.
	if n := len(suits) * len(ranks) * max(copies, 1); n > core.MaxDeckSize {
		return fmt.Errorf("the deck would have %d cards (%d suits by %d ranks, %d copies); a deck may have at most %d",
			n, len(suits), len(ranks), max(copies, 1), core.MaxDeckSize)
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
	n, err := listLen(t, "cards")
	if err != nil {
		return nil, err
	}
	var out []core.CardSpec
	for i := 1; i <= n; i++ {
		c, ok := t.RawGetInt(i).(*lua.LTable)
		if !ok {
			return nil, fmt.Errorf("cards[%d] must be a table {code = ..., ...}", i)
		}
		code, _, aliases, points := nameEntry(c)
		copies, err := count(c.RawGetString("copies"), fmt.Sprintf("cards[%d].copies", i), 1, 0, core.MaxDeckSize)
		if err != nil {
			return nil, err
		}
		out = append(out, core.CardSpec{Code: code, Aliases: aliases, Points: points,
			Suit: lua.LVAsString(c.RawGetString("suit")), Rank: lua.LVAsString(c.RawGetString("rank")),
			Kind: lua.LVAsString(c.RawGetString("kind")), Copies: copies})
	}
	return out, nil
}
