package taking

import (
	"fmt"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// A game of tricks taken (does = "follow"), such as Whist: the seat to lead plays any card, and each other seat in turn
// plays one, following the suit led when it can. The highest trump played
// wins the trick, or else the highest card of the suit led, by the deck's
// rank order; its winner takes the trick's cards and leads the next. When
// the hands are empty the game ends, won by the seats that took the most
// tricks; in a match (Decl.Rounds) the round ends, and is scored.

// doesFollow is the Does word of a play to a trick taken.
const doesFollow = "follow"

// Tricks declares a game of tricks taken, in Decl.Mechanics["follow"]; a
// script declares it as game.tricks.
type Tricks struct {
	// At is where the tricks are declared: the engine's words that no
	// field gives refuse from there.
	At mech.Message `lua:",place"`
	// Table is the pile the trick is played to; Won the per-seat pile a
	// seat's tricks go to.
	Table string `lua:"table" default:"trick" doc:"The pile the trick is played to."`
	Won   string `lua:"won" required:"the per-seat pile the cards of the tricks a seat takes go to" doc:"The per-seat pile the cards of the tricks a seat takes go to."`
	// Trumps is the code of the trump suit, "" for none.
	Trumps   string `lua:"trumps" fn:"round" answer:"suit" doc:"The code of the trump suit, such as \"S\"; \"turn_up\": the suit of the card the deal turns up (deal.turn_up), a new one each round; or \"named\": the suit named, by the seat to lead a round's first trick with a verb of does = \"name\" (trumps_why refuses a play before it), or made trumps in a phase before the play (game.phases); none by default. As a function, the round's trumps: the code of a suit of the deck, or \"none\" for none (not \"turn_up\" nor \"named\"); any other answer is refused at the function's line."`
	TrumpsFn mech.Func
	// TrumpsWhy refuses a play before trumps are named (Trumps "named").
	TrumpsWhy mech.Message `lua:"trumps_why" doc:"With trumps = \"named\": the refusal of a play before trumps are named."`
	// Broken is the code of a suit that may not be led until a card of it
	// has been played, unless the seat holds nothing else, and
	// BrokenWhy refuses such a lead (%s is the suit).
	Broken    string       `lua:"broken" doc:"The code of a suit that may not be led until a card of it has been played, unless the seat holds nothing else."`
	BrokenWhy mech.Message `lua:"broken_why" doc:"The refusal of a lead of that suit before it is broken; %s is the suit."`
	// FirstLead is the code of the card that leads each hand's first
	// trick (2C): its holder leads it, with it; FirstLeadWhy refuses
	// another lead (%s is the card).
	FirstLead    string       `lua:"first_lead" doc:"The code of the card that leads each hand's first trick, such as \"2C\": its holder leads, with it."`
	FirstLeadWhy mech.Message `lua:"first_lead_why" doc:"The refusal of another first lead; %s is the card."`
	// FirstTrick are the cards that may not be played to a hand's first
	// trick, unless following the suit led or holding nothing else;
	// FirstTrickWhy refuses one (%s is the card).
	FirstTrick    mech.Cards   `lua:"first_trick" doc:"Cards that may not be played to a hand's first trick unless they follow the suit led or the seat holds nothing else, such as {suits = {\"H\"}, codes = {\"QS\"}}."`
	FirstTrickWhy mech.Message `lua:"first_trick_why" doc:"The refusal of one of those cards on the first trick; %s is the card."`
	// Rule is the rule code a refusal cites, and FollowWhy refuses a card
	// that does not follow the suit led when the seat could (%s is the
	// suit).
	Rule      mech.Message `lua:"rule" doc:"The rule code the refusals cite, such as \"W-2\"."`
	FollowWhy mech.Message `lua:"follow_why" doc:"The refusal of a card that does not follow the suit led when the seat holds one; %s is the suit."`
	// Bowers makes the cards of a rank in trumps and in the suit of the
	// same colour the two highest trumps (follow_bowers.go); nil for none.
	Bowers *Bowers `lua:"bowers" doc:"Bowers: the card of a rank in trumps (the right bower) is the highest trump, the card of that rank in the suit of the same colour (the left bower) the next, a trump and not of its printed suit: it follows, leads and wins as a trump. Such as {rank = \"J\", pairs = {S = \"C\", H = \"D\"}}."`
	// Suits are the cards that count as a suit not their own (by the
	// card's code, the suit's), and High the cards that rank above every
	// other card of the suit they count as, highest first
	// (follow_counts.go): each the same every round, or a function of the
	// round and its trumps.
	Suits   map[string]string `lua:"suits" fn:"trumps" doc:"Cards that count as a suit not their own in the trick, by card, such as {JD = \"H\"}: the card follows, leads, is followed and wins as a card of that suit (a trump when it is trumps). The declared shorthand of bowers is written with it and high (see writing-a-game)."`
	SuitsFn mech.Func
	High    []string `lua:"high" fn:"trumps" doc:"Cards that rank above every other card of the suit they count as (suits), highest first, such as {\"JH\", \"JD\"}."`
	HighFn  mech.Func
	// Beats is the script's function of what beats what in the trick,
	// asked whenever the engine needs it (follow_beats.go); 0 for the
	// declared rule.
	Beats mech.Func `lua:"beats" as:"beats" doc:"What beats what, as a function(at, card, best) returning true when card (its code) beats best, the card winning the trick so far, in place of the declared rule (the highest trump, else the highest card of the suit led): asked about each card played after the lead, at.trumps the round's trumps; never kept."`
	// Makers scores the round by the tricks of the side that made its
	// contract (follow_makers.go); nil for none.
	Makers *Makers `lua:"makers" doc:"Scores each round by the tricks of the side of its maker (the seat that made trumps in a phase before the play: game.phases), such as {need = 3, points = 1, all = 2, alone_all = 4, set = 2}."`
	// WonText narrates a trick won, a template about its winner where
	// {cards} are the trick's cards ("" for the engine's words).
	WonText mech.Message `lua:"won_say" doc:"Narrates a trick taken, about its winner; {cards} are the trick's cards."`
}

// TricksDecl is how a script declares the tricks (the registry of the
// kinds of move).
var TricksDecl = &mech.Decl{Does: doesFollow, Field: "tricks", Class: "rulerun.TricksDecl",
	Doc: "Declared games: a game of tricks taken (such as Whist): verbs with does = \"follow\" play one card to the trick, following the suit led when able; the highest trump, or else the highest card of the suit led, takes it, and its winner leads the next.",
	New: func() any { return &Tricks{} },
	Parts: []mech.DeclPart{
		{Class: "rulerun.MakersDecl", Doc: "game.tricks.makers: a round scored on the makers' tricks, the contract made or set.", New: func() any { return &Makers{} }},
	}}

// The engine's words where the declaration gives none.
const (
	followWhy     = "follow %s: you hold a card of it"
	brokenWhy     = "you may not lead %s until one has been played"
	firstLeadWhy  = "lead %s to the first trick"
	firstTrickWhy = "you may not play %s to the first trick while you hold another card"
	wonText       = "{seat} {take|takes} the trick ({cards})."
)

// followMech is the play of one card to a trick taken.
type followMech struct {
	*Tricks
	table, won mech.Pile
	trumps     int        // the trump suit's index, or -1
	trumpsUp   *mech.Pile // the pile whose top card's suit is trumps (trumps = "turn_up"), or nil
	broken     int        // the index of the suit that must be broken, or -1
	firstLead  int        // the kind of the card that leads the first trick, or -1
	firstTrick mech.Set   // the cards barred from the first trick, or nil
	bower      int        // the rank index of the bowers, or -1 (follow_bowers.go)
	counted    bool       // some cards count as another suit or rank high (follow_counts.go)
	suitsWord  string     // the declared Suits as the reader keeps a function's answer
	highWord   string     // the declared High, likewise
	pair       []int      // by suit, the suit of the same colour, or -1
	card       int        // the slot of the card played
	slots      int        // the number of parts of its form
	hand       mech.Pile  // the hand played from
	codes      []string   // the codes of its rule, which every play to it is made under
	// barCodes are, by what bars a card (followSuit...), the codes its
	// refusal cites: a card the listing leaves out counts them as implied.
	barCodes [followBroken + 1][]string
}

// NewFollow makes the play to a trick taken of verb v (mech.Make).
func NewFollow(p mech.Setup, v int) (mech.Mechanic, error) {
	t, _ := p.Decl(doesFollow).(*Tricks)
	if t == nil {
		return nil, fmt.Errorf("it plays to a trick taken: declare the tricks")
	}
	f := &followMech{Tricks: t, trumps: -1, broken: -1, firstLead: -1, hand: p.Hand(), codes: t.Rule.Codes}
	for bar, why := range map[int]*mech.Message{followSuit: &t.FollowWhy, followFirstTrick: &t.FirstTrickWhy,
		followFirstLead: &t.FirstLeadWhy, followBroken: &t.BrokenWhy} {
		f.barCodes[bar] = f.why(why, "x", "").Codes()
	}
	if err := f.piles(p); err != nil {
		return nil, err
	}
	if err := f.suits(p.Deck()); err != nil {
		return nil, err
	}
	if err := f.turnUp(p); err != nil {
		return nil, err
	}
	if err := f.firstCards(p.Deck()); err != nil {
		return nil, err
	}
	if err := f.bowers(p.Deck()); err != nil {
		return nil, mech.InDecl("tricks.bowers", err)
	}
	if err := f.counts(p.Deck()); err != nil {
		return nil, mech.InDecl("tricks", err)
	}
	form := p.Form(v)
	f.slots = len(form.Slots)
	if f.card = form.Slot("card"); f.card < 0 || form.Slots[f.card].Type != notation.Card {
		return nil, fmt.Errorf("it plays one card to a trick: its form needs <card>")
	}
	return f.scored(p)
}

// piles finds the piles the tricks name: the trick's table and the tricks
// won.
func (f *followMech) piles(p mech.Setup) error {
	var ok bool
	if f.table, ok = p.Pile(or(f.Table, "trick")); !ok || f.table.PerSeat {
		return unknownPile("tricks table", or(f.Table, "trick"))
	}
	if f.won, ok = p.Pile(f.Won); !ok || !f.won.PerSeat {
		return fmt.Errorf("tricks won: %q is not a pile declared per seat", f.Won)
	}
	return nil
}

// suits finds the suits the tricks name in the deck: trumps and the suit
// to break.
func (f *followMech) suits(d *core.Deck) error {
	var ok bool
	for _, s := range []struct {
		code string
		at   *int
	}{{f.Trumps, &f.trumps}, {f.Broken, &f.broken}} {
		if s.code == "" || s.at == &f.trumps && (s.code == trumpsTurnUp || s.code == trumpsNamed) {
			continue
		}
		if *s.at, ok = d.SuitIndex(s.code); !ok {
			return fmt.Errorf("tricks: %q is not a suit of the deck", s.code)
		}
	}
	return nil
}

// turnUp finds the pile whose top card makes trumps (trumps = "turn_up").
func (f *followMech) turnUp(p mech.Setup) error {
	if f.Trumps != trumpsTurnUp {
		return nil
	}
	up, ok := p.TurnUp()
	if !ok {
		return fmt.Errorf("tricks: trumps = %q needs the deal to turn a card up (deal.turn_up)", trumpsTurnUp)
	}
	f.trumpsUp = &up
	return nil
}

// firstCards finds the cards of the first trick in the deck: the card
// that leads it and the cards barred from it.
func (f *followMech) firstCards(d *core.Deck) error {
	var ok bool
	if f.FirstLead != "" {
		if f.firstLead, ok = d.Lookup(f.FirstLead); !ok {
			return fmt.Errorf("tricks first_lead: %q is not a card of the deck", f.FirstLead)
		}
	}
	var err error
	if f.firstTrick, err = f.FirstTrick.Compile(d); err != nil {
		return fmt.Errorf("tricks first_trick: %w", err)
	}
	return nil
}

// unknownPile refuses a pile the declaration names and does not declare.
func unknownPile(what, name string) error {
	if name == "" {
		return fmt.Errorf("%s: name the pile it uses", what)
	}
	return fmt.Errorf("%s: there is no pile %q: declare it in game.piles", what, name)
}

// or is text, or def when text is empty.
func or(text, def string) string {
	if text != "" {
		return text
	}
	return def
}
