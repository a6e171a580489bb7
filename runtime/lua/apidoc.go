package lua

import (
	"cmp"
	"fmt"
	"strings"

	"github.com/rulerun/rulerun/runtime/lua/bind"
	"github.com/rulerun/rulerun/runtime/lua/decl"
)

// APIReference writes the reference of every function of g and of piles,
// in Markdown, from the same tables that install them.
func APIReference() string {
	var b strings.Builder
	section := func(title, intro string, fns []bind.Func) {
		fmt.Fprintf(&b, "### %s\n\n%s\n\n| call | what it does |\n|---|---|\n", title, intro)
		for _, f := range fns {
			fmt.Fprintf(&b, "| `%s` | %s |\n", f.Sig, strings.ReplaceAll(f.Doc, "|", "\\|"))
		}
		b.WriteString("\n")
	}
	section("Game methods", "Called on the `g` every hook receives, as `g:name(...)`. Seats count from 1.", bind.CoreGameFuncs())
	section("Pile methods", "Called on a pile from `g.piles` or `g:pile`, as `p:name(...)`. Positions count from 1 at the bottom; the top is the last card.", bind.CorePileFuncs())
	section("The out object", "Given to a verb's `generate` (or an open verb's `sample`) as its third argument, as `out:name(...)`.", bind.OutFuncs())
	if len(bind.ComboFuncs()) > 0 {
		section("Combinations", "For climbing games: classifying, listing and comparing plays.", bind.ComboFuncs())
	}
	if len(bind.MeldFuncs()) > 0 {
		section("Melds", "For rummy games: checking a meld, a whole arrangement of the melds on the table, and listing the melds a hand can lay.", bind.MeldFuncs())
	}
	section("Declared games", "For a script that declares its game's structure (game.deal): reading where the round stands, and asking the engine for its mechanics.", bind.DeclaredFuncs())
	declarations(&b)
	return b.String()
}

// declarations writes the fields of each declaration a script that declares
// its game's structure may write.
func declarations(b *strings.Builder) {
	b.WriteString("### Declarations\n\nThe tables a script that declares its game's structure writes (see docs/writing-a-game.md). " +
		"Each of game.deal, game.stock, game.turn, game.effects, game.call, game.win and a verb's play may also be a function(options, seats) returning the table.\n\n")
	messages(b)
	funcFields(b)
	for _, c := range decl.Classes {
		fmt.Fprintf(b, "#### %s\n\n%s\n\n| field | type | meaning |\n|---|---|---|\n", strings.TrimPrefix(c.Name, "rulerun."), c.Doc)
		for _, f := range c.Fields {
			fmt.Fprintf(b, "| `%s` | `%s` | %s |\n", f.Name, strings.ReplaceAll(f.Type, "|", "\\|"), strings.ReplaceAll(f.Doc, "|", "\\|"))
		}
		b.WriteString("\n")
	}
}

// messages writes the convention of the declarations' message fields: each
// kind of message, how its fields are named, and what its text is.
func messages(b *strings.Builder) {
	b.WriteString("#### Messages\n\nThe texts a declaration gives the engine to show players are its message fields, of four kinds; " +
		"a field's name says its kind, and its type below names it.\n\n| type | named | what the text is |\n|---|---|---|\n")
	for _, k := range decl.MessageKinds {
		fmt.Fprintf(b, "| `%s` | %s | %s |\n", k.Type, k.Named, strings.ReplaceAll(k.Doc, "|", "\\|"))
	}
	b.WriteString("\n")
}

// funcFields writes the list of the fields a script may declare as a
// function(at) in place of a value, made from the tags the reader reads.
func funcFields(b *strings.Builder) {
	b.WriteString("#### Fields that take a function\n\nThese fields may be a function(at) instead of a value (issue #41), " +
		"called with the context rulerun.At (at.round, at.played, at.seats, at.pack, at.dealer, at.scores, at.trumps) and returning what the field holds; " +
		"a function in any other field is refused when the game starts, at its line. " +
		"A function of the round is called once as each round starts, before its deal, in the order declared, its answer holding for the round; " +
		"one of the game once as the game starts, before the first dealer is chosen; one of the match's end (only ever a function) once as the match ends, its scores final; " +
		"one of the round and its trumps as each round starts, once with each suit of the deck as at.trumps and once with none, its answer for the round's trumps holding for the round; one asked (only ever a function) whenever the engine needs its answer, true or false, never kept. " +
		"The answers are kept with the game: saved, resumed and copied with it.\n\n" +
		"| field | its declaration | called |\n|---|---|---|\n")
	for _, f := range decl.FuncFields() {
		when := "once a " + f.Life
		switch f.Life {
		case "end":
			when = "once, as the match ends"
		case "trumps":
			when = "once a round for each trumps"
		case "asked":
			when = "whenever asked, never kept"
		}
		fmt.Fprintf(b, "| `%s` | %s | %s |\n", cmp.Or(f.Path, f.Name), strings.TrimPrefix(f.Class, "rulerun."), when)
	}
	b.WriteString("\n")
}
