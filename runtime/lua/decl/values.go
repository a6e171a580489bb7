package decl

import (
	"fmt"
	"reflect"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules"
	lua "github.com/yuin/gopher-lua"
)

// A field that may be a value or a function of the moment (issue #41, "a
// function wherever a value is declared") says so by its fn tag, the
// function's lifetime (rules.FuncLife):
//
//	Hand   int `lua:"hand" fn:"round" doc:"..."`
//	HandFn rules.Func
//
// A value declared is read as any other, and the engine calls no script
// for it; a function is kept in the plan's list of functions (Plan.Funcs,
// and rules.Decl.Funcs for the engine) and its number set in the struct's
// field of the same name with Fn after it, for the engine to call with
// the context rules.At as its lifetime starts. What it must return is the
// field's kind: a whole number, a seat, true or false, a word of the
// field's choices, or a string. A function in a field without the tag is
// refused as any value of the wrong type.

// lives are the lifetimes an fn tag may name.
var lives = map[string]rules.FuncLife{"round": rules.ForRound, "game": rules.ForGame, "trumps": rules.ForTrumps}

// Func is a function declared in place of a value, with the path that
// names it in errors ("game.deal.hand") and what it must return.
type Func struct {
	Fn   *lua.LFunction
	Path string
	Life rules.FuncLife
	Kind Kind
	// Choices are the words a choice field's function may return, the
	// default first.
	Choices []string
	// Deck is the game's deck, for a function that answers its suits or
	// cards (Suit, CardSuits, CardList).
	Deck *core.Deck
}

// Kind is what a function declared in place of a value must return, by
// the Go type of its field.
type Kind int

const (
	// Whole is a whole number of 0 or more (an int field).
	Whole Kind = iota
	// Seat is a seat numbered from 1, or 0 for one at random (as:"seat").
	Seat
	// Choice is a word of the field's choices, kept as its place (an int
	// or a bool field of a choice tag) or as itself (a string field).
	Choice
	// Flag is true or false (a bool field).
	Flag
	// Text is any string (a string field).
	Text
	// Seats is a list of distinct seats numbered from 1, kept as a set
	// (bit s for seat s from 0): the match's winners.
	Seats
	// Suit is the code of a suit of the deck, or "none" (a string field
	// tagged answer:"suit": the trumps), kept as the word returned.
	Suit
	// CardSuits is a table of cards of the deck to suits of the deck
	// ({JD = "H"}: a map field), kept as one word (cardWords).
	CardSuits
	// CardList is a list of distinct cards of the deck ({"JH", "JD"}: a
	// list field), kept as one word (cardWords).
	CardList
)

// kindOf is the kind of the field s.
func kindOf(s spec) Kind {
	switch {
	case s.as == "seat":
		return Seat
	case s.answer == "suit":
		return Suit
	case s.typ.Kind() == reflect.Map:
		return CardSuits
	case s.typ.Kind() == reflect.Slice:
		return CardList
	case s.choices != nil:
		return Choice
	case s.typ.Kind() == reflect.Bool:
		return Flag
	case s.typ.Kind() == reflect.String:
		return Text
	}
	return Whole
}

// function reads field s of parent's struct when the script declares it
// as a function and s takes one (its fn tag), and reports whether it did.
func (f *field) function(s spec, parent reflect.Value) bool {
	fn, ok := f.get(s.name).(*lua.LFunction)
	if !ok || s.fn == "" {
		return false
	}
	if f.plan == nil {
		f.fail(s.name, "may be a function only in a declared game's tables")
		return true
	}
	var words []string
	for _, c := range s.choices {
		words = append(words, c.word)
	}
	f.plan.funcs = append(f.plan.funcs, Func{Fn: fn, Path: f.path + "." + s.name, Life: lives[s.fn], Kind: kindOf(s), Choices: words,
		Deck: f.plan.game.Deck})
	parent.FieldByName(parent.Type().Field(s.index).Name + "Fn").SetInt(int64(len(f.plan.funcs))) // a rules.Func
	return true
}

// declared is the engine's list of the plan's functions (rules.Decl.Funcs).
func (rd *planReader) declared() []rules.FuncDecl {
	if len(rd.funcs) == 0 {
		return nil
	}
	out := make([]rules.FuncDecl, len(rd.funcs))
	for i, fn := range rd.funcs {
		out[i] = rules.FuncDecl{Path: fn.Path, Life: fn.Life}
	}
	return out
}

// Answer reads what the function returned, v, as its field keeps it: a
// number (a whole number, a seat from 0, a choice's place, 1 for true) or
// a word (a string field's). seats bounds a seat. It says what is wrong
// when v is not of the field's kind.
func (fn *Func) Answer(v lua.LValue, seats int) (int, string, error) {
	switch fn.Kind {
	case Seat:
		if n, ok := v.(lua.LNumber); ok && n >= 0 && int(n) <= seats && float64(int(n)) == float64(n) {
			return int(n) - 1, "", nil
		}
		return 0, "", fmt.Errorf("must return a seat from 1 to %d, or 0 for one at random", seats)
	case Choice:
		if s, ok := v.(lua.LString); ok {
			for i, w := range fn.Choices {
				if w == string(s) && w != "" {
					return i, fn.word(i), nil
				}
			}
		}
		return 0, "", fmt.Errorf("must return %s", quoteList(fn.words()))
	case Flag:
		switch v {
		case lua.LTrue:
			return 1, "", nil
		case lua.LFalse:
			return 0, "", nil
		}
		return 0, "", fmt.Errorf("must return true or false")
	case Text:
		if s, ok := v.(lua.LString); ok {
			return 0, string(s), nil
		}
		return 0, "", fmt.Errorf("must return a string")
	case Seats:
		return seatSet(v, seats)
	case Suit:
		if w, ok := v.(lua.LString); ok && (w == "none" || fn.Deck != nil && fn.hasSuit(string(w))) {
			return 0, string(w), nil
		}
		return 0, "", fmt.Errorf("must return a suit of the deck (%s) or \"none\"", quoteList(fn.suitCodes()))
	case CardSuits, CardList:
		word, err := fn.cardWords(v)
		return 0, word, err
	}
	if n, ok := v.(lua.LNumber); ok && n >= 0 && float64(int(n)) == float64(n) {
		return int(n), "", nil
	}
	return 0, "", fmt.Errorf("must return a whole number of 0 or more")
}

// word is what a string choice field keeps for its i-th word: "" for the
// default, as the reader reads it declared.
func (fn *Func) word(i int) string {
	if i == 0 {
		return ""
	}
	return fn.Choices[i]
}

// words lists the words the function may return.
func (fn *Func) words() []string {
	var out []string
	for _, w := range fn.Choices {
		if w != "" {
			out = append(out, w)
		}
	}
	return out
}

// fnType is the LuaLS type of a field that may be a function: its value's
// type, or a function of rulerun.At returning one.
func fnType(s spec, t string) string {
	base := strings.TrimSuffix(t, "?")
	return "(" + base + "|fun(at: rulerun.At): " + base + ")?"
}

// fnDoc is what the doc of a field that may be a function says of it,
// after the field's own doc.
func fnDoc(s spec) string {
	when := "once as each round starts, before its deal: its answer holds for the round"
	switch lives[s.fn] {
	case rules.ForTrumps:
		when = "as each round starts, before its deal, once with each suit of the deck as at.trumps and once with at.trumps nil (no trumps): the answer for the round's trumps holds for the round, once they are made"
	case rules.ForGame:
		when = "once as the game starts, before the first dealer is chosen: its answer holds for the whole game"
	}
	return " Or a function(at) returning it, called " + when + " (rulerun.At)."
}

// readPredicate reads a field that may only be a function (a move's when
// = function(at, move)): kept in the plan's list of functions, called
// whenever the engine asks it (rules.WhenAsked, never at a lifetime's
// start), its number set in the field itself (a rules.Func); absent is 0,
// none.
func readPredicate(f *field, s spec, _, v reflect.Value) {
	readWhenAsked(f, s, v, "must be a function(at, move) returning true or false")
}

// readBeats reads a field that may only be a function of what beats what
// (tricks.beats = function(at, card, best), beating.beats = function(at,
// card, on)): as a predicate (readPredicate), asked of two cards.
func readBeats(f *field, s spec, _, v reflect.Value) {
	readWhenAsked(f, s, v, "must be a function(at, card, on) returning true or false")
}

// readBeatsPlay reads a field that may only be a function of what beats
// what in a climbing trick (trick.beats = function(at, play, on)): as a
// predicate (readPredicate), asked of two plays.
func readBeatsPlay(f *field, s spec, _, v reflect.Value) {
	readWhenAsked(f, s, v, "must be a function(at, play, on) returning true or false")
}

// readWhenAsked reads a function the engine asks whenever it needs its
// answer into v (a rules.Func), or refuses what is not one with wrong.
func readWhenAsked(f *field, s spec, v reflect.Value, wrong string) {
	switch fn := f.get(s.name).(type) {
	case *lua.LFunction:
		if f.plan == nil {
			f.fail(s.name, "may be a function only in a declared game's tables")
			return
		}
		f.plan.funcs = append(f.plan.funcs, Func{Fn: fn, Path: f.path + "." + s.name, Life: rules.WhenAsked})
		v.SetInt(int64(len(f.plan.funcs)))
	case *lua.LNilType:
	default:
		f.fail(s.name, "%s", wrong)
	}
}

// seatSet reads v, a list of distinct seats from 1 to seats, as a set: bit
// s for seat s from 0.
func seatSet(v lua.LValue, seats int) (int, string, error) {
	wrong := fmt.Errorf("must return a list of distinct seats from 1 to %d, such as {1, 3} (or {} for none)", seats)
	t, ok := v.(*lua.LTable)
	if !ok || t.Len() > seats {
		return 0, "", wrong
	}
	set, n := 0, 0
	t.ForEach(func(_, _ lua.LValue) { n++ })
	if n != t.Len() {
		return 0, "", wrong // not a list
	}
	for i := 1; i <= t.Len(); i++ {
		s, ok := t.RawGetInt(i).(lua.LNumber)
		if !ok || s < 1 || int(s) > seats || float64(int(s)) != float64(s) || set&(1<<(int(s)-1)) != 0 {
			return 0, "", wrong
		}
		set |= 1 << (int(s) - 1)
	}
	return set, "", nil
}

// readAtEnd reads a field that may only be a function of the match's end
// (match.winners = function(at) return {1, 3} end): kept in the plan's
// list of functions, called once as the match ends (rules.AtMatchEnd), its
// number set in the field itself (a rules.Func); absent is 0, none.
func readAtEnd(f *field, s spec, _, v reflect.Value) {
	switch fn := f.get(s.name).(type) {
	case *lua.LFunction:
		if f.plan == nil {
			f.fail(s.name, "may be a function only in a declared game's tables")
			return
		}
		f.plan.funcs = append(f.plan.funcs, Func{Fn: fn, Path: f.path + "." + s.name, Life: rules.AtMatchEnd, Kind: Seats})
		v.SetInt(int64(len(f.plan.funcs)))
	case *lua.LNilType:
	default:
		f.fail(s.name, "must be a function(at) returning a list of seats")
	}
}
