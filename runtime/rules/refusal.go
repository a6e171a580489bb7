package rules

import "github.com/rulerun/rulerun/runtime/rules/mech"

// refusal is why a move is refused, and the declaration that refused it
// (mech.Refusal).
type refusal = mech.Refusal

// legal is the refusal of nothing (mech.Legal).
var legal = mech.Legal

// refuse refuses with why, the words of msg (mech.Refuse).
func refuse(msg *Message, why string) refusal { return mech.Refuse(msg, why) }

// refuseUnder refuses with text put under rule (mech.RefuseUnder).
func refuseUnder(rule, msg *Message, text string) refusal { return mech.RefuseUnder(rule, msg, text) }
