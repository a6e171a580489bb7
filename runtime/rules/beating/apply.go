package beating

import (
	"fmt"
	"strconv"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Apply implements mech.Mechanic: the card attacks or beats, the table is
// picked up, or the seat passes; the turn goes to the seat that acts
// next, and the bout ends when nobody may throw in or the table is picked
// up.
func (m *beatMech) Apply(t mech.Table, st *core.State, seat int, mv *notation.Move) error {
	if err := m.beatsAsked(t, st, seat, mv); err != nil {
		return err
	}
	b := BoutOf.Ref(st)
	switch m.role {
	case roleAttack, roleDefend:
		c, ok := m.held(st, seat, mv.Args[m.card].Cards[0].Kind)
		if !ok {
			return fmt.Errorf("beat: the card is not held")
		}
		return m.play(st, b, seat, c)
	case rolePickUp:
		n := st.Pile(m.table.ID).Len()
		if err := st.MoveAll(m.table.ID, m.hand.Of(seat)); err != nil {
			return fmt.Errorf("beat: %w", err)
		}
		m.say(st, seat, "pick_up", pickUpText, "{n}", strconv.Itoa(n), "{cards}", cardsWord(n))
		return m.endBout(st, b, true)
	}
	b.Passed |= 1 << uint(seat)
	m.say(st, seat, "pass", passText)
	return m.nextThrower(st, b, st.NextSeat(seat, 1))
}

// play puts card c on the table: an attack (the first card, or one thrown
// in) goes to the defender; a card that beats goes back to the throwers.
func (m *beatMech) play(st *core.State, b *Bout, seat int, c core.CardID) error {
	table := st.Pile(m.table.ID).Cards
	var on core.CardID
	if len(table) > 0 {
		on = table[len(table)-1]
	}
	if len(table) == 0 {
		m.startBout(st, b, seat)
	}
	if _, err := st.MoveAt(m.hand.Of(seat), indexOf(st.Pile(m.hand.Of(seat)).Cards, c), m.table.ID, core.OnTop); err != nil {
		return fmt.Errorf("beat: %w", err)
	}
	code := st.Deck().Card(c).Code
	if m.role == roleAttack {
		b.Attacks++
		key, def := "throw", throwText
		if len(table) == 0 {
			key, def = "attack", attackText
		}
		m.say(st, seat, key, def, "{card}", code)
		return st.SetCurrent(b.Defender)
	}
	m.say(st, seat, "beat", beatText, "{card}", code, "{on}", st.Deck().Card(on).Code)
	b.Passed = 0
	if b.Attacks >= b.Limit || st.Pile(m.hand.Of(seat)).Len() == 0 {
		return m.endBout(st, b, false)
	}
	return m.nextThrower(st, b, b.Attacker)
}

// nextThrower gives the turn to the first seat from seat on, in turn,
// that may throw a card in (not the defender, not a seat that passed, one
// holding a card of a rank on the table); the bout is beaten off when
// none may.
func (m *beatMech) nextThrower(st *core.State, b *Bout, seat int) error {
	for range st.Seats() {
		if m.mayThrow(st, b, seat) {
			return st.SetCurrent(seat)
		}
		seat = st.NextSeat(seat, 1)
	}
	return m.endBout(st, b, false)
}

// mayThrow reports whether seat may throw a card in now.
func (m *beatMech) mayThrow(st *core.State, b *Bout, seat int) bool {
	if seat == b.Defender || b.Passed&(1<<uint(seat)) != 0 || st.Turn().IsOut(seat) || b.Attacks >= b.Limit {
		return false
	}
	table := st.Pile(m.table.ID).Cards
	for _, c := range st.Pile(m.hand.Of(seat)).Cards {
		if onTable(st.Deck(), table, c) {
			return true
		}
	}
	return false
}

// indexOf is the place of card c in cards.
func indexOf(cards []core.CardID, c core.CardID) int {
	for i, x := range cards {
		if x == c {
			return i
		}
	}
	return -1
}

// say narrates what key names about seat, in the declared words or def,
// filled with pairs.
func (m *beatMech) say(st *core.State, seat int, key, def string, pairs ...string) {
	if st.Imagined() {
		return
	}
	msg := m.game.Say.Of(key)
	st.SayAbout(seat, mech.Fill(msg.Or(def), pairs...), msg.Codes...)
}

// cardsWord is n cards in words: "1 card", "3 cards".
func cardsWord(n int) string {
	if n == 1 {
		return "1 card"
	}
	return strconv.Itoa(n) + " cards"
}

// beatsAsked stops the game when the script's function of what beats what
// fails on the card seat beats with: the listing, which cannot say so,
// offered the card.
func (m *beatMech) beatsAsked(t mech.Table, st *core.State, seat int, mv *notation.Move) error {
	if m.role != roleDefend || m.game.Beats == 0 {
		return nil
	}
	c, ok := m.held(st, seat, mv.Args[m.card].Cards[0].Kind)
	if !ok {
		return nil
	}
	b := BoutOf.Of(st)
	_, err := m.fits(t, st, &b, c)
	return err
}
