package decl

import "github.com/rulerun/rulerun/runtime/rules"

// The declarations house rules use: stacking draw penalties and moving
// hands (effects), jumping in and naming a seat (plays). Drawing until
// playable is read with the verb (until_playable, must_play).

// readHouseEffect reads an effect's stack and hands fields.
func readHouseEffect(f *field, e *rules.Effect) {
	e.Stack, e.StackWhy, e.StackText = f.flag("stack"), f.str("stack_why"), f.str("stack_say")
	switch hands := f.str("hands"); hands {
	case "":
	case "swap":
		e.Hands = rules.HandsSwap
	case "pass":
		e.Hands = rules.HandsPass
	default:
		f.fail("hands", "must be \"swap\" (with the seat the play names) or \"pass\" (every hand to the next seat), not %q", hands)
	}
}

// readHousePlay reads a play's jump-in and seat fields.
func (rd *planReader) readHousePlay(f *field, p *rules.Play) {
	p.JumpIn, p.JumpWhy, p.JumpText = f.flag("jump_in"), f.str("jump_why"), f.str("jump_say")
	p.Seat, p.SeatWith = f.str("seat"), rd.cardsField(f, "seat_with")
	p.SeatHow, p.SeatNot = f.str("seat_how"), f.str("seat_not")
	if p.Seat != "" && p.SeatWith.Empty() {
		f.fail("seat_with", "is missing: say which cards name a seat with %q, such as {ranks = \"7\"}", p.Seat)
	}
}
