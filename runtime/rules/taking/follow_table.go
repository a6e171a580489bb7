package taking

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/words"
)

// ShowTable implements mech.Shower: the tricks each seat took this hand, beside
// it once the play has begun, and as what its pile of tricks counts; the
// trumps, the suit led and a suit not yet broken; a hand held by suit, as a
// trick game is played.
func (f *followMech) ShowTable(st *core.State, seat int, t *engine.Table) {
	t.Sort = engine.SortSuit
	p := f.part(st)
	if t.Counts == nil {
		t.Counts = map[string]string{}
	}
	playing := st.Pile(f.table.ID).Len() > 0 || !p.first()
	for s, n := range p.Tricks {
		if playing {
			t.Badge(s, words.Plural(n, "trick"))
		}
		won := st.Pile(f.won.Of(s))
		t.Counts[won.Name] = words.Plural(n, "trick")
		t.Kept = append(t.Kept, won.Name)
	}
	suits := st.Deck().Suits()
	if tr := f.trumpSuit(st); tr >= 0 && tr < len(suits) {
		t.Status = append(t.Status, "trumps: "+mech.SuitWord(suits[tr]))
	} else if !f.awaitsTrumps(st) {
		t.Status = append(t.Status, "no trumps")
	}
	if p.Led > 0 && p.Led <= len(suits) && st.Pile(f.table.ID).Len() > 0 {
		t.Status = append(t.Status, "led: "+mech.SuitWord(suits[p.Led-1]))
	}
	if f.broken >= 0 && f.broken < len(suits) && !p.Broken {
		t.Status = append(t.Status, mech.SuitWord(suits[f.broken])+" not broken yet")
	}
}
