package rules

import "github.com/rulerun/rulerun/runtime/rules/mech"

// Message is one message field of a declaration (mech.Message).
type Message = mech.Message

// Messages are refusals by what is wrong (mech.Messages).
type Messages = mech.Messages
