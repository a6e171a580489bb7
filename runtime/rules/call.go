package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/calling"
)

// The declared call and its catch are the mechanics of runtime/rules/calling;
// the declarations' reader and the front ends name them here.

// Call declares the call a seat makes when it will hold one card
// (calling.Call).
type Call = calling.Call

// Window is a time in which seats other than the one to act may answer out
// of turn (calling.Window).
type Window = calling.Window

// Missed is the seat that may be caught for a missed call in st, and
// whether there is one: for a binding or a front end to read.
func Missed(st *core.State) (int, bool) { return calling.Missed(st) }

// CallDeclared is the call the declaration gives (game.call), or nil.
func (d *Decl) CallDeclared() *Call {
	c, _ := d.Mechanics[doesCall].(*Call)
	return c
}
