package climbing

import (
	"fmt"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// The kinds of play a trick declares: sets (of a size or more), runs,
// flushes and groups such as a full house; what cards fit them, and how
// plays of one kind compare.

// How plays of a kind compare (Kind.Compare).
const (
	compareHigh = iota
	compareRank
	compareRanks
	compareGroups
)

var compareModes = map[string]int{"": compareHigh, "high": compareHigh, "rank": compareRank, "ranks": compareRanks, "groups": compareGroups}

// resolveKinds checks what each kind is and resolves the classes, the way
// plays compare and the cards of the opening play.
func (tp *plan) resolveKinds(d *core.Deck) error {
	tp.single = -1
	for i := range tp.Kinds {
		k := &tp.Kinds[i]
		if err := checkKind(k); err != nil {
			return fmt.Errorf("kind %s: %w", k.Name, err)
		}
		mode := compareModes[k.Compare]
		if k.ByRank {
			mode = compareRank
		}
		tp.compare = append(tp.compare, mode)
		tp.class = append(tp.class, -1)
		if k.Set == 1 && !k.OrMore && tp.single < 0 {
			tp.single = i
		}
	}
	for c, name := range tp.Classes {
		i := tp.kindIndex(name)
		if i < 0 {
			return fmt.Errorf("classes: %q is not a declared kind", name)
		}
		if tp.class[i] >= 0 {
			return fmt.Errorf("classes: %q is listed twice", name)
		}
		tp.class[i] = c
		tp.byClass = append(tp.byClass, i)
	}
	for i := range tp.Kinds {
		tp.shadow = append(tp.shadow, tp.shadows(i))
	}
	var err error
	if tp.openWith, err = tp.OpenWith.Compile(d); err != nil {
		return fmt.Errorf("open_with: %w", err)
	}
	return nil
}

// checkKind refuses a kind that is not exactly one shape, or whose fields
// say nothing known.
func checkKind(k *Kind) error {
	shapes := 0
	for _, is := range []bool{k.Set > 0, k.PerRank > 0, k.Flush > 0, len(k.Groups) > 0} {
		if is {
			shapes++
		}
	}
	if shapes != 1 {
		return fmt.Errorf("declare one of set, per_rank, flush or groups")
	}
	if _, ok := compareModes[k.Compare]; !ok {
		return fmt.Errorf("compare is %q: it must be \"high\", \"rank\", \"ranks\" or \"groups\"", k.Compare)
	}
	if k.Suits != "" && k.Suits != "same" && k.Suits != "mixed" {
		return fmt.Errorf("suits is %q: it must be \"same\" or \"mixed\"", k.Suits)
	}
	if k.Max > 0 && k.Max < k.Min {
		return fmt.Errorf("max (%d) is below min (%d)", k.Max, k.Min)
	}
	for i, n := range k.Groups {
		if n < 1 || i > 0 && n > k.Groups[i-1] {
			return fmt.Errorf("groups must be sizes above 0, largest first")
		}
	}
	return nil
}

// fit says whether cards of shape s are a play of kind i: ok, or, when
// they are nearly one, what is wrong with them (a key of the kind's Why:
// "short", "long", "high"; "" when they are not near). It allocates
// nothing: nearMiss words the refusal, for the one kind that needs it.
func (tp *plan) fit(i int, s *core.Shape) (ok bool, near string) {
	k := &tp.Kinds[i]
	switch {
	case k.Set > 0:
		return s.Unranked == 0 && len(s.Counts) == 1 && (s.Size == k.Set || k.OrMore && s.Size > k.Set), ""
	case k.Flush > 0:
		if s.Unranked > 0 || !s.SameSuit || s.Size != k.Flush {
			return false, ""
		}
		return tp.underHigh(i, s)
	case len(k.Groups) > 0:
		return s.Is(k.Groups...), ""
	}
	return tp.fitRun(i, s)
}

// fitRun says whether cards are a run of kind i, or nearly one.
func (tp *plan) fitRun(i int, s *core.Shape) (bool, string) {
	k := &tp.Kinds[i]
	if s.Unranked > 0 || !s.Consecutive || s.PerRank() != k.PerRank || len(s.Counts) < 2 || !suitsFit(k.Suits, s.SameSuit) {
		return false, ""
	}
	if len(s.Counts) < k.Min {
		return false, "short"
	}
	if k.Max > 0 && len(s.Counts) > k.Max {
		return false, "long"
	}
	return tp.underHigh(i, s)
}

// underHigh says whether no card is above the kind's highest rank.
func (tp *plan) underHigh(i int, s *core.Shape) (bool, string) {
	if h := tp.high[i]; h >= 0 && s.High > h {
		return false, "high"
	}
	return true, ""
}

// nearMiss is the refusal of cards nearly of kind i, near saying what is
// wrong with them (fit's).
func (tp *plan) nearMiss(t *table, i int, near string, cards []core.CardID) mech.Refusal {
	k := &tp.Kinds[i]
	var def string
	switch near {
	case "short":
		def = fmt.Sprintf("a %s needs at least %d ranks", k.Name, k.Min)
	case "long":
		def = fmt.Sprintf("a %s has at most %d ranks", k.Name, k.Max)
	default:
		def = fmt.Sprintf("a %s may not go above %s", k.Name, k.High)
	}
	return tp.nearText(t, k, near, def, cards)
}

func suitsFit(want string, same bool) bool {
	return want == "" || want == "same" && same || want == "mixed" && !same
}

// nearText is the refusal of cards nearly of kind k: its own words (%s the
// cards), or the engine's, after the trick's rule code.
func (tp *plan) nearText(t *table, k *Kind, key, def string, cards []core.CardID) mech.Refusal {
	return mech.RefuseUnder(&tp.Rule, k.Why.Of(key), fillCards(k.Why.Words(key, def), tp.codes(t, cards)))
}

// fillCards puts the cards in a text that has a place for them (%s).
func fillCards(text, cards string) string {
	if !strings.Contains(text, "%s") {
		return text
	}
	return fmt.Sprintf(text, cards)
}

// kindOf is the kind cards of shape s are: of the kinds they fit, the
// latest in the classes, else the first declared; -1 and the refusal of
// the first kind they nearly are when none.
func (tp *plan) kindOf(t *table, s *core.Shape, cards []core.CardID) (int, mech.Refusal) {
	best, nearKind, near := -1, -1, ""
	for i := range tp.Kinds {
		ok, why := tp.fit(i, s)
		if !ok {
			if near == "" {
				nearKind, near = i, why
			}
			continue
		}
		if best < 0 || tp.class[i] > tp.class[best] {
			best = i
		}
	}
	if best >= 0 || near == "" {
		return best, mech.Legal
	}
	return best, tp.nearMiss(t, nearKind, near, cards)
}

// higher reports whether p beats cur, a play of the same kind and size,
// as the kind compares.
func (tp *plan) higher(t *table, p, cur play) bool {
	d := t.st.Deck()
	switch tp.compare[p.kind] {
	case compareRank:
		return d.CompareRank(p.cards, cur.cards) > 0
	case compareRanks:
		return d.CompareRanks(p.cards, cur.cards) > 0
	case compareGroups:
		return d.CompareGroups(p.cards, cur.cards) > 0
	}
	return d.CompareHigh(p.cards, cur.cards) > 0
}
