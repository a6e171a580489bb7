package melding

import (
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
)

// ShowTable implements mech.Shower: beside each seat, the melds it laid
// and the points it laid this round; the round is narrated as it ends.
func (sl *scoredLay) ShowTable(st *core.State, seat int, t *engine.Table) {
	o := ownedOf.Of(st)
	t.RoundsSaid = true
	for s := range st.Seats() {
		var b strings.Builder
		word := "meld "
		for n, owner := range o.Owners {
			if owner == s {
				if b.Len() > 0 {
					b.WriteString(", ")
					word = "melds "
				}
				b.WriteString(strconv.Itoa(n + 1))
			}
		}
		if b.Len() > 0 {
			t.Badge(s, word+b.String())
		}
		if laid := laidBy(st, s); laid != 0 {
			t.Badge(s, strconv.Itoa(laid)+" laid")
		}
	}
}
