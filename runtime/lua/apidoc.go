package lua

import (
	"fmt"
	"strings"
)

// APIReference writes the reference of every function of g and of piles,
// in Markdown, from the same tables that install them.
func APIReference() string {
	var b strings.Builder
	section := func(title, intro string, fns []apiFunc) {
		fmt.Fprintf(&b, "### %s\n\n%s\n\n| call | what it does |\n|---|---|\n", title, intro)
		for _, f := range fns {
			fmt.Fprintf(&b, "| `%s` | %s |\n", f.sig, strings.ReplaceAll(f.doc, "|", "\\|"))
		}
		b.WriteString("\n")
	}
	section("Game methods", "Called on the `g` every hook receives, as `g:name(...)`. Seats count from 1.", gameAPI)
	section("Pile methods", "Called on a pile from `g.piles` or `g:pile`, as `p:name(...)`. Positions count from 1 at the bottom; the top is the last card.", pileAPI)
	section("The out object", "Given to a verb's `generate` (or an open verb's `sample`) as its third argument, as `out:name(...)`.", emitAPI)
	if len(comboGameAPI)+len(comboPileAPI) > 0 {
		section("Combinations", "For climbing games: classifying, listing and comparing plays.", append(append([]apiFunc(nil), comboGameAPI...), comboPileAPI...))
	}
	if len(meldGameAPI) > 0 {
		section("Melds", "For rummy games: checking a meld, and a whole arrangement of the melds on the table.", meldGameAPI)
	}
	return b.String()
}
