package terminal

import (
	"fmt"
	"strings"

	"github.com/rulerun/rulerun/core"
)

// cardsHelp says what the cards of this game's deck are called: two codes
// of the deck as examples, the suits by code and name, and the ranks
// whose code is a letter standing for a word ("R raven", "S skip").
func cardsHelp(d *core.Deck) string {
	var codes []string
	for k := range d.Kinds() {
		c := d.Kind(k)
		if c.SuitIndex >= 0 && c.RankIndex >= 0 {
			codes = append(codes, c.Code)
		}
	}
	if len(codes) == 0 {
		for k := range min(d.Kinds(), 2) {
			codes = append(codes, d.Kind(k).Code)
		}
	}
	text := "Cards are codes"
	if len(codes) > 0 {
		examples := []string{codes[len(codes)/3]}
		if other := codes[2*len(codes)/3]; other != examples[0] {
			examples = append(examples, other)
		}
		text += " such as " + strings.Join(examples, " or ")
	}
	text += "; case does not matter."
	if suits := named(d.Suits(), func(s core.SuitSpec) (string, string) { return s.Code, s.Name }); suits != "" {
		text += " Suits: " + suits + "."
	}
	if ranks := named(d.Ranks(), func(r core.RankSpec) (string, string) { return r.Code, r.Name }); ranks != "" {
		text += " Ranks: " + ranks + "."
	}
	return text
}

// named lists, as "O orange, T teal", the specs whose code is letters and
// is not their name; "" when none is.
func named[S any](specs []S, codeName func(S) (string, string)) string {
	var out []string
	for _, s := range specs {
		code, name := codeName(s)
		if name == "" || strings.EqualFold(code, name) || strings.IndexFunc(code, isDigit) >= 0 {
			continue
		}
		out = append(out, fmt.Sprintf("%s %s", code, name))
	}
	return strings.Join(out, ", ")
}

func isDigit(r rune) bool { return r >= '0' && r <= '9' }
