package moving

import (
	"fmt"
	"strconv"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// moveMech is a verb that moves the top card of a pile (or a card and
// every card above it) to another.
type moveMech struct {
	decl     *Move // its declaration
	game     *Moving
	from, to []pileRef
	empty    mech.Set // what may go to an empty pile; nil for any card
	closed   mech.Set // what nothing may go on
	card     int      // the slot of the card moved, or -1 (one pile taken from)
	dest     int      // the slot of the pile gone to, or -1 (one pile)
	at       int      // the slot of the place of a card drawn blind, or -1
	slots    int      // the number of parts of its form
	won      []pileRef
	score    []pileRef
	outs     []pileRef // the piles whose emptying takes a seat out
	sets     *setPlan  // the sets discarded, or nil
	turn     *turnPlan // the face-down cards turned up, or nil
	red      mech.Set  // the red cards, for a build in colours
	// fromIDs and toIDs are the piles of from and to when they are shared
	// piles alone, the same for every seat; nil else.
	fromIDs, toIDs []core.PileID
	modes          // the conditions, read once
}

// NewMove makes the move between piles of verb v (mech.Make). A
// misdeclaration is refused at the line of the declaration at fault: the
// verb's for its form, game.moving's part for the rest (mech.InDecl).
func NewMove(s mech.Setup, v int) (mech.Mechanic, error) {
	g, _ := s.Decl(doesMove).(*Moving)
	if g == nil {
		return nil, fmt.Errorf("it moves cards between piles: declare the moving")
	}
	form := s.Form(v)
	verb := "verbs." + form.Verb
	decl := g.of(form.Verb)
	if decl == nil {
		return nil, mech.InDecl(verb, fmt.Errorf("it moves cards between piles: game.moving.moves names no verb %q", form.Verb))
	}
	m := &moveMech{decl: decl, game: g, slots: len(form.Slots), card: cardSlot(form), dest: form.Slot("to"), at: form.Slot("at")}
	if m.dest >= 0 && form.Slots[m.dest].Type != notation.Num {
		return nil, mech.InDecl(verb, fmt.Errorf("it moves a card to the pile its part <n:to> numbers: that part must be a number"))
	}
	if err := m.resolve(s); err != nil {
		return nil, err
	}
	if decl.Take == "blind" {
		if err := m.blindFits(form); err != nil {
			return nil, mech.InDecl(verb, err)
		}
	}
	if err := m.formFits(s.Seats()); err != nil {
		return nil, mech.InDecl(verb, err)
	}
	if err := m.redealFits(s.Seats()); err != nil {
		return nil, mech.InDecl("moving.moves", err)
	}
	if decl.When != 0 && decl.Take == "blind" {
		return nil, mech.InDecl("moving.moves", fmt.Errorf("moving when: a blind draw takes a card unseen: no condition may be asked of it"))
	}
	if decl.Whole && (decl.Take != "above" || !decl.Run) {
		return nil, mech.InDecl("moving.moves", fmt.Errorf("moving whole: a run moves whole: declare take = \"above\" and run = true"))
	}
	return m, nil
}

// resolve reads the piles and the cards the declaration names.
func (m *moveMech) resolve(s mech.Setup) error {
	var err error
	if m.from, err = resolve(s, "from", m.decl.From); err != nil {
		return mech.InDecl("moving.moves", err)
	}
	if m.to, err = resolve(s, "to", m.decl.To); err != nil {
		return mech.InDecl("moving.moves", err)
	}
	m.fromIDs, m.toIDs, m.modes = fixed(m.from), fixed(m.to), modesOf(m.decl)
	if m.empty, err = m.decl.Empty.Compile(s.Deck()); err != nil {
		return mech.InDecl("moving.moves", fmt.Errorf("moving empty: %w", err))
	}
	if m.closed, err = m.decl.Closed.Compile(s.Deck()); err != nil {
		return mech.InDecl("moving.moves", fmt.Errorf("moving closed: %w", err))
	}
	if m.red, err = redOf(s, m.game); err != nil {
		return mech.InDecl("moving.red", err)
	}
	if m.turn, err = resolveTurnUp(s, m.game.TurnUp); err != nil {
		return mech.InDecl("moving.turn_up", err)
	}
	if m.game.Won != nil {
		if m.won, err = resolve(s, "won.empty", m.game.Won.Empty); err != nil {
			return mech.InDecl("moving.won", err)
		}
	}
	if m.score, err = resolve(s, "score", m.game.Score); err != nil {
		return mech.InDecl("moving.score", err)
	}
	return m.resolveEnd(s)
}

// resolveEnd reads the sets, the seats out and the game lost.
func (m *moveMech) resolveEnd(s mech.Setup) error {
	var err error
	if m.sets, err = resolveSets(s, m.game.Sets); err != nil {
		return mech.InDecl("moving.sets", err)
	}
	if m.game.Lost != nil && (m.game.Out == nil || !m.game.Lost.Last) {
		return mech.InDecl("moving.lost", fmt.Errorf("moving lost: the last seat left in loses (last = true), once the others are out: declare out"))
	}
	if m.game.Out == nil {
		return nil
	}
	m.outs, err = resolve(s, "out.empty", m.game.Out.Empty)
	for _, r := range m.outs {
		if err == nil && (!r.pile.PerSeat || r.every || r.step != 0) {
			err = fmt.Errorf("moving out.empty: %q is not a seat's own pile", r.pile.Name)
		}
	}
	return mech.InDecl("moving.out", err)
}

// of is the declaration of the verb named verb, or nil.
func (g *Moving) of(verb string) *Move {
	for i := range g.Moves {
		if g.Moves[i].Verb == verb {
			return &g.Moves[i]
		}
	}
	return nil
}

// cardSlot is the slot of a form that holds the card moved, or -1.
func cardSlot(f *notation.Form) int {
	for i, s := range f.Slots {
		if s.Type == notation.Card || s.Type == notation.Cards {
			return i
		}
	}
	return -1
}

// formFits refuses a form that cannot name the move: a card when it may be
// taken from several piles, a pile when it may go to several.
func (m *moveMech) formFits(seats int) error {
	switch {
	case m.card < 0 && count(m.from, seats) > 1:
		return fmt.Errorf("it moves the top card of one of several piles: its form needs <card>")
	case m.dest < 0 && count(m.to, seats) > 1:
		return fmt.Errorf("it moves a card to one of several piles: its form needs <n:to>, the number of the pile in game.moving's to")
	case m.dest >= 0 && count(m.to, seats) < 2:
		return fmt.Errorf("it moves a card to one pile: its form names none")
	}
	return nil
}

// List implements mech.Mechanic: each top card of a pile it takes from
// that fits a pile it goes to, the card's kind and the pile's number in
// the slab.
func (m *moveMech) List(t mech.Table, v, seat int, current bool) {
	if !current {
		return
	}
	if m.decl.Take == "blind" {
		m.listBlind(t, v, seat)
		return
	}
	if m.fromIDs != nil && m.toIDs != nil {
		m.listAmong(t, v, seat, m.fromIDs, m.toIDs)
		return
	}
	var fromRoom, toRoom [maxPiles]core.PileID
	st := t.State()
	m.listAmong(t, v, seat, piles(m.from, st, seat, fromRoom[:0]), piles(m.to, st, seat, toRoom[:0]))
}

// listAmong lists seat's moves from the piles from to the piles to.
func (m *moveMech) listAmong(t mech.Table, v, seat int, from, to []core.PileID) {
	st := t.State()
	slab := t.Slab()
	if m.card < 0 && m.mayRedeal(st, from[0], to[0]) {
		t.Offer(v)
		return
	}
	var tops [maxPiles]top
	m.tops(st, to, &tops)
	dk := st.Deck()
	n := len(dk.Ranks())
	for _, f := range from {
		cards := st.Pile(f).Cards
		lo, hi := m.span(st, f)
		for i := hi; i >= lo; i-- {
			h := m.hold(dk, cards[i])
			for j, d := range to {
				if d == f || !m.fitsTop(&h, &tops[j], n) || m.idle(st, f, i, d) || m.decl.When != 0 && !m.allows(t, st, seat, cards[i], f, d) {
					continue
				}
				if m.card < 0 && m.dest < 0 {
					t.Offer(v)
					continue
				}
				*slab = append(*slab, st.Deck().KindOf(cards[i]), j)
				t.Add(mech.Cand{Verb: v, Lo: len(*slab) - 2, Hi: len(*slab), Suit: -1, Seat: -1})
			}
		}
	}
}

// any reports whether seat may make a move of it in st.
func (m *moveMech) any(t mech.Table, st *core.State, seat int) bool {
	if m.fromIDs != nil && m.toIDs != nil {
		return m.anyAmong(t, st, seat, m.fromIDs, m.toIDs)
	}
	var fromRoom, toRoom [maxPiles]core.PileID
	return m.anyAmong(t, st, seat, piles(m.from, st, seat, fromRoom[:0]), piles(m.to, st, seat, toRoom[:0]))
}

// anyAmong reports whether seat may make a move from the piles from to
// the piles to in st.
func (m *moveMech) anyAmong(t mech.Table, st *core.State, seat int, from, to []core.PileID) bool {
	if m.card < 0 && m.mayRedeal(st, from[0], to[0]) {
		return true
	}
	var tops [maxPiles]top
	m.tops(st, to, &tops)
	dk := st.Deck()
	n := len(dk.Ranks())
	for _, f := range from {
		cards := st.Pile(f).Cards
		lo, hi := m.span(st, f)
		for i := hi; i >= lo; i-- {
			h := m.hold(dk, cards[i])
			for j, d := range to {
				if d != f && m.fitsTop(&h, &tops[j], n) && !m.idle(st, f, i, d) && m.allows(t, st, seat, cards[i], f, d) {
					return true
				}
			}
		}
	}
	return false
}

// Move implements mech.MoveMaker: the move of a candidate, its card and
// the number of the pile it goes to in the slab.
func (m *moveMech) Move(t mech.Table, c *mech.Cand) *notation.Move {
	if m.at >= 0 {
		return m.blindMove(t, c)
	}
	if m.card < 0 { // offered: a move that names nothing
		mv, _ := t.NewMove(c.Verb, m.slots, 0)
		return mv
	}
	slab := *t.Slab()
	mv := t.CardsMove(c.Verb, m.card, slab[c.Lo:c.Lo+1])
	if m.dest >= 0 {
		mv.Args[m.dest] = notation.Value{Set: true, Num: slab[c.Lo+1] + 1}
	}
	return mv
}

// Check implements mech.Mechanic.
func (m *moveMech) Check(t mech.Table, seat int, mv *notation.Move) mech.Refusal {
	_, _, _, why := m.read(t, t.State(), seat, mv)
	return why
}

// read finds the piles a move takes from and goes to, or why it is refused.
func (m *moveMech) read(t mech.Table, st *core.State, seat int, mv *notation.Move) (from, to core.PileID, at int, why mech.Refusal) {
	var fromRoom, toRoom [maxPiles]core.PileID
	froms := piles(m.from, st, seat, fromRoom[:0])
	tos := piles(m.to, st, seat, toRoom[:0])
	to = tos[0]
	if m.dest >= 0 {
		n := mv.Args[m.dest].Num
		if n < 1 || n > len(tos) {
			return 0, 0, 0, m.why("to", toWhy, fmt.Sprint(n))
		}
		to = tos[n-1]
	}
	if m.decl.Take == "blind" {
		at, why = m.readBlind(st, froms[0], mv)
		return froms[0], to, at, why
	}
	if m.card < 0 {
		if m.mayRedeal(st, froms[0], to) {
			return froms[0], to, -1, mech.Legal
		}
		if st.Pile(froms[0]).Len() == 0 {
			return 0, 0, 0, m.why("nothing", nothingWhy, "")
		}
		at = st.Pile(froms[0]).Len() - 1
		why = m.fitsWhy(st, st.Pile(froms[0]).Cards[at], to)
		if why == mech.Legal {
			why = m.allowsWhy(t, st, seat, st.Pile(froms[0]).Cards[at], froms[0], to)
		}
		return froms[0], to, at, why
	}
	cards := mv.Args[m.card].Cards
	if len(cards) != 1 {
		return 0, 0, 0, m.why("top", topWhy, "more than one card")
	}
	from, at, why = m.find(st, froms, to, cards[0].Kind)
	if why == mech.Legal {
		why = m.wholeFits(st, from, at)
	}
	if why == mech.Legal {
		why = m.fitsWhy(st, st.Pile(from).Cards[at], to)
	}
	if why == mech.Legal {
		why = m.placeFits(st, from, at, to)
	}
	if why == mech.Legal {
		why = m.allowsWhy(t, st, seat, st.Pile(from).Cards[at], from, to)
	}
	return from, to, at, why
}

// find is the pile of froms (but to) and the place in it of the card of
// kind k that may be taken, or why none may: it is on top, or, for a move
// of a card and every card above it, anywhere (in a run, when one is
// declared).
func (m *moveMech) find(st *core.State, froms []core.PileID, to core.PileID, k int) (core.PileID, int, mech.Refusal) {
	d := st.Deck()
	buried := false // the card lies below a run broken above it
	for _, f := range froms {
		cards := st.Pile(f).Cards
		if f == to {
			continue
		}
		lo := m.lowest(st, f)
		for i := len(cards) - 1; i >= 0 && (i >= lo || m.decl.Take != "top" && m.decl.Take != ""); i-- {
			if d.KindOf(cards[i]) != k {
				continue
			}
			if i >= lo {
				return f, i, mech.Legal
			}
			buried = true
		}
	}
	if buried {
		return 0, 0, m.why("run", runWhy, d.Kind(k).Code)
	}
	if m.decl.Take != "top" && m.decl.Take != "" {
		return 0, 0, m.why("top", aboveWhy, d.Kind(k).Code)
	}
	return 0, 0, m.why("top", topWhy, d.Kind(k).Code)
}

// lowest is the lowest place of pile f a card may be taken from: the top
// card's, or, for any card or a card and every card above it, the
// bottom's, or the bottom of the run on top when the cards taken must be
// one.
func (m *moveMech) lowest(st *core.State, f core.PileID) int {
	cards := st.Pile(f).Cards
	if len(cards) == 0 {
		return 0
	}
	switch {
	case m.decl.Take == "any" || m.decl.Take == "above" && !m.decl.Run:
		return 0
	case m.decl.Take != "above":
		return len(cards) - 1
	}
	i := len(cards) - 1
	for i > 0 && m.fitOn(st, cards[i], cards[i-1]) == "" {
		i--
	}
	return i
}

// why is a refusal in the declared words of key or the engine's, with the
// rule.
func (m *moveMech) why(key, def, arg string) mech.Refusal {
	msg := m.decl.Why.Of(key)
	return mech.RefuseUnder(&m.decl.Rule, msg, mech.FillArg(msg.Or(def), arg))
}

// Cite implements mech.Citer: a move is made under its rule.
func (m *moveMech) Cite(t mech.Table, seat int, mv *notation.Move, tally mech.Tally) {
	tally.ApplyCodes(m.decl.Rule.Codes)
}

// Apply implements mech.Mechanic: the card goes, narrated; then the game
// is won, the turn passes (unless the mover moves again), and the game is
// lost when the seat to act can make no move between piles.
func (m *moveMech) Apply(t mech.Table, st *core.State, seat int, mv *notation.Move) error {
	from, to, at, why := m.read(t, st, seat, mv)
	if why != mech.Legal {
		return fmt.Errorf("move: %s", why.Why)
	}
	if at < 0 {
		if err := m.redeal(st, seat, from, to); err != nil {
			return err
		}
		return m.after(t, st, seat, to)
	}
	c, n := st.Pile(from).Cards[at], m.taken(st, from, at)
	for range n { // the card, then every card above it, in their order; or n from the top
		if _, err := st.MoveAt(from, min(at, st.Pile(from).Len()-1), to, core.OnTop); err != nil {
			return fmt.Errorf("move: %w", err)
		}
	}
	if m.decl.Count > 1 { // a stock turned n at a time: the waste's new top card
		c, _ = st.Pile(to).Top()
	}
	if m.decl.Take == "blind" {
		m.sayBlind(st, seat, c, from, to)
	} else if !st.Imagined() {
		st.SayAbout(seat, mech.Fill(m.decl.Text.Or(moveText), "{card}", st.Deck().Card(c).Code,
			"{from}", label(st, from, seat), "{to}", label(st, to, seat), "{n}", strconv.Itoa(n)), m.decl.Text.Codes...)
	}
	if err := m.turnUp(st, seat, true); err != nil {
		return err
	}
	return m.after(t, st, seat, to)
}

// after ends seat's move onto pile to: the game won, the sets discarded
// and the seats out, the turn passed (unless the mover moves again), and
// the game lost when the seat to act can make no move between piles.
func (m *moveMech) after(t mech.Table, st *core.State, seat int, to core.PileID) error {
	if m.isWon(st, seat) {
		return m.end(st, []int{seat}, seat, &m.game.Won.Text, &m.game.Won.Reason, wonText, wonReason)
	}
	if m.sets != nil || m.game.Out != nil {
		if goes, err := m.settle(st, seatBit(seat)|seatBit(st.Pile(to).Owner)); err != nil || !goes {
			return err
		}
	}
	if !m.decl.Again {
		if err := st.SetCurrent(st.NextSeat(seat, 1)); err != nil {
			return err
		}
	}
	return m.stuck(t, st)
}

// The answers a move between piles gives the turn core.
var (
	_ mech.MoveMaker = (*moveMech)(nil)
	_ mech.Citer     = (*moveMech)(nil)
	_ mech.Stander   = (*moveMech)(nil)
)
