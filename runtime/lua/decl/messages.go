package decl

import (
	"reflect"
	"strings"
)

// Messages: the texts a declaration gives the engine to show players. One
// convention names them all, so that a field's name says what its text is
// for, and the reference and the editor annotations type them alike:
//
//   - a refusal (rulerun.Refusal) is named why, or after what it refuses
//     with _why (not_last_why, stack_why); the refusals of an optional part
//     of a play's form are name_how and seat_how (a part missing) and
//     name_not and seat_not (a part not allowed);
//   - refusals by what is wrong (rulerun.Refusals) are a table named why,
//     {suit = "...", keep = "..."};
//   - a narration (rulerun.Narration) is named say, or after what it
//     narrates with _say (turn_up_say);
//   - a reason (rulerun.Reason) is named reason, or _reason.
//
// A field whose name does not say it (trick.not_a_play, turn.owed_why)
// says its kind in a msg tag; msg:"-" marks a text that is no message.

// MessageKind is a kind of message a declaration's field may hold.
type MessageKind struct {
	Type  string // its LuaLS type, an alias of string (or of a table of them)
	Named string // how the fields of the kind are named
	Doc   string
	tag   string // its msg tag
	Table bool   // a table of messages by key, not one
}

// MessageKinds are the kinds of message, in the order the reference
// lists them.
var MessageKinds = []MessageKind{
	{Type: "rulerun.Refusal", tag: "refusal", Named: "`why`, or `_why` after what it refuses (`not_last_why`); `name_how`, `seat_how` (a part missing) and `name_not`, `seat_not` (a part not allowed)",
		Doc: "A refusal: why a move is refused, shown to the player who tried it. Start it with the code of the rule it applies (\"R-7: a run needs three cards\"), which the coverage report and the rule tally count. Where its field says so, %s or {names} are filled in; a {name} its field does not fill is refused when the script loads. Without it the engine's words refuse the move."},
	{Type: "rulerun.Refusals", tag: "refusals", Table: true, Named: "`why = {...}`",
		Doc: "Refusals by what is wrong: a table of refusals by the keys its field lists, such as why = {suit = \"...\", keep = \"...\"}. A key left out keeps the engine's words."},
	{Type: "rulerun.Narration", tag: "narration", Named: "`say`, or `_say` after what it narrates (`turn_up_say`)",
		Doc: "A narration: a line of the game's log, a template about a seat: {seat} is the seat, and {verb|verbs} agrees with it (\"{seat} {play|plays} 8H.\"). Where its field says so, %s or {names} are filled in; a {name} its field does not fill is refused when the script loads. Without it the engine's words narrate."},
	{Type: "rulerun.Reason", tag: "reason", Named: "`reason`, or `_reason` after what it is the reason of (`out_reason`)",
		Doc: "A reason: what a result, or the cards a seat draws, are put down to, in the log and the game's result (\"the stock ran out (R-13)\")."},
}

// messageKind is the kind of message a field holds: its msg tag, or what
// its name says; nil for a field that holds none.
func messageKind(s spec) *MessageKind {
	tag := s.msg
	if tag == "" {
		tag = messageTagOf(s.name, kindRead(s.typ))
	}
	for i := range MessageKinds {
		if MessageKinds[i].tag == tag {
			return &MessageKinds[i]
		}
	}
	return nil
}

// messageTagOf is the kind of message a field's name says it holds.
func messageTagOf(name string, kind reflect.Kind) string {
	has := func(word string) bool { return name == word || strings.HasSuffix(name, "_"+word) }
	switch {
	case kind == reflect.Map && name == "why":
		return "refusals"
	case kind != reflect.String:
		return ""
	case has("why") || has("how") || strings.HasSuffix(name, "_not"):
		return "refusal"
	case has("say"):
		return "narration"
	case has("reason"):
		return "reason"
	}
	return ""
}

// kindRead is the kind of Lua value a field of type t reads: a message
// (rules.Message) is read from a string, a table of them from a table of
// strings.
func kindRead(t reflect.Type) reflect.Kind {
	switch t {
	case messageType:
		return reflect.String
	case messagesType:
		return reflect.Map
	}
	return t.Kind()
}
