package decl

import (
	"reflect"
	"slices"

	"github.com/rulerun/rulerun/runtime/rules"
)

// Class is an editor class of the declarations: a table a script
// declares, and its fields.
type Class struct {
	Name, Doc string
	Fields    []Field
}

// declClass is a declaration struct as the editor and the reference name
// it, with the fields written by hand that are not data (functions).
type declClass struct {
	name, doc string
	typ       reflect.Type
	extra     []Field
}

// declClasses are the declarations a script writes, in the order the
// annotations list them; their fields are their struct tags.
var declClasses = []declClass{
	{"rulerun.CardsDecl", "A selection of cards: a card is selected when one of its fields is listed.", reflect.TypeFor[rules.Cards](), nil},
	{"rulerun.DealDecl", "game.deal: how a round is dealt.", reflect.TypeFor[rules.Deal](), nil},
	{"rulerun.StockDecl", "game.stock: where cards are drawn from and what happens when it runs out.", reflect.TypeFor[rules.Stock](), nil},
	{"rulerun.TurnDecl", "game.turn: how the turn passes.", reflect.TypeFor[rules.Turn](), nil},
	{"rulerun.EffectDecl", "An entry of game.effects: what the cards it selects do when played.", reflect.TypeFor[rules.Effect](), []Field{
		{"apply", "(fun(g: rulerun.G, seat: integer, move: rulerun.Move))?", "Anything else the cards do, after the declared parts of the effect."},
	}},
	{"rulerun.WinDecl", "game.win: how the game is won.", reflect.TypeFor[rules.Win](), nil},
	{"rulerun.PlayDecl", "A verb's play: the verb plays cards from the hand.", reflect.TypeFor[rules.Play](), nil},
	{"rulerun.MatchDecl", "What a card played alone must match.", reflect.TypeFor[rules.Match](), nil},
	{"rulerun.RunDecl", "Runs: consecutive ranks of the suit to follow.", reflect.TypeFor[rules.Run](), nil},
	{"rulerun.TrickDecl", "game.trick: a climbing game's trick; a verb with does = \"trick\" plays to it and one with does = \"pass\" passes.", reflect.TypeFor[rules.Trick](), nil},
	{"rulerun.DutyDecl", "An entry of game.duties: an obligation a seat may owe.", reflect.TypeFor[rules.Duty](), nil},
	{"rulerun.RoundsDecl", "game.match: a match of rounds to a target total, or of a number of rounds.", reflect.TypeFor[rules.Rounds](), nil},
	{"rulerun.KindDecl", "A kind of play of game.trick.", reflect.TypeFor[rules.Kind](), nil},
	{"rulerun.BombDecl", "A bomb of game.trick.", reflect.TypeFor[rules.Bomb](), nil},
	{"rulerun.LimitDecl", "game.limit: a cap on the game's moves, as a rule of the game.", reflect.TypeFor[rules.Limit](), nil},
	{"rulerun.TakeDecl", "A verb's take: the verb takes cards from a pile into the hand.", reflect.TypeFor[rules.Take](), nil},
	{"rulerun.MeldsDecl", "game.melds: a game of melds laid in a shared area every seat builds on (a rummy); verbs with does = \"meld\", \"add\" or \"layout\" lay them.", reflect.TypeFor[rules.Melds](), nil},
	{"rulerun.LastCardDecl", "game.trick.last_card: the rule of a seat left one card in a climbing game.", reflect.TypeFor[rules.LastCard](), nil},
	{"rulerun.BandDecl", "A line of game.match.by_count.", reflect.TypeFor[rules.Band](), nil},
}

// Classes are the editor classes of the declarations, in the order the
// annotations list them, made from the declarations' struct tags.
var Classes []Class

// init makes what reads and describes the declarations, in order: the
// converters and checks the reader uses, then the field lists made from
// the tags.
func init() {
	converters = newConverters()
	checks = map[reflect.Type]func(f *field, v any){
		reflect.TypeFor[rules.Play]():   checkPlay,
		reflect.TypeFor[rules.Rounds](): checkRounds,
	}
	Classes = classes()
	GameFields = allGameFields()
	VerbFields = append(slices.Clip(verbFuncs), fieldsOfType(reflect.TypeFor[rules.Verb]())...)
	gameFields = Names(GameFields)
	verbFields = Names(VerbFields)
}

func classes() []Class {
	out := make([]Class, len(declClasses))
	for i, c := range declClasses {
		out[i] = Class{Name: c.name, Doc: c.doc, Fields: append(fieldsOfType(c.typ), c.extra...)}
	}
	for _, c := range mechanicClasses() {
		out = append(out, Class{Name: c.name, Doc: c.doc, Fields: fieldsOfType(c.typ)})
	}
	return out
}

// mechanicClasses are the declarations the registered mechanics read
// (rules.MechanicDecls), each followed by its parts.
func mechanicClasses() []declClass {
	var out []declClass
	for _, md := range rules.MechanicDecls() {
		out = append(out, declClass{name: md.Class, doc: "game." + md.Field + ": " + md.Doc, typ: reflect.TypeOf(md.New()).Elem()})
		for _, p := range md.Parts {
			out = append(out, declClass{name: p.Class, doc: p.Doc, typ: reflect.TypeOf(p.New()).Elem()})
		}
	}
	return out
}

// checks are the checks of a declaration that its tags cannot say, run
// once its fields are read (and read well), by its type.
var checks map[reflect.Type]func(f *field, v any)

// classOf is the class name of a declaration struct (or a pointer to one);
// "table" for a type no class describes.
func classOf(t reflect.Type) string {
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	for _, c := range declClasses {
		if c.typ == t {
			return c.name
		}
	}
	for _, md := range rules.MechanicDecls() {
		for _, p := range md.Parts {
			if reflect.TypeOf(p.New()).Elem() == t {
				return p.Class
			}
		}
	}
	return "table"
}

// extraNames are the names of the fields of a declaration written by hand.
func extraNames(t reflect.Type) []string {
	for _, c := range declClasses {
		if c.typ == t {
			return fieldNames(c.extra)
		}
	}
	return nil
}

// fieldNames lists the names of a declaration's fields.
func fieldNames(fields []Field) []string {
	out := make([]string, len(fields))
	for i, f := range fields {
		out[i] = f.Name
	}
	return out
}

// scriptDoes are the does words a verb may declare: the engine's
// mechanics (runtime/rules' registry).
func scriptDoes() []string { return slices.Clone(rules.Mechanics()) }
