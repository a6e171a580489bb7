package rules

import (
	"fmt"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Func and At are a function declared in place of a value and the context
// it is called with, FuncDecl what the engine knows of one (its path and
// its lifetime, a FuncLife): mech.Func, mech.At, mech.FuncDecl, mech.Life.
// Decl.Funcs lists the plan's, by Func from 1.
type (
	Func     = mech.Func
	At       = mech.At
	FuncDecl = mech.FuncDecl
	FuncLife = mech.Life
)

// The lifetimes of a function declared in place of a value (mech.Life):
// called as each round starts, as the game starts, whenever asked (a
// move's predicate), as the match ends (its winners), or as each round
// starts once for each trumps it may have (how the cards count in a trick).
const (
	ForRound   = mech.ForRound
	ForGame    = mech.ForGame
	WhenAsked  = mech.WhenAsked
	AtMatchEnd = mech.AtMatchEnd
	ForTrumps  = mech.ForTrumps
)

// Valuer is the script's code that gives a value declared as a function:
// Value calls the function fn (from 1) with the context a and returns its
// answer as its field keeps it, a number (a whole number, a seat from 0, a
// choice's place, 1 for true) or a word. The script's Hooks answer it.
type Valuer interface {
	Value(c *Ctx, fn Func, a At) (n int, word string, err error)
}

// atNow is the context of a call as a round starts on st, dealer dealing
// (-1 before the first dealer is chosen).
func atNow(st *core.State, dealer int) At {
	return At{Round: st.RoundNumber(), Played: st.RoundNumber() - 1, Seats: st.Seats(), Pack: st.Deck().Size(),
		Dealer: dealer, Scores: st.Score().Totals}
}

// callValues calls every function fs of the declaration whose lifetime is
// life, in the order declared, with the context a (the script's code h
// calls them), and keeps their answers in st (mech.Values): the one place
// the engine calls them, as the game starts (ForGame, before the first
// dealer is chosen), as each round starts (ForRound, before its deal) and
// as the match ends (AtMatchEnd, its result set).
// A declaration without one calls nothing.
func callValues(h Hooks, fs []FuncDecl, st *core.State, life mech.Life, a At) error {
	if len(fs) == 0 {
		return nil
	}
	vr, ok := h.(Valuer)
	if !ok {
		return fmt.Errorf("%s: a function needs the script's code", fs[0].Path)
	}
	c, v := &Ctx{State: st, ReadOnly: true}, mech.ValuesRef(st, len(fs))
	for i, f := range fs {
		if f.Life == mech.ForTrumps && life == ForRound {
			word, err := askTrumps(vr, c, Func(i+1), a)
			if err != nil {
				return err
			}
			v.Keep(Func(i+1), 0, word)
		}
		if f.Life != life {
			continue
		}
		n, word, err := vr.Value(c, Func(i+1), a)
		if err != nil {
			return err
		}
		v.Keep(Func(i+1), n, word)
	}
	return nil
}

// askTrumps calls fn, a function of the round and its trumps
// (mech.ForTrumps), once with each suit of the deck as trumps and once
// with none, and returns its answers as one word (mech.TrumpsWordIn).
func askTrumps(vr Valuer, c *Ctx, fn Func, a At) (string, error) {
	var b strings.Builder
	for _, s := range c.State.Deck().Suits() {
		a.Trumps = s.Code
		_, word, err := vr.Value(c, fn, a)
		if err != nil {
			return "", err
		}
		b.WriteString(word)
		b.WriteString(mech.TrumpsSep)
	}
	a.Trumps = ""
	_, word, err := vr.Value(c, fn, a)
	b.WriteString(word)
	return b.String(), err
}

// What a mechanic of a package of its own reads of a field the
// declaration may give as a function (mech.Table): the answer kept in st,
// or the value declared with no look-up.

func (t view) Value(st *core.State, v int, fn Func) int { return mech.ValueIn(st, v, fn) }

func (t view) Word(st *core.State, v string, fn Func) string { return mech.WordIn(st, v, fn) }

func (t view) Flag(st *core.State, v bool, fn Func) bool { return mech.FlagIn(st, v, fn) }
