package rules

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/shedding"
)

// Stacking (runtime/rules/shedding): an effect declared with Stack does
// not make a seat draw at once; its cards are held against the seat the
// turn passes to, which passes the total on or draws it.

// resolveStack gathers the stacking effects, refusing one that holds no
// cards or that also imposes a duty or counts for a last card.
func (p *Plan) resolveStack() error {
	loseBy := 0 // 1 + the stacking effect whose words narrate a lost turn, or 0
	for i := range p.d.Effects {
		e := &p.d.Effects[i]
		if !e.Stack {
			continue
		}
		switch {
		case e.NextDraws+e.Owe == 0:
			return fmt.Errorf("effect %d: stack holds the cards of next_draws or owe: declare one", i+1)
		case e.Duty != "" || e.LastCard:
			return fmt.Errorf("effect %d: a stacking effect may not impose a duty or be a last card's", i+1)
		case p.stock == nil:
			return fmt.Errorf("effect %d: stacked cards are drawn from the stock: declare it", i+1)
		}
		if p.shed.Stack == nil {
			p.shed.Stack = shedding.NewStack(setup{p}, &e.StackWhy, &e.StackText, &e.Why)
		}
		p.shed.Stack.Add(p.effects[i].cards, e.Skip > 0)
		if loseBy == 0 && e.LoseText.Text != "" {
			loseBy = i + 1
		}
	}
	if p.shed.Stack != nil {
		draws := make([]bool, len(p.d.Verbs))
		for v := range draws {
			draws[v] = p.d.Verbs[v].Draw > 0 && p.verbs[v].answer < 0
		}
		p.shed.Stack.Finish(draws, p.d.loseText(loseBy))
	}
	return nil
}

// Stacked is the total held against the seat to act in st, or 0: for a
// binding or a front end to read.
func Stacked(st *core.State) int { return shedding.Stacked(st) }
