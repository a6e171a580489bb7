package climbing

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/words"
)

// Places: in a match of a climbing game, a round ends when one seat is
// left holding cards (or, with game.win = {empty_hand = true}, when the
// first goes out), and the order in which the seats went out (their
// places) is kept for the next round: each place scores the points the
// declaration gives it, the declared place leads the next hand, and the
// declared pairs of places exchange cards before it (places_part.go for
// the exchange, exchange.go for the cards a seat chooses to give).
// Next to the places by going out, "most cards" is the seat that held the
// most cards when the round ended.

// Places declares the places of a match of a climbing game, in
// Decl.Mechanics["exchange"]; a script declares it as game.places. A place
// is written from the first ("1st" or "first" is the seat that went out
// first, "2nd" the next) or from the last ("last" is the seat left holding
// cards, "2nd last" the one before), or "most cards": the seat, other than
// the first, that held the most cards when the round ended (ties: the
// higher total, then the first clockwise from the first place, whatever
// the direction of play).
type Places struct {
	// Points are what each place scores at the end of a round, first place
	// first; a place beyond them scores none. Without them the match scores
	// rounds as game.match declares.
	Points []int `lua:"points" as:"fnList" doc:"What each place scores at the end of a round, first place first, such as {2, 1}; the places beyond them score none. Without points, rounds are scored as game.match declares (its score, by_count...). An entry may be a function(at) of the round, such as {function(at) return at.round end, 1}, called once as each round starts (rulerun.At)."`
	// PointsFn are the entries of Points declared as functions of the
	// round (0 for a number), nil when none is.
	PointsFn []mech.Func
	// Leads is the place that leads each hand after the first ("": the
	// seat after the dealer).
	Leads string `lua:"leads" doc:"The place of the last round that leads each hand after the first, such as \"1st\" or \"last\" (the seat after the dealer by default)."`
	// Exchange are the gifts between places before each hand after the
	// first, in order: the highest cards first, at once, then the cards of
	// the givers' choice, which every giver owes at once.
	Exchange []Gift `lua:"exchange" doc:"The cards places give each other before each hand after the first: the highest cards are given first, then every seat that gives cards of its choice (a verb with does = \"exchange\") chooses them, at once."`
	// Rule is the rule code the refusals and the scoring cite.
	Rule mech.Message `lua:"rule" doc:"The rule code the refusals of the exchange cite."`
	// Titles name the places, first place first; Last names them from the
	// last (Last[0] is the last place). A title given both ways is the one
	// counted from the first.
	Titles []string `lua:"titles" doc:"The names of the places from the first, such as {\"Chief\", \"Deputy\"}."`
	Last   []string `lua:"last_titles" doc:"The names of the places from the last, such as {\"Loser\", \"Next-to-last\"} (the last place first)."`
	// KeepOrder keeps each hand in the order its cards came: the cards
	// given go on top of the hand that receives them, not sorted into it
	// as the deal sorts hands, and a gift of one card of choice is listed
	// in the order of the giver's hand.
	KeepOrder bool `lua:"keep_order" doc:"Keeps each hand in the order its cards came: the cards given go on top of the hand that receives them, not sorted in as the deal sorts hands (deal.sort), and a gift of one card of choice is listed in the order of the giver's hand (by default, in the deck's order)."`
	// MostTitle names the place "most cards".
	MostTitle string `lua:"most_title" doc:"The name of the place \"most cards\" (the seat that held the most cards when the round ended), such as \"the Loser\"."`
	// ScoreText narrates each seat's place and points: {place} is the
	// place ("1st" or its title), {points} the points, {total} the total.
	ScoreText mech.Message `lua:"score_say" doc:"Narrates each seat's place at the end of a round, a line about the seat: {place} is its place (its title when it has one), {points} the points it scores, {total} its total."`
	// GiveText narrates the cards a seat gives: {cards} are the cards
	// (their number, "2 cards", when of the giver's choice, which only
	// the two seats see), {to} the seat given them, {place} and {to_place}
	// the places.
	GiveText mech.Message `lua:"give_say" doc:"Narrates a gift, a line about the giver: {cards} are the cards given (the highest, shown to every seat), or their number (\"2 cards\") for cards of the giver's choice, which only the two seats see; {to} is the seat given them, {place} and {to_place} the two places."`
	// CountWhy, DoneWhy and WaitWhy refuse a gift of the wrong number of
	// cards (%s the number), a gift not owed, and any other move while one
	// is.
	CountWhy mech.Message `lua:"count_why" doc:"The refusal of a gift of another number of cards; %s is the number."`
	// HeldWhy refuses a gift of a card the giver does not hold (%s the
	// card).
	HeldWhy mech.Message `lua:"held_why" doc:"The refusal of a gift of a card the giver does not hold; %s is the card (\"you do not hold %s\" by default)."`
	DoneWhy mech.Message `lua:"done_why" doc:"The refusal of a gift by a seat that owes none."`
	WaitWhy mech.Message `lua:"wait_why" doc:"The refusal of any other move while a gift is owed."`
}

// A Gift is one line of the exchange between places: the seat in place
// From gives Cards cards to the seat in place To, its highest or any of
// its choice.
type Gift struct {
	From  string `lua:"from" required:"the place that gives, such as \"last\"" doc:"The place that gives: \"1st\" (or \"first\"), \"2nd\"... from the first out, \"last\", \"2nd last\"... from the last, or \"most cards\", the seat that held the most cards when the round ended (ties: the higher total, then the first clockwise from the 1st place)."`
	To    string `lua:"to" required:"the place given the cards, such as \"1st\"" doc:"The place given the cards."`
	Cards int    `lua:"cards" required:"how many cards are given, such as 2" doc:"How many cards are given."`
	Any   bool   `lua:"gives" choice:"highest|any" doc:"Which cards: the giver's highest (\"highest\", the default, given by the engine) or any of its choice (\"any\", a verb with does = \"exchange\")."`
	// All shows cards of the giver's choice to every seat (the highest
	// cards always are).
	All bool `lua:"shown" choice:"two|all" doc:"Who sees cards of the giver's choice: the two seats (\"two\", the default) or every seat (\"all\", narrated as the cards themselves). The highest cards are always shown to all."`
	// Text narrates this line's gift in place of the places' GiveText.
	Text mech.Message `lua:"say" doc:"Narrates this line's gift, in place of give_say, a line about the giver with the same places: {cards} are the cards given (or their number when only the two seats see them), {to} the seat given them, {place} and {to_place} the two places."`
}

// PlacesDecl is how a script declares the places (registry.go).
var PlacesDecl = &mech.Decl{Does: doesExchange, Field: "places", Class: "rulerun.PlacesDecl",
	Doc: "Declared games: the places of a climbing game's match (a round ends when one seat is left holding cards, or at the first empty hand with game.win = {empty_hand = true}): points by place, the place that leads the next hand, and the cards places exchange before it (gives = \"highest\" or \"any\", the latter given with a verb of does = \"exchange\"); \"most cards\" is the place of the seat that held the most cards.",
	New: func() any { return &Places{} }}

// placesPlan is Places resolved for one game: the places as numbers, 1
// the first, -1 the last.
type placesPlan struct {
	*Places
	leads    int
	from, to []int // by gift
	most     bool  // whether a line names the place "most cards"
	hand     mech.Pile
	sort     bool // the gifts are sorted into the hands that receive them
}

// placeMost is the place "most cards", as newPlaces reads it.
const placeMost = 1 << 20

// newPlaces reads game.places, or nil when the game declares none: it
// needs the climbing trick and a match, and every place it names must
// exist at this number of seats.
func newPlaces(s mech.Setup) (*placesPlan, error) {
	pl, _ := s.Decl(doesExchange).(*Places)
	if pl == nil {
		return nil, nil
	}
	if s.Decl(doesTrick) == nil || !s.Match() {
		return nil, fmt.Errorf("places: they need game.trick and game.match")
	}
	pp := &placesPlan{Places: pl, hand: s.Hand(), sort: s.HandsSorted() && !pl.KeepOrder}
	seats := s.Seats()
	var err error
	if pp.leads, err = parsePlace(pl.Leads, seats); err != nil && pl.Leads != "" {
		return nil, fmt.Errorf("places: leads: %w", err)
	}
	for _, gf := range pl.Exchange {
		from, err := parsePlace(gf.From, seats)
		if err != nil {
			return nil, fmt.Errorf("places: exchange: from: %w", err)
		}
		to, err := parsePlace(gf.To, seats)
		if err != nil {
			return nil, fmt.Errorf("places: exchange: to: %w", err)
		}
		if gf.Cards <= 0 {
			return nil, fmt.Errorf("places: exchange: give 1 card or more, not %d", gf.Cards)
		}
		if gf.Any && s.VerbOf(doesExchange) < 0 {
			return nil, fmt.Errorf("places: exchange: a place gives cards of its choice: declare a verb with does = \"exchange\"")
		}
		if err := pp.checkGift(s.EmptyHandWins(), gf, from, to); err != nil {
			return nil, fmt.Errorf("places: exchange: %w", err)
		}
		pp.from, pp.to = append(pp.from, from), append(pp.to, to)
		pp.most = pp.most || from == placeMost || to == placeMost
	}
	return pp, nil
}

// checkGift refuses a line whose places cannot both hold a seat: with a
// round won at the first empty hand, only the 1st place and "most cards"
// are known.
func (pp *placesPlan) checkGift(emptyHandWins bool, gf Gift, from, to int) error {
	if from == to {
		return fmt.Errorf("%q gives to itself", gf.From)
	}
	if !emptyHandWins {
		return nil
	}
	for _, at := range []int{from, to, pp.leads} {
		if at != 0 && at != 1 && at != placeMost {
			return fmt.Errorf("a round ends at the first empty hand: only \"1st\" and \"most cards\" are known places")
		}
	}
	return nil
}

// scores reports whether the places score the rounds (points declared).
func (pp *placesPlan) scores() bool { return pp != nil && len(pp.Points) > 0 }

// parsePlace reads a place: "first" or an ordinal ("1st", "2nd") from
// the first, as 1, 2...; "last" or an ordinal and "last" ("2nd last")
// from the last, as -1, -2...; it must exist with that many seats.
func parsePlace(text string, seats int) (int, error) {
	ws := strings.Fields(text)
	if strings.Join(ws, " ") == "most cards" {
		return placeMost, nil
	}
	sign := 1
	if len(ws) > 0 && ws[len(ws)-1] == "last" {
		sign, ws = -1, ws[:len(ws)-1]
	}
	n := 1
	switch {
	case len(ws) == 1 && ws[0] == "first" && sign > 0:
	case len(ws) == 1:
		w := ws[0]
		k, err := strconv.Atoi(strings.TrimRight(w, "stndrh"))
		if err != nil || k < 1 || ws[0] != words.Ordinal(k) {
			return 0, fmt.Errorf("%q is not a place: write \"1st\", \"2nd\"..., \"last\", \"2nd last\" or \"most cards\"", text)
		}
		n = k
	case len(ws) == 0 && sign < 0:
	default:
		return 0, fmt.Errorf("%q is not a place: write \"1st\", \"2nd\"..., \"last\", \"2nd last\" or \"most cards\"", text)
	}
	if n > seats {
		return 0, fmt.Errorf("no place %q with %d seats", text, seats)
	}
	return sign * n, nil
}

// seatAt is the seat in place at (from the first, or below 0 from the
// last) of order, most for the place "most cards", or -1.
func seatAt(order []int, most, at int) int {
	if at == placeMost {
		return most
	}
	i := at - 1
	if at < 0 {
		i = len(order) + at
	}
	if i < 0 || i >= len(order) {
		return -1
	}
	return order[i]
}

// placeTitle is the name of place at (as seatAt reads it) of n places.
func (pp *placesPlan) placeTitle(at, n int) string {
	switch {
	case at == placeMost:
		return or(pp.MostTitle, "most cards")
	case at < 0:
		return pp.title(n+at, n)
	}
	return pp.title(at-1, n)
}

// title is the name of place i (0 the first) of n places.
func (pp *placesPlan) title(i, n int) string {
	if i < len(pp.Titles) {
		return pp.Titles[i]
	}
	if j := n - 1 - i; j < len(pp.Last) {
		return pp.Last[j]
	}
	return words.Ordinal(i + 1)
}
