package core

import (
	"fmt"
	"slices"
	"strings"
)

// MeldRules are the rules a rummy meld must follow: a set (cards of one
// rank) or a run (cards of consecutive ranks), each with a number of wild
// cards standing for missing cards. A game passes its own rules; nothing
// here knows a game.
type MeldRules struct {
	MinSize     int  // fewest cards in a meld, wilds included (0 means 3)
	MaxWilds    int  // most wilds in one meld; negative means no limit
	MinNaturals int  // fewest cards that are not wild (0 means 1)
	Sets        bool // sets are melds
	Runs        bool // runs are melds
	Wrap        bool // a run may go on from the highest rank to the lowest
	// EitherEnd is the code of the lowest or the highest rank, which may
	// also stand at the other end of a run but never between two cards
	// (an ace low or high: A-2-3 and Q-K-A, never K-A-2); "" for none. It
	// is read only when runs do not Wrap.
	EitherEnd   string
	AnySuitRuns bool   // the cards of a run may be of different suits (by default they share one)
	SetSuits    bool   // the natural cards of a set must be of different suits
	WildKind    string // the Card.Kind of wild cards ("" means "wild")
}

// MeldCard is a card named in a meld: its card kind and, for a wild written
// as standing for a card (W=P6), the kind it stands for, or -1.
type MeldCard struct {
	Kind int `json:"kind"`
	As   int `json:"as"`
}

// MeldKind says whether a meld is a set or a run.
type MeldKind int

// The kinds of meld.
const (
	MeldSet MeldKind = iota + 1
	MeldRun
)

// String names the kind of meld as messages do.
func (k MeldKind) String() string {
	if k == MeldRun {
		return "run"
	}
	return "set"
}

// Meld is a valid meld: its kind and its cards. The cards of a run are in
// ascending order, each wild standing for the card of its place (As set);
// the cards of a set keep the order given, a wild standing for nothing in
// particular (As -1) unless it was written standing for a card.
type Meld struct {
	Kind  MeldKind
	Cards []MeldCard
	Rank  int // a set's rank index; a run's lowest rank index
	High  int // a run's highest rank index (the same as Rank for a set)
	Suit  int // a run's suit index, or -1 (a set, or a run of several suits)
	Wilds int // how many wilds the meld holds
}

// MeldError says why a meld or a layout is not valid. Code names the
// problem for a program: "size", "naturals", "wilds", "kind" (neither a set
// nor a run), "set" (cards of a set), "run" (cards of a run), "wrap" (a run
// that would need to wrap), "wild" (a wild's card cannot be its place),
// "missing" (a table card left out of a layout), "extra" (a card neither on
// the table nor in the hand). Meld is the index of the meld at fault in a
// layout, or -1. Also are, for a layout, the further melds at fault after
// this one (the first), in order, each with its own code.
type MeldError struct {
	Code string
	Meld int
	Msg  string
	Also []*MeldError
}

// Error is the refusal, in words a player reads: every meld at fault, in
// order.
func (e *MeldError) Error() string {
	if len(e.Also) == 0 {
		return e.Msg
	}
	var b strings.Builder
	b.WriteString(e.Msg)
	for _, a := range e.Also {
		b.WriteString("; ")
		b.WriteString(a.Msg)
	}
	return b.String()
}

func meldErr(code, format string, args ...any) *MeldError {
	return &MeldError{Code: code, Meld: -1, Msg: fmt.Sprintf(format, args...)}
}

// refused is the refusal of a quiet check, which says whether cards are a
// meld, not why: its words would be made only to be dropped.
var refused = &MeldError{Code: "refused", Meld: -1, Msg: "not a meld"}

// meldErrIf is the refusal of a check, its words made by msg, or refused
// when the check is quiet.
func meldErrIf(quiet bool, code string, msg func() string) *MeldError {
	if quiet {
		return refused
	}
	return &MeldError{Code: code, Meld: -1, Msg: msg()}
}

func (r MeldRules) withDefaults() MeldRules {
	if r.MinSize <= 0 {
		r.MinSize = 3
	}
	if r.MinNaturals <= 0 {
		r.MinNaturals = 1
	}
	if r.WildKind == "" {
		r.WildKind = "wild"
	}
	return r
}

// IsWild reports whether the card kind k is a wild under these rules.
func (d *Deck) isWild(k int, r MeldRules) bool { return d.kinds[k].Kind == r.WildKind }

// CheckMeld checks that cards form one valid meld under the rules, and
// returns it. A wild written standing for a card (As >= 0) takes that
// card's place. In a run, a wild standing for nothing takes the place of a
// missing rank between the natural cards; when none is missing it extends
// the run at the end where it is written (before every natural card: below
// them; otherwise above), or at the other end when the ranks stop there.
// Natural cards of a run may be given in any order. A set's natural cards
// come back in the deck's order, each wild where it was written, so one
// set has one text however it was typed; CheckLayout keeps each set as
// typed.
func (d *Deck) CheckMeld(cards []MeldCard, r MeldRules) (Meld, error) {
	return d.CheckMeldInto(nil, cards, r)
}

// CheckMeldInto is CheckMeld with the meld's cards written over dst (whose
// room it reuses; it must not share memory with cards, and the caller must
// not write to it while it keeps the Meld), so that a caller that checks
// many melds allocates once.
func (d *Deck) CheckMeldInto(dst, cards []MeldCard, r MeldRules) (Meld, error) {
	m, err := d.checkMeld(dst, cards, r, false)
	if err == nil && m.Kind == MeldSet {
		d.naturalsInOrder(m.Cards, r.withDefaults())
	}
	return m, err
}

// ReadMeldInto is CheckMeldInto that says whether cards are a meld, not
// why not: for a caller that tries many, a refusal costs no words.
func (d *Deck) ReadMeldInto(dst, cards []MeldCard, r MeldRules) (Meld, bool) {
	m, err := d.checkMeld(dst, cards, r, true)
	if err != nil {
		return Meld{}, false
	}
	if m.Kind == MeldSet {
		d.naturalsInOrder(m.Cards, r.withDefaults())
	}
	return m, true
}

// naturalsInOrder sorts the natural cards of a meld in the deck's order
// among the places they hold; the wilds keep theirs.
func (d *Deck) naturalsInOrder(cards []MeldCard, r MeldRules) {
	for i := 1; i < len(cards); i++ {
		if d.isWild(cards[i].Kind, r) {
			continue
		}
		for j := i; ; {
			k := j - 1
			for k >= 0 && d.isWild(cards[k].Kind, r) {
				k--
			}
			if k < 0 || d.kinds[cards[k].Kind].Order <= d.kinds[cards[j].Kind].Order {
				break
			}
			cards[k], cards[j] = cards[j], cards[k]
			j = k
		}
	}
}

// checkMeld is CheckMeldInto with a set's cards in the order given.
func (d *Deck) checkMeld(dst, cards []MeldCard, r MeldRules, q bool) (Meld, error) {
	r = r.withDefaults()
	if len(cards) < r.MinSize {
		return Meld{}, meldErrIf(q, "size", func() string { return fmt.Sprintf("a meld has at least %d cards", r.MinSize) })
	}
	var nb, wb [16]int
	naturals, wilds := nb[:0], wb[:0] // positions in cards
	for i, c := range cards {
		if c.Kind < 0 || c.Kind >= len(d.kinds) || c.As >= len(d.kinds) {
			return Meld{}, meldErrIf(q, "kind", func() string { return fmt.Sprintf("card kind %d does not exist", c.Kind) })
		}
		if d.isWild(c.Kind, r) {
			wilds = append(wilds, i)
			continue
		}
		if c.As >= 0 {
			return Meld{}, meldErrIf(q, "wild", func() string { return fmt.Sprintf("only a wild stands for another card, not %s", d.kinds[c.Kind].Code) })
		}
		naturals = append(naturals, i)
	}
	if r.MaxWilds >= 0 && len(wilds) > r.MaxWilds {
		return Meld{}, meldErrIf(q, "wilds", func() string {
			return fmt.Sprintf("a meld may hold at most %d %s", r.MaxWilds, plural(r.MaxWilds, "wild", "wilds"))
		})
	}
	if len(naturals) < r.MinNaturals {
		return Meld{}, meldErrIf(q, "naturals", func() string {
			return fmt.Sprintf("a meld needs at least %d %s that %s not wild", r.MinNaturals,
				plural(r.MinNaturals, "card", "cards"), map[bool]string{true: "is", false: "are"}[r.MinNaturals == 1])
		})
	}
	for _, w := range wilds {
		if as := cards[w].As; as >= 0 && (d.isWild(as, r) || d.kinds[as].RankIndex < 0) {
			return Meld{}, meldErrIf(q, "wild", func() string { return fmt.Sprintf("a wild stands for a card with a rank, not %s", d.kinds[as].Code) })
		}
	}
	sameRank := true
	for _, i := range naturals {
		if d.kinds[cards[i].Kind].RankIndex != d.kinds[cards[naturals[0]].Kind].RankIndex {
			sameRank = false
		}
	}
	var setErr error
	if r.Sets && sameRank {
		m, err := d.checkSet(dst, cards, naturals, wilds, r, q)
		if err == nil {
			return m, nil
		}
		setErr = err
	}
	if r.Runs && (!sameRank || len(naturals) == 1) {
		return d.checkRun(dst, cards, naturals, wilds, r, q)
	}
	if setErr != nil {
		return Meld{}, setErr
	}
	switch {
	case r.Sets && r.Runs:
		return Meld{}, meldErrIf(q, "kind", func() string {
			return fmt.Sprintf("%s is neither a set (cards of one rank) nor a run (consecutive ranks)", meldText(d, cards))
		})
	case r.Sets:
		return Meld{}, meldErrIf(q, "kind", func() string {
			return fmt.Sprintf("%s is not a set: the cards of a set have one rank", meldText(d, cards))
		})
	case r.Runs:
		return Meld{}, meldErrIf(q, "run", func() string {
			return fmt.Sprintf("%s is not a run: a run's cards have consecutive ranks", meldText(d, cards))
		})
	}
	return Meld{}, meldErrIf(q, "kind", func() string { return fmt.Sprintf("these rules allow neither sets nor runs") })
}

func (d *Deck) checkSet(dst, cards []MeldCard, naturals, wilds []int, r MeldRules, q bool) (Meld, error) {
	rank := d.kinds[cards[naturals[0]].Kind].RankIndex
	if rank < 0 {
		return Meld{}, meldErrIf(q, "set", func() string { return fmt.Sprintf("%s has no rank", d.kinds[cards[naturals[0]].Kind].Code) })
	}
	var suits suitSet
	for _, i := range naturals {
		s := d.kinds[cards[i].Kind].SuitIndex
		if r.SetSuits && suits.has(s) {
			return Meld{}, meldErrIf(q, "set", func() string { return fmt.Sprintf("the cards of a set have different suits: %s", meldText(d, cards)) })
		}
		suits.add(s)
	}
	for _, w := range wilds {
		as := cards[w].As
		if as < 0 {
			continue
		}
		if d.kinds[as].RankIndex != rank {
			return Meld{}, meldErrIf(q, "wild", func() string {
				return fmt.Sprintf("a wild in a set of %ss cannot stand for %s", d.ranks[rank].Code, d.kinds[as].Code)
			})
		}
		if r.SetSuits && suits.has(d.kinds[as].SuitIndex) {
			return Meld{}, meldErrIf(q, "wild", func() string { return fmt.Sprintf("the set already has a card of the suit of %s", d.kinds[as].Code) })
		}
		suits.add(d.kinds[as].SuitIndex)
	}
	return Meld{Kind: MeldSet, Cards: append(dst[:0], cards...), Rank: rank, High: rank, Suit: -1, Wilds: len(wilds)}, nil
}

func (d *Deck) checkRun(dst, cards []MeldCard, naturals, wilds []int, r MeldRules, q bool) (Meld, error) {
	n := len(d.ranks)
	suit := d.kinds[cards[naturals[0]].Kind].SuitIndex
	var tb [32]int
	taken := tb[:0]
	if n > len(tb) {
		taken = make([]int, n)
	}
	taken = taken[:n]
	var fb [16]int
	free, err := d.placeRun(cards, naturals, wilds, r, suit, taken, fb[:0], q)
	if err != nil {
		return Meld{}, err
	}
	size := len(cards)
	if size > n {
		return Meld{}, meldErrIf(q, "run", func() string { return fmt.Sprintf("a run has at most %d cards", n) })
	}
	var sb [32]int
	wrap := r.Wrap || r.EitherEnd != ""
	starts := runStarts(taken, size, wrap, sb[:0])
	if !r.Wrap && r.EitherEnd != "" {
		starts = d.cornerStarts(starts, size, r)
	}
	if len(starts) == 0 {
		return Meld{}, d.noRun(cards, taken, free, r, q)
	}
	start := runStart(taken, starts, size, wrap, len(free) > 0 && free[0] < naturals[0])
	return d.laidRun(dst, cards, naturals, wilds, taken, free, start, suit, r), nil
}

// placeRun puts each card of a run under check at its rank: taken[rank]
// becomes the position in cards of the card at that rank (-1 for none).
// It returns the wilds that stand for nothing in particular (free, which
// it appends to), or why the cards cannot be one run.
func (d *Deck) placeRun(cards []MeldCard, naturals, wilds []int, r MeldRules, suit int, taken, free []int, q bool) ([]int, error) {
	for i := range taken {
		taken[i] = -1
	}
	place := func(pos, rank, suitIdx int) error {
		if rank < 0 {
			return meldErrIf(q, "run", func() string { return fmt.Sprintf("%s has no rank", d.kinds[cards[pos].Kind].Code) })
		}
		if !r.AnySuitRuns && suitIdx != suit {
			return meldErrIf(q, "run", func() string { return fmt.Sprintf("the cards of a run have one suit: %s", meldText(d, cards)) })
		}
		if rank >= len(taken) {
			return meldErrIf(q, "run", func() string { return fmt.Sprintf("%s has no rank", d.kinds[cards[pos].Kind].Code) })
		}
		if taken[rank] >= 0 {
			return meldErrIf(q, "run", func() string {
				return fmt.Sprintf("a run has one card of each rank: %s has two %ss", meldText(d, cards), d.ranks[rank].Code)
			})
		}
		taken[rank] = pos
		return nil
	}
	for _, i := range naturals {
		k := &d.kinds[cards[i].Kind]
		if err := place(i, k.RankIndex, k.SuitIndex); err != nil {
			return nil, err
		}
	}
	for _, w := range wilds {
		if as := cards[w].As; as >= 0 {
			if err := place(w, d.kinds[as].RankIndex, d.kinds[as].SuitIndex); err != nil {
				if q {
					return nil, err
				}
				return nil, &MeldError{Code: "wild", Meld: -1, Msg: "W=" + d.kinds[as].Code + ": " + err.Error()}
			}
			continue
		}
		free = append(free, w)
	}
	return free, nil
}

// runCovers reports whether the window of size consecutive ranks from
// start (going round past the highest rank when wrap) holds every placed
// rank of taken.
func runCovers(taken []int, start, size int, wrap bool) bool {
	n := len(taken)
	for rank, pos := range taken {
		if pos < 0 {
			continue
		}
		off := rank - start
		if wrap {
			off = ((off % n) + n) % n
		}
		if off < 0 || off >= size {
			return false
		}
	}
	return true
}

// runStarts appends to starts the first ranks of the windows of size
// ranks that hold every placed rank.
func runStarts(taken []int, size int, wrap bool, starts []int) []int {
	last := len(taken) - size
	if !wrap { // the windows from the highest placed rank's to the lowest's
		first := 0
		if lo, hi := placedSpan(taken); lo >= 0 {
			first, last = max(first, hi-size+1), min(last, lo)
		}
		for s := first; s <= last; s++ {
			starts = append(starts, s)
		}
		return starts
	}
	last = len(taken) - 1
	for s := 0; s <= last; s++ {
		if runCovers(taken, s, size, wrap) {
			starts = append(starts, s)
		}
	}
	return starts
}

// placedSpan is the lowest and the highest placed rank of taken, -1 and
// -1 when none is placed.
func placedSpan(taken []int) (lo, hi int) {
	lo, hi = -1, -1
	for rank, pos := range taken {
		if pos >= 0 {
			if lo < 0 {
				lo = rank
			}
			hi = rank
		}
	}
	return lo, hi
}

// noRun is why placed cards that no window holds are not a run.
func (d *Deck) noRun(cards []MeldCard, taken, free []int, r MeldRules, q bool) error {
	n, size := len(taken), len(cards)
	if !r.Wrap && size < n {
		for s := n - size + 1; s < n; s++ {
			if runCovers(taken, s, size, true) && r.EitherEnd != "" {
				return meldErrIf(q, "wrap", func() string {
					return fmt.Sprintf("%s would go round the corner: %s ends a run, low or high, and no card goes beyond it", meldText(d, cards), r.EitherEnd)
				})
			}
			if runCovers(taken, s, size, true) {
				return meldErrIf(q, "wrap", func() string {
					return fmt.Sprintf("%s would wrap from the highest rank to the lowest, and runs do not wrap", meldText(d, cards))
				})
			}
		}
	}
	if len(free) > 0 {
		return meldErrIf(q, "run", func() string {
			return fmt.Sprintf("%s is not a run: the wilds cannot fill the gaps between its ranks", meldText(d, cards))
		})
	}
	return meldErrIf(q, "run", func() string {
		return fmt.Sprintf("%s is not a run: its ranks are not consecutive", meldText(d, cards))
	})
}

// runStart chooses among the windows that hold the run: the free wilds
// extend it below its cards when one is written before every natural card
// (below), above them otherwise, as far as the ranks allow.
func runStart(taken, starts []int, size int, wrap, below bool) int {
	start, best := starts[0], -1
	lowest, _ := placedSpan(taken)
	for _, s := range starts {
		under := size // how many places of the window lie under its cards
		switch {
		case wrap:
			under = wrappedUnder(taken, s, size)
		case lowest >= 0:
			under = min(under, lowest-s)
		}
		if best < 0 || (below && under > best) || (!below && under < best) {
			start, best = s, under
		}
	}
	return start
}

// wrappedUnder is how many places of the window of size ranks from s,
// going round past the highest rank, lie under the placed cards of taken.
func wrappedUnder(taken []int, s, size int) int {
	n, under := len(taken), size
	for rank, pos := range taken {
		if pos >= 0 {
			under = min(under, ((rank-s)%n+n)%n)
		}
	}
	return under
}

// laidRun is the run that starts at rank start: the placed cards at their
// ranks, the free wilds in the gaps, each standing for the card there.
func (d *Deck) laidRun(dst, cards []MeldCard, naturals, wilds, taken, free []int, start, suit int, r MeldRules) Meld {
	n, size := len(taken), len(cards)
	out := Meld{Kind: MeldRun, Cards: slices.Grow(dst[:0], size), Rank: start, High: (start + size - 1) % n, Suit: suit, Wilds: len(wilds)}
	if r.AnySuitRuns {
		out.Suit = -1
		for _, i := range naturals {
			if d.kinds[cards[i].Kind].SuitIndex != suit {
				out.Suit = -1
				break
			}
			out.Suit = suit
		}
	}
	for j := range size {
		rank := (start + j) % n
		if pos := taken[rank]; pos >= 0 {
			out.Cards = append(out.Cards, cards[pos])
			continue
		}
		w := free[0]
		free = free[1:]
		out.Cards = append(out.Cards, MeldCard{Kind: cards[w].Kind, As: d.cardAt(rank, suit, out.Suit)})
	}
	return out
}

// cardAt is the kind of the card of rank and suit a wild stands for, or -1
// when the run has no single suit or the deck has no such card.
func (d *Deck) cardAt(rank, suit, runSuit int) int {
	if runSuit < 0 {
		return -1
	}
	for k, c := range d.kinds {
		if c.RankIndex == rank && c.SuitIndex == suit {
			return k
		}
	}
	return -1
}

// Layout is a valid arrangement of melds: the melds, and the cards of the
// hand it uses (card kinds, a kind once per copy).
type Layout struct {
	Melds    []Meld
	FromHand []int
}

// CheckLayout checks that melds are a valid arrangement of every card on
// the table plus cards from the hand: each meld valid under the rules, each
// table card in exactly one meld, and every other card held in the hand.
// table and hand are card kinds, a kind once per copy. It returns the melds
// and the hand cards used, or a *MeldError: the first meld at fault, with
// those after it in Also, each numbered in the order melds are given.
func (d *Deck) CheckLayout(melds [][]MeldCard, table, hand []int, r MeldRules) (Layout, error) {
	var lb, hb [128]int                     // room for decks of up to 128 kinds
	left := d.countKindsInto(lb[:0], table) // table cards not yet placed
	held := d.countKindsInto(hb[:0], hand)
	var out Layout
	size := 0
	if len(melds) > 0 {
		out.Melds = make([]Meld, 0, len(melds))
		for _, cards := range melds {
			size += len(cards)
		}
	}
	block := make([]MeldCard, size) // every meld's cards, each in a window of its own
	at := 0
	var bad []*MeldError
	for i, cards := range melds {
		for _, c := range cards {
			if c.Kind < 0 || c.Kind >= len(d.kinds) {
				return Layout{}, meldErr("kind", "card kind %d does not exist", c.Kind)
			}
		}
		m, err := d.layoutMeld(i, cards, left, held, &out.FromHand, r, block[at:at:at+len(cards)])
		at += len(cards)
		if err != nil {
			bad = append(bad, err)
			continue
		}
		out.Melds = append(out.Melds, m)
	}
	if len(bad) > 0 {
		bad[0].Also = bad[1:]
		return Layout{}, bad[0]
	}
	if lost := d.lostCards(left); lost != "" {
		return Layout{}, meldErr("missing", "every card on the table must stay in a meld: %s", lost)
	}
	return out, nil
}

// layoutMeld checks meld i of a layout: its cards taken from the table
// cards not yet placed (left), else from those held (recorded in fromHand),
// and a valid meld. A card neither left nor held is its fault.
func (d *Deck) layoutMeld(i int, cards []MeldCard, left, held []int, fromHand *[]int, r MeldRules, dst []MeldCard) (Meld, *MeldError) {
	fault := func(code, msg string) *MeldError {
		return &MeldError{Code: code, Meld: i, Msg: fmt.Sprintf("meld %d (%s): %s", i+1, meldText(d, cards), msg)}
	}
	for _, c := range cards {
		switch {
		case left[c.Kind] > 0:
			left[c.Kind]--
		case held[c.Kind] > 0:
			held[c.Kind]--
			*fromHand = append(*fromHand, c.Kind)
		default:
			return Meld{}, fault("extra", d.kinds[c.Kind].Code+" is neither on the table nor in your hand (or is named too often)")
		}
	}
	m, err := d.checkMeld(dst, cards, r, false)
	if err != nil {
		e := err.(*MeldError)
		return Meld{}, fault(e.Code, e.Msg)
	}
	return m, nil
}

// lostCards names the table cards no meld placed ("R6 is", "R6 W are"), or
// "" when there are none.
func (d *Deck) lostCards(left []int) string {
	var lost []string
	for k := range d.kinds {
		for range left[k] {
			lost = append(lost, d.kinds[k].Code)
		}
	}
	if len(lost) == 0 {
		return ""
	}
	if len(lost) == 1 {
		return lost[0] + " is left out"
	}
	return strings.Join(lost, " ") + " are left out"
}

// countKindsInto counts the copies of each kind of the deck in kinds, in
// room's room when it has enough; a number that names no kind counts for
// none.
func (d *Deck) countKindsInto(room []int, kinds []int) []int {
	n := room[:0]
	if cap(n) >= len(d.kinds) {
		n = n[:len(d.kinds)]
		clear(n)
	} else {
		n = make([]int, len(d.kinds))
	}
	for _, k := range kinds {
		if k >= 0 && k < len(n) {
			n[k]++
		}
	}
	return n
}

// MeldText writes a meld's cards as codes, a wild standing for a card as
// W=P6.
func (d *Deck) MeldText(cards []MeldCard) string { return meldText(d, cards) }

func meldText(d *Deck, cards []MeldCard) string {
	var b strings.Builder
	b.Grow(4 * len(cards))
	d.WriteMeldText(&b, cards)
	return b.String()
}

// WriteMeldText writes a meld's cards to b as MeldText does.
func (d *Deck) WriteMeldText(b *strings.Builder, cards []MeldCard) {
	for i, c := range cards {
		if i > 0 {
			b.WriteByte(' ')
		}
		if c.Kind < 0 || c.Kind >= len(d.kinds) {
			b.WriteByte('?')
			continue
		}
		b.WriteString(d.kinds[c.Kind].Code)
		if c.As >= 0 && c.As < len(d.kinds) {
			b.WriteByte('=')
			b.WriteString(d.kinds[c.As].Code)
		}
	}
}
