package climbing

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// classify says which kind of play cards (in deck order) are, or why they
// are none.
func (tp *plan) classify(t *table, cards []core.CardID) (play, mech.Refusal) {
	s := &t.r.shapes[0] // the game's room, good until the next play is classified
	t.st.Deck().ShapeInto(s, cards)
	i, near := tp.kindOf(t, s, cards)
	if i >= 0 {
		return play{kind: i, cards: cards, ranks: max(len(s.Counts), 1)}, mech.Legal
	}
	if near.Why != "" {
		return play{}, near
	}
	return play{}, mech.Refuse(&tp.NotAPlay, fillCards(tp.NotAPlay.Or("%s is not a play"), tp.codes(t, cards)))
}

// toBeat is the play on the table that a play must beat, or false when the
// seat leads.
func (tp *plan) toBeat(t *table) (play, bool) {
	on := ToBeatOf.Of(t.st)
	if on.Kind == 0 {
		return play{}, false
	}
	cards := t.st.Pile(tp.table.ID).Cards
	top := append(t.r.top[:0], cards[len(cards)-on.Size:]...) // the room: good until the next call
	t.r.top = top
	t.st.Deck().SortCards(top)
	k := &tp.Kinds[on.Kind-1]
	ranks := 1
	if k.PerRank > 0 {
		ranks = on.Size / k.PerRank
	}
	return play{kind: on.Kind - 1, cards: top, ranks: ranks}, true
}

// alternatives names what may beat cur: a higher play of its kind, when
// there can be one, and the bombs.
func (tp *plan) alternatives(t *table, cur play, bombs []bombPlan) string {
	var says []string
	for _, b := range bombs {
		says = append(says, or(b.Say, tp.bombName(b)))
	}
	text := strings.Join(says, " or ")
	k := &tp.Kinds[cur.kind]
	top := len(t.st.Deck().Ranks()) - 1
	if k.ByRank && t.st.Deck().Card(cur.cards[len(cur.cards)-1]).RankIndex == top {
		return text
	}
	return "a higher " + tp.kindName(cur) + ", " + text
}

func (tp *plan) bombName(b bombPlan) string {
	k := &tp.Kinds[b.kind]
	if b.Length == 0 {
		return "a " + k.Name
	}
	how := "exactly "
	if b.OrLonger {
		how = "at least "
	}
	return fmt.Sprintf("a %s of %s%d %s", k.Name, how, b.Length, unitOf(k.PerRank, true))
}

// unitOf names the cards of one rank of a run.
func unitOf(perRank int, plural bool) string {
	u := [...]string{"card", "card", "pair", "triple", "quad"}[min(perRank, 4)]
	if plural {
		return u + "s"
	}
	return u
}

// kindName names a play's kind with its size where the size matters: "pair",
// "3-card sequence", "3-pair double sequence".
func (tp *plan) kindName(p play) string {
	k := &tp.Kinds[p.kind]
	if k.PerRank == 0 || k.Max > 0 && k.Max == k.Min {
		return k.Name
	}
	return string(tp.appendKindName(nil, p))
}

// appendKindName appends the name of a play's kind, as kindName names it.
func (tp *plan) appendKindName(b []byte, p play) []byte {
	k := &tp.Kinds[p.kind]
	if k.PerRank == 0 || k.Max > 0 && k.Max == k.Min {
		return append(b, k.Name...)
	}
	b = append(strconv.AppendInt(b, int64(p.ranks), 10), '-')
	return append(append(append(b, unitOf(k.PerRank, false)...), ' '), k.Name...)
}

// describe names a play: "single 7D", "pair of 7s", "5-card sequence 9 to K
// (9S TC JD QH KS)".
func (tp *plan) describe(t *table, p play) string {
	return string(tp.appendPlay(nil, t, p))
}

// plural names a rank in the plural: the declared word, else "8s" for a
// number, "10s" for a rank spelled with digits, "jacks" for a named one.
func (tp *plan) plural(t *table, rank string) string {
	if w, ok := tp.RankPlurals[rank]; ok {
		return w
	}
	i, _ := t.st.Deck().RankIndex(rank)
	return mech.PluralRank(t.st.Deck(), i)
}

// appendPlural appends a rank in the plural, as plural names it.
func (tp *plan) appendPlural(b []byte, t *table, rank string) []byte {
	if w, ok := tp.RankPlurals[rank]; ok {
		return append(b, w...)
	}
	i, _ := t.st.Deck().RankIndex(rank)
	return mech.AppendPluralRank(b, t.st.Deck(), i)
}

// rankPlural names the ranks of a selection in the plural ("2s").
func (tp *plan) rankPlural(t *table, s mech.Set) string {
	var names []string
	d := t.st.Deck()
	for _, r := range d.Ranks() {
		for k := range s {
			if s[k] && d.Kind(k).Rank == r.Code {
				names = append(names, tp.plural(t, r.Code))
				break
			}
		}
	}
	return strings.Join(names, " or ")
}

// codes writes cards as their codes.
func (tp *plan) codes(t *table, cards []core.CardID) string {
	return string(appendCodes(nil, t.st.Deck(), cards))
}

// OnTable describes the play to beat in st, a state of a game whose
// mechanics are mechanics (mech.Table.Mechanics): its kind's name, the
// play in words and its seat; ok is false when the seat to act leads, or
// the game plays no trick.
func OnTable(mechanics []any, st *core.State) (kind, text string, seat int, ok bool) {
	var tp *plan
	for _, m := range mechanics {
		if tm, is := m.(trickPlayer); is {
			tp = tm.trickPlan()
			break
		}
	}
	if tp == nil {
		return "", "", 0, false
	}
	t := &table{st: st, r: &room{}}
	cur, ok := tp.toBeat(t)
	if !ok {
		return "", "", 0, false
	}
	return tp.Kinds[cur.kind].Name, tp.describe(t, cur), ToBeatOf.Of(st).Seat, true
}
