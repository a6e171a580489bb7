package counting

import (
	"encoding/json"
	"fmt"
	"slices"
	"strconv"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// A running count (does = "count"): seats play one card in turn to a
// shared count, the card's value added to it, which may not pass a cap. A
// seat that holds no card that fits says "go", and the others play on
// while they can; when nobody can, the seat that played last scores the
// last card point (unless the count reached the cap exactly) and the count
// begins again from the next seat holding cards. Totals the count reaches,
// cards of one rank played in a row and runs among the last cards played
// score as they happen. When every card is played, each hand is counted
// with a starter card turned up after the deal (the show), and a pile laid
// away for the dealer (a crib) last, for the dealer; the deal passes to
// the left. The first seat whose total reaches the target wins at once,
// even in the middle of a hand.

// doesCount is the Does word of a play to a running count.
const doesCount = "count"

// Count declares a running count, among the declarations of the whole
// game under "count"; a script declares it as game.count.
type Count struct {
	// Played is the per-seat pile, seen by all, a seat's played cards lie
	// in until the show; Cap the count's cap; Values what a card of each
	// rank adds (a rank not named adds its place in the rank order).
	Played string         `lua:"played" required:"the per-seat pile a seat's played cards lie in until the show" doc:"The per-seat pile, seen by every seat, where a seat's cards played to the count lie until the show."`
	Cap    int            `lua:"cap" required:"the most the count may reach, such as 31" doc:"The most the count may reach."`
	Values map[string]int `lua:"values" doc:"What a card adds to the count and to a sum, by rank code, such as {T = 10, J = 10, Q = 10, K = 10}; a rank not named adds its place in the rank order (1 for the lowest)."`
	// Sums are the counts that score SumPoints when reached; Pairs what 2,
	// 3, 4 ... cards of one rank played in a row score; Run the fewest
	// cards of a run (any order) among the last played, scoring a point a
	// card; Last the point of the last card of a count below the cap.
	Sums      []int `lua:"sums" doc:"The counts that score when a play reaches them, such as {15, 31}."`
	SumPoints int   `lua:"sum_points" doc:"What reaching one of those counts scores."`
	Pairs     []int `lua:"pairs" doc:"What 2, 3, 4 ... cards of one rank played in a row score, such as {2, 6, 12}; in the show each pair held scores the first."`
	Run       int   `lua:"run" doc:"The fewest cards of a run, in the last cards played (in any order) or in a hand counted, each scoring a point a card; 0 for none."`
	Last      int   `lua:"last" doc:"What the seat that played the last card of a count that did not reach the cap scores."`
	// Starter is the pile the starter card is turned up onto once every
	// choice is made; Jack the rank whose starter scores the dealer
	// Heels, and whose card of the starter's suit in a hand counted scores
	// Nobs. Crib is the pile laid away for the dealer, counted last.
	Starter string `lua:"starter" required:"the pile the starter card is turned up onto, such as \"starter\"" doc:"The pile, seen by every seat, the starter is turned up onto from the stock once every choice is made."`
	Jack    string `lua:"jack" doc:"The rank code of the starter that scores the dealer heels points, and of the card of the starter's suit that scores nobs in a hand counted, such as \"J\"."`
	Heels   int    `lua:"heels" doc:"What the dealer scores when the starter is of rank jack."`
	Nobs    int    `lua:"nobs" doc:"What a hand counted scores for its card of rank jack of the starter's suit."`
	Crib    string `lua:"crib" doc:"The pile laid away for the dealer (a choice whose to names it), counted for the dealer after the hands."`
	// ShowSum is the sum every set of cards of a hand counted scores
	// ShowSumPoints for; Flush the fewest cards of a hand of one suit
	// scoring a point a card (and one more with the starter), CribFlush
	// the fewest of the crib and starter together.
	ShowSum       int `lua:"show_sum" doc:"In the show: every set of a hand's cards and the starter whose values make this sum scores show_sum_points, such as 15."`
	ShowSumPoints int `lua:"show_sum_points" doc:"What each such set scores."`
	Flush         int `lua:"flush" doc:"In the show: a hand whose cards, this many or more, are all of one suit scores a point a card, one more with the starter of that suit; 0 for none."`
	CribFlush     int `lua:"crib_flush" doc:"In the show: the crib scores a flush only when it and the starter, this many cards, are all of one suit."`
	// Target is the total that wins at once.
	Target int `lua:"target" required:"the total that wins the game at once, such as 121" doc:"The total that wins the game at once, even in the middle of a hand."`
	// Rule is the rule code the refusals cite, CapWhy refuses a card that
	// would pass the cap (%s is the cap); PlayRule, GoRule, ShowRule,
	// StarterRule and WonRule are the codes the narration of the scores cites.
	Rule        mech.Message `lua:"rule" doc:"The rule code the refusals cite."`
	CapWhy      mech.Message `lua:"cap_why" doc:"The refusal of a card that would take the count past the cap; %s is the cap."`
	PlayRule    mech.Message `lua:"play_rule" doc:"The rule code narrated with the scores made in play."`
	GoRule      mech.Message `lua:"go_rule" doc:"The rule code narrated with a go and the last card point."`
	ShowRule    mech.Message `lua:"show_rule" doc:"The rule code narrated with the show."`
	StarterRule mech.Message `lua:"starter_rule" doc:"The rule code narrated with the starter turned up and heels."`
	WonRule     mech.Message `lua:"won_rule" doc:"The rule code the win at the target cites."`
}

// CountDecl is how a script declares the count (the registry).
var CountDecl = &mech.Decl{Does: doesCount, Field: "count", Class: "rulerun.CountDecl",
	Doc: "Declared games: a running count (verbs with does = \"count\" play one card to it): each card adds its value, the count may not pass the cap, a seat that cannot play says go; sums, cards of a rank and runs score as they happen, then each hand is counted with a starter (the show) and the first total to reach the target wins at once.",
	New: func() any { return &Count{} }}

// The engine's words where the declaration gives none.
const countCapWhy = "the count may not pass %s"

// countMech is the play of one card to a running count.
type countMech struct {
	*Count
	played, starter, crib, hand mech.Pile
	hasCrib                     bool
	value, rank, suit           []int // by kind
	jack                        int   // the jack's rank index, or -1
	card                        int   // the slot of the card played
	slots                       int   // the number of parts of its form
	codes                       []string
	stock                       mech.Stock // the starter is turned up from it
}

// NewCount makes the play of verb v to a running count, from its
// declaration, game.count.
func NewCount(s mech.Setup, v int) (mech.Mechanic, error) {
	c, _ := s.Decl(doesCount).(*Count)
	if c == nil {
		return nil, fmt.Errorf("it plays to a running count: declare the count")
	}
	m := &countMech{Count: c, hand: s.Hand(), jack: -1, codes: slices.Concat(c.Rule.Codes, c.PlayRule.Codes), stock: s.Stock()}
	if err := m.resolvePiles(s); err != nil {
		return nil, err
	}
	if c.Cap <= 0 || c.Target <= 0 {
		return nil, fmt.Errorf("count: the cap and the target must be above 0")
	}
	if err := m.resolveCards(s.Deck()); err != nil {
		return nil, err
	}
	form := s.Form(v)
	m.slots = len(form.Slots)
	if m.card = form.Slot("card"); m.card < 0 || form.Slots[m.card].Type != notation.Card {
		return nil, fmt.Errorf("it plays one card to a count: its form needs <card>")
	}
	return m, nil
}

// resolvePiles finds the piles the count names: the played cards', the
// starter's and the crib's.
func (c *countMech) resolvePiles(s mech.Setup) error {
	var ok bool
	if c.played, ok = s.Pile(c.Played); !ok || !c.played.PerSeat {
		return fmt.Errorf("count played: %q is not a pile declared per seat", c.Played)
	}
	if c.starter, ok = s.Pile(c.Starter); !ok || c.starter.PerSeat {
		return errUnknownPile("count starter", c.Starter)
	}
	if c.Count.Crib != "" {
		if c.crib, ok = s.Pile(c.Count.Crib); !ok {
			return errUnknownPile("count crib", c.Count.Crib)
		}
		c.hasCrib = true
	}
	return nil
}

// errUnknownPile refuses a pile the count names that the game lacks.
func errUnknownPile(what, name string) error {
	if name == "" {
		return fmt.Errorf("%s: name the pile it uses", what)
	}
	return fmt.Errorf("%s: there is no pile %q: declare it in game.piles", what, name)
}

// resolveCards reads each kind's value, rank and suit, and the jack.
func (c *countMech) resolveCards(d *core.Deck) error {
	for code := range c.Values {
		if _, ok := d.RankIndex(code); !ok {
			return fmt.Errorf("count values: %q is not a rank of the deck", code)
		}
	}
	if c.Jack != "" {
		i, ok := d.RankIndex(c.Jack)
		if !ok {
			return fmt.Errorf("count jack: %q is not a rank of the deck", c.Jack)
		}
		c.jack = i
	}
	n := d.Kinds()
	c.value, c.rank, c.suit = make([]int, n), make([]int, n), make([]int, n)
	for k := range n {
		card := d.Kind(k)
		if card.RankIndex < 0 {
			return fmt.Errorf("count: card %s has no rank", card.Code)
		}
		c.rank[k], c.suit[k] = card.RankIndex, card.SuitIndex
		c.value[k] = card.RankIndex + 1
		if v, ok := c.Values[card.Rank]; ok {
			c.value[k] = v
		}
	}
	return nil
}

// countPart is where the count stands: a core.Part.
type countPart struct {
	Total int    `json:"total"`
	Seq   []int  `json:"seq,omitempty"`  // the kinds played since the count began
	Last  int    `json:"last"`           // the seat that played last, or -1
	Said  uint64 `json:"said,omitempty"` // bit s: seat s said go
}

// AppendKey implements core.Part.
func (p *countPart) AppendKey(b []byte) []byte {
	b = strconv.AppendInt(b, int64(p.Total), 36)
	b = append(b, byte(p.Last+1))
	b = strconv.AppendUint(b, p.Said, 36)
	for _, k := range p.Seq {
		b = append(b, byte(k), byte(k>>8))
	}
	return b
}

// Check implements core.Part.
func (p *countPart) Check(s *core.State) error {
	if p.Last < -1 || p.Last >= s.Seats() || p.Total < 0 || p.Said>>uint(s.Seats()) != 0 {
		return fmt.Errorf("the count names a seat that does not exist")
	}
	for _, k := range p.Seq {
		if k < 0 || k >= s.Deck().Kinds() {
			return fmt.Errorf("the count holds a card that does not exist")
		}
	}
	return nil
}

// ReadPart reads the count's part from a save (the part named "count").
func ReadPart(data json.RawMessage) (core.Part, error) {
	var p countPart
	err := json.Unmarshal(data, &p)
	return &p, err
}

// part is the count under way, or nil before the hand's play starts.
func (c *countMech) part(st *core.State) *countPart {
	p, _ := st.Part(doesCount).(*countPart)
	return p
}

// fits reports whether seat holds a card that fits under the cap.
func (c *countMech) fits(st *core.State, seat, total int) bool {
	d := st.Deck()
	for _, card := range st.Pile(c.hand.Of(seat)).Cards {
		if total+c.value[d.KindOf(card)] <= c.Cap {
			return true
		}
	}
	return false
}

// Offers implements mech.Offerer.
func (c *countMech) Offers(t mech.Table, v, seat int) bool {
	st := t.State()
	p := c.part(st)
	return p != nil && st.Turn().Current == seat && c.fits(st, seat, p.Total)
}

// List implements mech.Mechanic: the seat to act may play each kind of
// card it holds that keeps the count within the cap.
func (c *countMech) List(t mech.Table, v, seat int, current bool) {
	st := t.State()
	p := c.part(st)
	if !current || p == nil {
		return
	}
	d := st.Deck()
	slab := t.Slab()
	lo := len(*slab)
	for _, card := range st.Pile(c.hand.Of(seat)).Cards {
		k := d.KindOf(card)
		if p.Total+c.value[k] > c.Cap || containsInt((*slab)[lo:], k) {
			continue
		}
		*slab = append(*slab, k)
		t.Add(mech.Cand{Verb: v, Lo: len(*slab) - 1, Hi: len(*slab), Suit: -1, Seat: -1})
	}
}

func containsInt(xs []int, x int) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// Move implements mech.MoveMaker: the play of the card of a candidate.
func (c *countMech) Move(t mech.Table, cd *mech.Cand) *notation.Move {
	m, refs := t.NewMove(cd.Verb, c.slots, 1)
	refs[0] = notation.Plain((*t.Slab())[cd.Lo])
	m.Args[c.card] = notation.Value{Set: true, Cards: refs}
	return m
}

// Check implements mech.Mechanic: a card held, a count under way, the
// cap.
func (c *countMech) Check(t mech.Table, seat int, m *notation.Move) mech.Refusal {
	k := m.Args[c.card].Cards[0].Kind
	st := t.State()
	if missing := mech.Missing(st, c.hand.Of(seat), []int{k}); missing != "" {
		return mech.RefuseUnder(&c.Rule, nil, "you do not hold "+missing)
	}
	p := c.part(st)
	if p == nil {
		return mech.RefuseUnder(&c.Rule, nil, "no count is under way")
	}
	if p.Total+c.value[k] > c.Cap {
		return mech.RefuseUnder(&c.Rule, &c.CapWhy, mech.FillArg(c.CapWhy.Or(countCapWhy), strconv.Itoa(c.Cap)))
	}
	return mech.Legal
}

// Cite implements mech.Citer: every play to the count is made under its rule
// and the rule of the scores in play.
func (c *countMech) Cite(t mech.Table, seat int, m *notation.Move, tally mech.Tally) {
	tally.ApplyCodes(c.codes)
}

// The answers of mech the countMech gives.
var (
	_ mech.MoveMaker   = (*countMech)(nil)
	_ mech.DealWatcher = (*countMech)(nil)
	_ mech.Citer       = (*countMech)(nil)
	_ mech.Offerer     = (*countMech)(nil)
	_ mech.Stander     = (*countMech)(nil)
	_ mech.Shower      = (*countMech)(nil)
)
