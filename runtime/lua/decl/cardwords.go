package decl

import (
	"fmt"
	"slices"
	"strings"

	lua "github.com/yuin/gopher-lua"
)

// A function of how the cards count (tricks.suits, tricks.high) answers a
// table of cards, which its field keeps as one word of the cards' and the
// suits' canonical codes: "JD=H,JC=S" for a table of cards to suits (the
// cards in the deck's order), "JH,JD" for a list of cards (in its order).
// The engine reads the word back with no look-up of a code it does not
// hold (runtime/rules/taking).

// hasSuit reports whether code is a suit of the function's deck.
func (fn *Func) hasSuit(code string) bool {
	_, ok := fn.Deck.SuitIndex(code)
	return ok
}

// suitCodes are the codes of the deck's suits.
func (fn *Func) suitCodes() []string {
	var out []string
	if fn.Deck != nil {
		for _, s := range fn.Deck.Suits() {
			out = append(out, s.Code)
		}
	}
	return out
}

// cardWords reads v, a table of cards to suits (CardSuits) or a list of
// distinct cards (CardList) of the deck, as the word its field keeps.
func (fn *Func) cardWords(v lua.LValue) (string, error) {
	t, ok := v.(*lua.LTable)
	if !ok || fn.Deck == nil {
		return "", fn.cardsWrong()
	}
	if fn.Kind == CardList {
		return fn.cardList(t)
	}
	type entry struct{ kind, suit int }
	var entries []entry
	var err error
	t.ForEach(func(k, s lua.LValue) {
		card, ok := fn.Deck.Lookup(lua.LVAsString(k))
		suit, ok2 := fn.Deck.SuitIndex(lua.LVAsString(s))
		if _, isStr := k.(lua.LString); !ok || !ok2 || !isStr {
			err = fn.cardsWrong()
		}
		entries = append(entries, entry{card, suit})
	})
	if err != nil {
		return "", err
	}
	slices.SortFunc(entries, func(a, b entry) int { return a.kind - b.kind })
	words := make([]string, len(entries))
	for i, e := range entries {
		words[i] = fn.Deck.Kind(e.kind).Code + "=" + fn.Deck.Suits()[e.suit].Code
	}
	return strings.Join(words, ","), nil
}

// cardList reads t, a list of distinct cards of the deck.
func (fn *Func) cardList(t *lua.LTable) (string, error) {
	n := 0
	t.ForEach(func(_, _ lua.LValue) { n++ })
	if n != t.Len() {
		return "", fn.cardsWrong() // not a list
	}
	words := make([]string, 0, n)
	for i := 1; i <= n; i++ {
		k, ok := fn.Deck.Lookup(lua.LVAsString(t.RawGetInt(i)))
		if _, isStr := t.RawGetInt(i).(lua.LString); !ok || !isStr || slices.Contains(words, fn.Deck.Kind(k).Code) {
			return "", fn.cardsWrong()
		}
		words = append(words, fn.Deck.Kind(k).Code)
	}
	return strings.Join(words, ","), nil
}

// cardsWrong says what a function of how the cards count must return.
func (fn *Func) cardsWrong() error {
	if fn.Kind == CardList {
		return fmt.Errorf("must return a list of distinct cards of the deck, such as {\"JH\", \"JD\"} (or {} for none)")
	}
	return fmt.Errorf("must return a table of cards of the deck to suits of the deck, such as {JD = \"H\"} (or {} for none)")
}
