package taking

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// How the cards count in a trick: a card may count as a suit not its own
// (Tricks.Suits: {JD = "H"}), and cards may rank above every other card of
// the suit they count as (Tricks.High: {"JH", "JD"}, highest first). Each
// is declared the same for every round, or as a function of the round and
// its trumps (mech.ForTrumps), its answer for the round's trumps read once
// they are made. The suit a card counts as is the suit it follows, leads,
// is followed by and wins as; bowers are the declared shorthand of one
// such count (follow_bowers.go).
//
// Both are kept as the reader of declarations keeps a function's answer:
// one word of canonical codes, "JD=H,JC=S" and "JH,JD".

// cardCount is how the cards count in the trick under way: the trumps
// (the suit's index, -1 for none), and the words of the round's cards
// counted as another suit and ranked high ("" for none).
type cardCount struct {
	trumps      int
	suits, high string
}

// counts checks the declared suits and high against the deck and keeps
// them as words.
func (f *followMech) counts(d *core.Deck) error {
	f.counted = f.Suits != nil || f.High != nil || f.SuitsFn != 0 || f.HighFn != 0
	if f.counted && f.Bowers != nil {
		return fmt.Errorf("tricks: declare bowers, or suits and high, not both (bowers are their shorthand)")
	}
	var words []string
	for _, code := range slices.Sorted(maps.Keys(f.Suits)) {
		k, ok := d.Lookup(code)
		s, ok2 := d.SuitIndex(f.Suits[code])
		if !ok || !ok2 {
			return fmt.Errorf("tricks suits: %s = %q: name a card of the deck and a suit of the deck", code, f.Suits[code])
		}
		words = append(words, d.Kind(k).Code+"="+d.Suits()[s].Code)
	}
	f.suitsWord = strings.Join(words, ",")
	words = nil
	for _, code := range f.High {
		k, ok := d.Lookup(code)
		if !ok || slices.Contains(words, d.Kind(k).Code) {
			return fmt.Errorf("tricks high: %q: name distinct cards of the deck", code)
		}
		words = append(words, d.Kind(k).Code)
	}
	f.highWord = strings.Join(words, ",")
	return nil
}

// countNow is how the cards count in st: the trumps, with bowers or
// counted cards (else -1: the follow rule asks no more), and the round's
// counted cards.
func (f *followMech) countNow(st *core.State) cardCount {
	c := cardCount{trumps: -1}
	if f.bower < 0 && !f.counted {
		return c
	}
	c.trumps = f.trumpSuit(st)
	if f.counted {
		c.suits, c.high = f.suitsWord, f.highWord
		if f.SuitsFn != 0 {
			c.suits = mech.TrumpsWordIn(st, f.SuitsFn, c.trumps)
		}
		if f.HighFn != 0 {
			c.high = mech.TrumpsWordIn(st, f.HighFn, c.trumps)
		}
	}
	return c
}

// countedSuit is the suit the card of code counts as by the word suits
// ("JD=H,..."), and whether it names the card.
func countedSuit(d *core.Deck, suits, code string) (int, bool) {
	for suits != "" {
		var entry string
		entry, suits, _ = strings.Cut(suits, ",")
		if card, suit, _ := strings.Cut(entry, "="); card == code {
			return d.SuitIndex(suit)
		}
	}
	return 0, false
}

// highPlace is how high the card of code ranks among the cards of the word
// high ("JH,JD", highest first): above every rank of the deck, or -1 when
// the word does not name it.
func highPlace(high, code string) int {
	for place := 0; high != ""; place++ {
		var card string
		card, high, _ = strings.Cut(high, ",")
		if card == code {
			return highRank - place
		}
	}
	return -1
}

// highRank is the rank in its suit of a counted card ranked highest
// (highPlace): above every rank of a deck, below every trump (rankOf).
const highRank = 999
