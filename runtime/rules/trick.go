package rules

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
)

// Trick declares a climbing game's trick: a seat leads any play of a
// declared kind; the others beat it with a higher play of the same kind
// and size (or a bomb), or pass; when every other seat still in has
// passed, the last play wins the trick and its seat leads the next. A seat
// whose hand is empty finishes, with the next place; the game ends when
// one seat is left.
type Trick struct {
	Table  string // the pile plays go to; the play to beat is on top
	Played string // the pile a finished trick goes to
	Kinds  []Kind
	Bombs  []Bomb
	// Rule and BombRule are the rule codes of refusals that a play does not
	// beat, and of refusals about bombs; LeadRule is cited when the winner
	// of a trick has gone out and the next seat leads.
	Rule, BombRule, LeadRule string
	// NotAPlay refuses cards that are no play of any kind (the engine lists
	// the kinds when it is "").
	NotAPlay string
	// LeadWhy refuses a pass by the seat that leads.
	LeadWhy string
	// OpenWithLowest makes the first play of the game contain the lowest
	// card of the seat that makes it; OpenWhy refuses one that does not
	// ("%s" is the card).
	OpenWithLowest bool
	OpenWhy        string
	// Ordinals name places in narration ("1st"); the engine's by default.
	// RankPlurals name ranks in the plural ("jacks"), by rank code.
	RankPlurals map[string]string
}

// Kind is one kind of play: n cards of one rank (Set), or a run of
// consecutive ranks with PerRank cards each.
type Kind struct {
	Name    string
	Set     int
	PerRank int // for a run: 1 for a sequence, 2 for a double sequence
	Min     int // for a run: the fewest ranks
	// High is the highest rank a run may hold, "" for any.
	High string
	// ByRank compares plays of the kind by rank alone (triples, quads), not
	// by their highest card.
	ByRank bool
	// Why refuses cards that are nearly this kind, by what is wrong:
	// "short" (a run of too few ranks), "high" (a run above High).
	Why map[string]string
}

// Bomb lets a play of one kind beat a play of another: Kind beats On when
// the play beaten is of the ranks OnRanks, and a bomb run has Length ranks
// (or more, with OrLonger; 0 for any).
type Bomb struct {
	Kind     string
	Length   int
	OrLonger bool
	On       string
	OnRanks  Cards
	// Say names the bomb in refusals ("a double sequence of exactly 3
	// pairs"); the engine's words when "".
	Say string
}

// trickPlan is a Trick resolved for one game.
type trickPlan struct {
	*Trick
	table, played Pile
	high          []int // the highest rank index of each kind, or -1
	bombs         []bombPlan
}

type bombPlan struct {
	*Bomb
	kind, on int
	onRanks  Set
}

func (p *Plan) resolveTrick(t *Trick) (*trickPlan, error) {
	tp := &trickPlan{Trick: t}
	var ok bool
	if tp.table, ok = p.table.Pile(t.Table); !ok {
		return nil, errUnknownPile("trick table", t.Table)
	}
	if tp.played, ok = p.table.Pile(t.Played); !ok {
		return nil, errUnknownPile("trick played", t.Played)
	}
	for _, k := range t.Kinds {
		high := -1
		if k.High != "" {
			if high, ok = p.d.Deck.RankIndex(k.High); !ok {
				return nil, fmt.Errorf("trick: kind %s: the deck has no rank %q", k.Name, k.High)
			}
		}
		tp.high = append(tp.high, high)
	}
	for i := range t.Bombs {
		b := &t.Bombs[i]
		bp := bombPlan{Bomb: b, kind: tp.kindIndex(b.Kind), on: tp.kindIndex(b.On)}
		if bp.kind < 0 || bp.on < 0 {
			return nil, fmt.Errorf("trick: a bomb names a kind that is not declared (%q on %q)", b.Kind, b.On)
		}
		var err error
		if bp.onRanks, err = b.OnRanks.Compile(p.d.Deck); err != nil {
			return nil, fmt.Errorf("trick: bomb %s on %s: %w", b.Kind, b.On, err)
		}
		tp.bombs = append(tp.bombs, bp)
	}
	return tp, nil
}

func (tp *trickPlan) kindIndex(name string) int {
	for i, k := range tp.Kinds {
		if k.Name == name {
			return i
		}
	}
	return -1
}

// play is a play of a trick: its kind, its cards (in deck order) and how
// many ranks a run has.
type play struct {
	kind  int
	cards []core.CardID
	ranks int
}
