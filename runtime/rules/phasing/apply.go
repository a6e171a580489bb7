package phasing

import (
	"math/bits"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Apply implements mech.Mechanic: the move's effects (a pile taken up, a
// card discarded, trumps made, the seat's partners sitting out), said;
// then the phase goes on, or ends and the next begins.
func (m *verb) Apply(t mech.Table, st *core.State, seat int, mv *notation.Move) error {
	pr := Key.Ref(st)
	ph := &m.phases[pr.At-1]
	said := ph.Says.Of(m.name)
	text := said.Text
	if err := m.exchange(st, ph, seat, mv, &text); err != nil {
		return err
	}
	ends := ph.ends&m.bit() != 0
	if ends && ph.Trumps != "" {
		suit := m.upSuit(st)
		if ph.Trumps != "turn_up" {
			suit, _ = st.Deck().SuitIndex(mv.Args[m.suit].Code)
		}
		named := mech.SuitNamed.Ref(st)
		named.Suit, named.By = suit+1, seat+1
		if suit >= 0 {
			text = strings.ReplaceAll(text, "{suit}", st.Deck().Suits()[suit].Name)
		}
	}
	if m.v == ph.alone {
		if err := m.sitOut(st, seat); err != nil {
			return err
		}
	}
	if text != "" && !st.Imagined() {
		st.SayAbout(seat, text, said.Codes...)
	}
	pr.Acted |= seatBit(seat)
	switch {
	case ends:
		pr.Ended |= 1 << uint(pr.At-1)
	case (ph.Acts == inTurn || ph.Acts == all) && pr.Acted&m.active(st) != m.active(st):
		return nil
	}
	return m.next(t, st, pr)
}

// exchange takes the phase's pile into seat's hand, and discards the
// move's card from it.
func (m *verb) exchange(st *core.State, ph *phase, seat int, mv *notation.Move, text *string) error {
	hand := m.hand.Of(seat)
	if ph.takes != nil {
		for st.Pile(ph.takes.ID).Len() > 0 {
			if _, err := st.MoveAt(ph.takes.ID, 0, hand, core.OnTop); err != nil {
				return err
			}
		}
	}
	if m.card < 0 || ph.discard == nil {
		return nil
	}
	k := mv.Args[m.card].Cards[0].Kind
	*text = strings.ReplaceAll(*text, "{card}", st.Deck().Kind(k).Code)
	_, err := st.MoveKind(hand, k, ph.discard.ID, core.OnTop)
	return err
}

// sitOut has seat's partners sit the round out; the turn passes them by.
func (m *verb) sitOut(st *core.State, seat int) error {
	for _, team := range m.teams {
		if !contains(team, seat) {
			continue
		}
		for _, s := range team {
			if s == seat {
				continue
			}
			if err := st.SitOut(s); err != nil {
				return err
			}
		}
	}
	if cur := st.Turn().Current; st.Turn().IsOut(cur) {
		return st.SetCurrent(st.NextSeat(cur, 1))
	}
	return nil
}

// next begins the next phase not skipped after the one under way; past
// the last, the play begins, or a round nobody made trumps in is thrown
// in and the deal passes.
func (m *verb) next(t mech.Table, st *core.State, pr *Progress) error {
	i := pr.At
	for i < len(m.phases) && m.skipped(st, pr, i) {
		i++
	}
	pr.At, pr.Acted = i+1, 0
	if i < len(m.phases) || !m.makesTrumps() || mech.SuitNamed.Of(st).By > 0 {
		return nil
	}
	if !st.Imagined() {
		st.Say(m.ThrownText.Or(thrownText), m.ThrownText.Codes...)
	}
	return t.NextRound(st, st.NextSeat(st.Turn().Dealer, 1))
}

// inTurn is the seat to act in a phase played in turn: the first from the
// seat to act (the dealer's left) that plays and has not acted.
func (m *verb) inTurn(st *core.State, pr *Progress) uint64 {
	s := st.Turn().Current
	for range st.Seats() {
		if b := seatBit(s); b&m.active(st)&^pr.Acted != 0 {
			return b
		}
		s = st.NextSeat(s, 1)
	}
	return 0
}

// makesTrumps reports whether a phase makes trumps.
func (m *verb) makesTrumps() bool {
	for i := range m.phases {
		if m.phases[i].Trumps != "" {
			return true
		}
	}
	return false
}

// skipped reports whether the i-th phase is skipped: played only after
// an ended phase that was not, or unless one that was, or the maker's
// with no maker.
func (m *verb) skipped(st *core.State, pr *Progress, i int) bool {
	ph := &m.phases[i]
	return ph.after >= 0 && pr.Ended&(1<<uint(ph.after)) == 0 ||
		ph.unless >= 0 && pr.Ended&(1<<uint(ph.unless)) != 0 ||
		ph.Acts == maker && mech.SuitNamed.Of(st).By == 0
}

// now is the phase under way in pr, or nil.
func (m *verb) now(pr *Progress) *phase {
	if pr.At < 1 || pr.At > len(m.phases) {
		return nil
	}
	return &m.phases[pr.At-1]
}

// active are the seats not sitting out.
func (m *verb) active(st *core.State) uint64 {
	return (1<<uint(st.Seats()) - 1) &^ st.Turn().Out
}

// forced reports whether seat may make only a verb that ends the phase,
// being its last seat to act (Phase.Forced), and the verb does not.
func (m *verb) forced(st *core.State, pr *Progress, ph *phase, seat int) bool {
	if !ph.Forced || ph.ends&m.bit() != 0 {
		return false
	}
	left := m.active(st) &^ pr.Acted
	return bits.OnesCount64(left) == 1 && left == seatBit(seat)
}

// cards are the kinds of the cards seat may discard: its hand's, and the
// pile it takes.
func (m *verb) cards(st *core.State, ph *phase, seat int) []int {
	d := st.Deck()
	var ks []int
	for _, c := range st.Pile(m.hand.Of(seat)).Cards {
		ks = append(ks, d.KindOf(c))
	}
	if ph.takes != nil {
		for _, c := range st.Pile(ph.takes.ID).Cards {
			ks = append(ks, d.KindOf(c))
		}
	}
	return ks
}

// suitWhy is why the suit of index i may not be named in ph, or "".
func (m *verb) suitWhy(st *core.State, ph *phase, i int) string {
	if i < 0 {
		return otherWhy
	}
	if ph.Trumps == "other" && i == m.upSuit(st) {
		return otherWhy
	}
	return ""
}

// upSuit is the suit of the card turned up, or -1.
func (m *verb) upSuit(st *core.State) int {
	if !m.up {
		return -1
	}
	if c, ok := st.Pile(m.upPile.ID).Top(); ok {
		return st.Deck().Card(c).SuitIndex
	}
	return -1
}

// ShowTable implements mech.Shower: the phase under way, and who sits
// out.
func (m *verb) ShowTable(st *core.State, seat int, t *engine.Table) {
	if m.v != m.first {
		return
	}
	pr := Key.Of(st)
	if ph := m.now(&pr); ph != nil {
		t.Status = append(t.Status, "phase: "+ph.Name)
	}
	for s := range st.Seats() {
		if st.Turn().IsOut(s) {
			t.Badge(s, "sits out")
		}
	}
}

// contains reports whether seats holds seat.
func contains(seats []int, seat int) bool {
	for _, s := range seats {
		if s == seat {
			return true
		}
	}
	return false
}
