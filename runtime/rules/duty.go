package rules

import (
	"fmt"
	"slices"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/shedding"
)

// Duty declares an obligation a seat may owe: until it answers with one of
// the verbs that answer it, it may make no other move (a move out of turn,
// such as a catch, stays open to it).
type Duty struct {
	Name string
	// Answers are the names of the verbs that answer the duty. An answer is
	// refused when the duty is not owed.
	Answers []string `lua:"answers" type:"string|string[]" doc:"The verbs that answer the duty."`
	// Pile, when set, names a per-seat pile: the seat whose turn it is owes
	// the duty while its pile holds a card, and such a duty is never
	// imposed. Without it the duty is owed only once imposed, by an effect
	// (Effect.Duty) or by the script's code.
	Pile string `lua:"pile" doc:"A per-seat pile: the seat whose turn it is owes the duty while its pile holds a card (such a duty is never imposed)."`
	// Why refuses any other move of the seat that owes the duty, and
	// NoneWhy an answer when the duty is not owed; "" uses the engine's
	// words.
	Why     Message `lua:"why" doc:"The refusal of any other move while the duty is owed."`
	NoneWhy Message `lua:"none_why" doc:"The refusal of an answer when the duty is not owed."`
	// Text narrates the duty when it is imposed, a template about the seat
	// that owes it ("" for nothing).
	Text Message `lua:"say" doc:"Narrates the duty when it is imposed: a line about the seat that owes it."`
	// RetryWhy, for a duty with a pile whose answers name a suit, refuses
	// an answer naming a suit already named by an answer that failed to
	// take the card on top of the pile (%s is the suit); "" allows it.
	RetryWhy Message `lua:"retry_why" doc:"With a pile, for answers that name a suit: an answer that leaves the same card on top of the pile failed (a wrong guess; g:flow().tried records its suit until an answer takes the card), and naming that suit again is refused with this (%s is the suit), and not listed."`
}

// dutyPlans are the duties a game declares, resolved, in order.
type dutyPlans []dutyPlan

// dutyPlan is a Duty resolved for one game.
type dutyPlan struct {
	*Duty
	pile    Pile
	hasPile bool
}

// resolveDuties resolves the duties' piles and which verb answers which
// duty.
func (p *Plan) resolveDuties() error {
	for v := range p.verbs {
		p.verbs[v].answer = -1
	}
	for i := range p.d.Duties {
		dp, err := p.resolveDuty(i)
		if err != nil {
			return fmt.Errorf("duty %s: %w", p.d.Duties[i].Name, err)
		}
		p.duties = append(p.duties, dp)
	}
	return nil
}

func (p *Plan) resolveDuty(i int) (dutyPlan, error) {
	d := &p.d.Duties[i]
	dp := dutyPlan{Duty: d}
	if d.Pile != "" {
		pile, ok := p.table.Pile(d.Pile)
		if !ok || !pile.PerSeat {
			return dp, fmt.Errorf("pile %q is not a pile declared per seat", d.Pile)
		}
		dp.pile, dp.hasPile = pile, true
	}
	if len(d.Answers) == 0 {
		return dp, fmt.Errorf("name the verbs that answer it")
	}
	for _, name := range d.Answers {
		v := slices.IndexFunc(p.d.Verbs, func(v Verb) bool { return v.Name == name })
		switch {
		case v < 0:
			return dp, fmt.Errorf("there is no verb %q to answer it", name)
		case p.verbs[v].answer >= 0:
			return dp, fmt.Errorf("verb %s already answers duty %s", name, p.d.Duties[p.verbs[v].answer].Name)
		}
		p.verbs[v].answer = i
	}
	return dp, nil
}

// checkAnswers refuses a duty answered by a move made out of turn (a
// catch), which the turn's duties do not bind: once the mechanics are made.
func (p *Plan) checkAnswers() error {
	for v := range p.verbs {
		if i := p.verbs[v].answer; i >= 0 && p.outsideTurn(v) {
			return fmt.Errorf("duty %s: verb %s is made out of turn: it cannot answer a duty", p.d.Duties[i].Name, p.d.Verbs[v].Name)
		}
	}
	return nil
}

// dutyIndex is the index of the declared duty of that name, or -1.
func (p *Plan) dutyIndex(name string) int {
	return slices.IndexFunc(p.d.Duties, func(d Duty) bool { return d.Name == name && name != "" })
}

// seatToAct is the seat that must decide: the seat that owes an imposed
// duty, else the seat whose turn it is.
func seatToAct(st *core.State) int {
	if d := &flowOf(st).Duty; d.Kind != 0 {
		return d.Seat
	}
	return st.Turn().Current
}

// owed is the index of the duty seat owes now, or -1: the duty imposed on
// it, else, on its turn, the first declared duty whose pile of seat holds a
// card.
func (ds *dutyPlans) owed(g *Game, seat int) int {
	if d := &flowOf(g.st).Duty; d.Kind != 0 {
		if d.Seat == seat {
			return d.Kind - 1
		}
		return -1
	}
	if seat != g.st.Turn().Current {
		return -1
	}
	for i := range g.p.duties {
		if d := &g.p.duties[i]; d.hasPile && g.st.Pile(d.pile.Of(seat)).Len() > 0 && shedding.Stacked(g.st) == 0 { // a stack to answer comes first
			return i
		}
	}
	return -1
}

// dutyAllows reports whether a seat owing duty owed (-1 for none) may make
// a move of verb v: an answer of that duty, or a move out of turn; with no
// duty owed, anything but an answer.
func (ds *dutyPlans) dutyAllows(g *Game, owed, v int) bool {
	if g.p.outsideTurn(v) {
		return true
	}
	if owed >= 0 {
		return g.p.verbs[v].answer == owed
	}
	return g.p.verbs[v].answer < 0
}

// owedImplied counts, for a counted game, the refusal the listing implies
// of every other move while duty i is owed (its why).
func (ds *dutyPlans) owedImplied(g *Game, i int) {
	if g.tally != nil && !g.tally.Paused && len((*ds)[i].Why.Codes) > 0 {
		g.tally.RefuseCodes((*ds)[i].Why.Codes)
	}
}

// checkDuty refuses a move of verb v that the duties seat owes, or does not
// owe, forbid.
func (ds *dutyPlans) checkDuty(g *Game, seat, v int) refusal {
	owed := g.p.duties.owed(g, seat)
	if g.p.duties.dutyAllows(g, owed, v) {
		return legal
	}
	if owed >= 0 {
		return refuse(&g.p.duties[owed].Why, g.p.duties[owed].Why.Or("first answer the duty "+g.p.duties[owed].Name))
	}
	if seat == g.st.Turn().Current {
		if why := g.p.shed.Stack.Held(g.st); why.Why != "" {
			return why // the duty waits while a total is held: the total is answered first
		}
	}
	return refuse(&g.p.duties[g.p.verbs[v].answer].NoneWhy, g.p.duties[g.p.verbs[v].answer].NoneWhy.Or("there is nothing to answer now"))
}

// imposeNext ends seat's turn and passes it to the next seat, which owes
// duty i, recording what the play that imposed it left: the suit that was
// to be followed before it and the cards seat holds.
func (ds *dutyPlans) imposeNext(g *Game, st *core.State, seat, i int, before shedding.Target) {
	f := flowRef(st)
	g.p.endTurn(st, f)
	f.Again, f.Skips, f.LoseBy = false, 0, 0
	next := st.NextSeat(seat, 1)
	_ = st.SetCurrent(next)
	f.Duty = DutyDue{Kind: i + 1, Seat: next, By: seat, Suit: before.Suit + 1, Held: st.Pile(g.p.hand.Of(seat)).Len()}
	g.p.duties[i].narrate(st, next)
}

// narrate says that seat owes the duty, as it declares.
func (d *dutyPlan) narrate(st *core.State, seat int) {
	if d.Text.Text != "" {
		st.SayAbout(seat, d.Text.Text, d.Text.Codes...)
	}
}

// answered clears the duty a move of verb v answered, unless the move's own
// code imposed another.
func (ds *dutyPlans) answered(g *Game, st *core.State, v int, before DutyDue) {
	f := flowRef(st)
	if before.Kind != 0 && g.p.verbs[v].answer == before.Kind-1 && f.Duty == before {
		f.Duty = DutyDue{}
	}
}
