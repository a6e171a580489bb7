package climbing

import (
	"fmt"
	"strings"

	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// What beats the play on the table: a higher play of its kind and size (or
// a larger one, for a kind compared by size), a play of a higher class of
// the same size, or a bomb.

// What is wrong with a play laid on another (the keys of Trick.Why).
const (
	beatsOK   = ""
	notHigher = "lower"
	lowClass  = "class"
	otherKind = "follow"
)

// beatKey says whether p may be laid on cur: beatsOK, or what is wrong. It
// allocates nothing, for listings.
func (tp *plan) beatKey(t *table, p, cur play) string {
	k := &tp.Kinds[p.kind]
	if p.kind == cur.kind && (len(p.cards) == len(cur.cards) || k.BySize) {
		if len(p.cards) != len(cur.cards) {
			return keyIf(len(p.cards) > len(cur.cards), notHigher)
		}
		return keyIf(tp.higher(t, p, cur), notHigher)
	}
	if pc, cc := tp.class[p.kind], tp.class[cur.kind]; pc >= 0 && cc >= 0 && len(p.cards) == len(cur.cards) {
		return keyIf(pc > cc, lowClass)
	}
	for i := range tp.bombs {
		if b := &tp.bombs[i]; tp.isOn(t, b, cur) && b.fits(p) {
			return beatsOK
		}
	}
	return otherKind
}

func keyIf(ok bool, key string) string {
	if ok {
		return beatsOK
	}
	return key
}

// isOn reports whether bomb b may beat cur.
func (tp *plan) isOn(t *table, b *bombPlan, cur play) bool {
	if b.on < 0 && b.kind == cur.kind || b.on >= 0 && b.on != cur.kind {
		return false
	}
	return b.onRanks == nil || b.onRanks.Any(t.st.Deck(), cur.cards)
}

// bombOf is the index of the first bomb by which p beats cur, or -1.
func (tp *plan) bombOf(t *table, p, cur play) int {
	for i := range tp.bombs {
		if b := &tp.bombs[i]; tp.isOn(t, b, cur) && b.fits(p) {
			return i
		}
	}
	return -1
}

// bombNames names each bomb for a tally: by its kind ("quad"); a bomb of
// a kind an earlier bomb has is named apart by what it is ("double
// sequence of exactly 4 pairs") and, if need be, what it beats ("quad on a
// pair"), so that a house rule that adds a bomb of a kind leaves the
// base's bombs their names and counts the new one under its own.
func (tp *plan) bombNames() []string {
	names := make([]string, len(tp.bombs))
	for i, b := range tp.bombs {
		names[i] = tp.Kinds[b.kind].Name
	}
	tp.nameApart(names, func(b bombPlan) string { return strings.TrimPrefix(tp.bombName(b), "a ") })
	tp.nameApart(names, func(b bombPlan) string {
		if b.on < 0 {
			return " on another kind"
		}
		return " on a " + tp.Kinds[b.on].Name
	})
	return names
}

// nameApart renames, with name, each bomb whose name an earlier bomb has;
// a name that starts with a space is added to the old one.
func (tp *plan) nameApart(names []string, name func(bombPlan) string) {
	seen := map[string]bool{}
	for i, b := range tp.bombs {
		if !seen[names[i]] {
			seen[names[i]] = true
			continue
		}
		if n := name(b); strings.HasPrefix(n, " ") {
			names[i] += n
		} else {
			names[i] = n
		}
		seen[names[i]] = true
	}
}

// bombsOn lists the bombs that may beat cur.
func (tp *plan) bombsOn(t *table, cur play) []bombPlan {
	var out []bombPlan
	for i := range tp.bombs {
		if tp.isOn(t, &tp.bombs[i], cur) {
			out = append(out, tp.bombs[i])
		}
	}
	return out
}

// fits reports whether p is one of the bomb's plays.
func (b bombPlan) fits(p play) bool {
	if p.kind != b.kind {
		return false
	}
	return b.Length == 0 || p.ranks == b.Length || b.OrLonger && p.ranks > b.Length
}

// beats says whether p may be laid on cur, or why not.
func (tp *plan) beats(t *table, p, cur play) mech.Refusal {
	if tp.Beats != 0 {
		return tp.beatsByFunc(t, p, cur)
	}
	key := tp.beatKey(t, p, cur)
	if key == beatsOK {
		return mech.Legal
	}
	if msg, text := tp.beatWhy(t, key, p, cur); text != "" {
		return mech.RefuseUnder(&tp.Rule, msg, text)
	}
	switch key {
	case notHigher:
		return mech.RefuseUnder(&tp.Rule, &tp.At, tp.describe(t, p)+" is not higher than "+tp.describe(t, cur))
	case lowClass:
		return mech.RefuseUnder(&tp.Rule, &tp.At, fmt.Sprintf("a %s does not beat a %s", tp.Kinds[p.kind].Name, tp.Kinds[cur.kind].Name))
	}
	return tp.notBombed(t, p, cur)
}

// beatWhy is the declared refusal of what is wrong (key) with p laid on
// cur: the kind of cur's own, else the trick's; "" when none is declared.
func (tp *plan) beatWhy(t *table, key string, p, cur play) (*mech.Message, string) {
	msg := tp.Kinds[cur.kind].Why.Of(key)
	if msg.Text == "" {
		msg = tp.Why.Of(key)
	}
	if msg.Text == "" {
		return nil, ""
	}
	return msg, mech.Fill(msg.Text, "{play}", tp.describe(t, p), "{cur}", tp.describe(t, cur),
		"{kind}", tp.Kinds[p.kind].Name, "{cur_kind}", tp.Kinds[cur.kind].Name)
}

// notBombed refuses a play of another kind than cur that no bomb makes
// beat it, in the engine's words.
func (tp *plan) notBombed(t *table, p, cur play) mech.Refusal {
	if bombs := tp.bombsOn(t, cur); len(bombs) > 0 {
		return mech.RefuseUnder(&tp.BombRule, &tp.At, tp.describe(t, cur)+" can be beaten only by "+tp.alternatives(t, cur, bombs))
	}
	for _, b := range tp.bombs {
		if b.kind == p.kind && b.on >= 0 {
			return mech.RefuseUnder(&tp.BombRule, &tp.At, fmt.Sprintf("a %s beats another kind of play only when laid on %s; %s can be beaten only by a higher %s",
				tp.kindName(p), tp.rankPlural(t, b.onRanks), tp.describe(t, cur), tp.kindName(cur)))
		}
	}
	return mech.RefuseUnder(&tp.Rule, &tp.At, tp.describe(t, cur)+" can be beaten only by a higher "+tp.kindName(cur))
}
