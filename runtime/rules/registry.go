package rules

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/rulerun/rulerun/core"
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
	make func(p *Plan, v int) (mechanic, error)
	part func(data json.RawMessage) (core.Part, error)
	decl *MechanicDecl
}

// A MechanicDecl is the declaration a mechanic reads for the whole game,
// which a script writes in a field of its game table: the field, the
// class and doc the reference and the editor give it, and a new value of
// its struct, whose field tags the declarations' reader reads.
type MechanicDecl struct {
	Does, Field, Class, Doc string
	New                     func() any
}

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
	doesAsk:      {make: newAsk, decl: askingDecl},
	doesBid:      {make: newBid, part: readBidPart, decl: biddingDecl},
	doesCall:     {make: newCall},
	doesCatch:    {make: newCatch},
	doesChoose:   {make: newChoose, part: readChoosePart, decl: choiceDecl},
	doesCode:     {make: newCode},
	doesCount:    {make: newCount, part: readCountPart, decl: countDecl},
	doesDraw:     {make: newDraw},
	doesExchange: {make: newExchange, part: readPlacesPart, decl: placesDecl},
	doesFlip:     {make: newFlip, part: readFlipPart, decl: flippingDecl},
	doesFollow:   {make: newFollow, part: readFollowPart, decl: tricksDecl},
	doesKnock:    {make: newKnock, decl: knockingDecl},
	doesName:     {make: newName},
	doesPass:     {make: newPass},
	doesPlay:     {make: newPlay},
	doesSlap:     {make: newSlap, part: readSlapPart, decl: slapsDecl},
	doesTake:     {make: newTake},
	doesTrick:    {make: newTrick},
	"meld":       {make: newLay(LayNew)},
	"add":        {make: newLay(LayAdd)},
	"layout":     {make: newLay(LayLayout)},
}

// ReadPart reads the saved part a mechanic keeps, by its Does word, or
// the turn core's flow: the core.PartReader of every game of the engine.
func ReadPart(name string, data json.RawMessage) (core.Part, error) {
	if name == flowName {
		return readFlow(data)
	}
	k, ok := mechanics[name]
	if !ok || k.part == nil {
		return nil, fmt.Errorf("no mechanic keeps a part %q", name)
	}
	return k.part(data)
}

// Mechanics lists the Does words the engine knows, sorted.
func Mechanics() []string {
	out := make([]string, 0, len(mechanics))
	for k := range mechanics {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// resolveMechanics makes the mechanic of every verb.
func (p *Plan) resolveMechanics() error {
	p.mechs = make([]mechanic, len(p.d.Verbs))
	for v := range p.d.Verbs {
		does := p.d.Verbs[v].kind()
		k, ok := mechanics[does]
		if !ok {
			return fmt.Errorf("verb %s: does %q is not a kind of move: the kinds are %s", p.d.Verbs[v].Name, does, strings.Join(Mechanics(), ", "))
		}
		m, err := k.make(p, v)
		if err != nil {
			return fmt.Errorf("verb %s: %w", p.d.Verbs[v].Name, err)
		}
		p.mechs[v] = m
		if _, ok := m.(simultaneous); ok {
			p.atOnce = append(p.atOnce, v)
		}
		if w, ok := m.(moveWatcher); ok {
			p.watchers = append(p.watchers, w)
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

// is reports whether the verb is of that kind.
func (v *Verb) is(does string) bool { return v.kind() == does }
