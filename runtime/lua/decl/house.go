package decl

import "github.com/rulerun/rulerun/runtime/rules"

// The checks of the declarations house rules use that the tags cannot say:
// a play that names a seat says with which cards.

// checkSeatPlay refuses a play that names a seat without saying which
// cards do.
func checkSeatPlay(f *field, p *rules.Play) {
	if p.Seat != "" && p.SeatWith.Empty() {
		f.fail("seat_with", "is missing: say which cards name a seat with %q, such as {ranks = \"7\"}", p.Seat)
	}
}
