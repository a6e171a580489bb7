package counting

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
)

// ShowTable implements mech.Shower: the running count and its cap while cards
// are played to it, and the seats that said go.
func (c *countMech) ShowTable(st *core.State, seat int, t *engine.Table) {
	p := c.part(st)
	if p == nil {
		return
	}
	t.Status = append(t.Status, fmt.Sprintf("count: %d of %d", p.Total, c.Cap))
	for s := range st.Seats() {
		if p.Said&(1<<uint(s)) != 0 {
			t.Badge(s, "said go")
		}
	}
}
