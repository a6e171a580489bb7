package decl

import (
	"reflect"
	"slices"

	"github.com/rulerun/rulerun/runtime/rules"
)

// Field is one field a script declares or reads: a field of the game
// table, of a verb's entry, of a card or of a shape. The same lists check a
// script's declarations, and write the reference and the editor annotations
// (runtime/lua's LuaLSAnnotations), so all three always agree.
type Field struct {
	Name string
	Type string // its type in LuaLS notation, such as "integer" or "fun(g: rulerun.G)"
	Doc  string
}

// GameFields is every field of the game table a script returns: those
// written here, and the declarations of a declared game (rules.Decl's
// tags) after rules.
var GameFields []Field

func allGameFields() []Field {
	i := slices.IndexFunc(infoFields, func(f Field) bool { return f.Name == "rules" }) + 1
	return slices.Concat(infoFields[:i], fieldsOfType(reflect.TypeFor[rules.Decl]()), mechanicFields(), infoFields[i:])
}

// infoFields are the fields of the game table that are not a declared
// game's declarations: what ReadInfo reads, and the hooks.
var infoFields = []Field{
	{"name", "string", "The game's name (required)."},
	{"description", "string?", "One or two sentences shown to players."},
	{"seats", "{min: integer, max: integer, default: integer, teams: integer[][]?}?", "How many seats the game takes, at most 64; teams, in a game of one number of seats, lists the partnerships, such as {{1, 3}, {2, 4}}: partners score together (each seat of a team gets its points), share a win, and stand alike for the bots, while each sees only its own hand."},
	{"options", "table<string, rulerun.OptionDecl>?", "The game's options, read as g.options.name; players set them with --opt name=value."},
	{"moves", "string[]?", "The notation: one pattern per verb, such as \"play <cards> [call <suit>]\", in the order moves are listed."},
	{"verbs", "table<string, rulerun.Verb>", "For each verb of moves, the functions that are its rules (required)."},
	{"piles", "table<string, string|rulerun.PileDecl>?", "The piles every game starts with: name = visibility, or a table."},
	{"start", "string?", "The pile that holds every card, unshuffled, before setup; the first declared pile by default."},
	{"deck", "table|fun(options: table<string, any>, seats: integer): table", "The deck, or a function of the options and the number of seats returning one."},
	{"rules", "table?", "Your own table of rule functions, so that a variant can replace one."},
	{"first_dealer", "(fun(g: rulerun.G): integer)?", "Declared games: chooses the first dealer before the first deal, instead of deal.dealer (by drawing cards for it, say, which it puts back): returns the seat."},
	{"after_deal", "(fun(g: rulerun.G))?", "Declared games: runs after the deal of every round (setup runs only after the first), for what the start of a round adds, such as the rules of the card turned up."},
	{"setup", "fun(g: rulerun.G)", "Deals and sets who starts (required unless deal is declared; then it runs after the deal, for what the game adds)."},
	{"to_act", "fun(g: rulerun.G): integer?, integer[]?", "Returns the seat that must decide, and optionally the seats that may act out of turn now (required unless deal is declared)."},
	{"status", "(fun(g: rulerun.G, seat: integer): string?)?", "A one-line summary of the table shown to players."},
	{"standing", "(fun(g: rulerun.G, seat: integer): number)?", "How well seat stands, for the bots: a number of 0 or more, more is better. The search bot shares a win among the seats in proportion when it judges a game still going, and greedy plays the move after which its seat's share is largest. Without it, a seat stands 1/(1+cards held)^2."},
}

// VerbFields is every field of a verb's entry in game.verbs: its functions
// and flags, written here, then what a declared game's verb declares
// (rules.Verb's tags); a verb may also have a rule for each optional part
// of its form, named after the part.
var VerbFields []Field

// verbFuncs are the fields of a verb's entry that are its functions, and
// the flags of a verb of functions.
var verbFuncs = []Field{
	{"check", "(fun(g: rulerun.G, seat: integer, move: rulerun.Move): string|boolean|nil, string?)?", "Whether seat may make move now: nothing when it may, the reason (naming the rule) when it may not."},
	{"apply", "fun(g: rulerun.G, seat: integer, move: rulerun.Move)", "What the move does (required); it runs only after check accepted the move."},
	{"generate", "(fun(g: rulerun.G, seat: integer, out: rulerun.Out))?", "Proposes the moves of this verb that may be legal now, with out:add and out:each."},
	{"sample", "(fun(g: rulerun.G, seat: integer, out: rulerun.Out))?", "For an open verb: proposes some of its moves, which bots choose among."},
	{"open", "boolean?", "True for a verb whose legal moves are too many to list; it has sample instead of generate."},
	{"example", "string?", "For an open verb: an example move the terminal shows with its form."},
	{"out_of_turn", "boolean?", "True for a verb that the seats to_act lists besides the one to decide may make."},
}

// Names is the set of names of a field list.
func Names(fields []Field) map[string]bool {
	out := make(map[string]bool, len(fields))
	for _, f := range fields {
		out[f.Name] = true
	}
	return out
}

// mechanicFields are the fields of the game table the registered
// mechanics read (rules.MechanicDecls).
func mechanicFields() []Field {
	var out []Field
	for _, md := range rules.MechanicDecls() {
		out = append(out, Field{md.Field, md.Class + "|fun(options: table<string, any>, seats: integer): " + md.Class, md.Doc})
	}
	return out
}
