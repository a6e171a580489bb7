package rules

import (
	"encoding/json"
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/asking"
	"github.com/rulerun/rulerun/runtime/rules/banking"
	"github.com/rulerun/rulerun/runtime/rules/beating"
	"github.com/rulerun/rulerun/runtime/rules/calling"
	"github.com/rulerun/rulerun/runtime/rules/capturing"
	"github.com/rulerun/rulerun/runtime/rules/choosing"
	"github.com/rulerun/rulerun/runtime/rules/climbing"
	"github.com/rulerun/rulerun/runtime/rules/counting"
	"github.com/rulerun/rulerun/runtime/rules/flipping"
	"github.com/rulerun/rulerun/runtime/rules/knocking"
	"github.com/rulerun/rulerun/runtime/rules/mech"
	"github.com/rulerun/rulerun/runtime/rules/melding"
	"github.com/rulerun/rulerun/runtime/rules/moving"
	"github.com/rulerun/rulerun/runtime/rules/phasing"
	"github.com/rulerun/rulerun/runtime/rules/shedding"
	"github.com/rulerun/rulerun/runtime/rules/taking"
)

// The Does words of the mechanics the turn core itself refers to.
const (
	doesCall  = "call"
	doesCatch = "catch"
	doesCode  = "code"
	doesDraw  = "draw"
	doesName  = "name"
	doesPass  = "pass"
	doesPlay  = "play"
	doesTake  = "take"
	doesTrick = "trick"
)

// kind is one kind of move the engine knows: how to make the mechanic of
// a verb of that kind, and how to read the part of the state it keeps
// (nil for a mechanic that keeps none).
type kind struct {
	make func(p *Plan, v int) (mech.Mechanic, error)
	part func(data json.RawMessage) (core.Part, error)
	decl *MechanicDecl
	// field is the declaration of the whole game a mechanic reads where
	// the script declares it in a field of the game table that Decl holds
	// itself (game.melds), not among Decl.Mechanics; nil for none.
	field func(d *Decl) any
	// verb is what a verb of the kind declares of its mechanic itself
	// (its take), which Setup.VerbDecl hands the mechanic; nil for none.
	verb func(v *Verb) any
	Traits
}

// Traits are what the declarations' reader must know of a kind of move to
// read a verb of it, before the engine runs it.
type Traits struct {
	// OutOfTurn: seats make it out of turn or in any order (a catch, a
	// secret choice, a slap), as Verb.OutOfTurn says of a verb of code.
	OutOfTurn bool
	// Open: the engine proposes some of its moves, not all (a layout).
	Open bool
	// Needs says whether a declaration holds what its moves need (the
	// melds, the call), and NeedsWhat names that field of the game table,
	// with an example; nil for nothing.
	Needs     func(d *Decl) bool
	NeedsWhat string
	// Listed: it lists no moves of its own; the script's side does (its
	// generate, or every value of the verb's form). Code: its verb is of
	// code alone (Rules API v2), its functions say what it does.
	Listed, Code bool
	// Plays: a verb of it plays cards even without a play table (to the
	// trick's table).
	Plays bool
	// Optional are the types of the optional parts of its form that its
	// mechanic reads (the melds a knocker may type).
	Optional []notation.Type
}

// ReadsOptional reports whether the mechanic reads an optional part of its
// verb's form of type t.
func (t Traits) ReadsOptional(ty notation.Type) bool { return slices.Contains(t.Optional, ty) }

// TraitsOf returns the traits of the kind of move of that Does word ("" for
// a verb of code alone); false when the engine knows no such kind.
func TraitsOf(does string) (Traits, bool) {
	k, ok := mechanics[or(does, doesCode)]
	return k.Traits, ok
}

// A MechanicDecl is the declaration a mechanic reads for the whole game
// (mech.Decl).
type MechanicDecl = mech.Decl

// MechanicDecls lists the declarations the mechanics read for the whole
// game, by Does word; Decl.Mechanics holds them, read.
func MechanicDecls() []MechanicDecl {
	var out []MechanicDecl
	for _, does := range Mechanics() {
		if d := mechanics[does].decl; d != nil {
			out = append(out, *d)
		}
	}
	return out
}

// mechanics are the kinds of move the engine knows, by Does word: each
// makes the mechanic of verb v of a plan whose other parts are resolved. A
// new kind of move is one file with its maker, and one line here.
var mechanics = map[string]kind{
	"ask":      {make: made(asking.NewAsk), decl: asking.AskingDecl},
	"beat":     {make: made(beating.NewBeat), part: beating.BoutOf.Read, decl: beating.BeatingDecl},
	"bid":      {make: made(taking.NewBid), part: taking.ReadBidPart, decl: taking.BiddingDecl},
	"capture":  {make: made(capturing.NewCapture), part: capturing.Key.Read, decl: capturing.CapturingDecl, Traits: Traits{Optional: []notation.Type{notation.Cards}}},
	doesCall:   {make: made(calling.NewCall), decl: calling.CallDecl, Traits: needsCall},
	doesCatch:  {make: made(calling.NewCatch), Traits: Traits{OutOfTurn: true, Needs: needsCall.Needs, NeedsWhat: needsCall.NeedsWhat}},
	"choose":   {make: made(choosing.NewChoose), part: choosing.ReadChoosePart, decl: choosing.ChoiceDecl, Traits: Traits{OutOfTurn: true, Open: true}},
	doesCode:   {make: newCode, Traits: Traits{Listed: true, Code: true}},
	"count":    {make: made(counting.NewCount), part: counting.ReadPart, decl: counting.CountDecl},
	doesDraw:   {make: newDraw},
	"exchange": {make: made(climbing.NewExchange), part: climbing.ReadPlacesPart, decl: climbing.PlacesDecl},
	"move":     {make: made(moving.NewMove), part: moving.RedealsOf.Read, decl: moving.MovingDecl},
	"phase":    {make: made(phasing.NewPhase), part: phasing.Key.Read, decl: phasing.PhasesDecl},
	"flip":     {make: made(flipping.NewFlip), part: flipping.ReadFlipPart, decl: flipping.FlippingDecl},
	"follow":   {make: made(taking.NewFollow), part: taking.ReadFollowPart, decl: taking.TricksDecl},
	"knock":    {make: made(knocking.NewKnock), decl: knocking.KnockingDecl, Traits: Traits{Optional: []notation.Type{notation.Melds}}},
	doesName:   {make: made(shedding.NewName), Traits: Traits{Listed: true}},
	doesPass:   {make: newPass},
	doesPlay:   {make: newPlay},
	"slap":     {make: made(flipping.NewSlap), part: flipping.ReadSlapPart, decl: flipping.SlapsDecl, Traits: Traits{OutOfTurn: true}},
	doesTake:   {make: made(shedding.NewTake), verb: func(v *Verb) any { return v.Take }},
	doesTrick:  {make: made(climbing.NewTrick), part: climbing.ToBeatOf.Read, field: trickDecl, Traits: Traits{Plays: true}},
	"meld":     {make: made(melding.NewMeld), field: meldsDecl, Traits: needsMelds}, "dig": {make: made(melding.NewDig), field: meldsDecl, Traits: Traits{Needs: needsMelds.Needs, NeedsWhat: needsMelds.NeedsWhat, Optional: []notation.Type{notation.Num}}},
	"add":    {make: made(melding.NewAdd), field: meldsDecl, Traits: needsMelds},
	"layout": {make: made(melding.NewLayout), field: meldsDecl, Traits: Traits{Open: true, Needs: needsMelds.Needs, NeedsWhat: needsMelds.NeedsWhat}},
	"bet":    {make: made(banking.NewBet), part: banking.Key.Read, decl: banking.BankingDecl}, "hit": {make: made(banking.NewHit)}, "stand": {make: made(banking.NewStand)}, "double": {make: made(banking.NewDouble)}, "split": {make: made(banking.NewSplit)},
}

// The traits of the kinds of move that need a declaration of the whole game.
var (
	needsCall = Traits{Needs: func(d *Decl) bool { return d.Mechanics[doesCall] != nil },
		NeedsWhat: `game.call: the call, such as game.call = {word = "uno"}`}
	needsMelds = Traits{Needs: func(d *Decl) bool { return d.Melds != nil },
		NeedsWhat: "game.melds: what a meld is, such as game.melds = {min = 3}"}
)

// roundParts read by name the parts of a round mechanics keep (roundpart.go).
var roundParts = map[string]func(json.RawMessage) (core.Part, error){
	string(calling.Key):      calling.Key.Read,
	string(shedding.JumpKey): shedding.JumpKey.Read,
	melding.PartName:         melding.ReadPart, melding.OwnedPartName: melding.ReadOwnedPart,
	string(named):             named.Read,
	string(shedding.StackKey): shedding.StackKey.Read,
	string(shedding.TakeKey):  shedding.TakeKey.Read,
	string(shedding.TriedKey): shedding.TriedKey.Read,
	mech.ValuesName:           mech.ReadValues, // the answers of the functions declared in place of values, kept for the game
}

// ReadPart reads the saved part a mechanic keeps, by its Does word, or
// the turn core's flow: the core.PartReader of every game of the engine.
func ReadPart(name string, data json.RawMessage) (core.Part, error) {
	if name == flowName {
		return readFlow(data)
	}
	if read, ok := roundParts[name]; ok {
		return read(data)
	}
	k, ok := mechanics[name]
	if !ok || k.part == nil {
		return nil, fmt.Errorf("no mechanic keeps a part %q", name)
	}
	return k.part(data)
}

// Mechanics lists the Does words the engine knows, sorted.
func Mechanics() []string { return slices.Sorted(maps.Keys(mechanics)) }

// resolveMechanics makes the mechanic of every verb.
func (p *Plan) resolveMechanics() error {
	for v := range p.d.Verbs {
		does := p.d.Verbs[v].kind()
		p.verbs[v].kind = does
		k, ok := mechanics[does]
		if !ok {
			return fmt.Errorf("verb %s: does %q is not a kind of move: the kinds are %s", p.d.Verbs[v].Name, does, strings.Join(Mechanics(), ", "))
		}
		m, err := k.make(p, v)
		if err != nil {
			return fmt.Errorf("verb %s: %w", p.d.Verbs[v].Name, err)
		}
		p.verbs[v].mech = m
		p.verbs[v].runner, _ = m.(mech.CodeRunner)
		p.verbs[v].shedder, _ = m.(mech.Shedder)
		a, ok := m.(aside)
		p.verbs[v].aside, p.verbs[v].outside = ok, ok && a.OutsideTurn()
		p.hear.inners = append(p.hear.inners, m)
		if s, ok := m.(simultaneous); ok {
			p.hear.atOnce = append(p.hear.atOnce, answer[simultaneous]{v, s})
		}
		if w, ok := m.(mech.MoveWatcher); ok {
			p.hear.watchers = append(p.hear.watchers, w)
		}
		if tw, ok := m.(mech.TurnWatcher); ok {
			p.watchTurns(tw)
		}
	}
	return nil
}

// kind is the verb's Does word: the one declared, else what its
// declaration implies (a take, a play, a draw), else "code".
func (v *Verb) kind() string {
	switch {
	case v.Does != "":
		return v.Does
	case v.Take != nil:
		return doesTake
	case v.Play != nil:
		return doesPlay
	case v.Draw > 0:
		return doesDraw
	}
	return doesCode
}

// verbOf is the first verb of that kind, or -1.
func (p *Plan) verbOf(does string) int {
	for v := range p.d.Verbs {
		if p.d.Verbs[v].is(does) {
			return v
		}
	}
	return -1
}

// is reports whether the verb is of that kind.
func (v *Verb) is(does string) bool { return v.kind() == does }
