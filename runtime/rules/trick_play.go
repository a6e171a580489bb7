package rules

import (
	"fmt"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// classify says which kind of play cards (in deck order) are, or why they
// are none.
func (tp *trickPlan) classify(g *Game, cards []core.CardID) (play, refusal) {
	s := &g.shapes[0] // the game's room, good until the next play is classified
	g.st.Deck().ShapeInto(s, cards)
	i, near := tp.kindOf(g, s, cards)
	if i >= 0 {
		return play{kind: i, cards: cards, ranks: max(len(s.Counts), 1)}, legal
	}
	if near.Why != "" {
		return play{}, near
	}
	return play{}, refuse(&tp.NotAPlay, fillCards(tp.NotAPlay.Or("%s is not a play"), tp.codes(g, cards)))
}

// toBeat is the play on the table that a play must beat, or false when the
// seat leads.
func (tp *trickPlan) toBeat(g *Game) (play, bool) {
	t := toBeatOf.Of(g.st)
	if t.Kind == 0 {
		return play{}, false
	}
	cards := g.st.Pile(tp.table.ID).Cards
	top := append(g.trickTop[:0], cards[len(cards)-t.Size:]...) // the game's room: good until the next call
	g.trickTop = top
	g.st.Deck().SortCards(top)
	k := tp.Kinds[t.Kind-1]
	ranks := 1
	if k.PerRank > 0 {
		ranks = t.Size / k.PerRank
	}
	return play{kind: t.Kind - 1, cards: top, ranks: ranks}, true
}

// alternatives names what may beat cur: a higher play of its kind, when
// there can be one, and the bombs.
func (tp *trickPlan) alternatives(g *Game, cur play, bombs []bombPlan) string {
	var says []string
	for _, b := range bombs {
		says = append(says, or(b.Say, tp.bombName(b)))
	}
	text := strings.Join(says, " or ")
	k := tp.Kinds[cur.kind]
	top := len(g.st.Deck().Ranks()) - 1
	if k.ByRank && g.st.Deck().Card(cur.cards[len(cur.cards)-1]).RankIndex == top {
		return text
	}
	return "a higher " + tp.kindName(cur) + ", " + text
}

func (tp *trickPlan) bombName(b bombPlan) string {
	k := tp.Kinds[b.kind]
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
func (tp *trickPlan) kindName(p play) string {
	k := tp.Kinds[p.kind]
	if k.PerRank == 0 || k.Max > 0 && k.Max == k.Min {
		return k.Name
	}
	return fmt.Sprintf("%d-%s %s", p.ranks, unitOf(k.PerRank, false), k.Name)
}

// describe names a play: "single 7D", "pair of 7s", "5-card sequence 9 to K
// (9S TC JD QH KS)".
func (tp *trickPlan) describe(g *Game, p play) string {
	return string(tp.appendPlay(nil, g, p))
}

// plural names a rank in the plural: the declared word, else "8s" for a
// number, "10s" for a rank spelled with digits, "jacks" for a named one.
func (tp *trickPlan) plural(g *Game, rank string) string {
	if w, ok := tp.RankPlurals[rank]; ok {
		return w
	}
	i, _ := g.st.Deck().RankIndex(rank)
	return mech.PluralRank(g.st.Deck(), i)
}

// rankPlural names the ranks of a selection in the plural ("2s").
func (tp *trickPlan) rankPlural(g *Game, s Set) string {
	var names []string
	d := g.st.Deck()
	for _, r := range d.Ranks() {
		for k := range s {
			if s[k] && d.Kind(k).Rank == r.Code {
				names = append(names, tp.plural(g, r.Code))
				break
			}
		}
	}
	return strings.Join(names, " or ")
}

// codes writes cards as their codes.
func (tp *trickPlan) codes(g *Game, cards []core.CardID) string {
	return string(appendCodes(nil, g.st.Deck(), cards))
}

// TrickOnTable describes the play to beat in st, a state of a game of the
// plan: its kind's name, the play in words and its seat; ok is false when
// the seat to act leads.
func (p *Plan) TrickOnTable(st *core.State) (kind, text string, seat int, ok bool) {
	if p.trick == nil {
		return "", "", 0, false
	}
	g := p.Resume(st, nil)
	cur, ok := p.trick.toBeat(g)
	if !ok {
		return "", "", 0, false
	}
	return p.trick.Kinds[cur.kind].Name, p.trick.describe(g, cur), toBeatOf.Of(st).Seat, true
}
