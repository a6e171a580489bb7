package engine

// Tabler is implemented by games whose mechanics say what a player of the
// game looks at besides the piles: the bids, the tricks taken, the
// partners, the trumps, to whom a pass goes. Table returns it for seat
// (-1 for an onlooker), showing only what that seat may know, or nil when
// the rules say nothing. Front ends show it; a game without it is shown
// by its piles and its status line alone.
type Tabler interface {
	Table(seat int) (*Table, error)
}

// Table is what the mechanics of a game show a seat of the table, in
// words, built from what each mechanic keeps (not from the game's name).
type Table struct {
	// Seats are the facts shown beside each seat, by seat (0-based).
	Seats []SeatFacts `json:"seats"`
	// Status are short items about the whole table: "trumps: spades",
	// "us: bid 7, taken 2", "pass: to the left".
	Status []string `json:"status,omitempty"`
	// Ask says what the seat is asked to do now, when a mechanic says
	// more than its moves do: "Pass 3 cards to seat 2, on your left".
	Ask string `json:"ask,omitempty"`
	// Sort is the order a hand is held in: SortSuit or SortRank; "" for
	// the deck's order.
	Sort string `json:"sort,omitempty"`
	// Hand is the seat's own hand in the order a mechanic arranges it
	// (each meld together, the deadwood last), when one does: it comes
	// before Sort.
	Hand []string `json:"hand,omitempty"`
	// Melds are how many of Hand's first cards each meld of the
	// arrangement holds, in order; the cards after them are the deadwood.
	Melds []int `json:"melds,omitempty"`
	// Counts says, by pile name, what a pile's cards count as when it is
	// not its cards: "2 tricks" for the cards of two tricks taken.
	Counts map[string]string `json:"counts,omitempty"`
	// Kept are the piles whose cards a mechanic counts for the hand under
	// way only (the tricks taken): once a match of hands is over they tell
	// nothing of it, and are not listed beside its totals.
	Kept []string `json:"kept,omitempty"`
	// RoundsSaid is true when the rules narrate each round's scores and
	// the totals after it as it ends: a front end need not write them
	// again.
	RoundsSaid bool `json:"roundsSaid,omitempty"`
}

// SeatFacts are the facts shown beside one seat.
type SeatFacts struct {
	// Team is the seat's partnership, counted from 1; 0 when the game has
	// no partnerships.
	Team int `json:"team,omitempty"`
	// Partner is true for a partner of the seat looking (not itself).
	Partner bool `json:"partner,omitempty"`
	// Badges are short facts: "bid 7", "2 tricks", "13 points this hand".
	Badges []string `json:"badges,omitempty"`
}

// The orders a hand is held in (Table.Sort).
const (
	SortSuit = "suit" // by suit, then by rank within it: a trick game
	SortRank = "rank" // by rank, then by suit: sets of a rank together
)

// TableOf is the table g's mechanics show seat, or nil when its rules
// show none (a game of functions alone) or fail to.
func TableOf(g Game, seat int) *Table {
	t, ok := g.(Tabler)
	if !ok {
		return nil
	}
	out, err := t.Table(seat)
	if err != nil {
		return nil
	}
	return out
}

// Badge adds a badge to seat's facts, growing Seats as needed.
func (t *Table) Badge(seat int, badge string) {
	if seat < 0 {
		return
	}
	for len(t.Seats) <= seat {
		t.Seats = append(t.Seats, SeatFacts{})
	}
	t.Seats[seat].Badges = append(t.Seats[seat].Badges, badge)
}

// BadgesOf are seat's badges, or none.
func (t *Table) BadgesOf(seat int) []string {
	if t == nil || seat < 0 || seat >= len(t.Seats) {
		return nil
	}
	return t.Seats[seat].Badges
}
