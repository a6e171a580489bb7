package rules

import (
	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// Mechanics are written against runtime/rules/mech: they see the game
// through mech.Table (a view of the game) and are made from a mech.Setup.
// The turn core holds each as the mech.Mechanic it is, and asks it for the
// answers mech names (mech.Racer, mech.Citer, mech.Stander...).

// made makes the mechanics of a kind of move from a package of its own.
func made(make mech.Make) func(p *Plan, v int) (mech.Mechanic, error) {
	return func(p *Plan, v int) (mech.Mechanic, error) { return make(setup{p}, v) }
}

// setup is a plan as a mechanic being made reads it (mech.Setup).
type setup struct{ p *Plan }

// Decl is the declaration of that does word: a field of the game's own
// where the registry says so (game.trick, game.melds), else the
// mechanics' (Decl.Mechanics).
func (s setup) Decl(does string) any {
	if k := mechanics[does]; k.field != nil {
		return k.field(s.p.d)
	}
	return s.p.d.Mechanics[does]
}

func (s setup) Deck() *core.Deck { return s.p.d.Deck }

func (s setup) Hand() Pile { return s.p.hand }

func (s setup) Pile(name string) (Pile, bool) { return s.p.table.Pile(name) }

func (s setup) Form(v int) *notation.Form { return s.p.d.Grammar.Form(v) }

func (s setup) Seats() int { return s.p.proto.Seats() }

func (s setup) PileSpec(name string) (core.PileSpec, bool) {
	for _, sp := range s.p.d.Piles {
		if sp.Name == name {
			return sp, true
		}
	}
	return core.PileSpec{}, false
}

func (s setup) HandsSorted() bool { return s.p.d.Deal.Sort }

func (s setup) VerbAt(v int) *Message { return &s.p.d.Verbs[v].At }

func (s setup) Whole(does string) any { return s.p.wholes[does] }

func (s setup) OpenTurnText() string { return s.p.openTurnText() }

func (s setup) TurnUp() (Pile, bool) {
	if s.p.d.Deal.TurnUp == "" {
		return Pile{}, false
	}
	return s.p.table.Pile(s.p.d.Deal.TurnUp)
}

func (s setup) Teams() core.Teams { return s.p.d.Teams }

func (s setup) VerbOf(does string) int { return s.p.verbOf(does) }

func (s setup) Why(v int) *Messages { return &s.p.d.Verbs[v].Why }

func (s setup) EmptyHandWins() bool { return s.p.d.Win.EmptyHand }

func (s setup) Grammar() *notation.Grammar { return s.p.d.Grammar }

func (s setup) PlaySlot(v int) int {
	if pp := s.p.verbs[v].play; pp != nil {
		return pp.CardsSlot()
	}
	return -1
}

func (s setup) Match() bool { return s.p.d.Rounds != nil }

// VerbDecl is the verb's own declaration of its kind (the registry's
// verb), or nil.
func (s setup) VerbDecl(v int) any {
	verb := &s.p.d.Verbs[v]
	if k := mechanics[verb.kind()]; k.verb != nil {
		return k.verb(verb)
	}
	return nil
}

func (s setup) Stock() mech.Stock {
	if s.p.stock == nil {
		return nil // not a nil *stock in the interface
	}
	return s.p.stock
}

// view is a game as a mechanic of a package of its own sees it
// (mech.Table): one pointer, so passing it as the interface allocates
// nothing.
type view struct{ g *Game }

func (t view) State() *core.State { return t.g.st }

func (t view) SeatToAct(st *core.State) int { return seatToAct(st) }

func (t view) Offer(v int) { t.g.cands = append(t.g.cands, cand{Verb: v, Suit: -1, Seat: -1}) }

func (t view) Slab() *[]int { return &t.g.slab }

func (t view) Add(c cand) { t.g.cands = append(t.g.cands, c) }

func (t view) Cands() *[]cand { return &t.g.cands }

func (t view) NewMove(v, n, cards int) (*notation.Move, []notation.CardRef) {
	return t.g.newMove(v, n, cards)
}

func (t view) OfferForm(v, seat int) {
	if !t.g.d.Verbs[v].Code.Generate {
		t.g.listForm(v, seat)
	}
}

func (t view) OfferCards(v int, kinds []int) { emitCards(t.g, v, kinds) }

func (t view) CardsMove(v, slot int, kinds []int) *notation.Move {
	return cardsMove(t.g, v, slot, kinds)
}

func (t view) TellDealt(st *core.State, from any) error {
	return t.g.p.deal.tellDealtBut(t.g, st, from)
}

func (t view) RaceOpen(st *core.State) bool { return t.g.p.raceOpen(st) }

func (t view) GoOut(st *core.State, seat int, m *notation.Move, kinds []int) error {
	return t.g.goOut(st, seat, m, kinds)
}

func (t view) Begin(st *core.State, seat int) { t.g.p.hear.begin(st, seat) }

func (t view) OpenTurn(st *core.State) bool { return flowOf(st).Reign != 0 }

// PlayLeaves asks the listing under way when it holds every play of the
// seat to act, else lists them.
func (t view) PlayLeaves(seat, left int) bool {
	g := t.g
	if n := g.p.hear.plays; g.playsListed == n && n > 0 {
		return g.p.listedLeaves(g.cands, g.st.Pile(g.p.hand.Of(seat)).Len(), left)
	}
	return g.playLeaves(seat, left)
}

func (t view) Aside(v int) bool { return t.g.p.isAside(v) }

func (t view) Counted() *engine.Tally { return t.g.tally }

func (t view) Room(v int) *any {
	if len(t.g.rooms) <= v {
		t.g.growRooms(v+1, len(t.g.p.verbs))
	}
	return &t.g.rooms[v]
}

func (t view) Mechanics() []any { return t.g.p.hear.inners }

func (t view) Ordered() bool { return t.g.ordered }

func (t view) Fired(v, i int) { t.g.fired(t.g.p.verbs[v].counted + i) }

func (t view) OwedAtOnce(st *core.State) bool {
	_, seats := t.g.p.owedAtOnce(st)
	return seats != 0
}

func (t view) PassTurn(st *core.State, seat int) bool { return t.g.passTurn(st, seat) }

func (t view) Draws(st *core.State) (draws, cards int) { return flowOf(st).Drew, flowOf(st).DrewCards }

func (t view) Playable(st *core.State, seat int, c core.CardID) bool {
	return t.g.p.playable(st, seat, c)
}

func (t view) Drew(st *core.State, cards int) {
	f := flowRef(st)
	f.Drew++
	f.DrewCards += cards
}

var _ mech.Table = view{}
