package mech

import (
	"math/rand/v2"
	"time"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
)

// A Mechanic is one kind of move, as a verb's does word names it: it lists
// a seat's legal moves of the verb, checks a move of it and applies a
// checked one. One is made for each verb of a plan (Make) and serves
// every game of it, on any goroutine: the table of the game is passed to
// each call. The turn core around it decides who may act, the duties
// owed, a turn in steps and the script's own code; the mechanic does the
// rest.
type Mechanic interface {
	// List offers seat's legal moves of verb v on t; current reports
	// whether seat is the seat to act.
	List(t Table, v, seat int, current bool)
	// Check refuses seat's move m, or returns Legal.
	Check(t Table, seat int, m *notation.Move) Refusal
	// Apply plays seat's checked move m on st.
	Apply(t Table, st *core.State, seat int, m *notation.Move) error
}

// Make makes the mechanic of verb v of a plan, from what s tells of it.
type Make func(s Setup, v int) (Mechanic, error)

// Setup is what a mechanic reads of the plan it is made for: its
// declaration of the whole game and the piles it names.
type Setup interface {
	// Decl is the declaration of the whole game of that does word
	// (game.flipping for "flip"), or nil when the script gives none.
	Decl(does string) any
	// Deck is the game's deck.
	Deck() *core.Deck
	// Hand is the pile each seat holds its cards in.
	Hand() Pile
	// Pile is the declared pile of that name.
	Pile(name string) (Pile, bool)
	// Form is the form of verb v: the parts a move of it names.
	Form(v int) *notation.Form
	// Stock is the stock cards are drawn from, or nil when the game
	// declares none.
	Stock() Stock
	// Seats is the number of seats the plan is for.
	Seats() int
	// PileSpec is the declaration of the pile of that name.
	PileSpec(name string) (core.PileSpec, bool)
	// HandsSorted reports whether the deal sorts the hands it deals.
	HandsSorted() bool
	// VerbAt is where verb v is declared: a refusal in the engine's words
	// cites it.
	VerbAt(v int) *Message
	// Whole is what the declaration of that does word made for the whole
	// game (Decl.Whole), or nil.
	Whole(does string) any
	// OpenTurnText says that a seat's turn is open (it plays on), in the
	// words of the effect that opens it ("{seat} {have|has} free reign"),
	// or the engine's.
	OpenTurnText() string
	// TurnUp is the pile the deal turns a card up to, and false when it
	// turns none up.
	TurnUp() (Pile, bool)
	// Teams are the partnerships the game declares, or nil when each
	// seat plays for itself.
	Teams() core.Teams
	// VerbOf is the first verb of the game of that kind (its does word),
	// or -1: for a mechanic that needs another (a bid needs tricks to bid
	// on) or shares another's room (a pass lists in its trick's).
	VerbOf(does string) int
	// Why is verb v's own refusals, by what is wrong (the verb's why
	// table).
	Why(v int) *Messages
	// EmptyHandWins reports whether a seat whose hand is empty after its
	// move wins at once (game.win.empty_hand): the move goes out
	// (Table.GoOut).
	EmptyHandWins() bool
	// Grammar is the notation the game's moves are written in: the form
	// of every verb, and how a move is written canonical.
	Grammar() *notation.Grammar
	// PlaySlot is the slot of verb v's form that holds the cards its move
	// plays (the verb's play, game.verbs.X.play.cards), or -1 when the
	// verb plays none.
	PlaySlot(v int) int
	// Match reports whether the game is a match of rounds (game.match): a
	// round won is scored and the next dealt, until a total wins.
	Match() bool
	// Play is the play of cards verb v declares (game.verbs.X.play), as
	// the engine plays it, or nil when the verb declares none: for a
	// mechanic whose move is also such a play (a discard that knocks).
	Play(v int) Play
	// VerbDecl is what verb v itself declares of its mechanic (its take:
	// game.verbs.X.take), or nil when the verb declares nothing of it.
	VerbDecl(v int) any
}

// Stock is the pile seats draw from, refilled as the game declares when
// it runs out.
type Stock interface {
	// DrawPile is the stock's own pile.
	DrawPile() Pile
	// Draw moves n cards from the stock to pile to, refilling the stock
	// when it runs out, and narrates the draw for every reader, with why
	// after it (codes are the rule codes why cites). It returns the cards
	// drawn and whether the game goes on.
	Draw(st *core.State, seat int, to core.PileID, n int, why string, codes ...string) ([]core.CardID, bool)
	// TurnOver moves the stock's top card to pile to, refilling the stock
	// when it runs out, and narrates nothing (a card turned up for the
	// hand, the starter). It returns the card, and false when the stock
	// has none.
	TurnOver(st *core.State, to core.PileID) (core.CardID, bool)
	// What a draw of one card at a time asks of it, narrating its draws
	// itself. Refill refills the stock, run out, as the game declares,
	// and reports whether it now holds a card. RanOut acts on a draw by
	// seat that found no card (the rest skipped, or the game drawn), and
	// StillOpen on a draw that emptied it (the game drawn when declared
	// so): each reports whether the game goes on.
	Refill(st *core.State) bool
	RanOut(st *core.State, seat int) bool
	StillOpen(st *core.State) bool
}

// Table is what a mechanic sees of a game during one call: the narrow
// context it is given instead of the game itself.
type Table interface {
	// State is the game as it stands.
	State() *core.State
	// SeatToAct is the seat that must act in st: the seat a duty is
	// imposed on, else the seat whose turn it is.
	SeatToAct(st *core.State) int
	// Offer lists a move of verb v that names nothing (a flip, a slap).
	Offer(v int)
	// Slab is where the listing keeps the numbers its candidates name
	// (their cards as kinds, or a mechanic's own numbers, a rank asked
	// for): append them, then Add the candidate that names them by Lo
	// and Hi.
	Slab() *[]int
	// Add lists candidate c.
	Add(c Cand)
	// Cands is the candidates the listing under way has listed so far, of
	// every verb: read them, or append many at once (Add lists one).
	Cands() *[]Cand
	// NewMove makes an empty move of verb v with n parts and room for
	// cards card references, in the listing's memory.
	NewMove(v, n, cards int) (*notation.Move, []notation.CardRef)
	// OfferForm lists seat's moves of verb v as a verb of code alone
	// lists them: each suit and seat its form may name (but the suits a
	// duty's retry already tried), unless the script's generate lists
	// them itself.
	OfferForm(v, seat int)
	// OfferCards lists the move of verb v whose cards are kinds.
	OfferCards(v int, kinds []int)
	// CardsMove is the move of verb v whose slot holds the cards of
	// kinds, written as the notation writes it (canonical).
	CardsMove(v, slot int, kinds []int) *notation.Move
	// TellDealt tells every mechanic that watches a deal, but from, that
	// the hand starts again on st (a choice given, the play begins).
	TellDealt(st *core.State, from any) error
	// RaceOpen reports whether a mechanic holds a race the table waits
	// for in st (the game does not end while one is).
	RaceOpen(st *core.State) bool
	// GoOut ends the game, or the round of a match, won by seat, whose
	// move m (of cards of kinds) emptied its hand: the game's effects of a
	// last card first, then its words of a win.
	GoOut(st *core.State, seat int, m *notation.Move, kinds []int) error
	// Begin tells every Beginner that seat begins an action of its turn.
	Begin(st *core.State, seat int)
	// OpenTurn reports whether a seat holds an open turn in st: it plays
	// on until a card ends it.
	OpenTurn(st *core.State) bool
	// PlayLeaves reports whether a play of seat's would leave it left
	// cards.
	PlayLeaves(seat, left int) bool
	// Aside reports whether a move of verb v is no action of the turn (a
	// catch, a call: mech.Aside).
	Aside(v int) bool
	// EndRound ends the round of a match that seat won (the hand's last
	// trick taken): the round scored, then the match ended or the next
	// round dealt. It reports false, doing nothing, in a game that is no
	// match: the mechanic ends the game itself.
	EndRound(st *core.State, seat int) (bool, error)
	// Counted is the count of the rule codes the game applies and refuses
	// (a designer's report), nil when the game is not counted: a listing
	// that leaves a move out counts the refusal it implies there.
	Counted() *engine.Tally
	// Room is the room the mechanic of verb v lists in, one slot for each
	// verb, nil until the mechanic first keeps something there: what a
	// listing reuses (a hand by rank, the cards of a play to beat), not
	// what the game remembers. The games a search bot imagines from one
	// game share it, one listing at a time: nothing kept there is trusted
	// past the call that fills it.
	Room(v int) *any
	// Mechanics is the mechanic of every verb, in the order of the verbs:
	// for a mechanic that tells another of its own package what happened.
	// Shared: read only.
	Mechanics() []any
	// Ordered reports whether the listing under way is for a player, who
	// reads the moves in order: a mechanic that lists many then offers
	// them lowest first. A bot's listing needs no order.
	Ordered() bool
	// Fired counts rule i of those the mechanic of verb v names (Counter)
	// as fired once, with the codes it applies, when the game is counted.
	Fired(v, i int)
	// PassTurn ends seat's turn in st: the turn passes on as the game
	// declares (played again, seats skipped, cards owed drawn). It reports
	// whether the game goes on.
	PassTurn(st *core.State, seat int) bool
	// Draws is how many draws the seat to act made this turn in st (a
	// take counts as one), and the cards they brought.
	Draws(st *core.State) (draws, cards int)
	// Playable reports whether seat could play card, in its hand, on its
	// own in st (by the game's first play of single cards): what a draw
	// until playable stops at.
	Playable(st *core.State, seat int, card core.CardID) bool
	// Drew records that the seat to act drew, in st, cards cards this
	// turn (a take from a pile counts as a draw): what a draw that keeps
	// the turn, or a turn in steps, asks of the turn.
	Drew(st *core.State, cards int)
	// CardsHeld counts the cards seat holds in st in the piles a round of
	// the match counts (game.match.piles, the hand by default).
	CardsHeld(st *core.State, seat int) int
	// CloseRound closes the round of a match that a mechanic scored
	// itself (a knock shown), won by seat: the totals said, then the match
	// ended or the next round dealt. It reports false, doing nothing, in
	// a game that is no match: the mechanic ends the game itself.
	CloseRound(st *core.State, seat int) (bool, error)
	// NextRound gathers the cards and deals a new round on st, dealer
	// dealing, as the deal declares (the script's after_deal runs after
	// it); in a match, as the match deals its rounds. For a hand drawn,
	// or a hand every card of which is played and counted.
	NextRound(st *core.State, dealer int) error
	// OwedAtOnce reports whether some seat owes a move that several seats
	// owe at once (a secret choice, Simultaneous) in st.
	OwedAtOnce(st *core.State) bool
	// Value is the value in st of a whole-number field the declaration
	// gives as v or, when fn is not 0, as a function (deal.hand =
	// function(at) ... end): its answer for the round or the game, kept in
	// st. A value declared (fn 0) is v, read with no look-up.
	Value(st *core.State, v int, fn Func) int
	// Word is Value's twin for a field of words (a suit, a choice word).
	Word(st *core.State, v string, fn Func) string
	// Flag is Value's twin for a field of true or false, or of a choice
	// of two words (true for the second).
	Flag(st *core.State, v bool, fn Func) bool
	// Allows asks the script's predicate fn, declared on a move, whether
	// it allows the move q in st: a candidate the declared conditions
	// already pass. It is called with the context of the moment (At) and
	// the move; an error is the script's (it failed, or did not answer
	// true or false).
	Allows(fn Func, st *core.State, q Asked) (bool, error)
	// Beats asks the script's function fn, declared in place of the rule
	// of what beats what (tricks.beats, beating.beats), whether card beats
	// the card on in st, trumps being the suit trumps (its index, -1 for
	// none): called with the context of the moment (At, its Trumps that
	// suit) and the two cards' codes, its answer never kept; an error is
	// the script's (it failed, or did not answer true or false).
	Beats(fn Func, st *core.State, trumps int, card, on core.CardID) (bool, error)
	// BeatsPlay asks the script's function fn, declared in place of the
	// rule of what beats what in a climbing trick (trick.beats), whether
	// the play of cards play beats the play on (each in the deck's order)
	// in st: called with the context of the moment (At) and the two lists
	// of codes, its answer never kept; an error is the script's (it
	// failed, or did not answer true or false).
	BeatsPlay(fn Func, st *core.State, play, on []core.CardID) (bool, error)
}

// A Placer keeps the places the seats went out in from one round of a
// match to the next (a climbing game's match of places): it may score a
// round by them, and starts the next round from them.
type Placer interface {
	// ScoresPlaces reports whether it scores each round by the places, in
	// place of the match's own scoring.
	ScoresPlaces() bool
	// ScorePlaces adds each seat the points of its place in the round
	// just ended on st, and narrates them: order is the seats as they
	// went out, the winner first.
	ScorePlaces(st *core.State, order []int)
	// MostCards is the seat that holds the most cards on st as the round
	// won by winner ends, before the next is dealt, when a place is named
	// after it; else -1.
	MostCards(t Table, st *core.State, winner int) int
	// NextHand starts the round just dealt on st from the places of the
	// last (order, the winner first, and most, as MostCards said): the
	// places give each other cards and the declared place leads.
	NextHand(st *core.State, order []int, most int) error
}

// A Counter is a mechanic whose rules fire as a declared effect does (a
// bomb laid on a play of another kind): it names them for the tally of a
// counted game, which counts one each time Table.Fired says it fired.
type Counter interface {
	// Counts are the rules it names, in the order Fired numbers them;
	// asked once, when the plan is made.
	Counts() []Count
}

// A Count is a rule a Counter names for the tally: what the designer's
// report calls it, and the rule codes it applies each time it fires.
type Count struct {
	Name  string
	Codes []string
}

// Tally counts the rule codes a counted game applies.
type Tally interface {
	ApplyCodes(codes []string)
}

// A RoundEnder is a mechanic that ends the rounds of a match itself (the
// hand's last trick taken, a knock): a match needs one, or a hand emptied
// that wins.
type RoundEnder interface {
	EndsRounds()
}

// A RoundScorer is a mechanic that scores a round of a match itself (a
// contract made or set), in place of the cards' points.
type RoundScorer interface {
	ScoreRound(t Table, st *core.State)
}

// A NameGate is a mechanic that says when a suit may be named (the trumps
// of a round of tricks): why seat may not name one now, or Legal.
type NameGate interface {
	MayName(t Table, seat int) Refusal
}

// A Gate is a mechanic that says why seat, not the seat to act, may not
// make a move of its verb now (a suit named by the declarer alone): Legal
// when it says nothing, and it is simply not seat's turn.
type Gate interface {
	NotYours(t Table, seat int) Refusal
}

// A Citer names the rules a move of its mechanic is played under: it
// counts their codes in tally, on the game as it stands before the move.
type Citer interface {
	Cite(t Table, seat int, m *notation.Move, tally Tally)
}

// A Stander is a mechanic whose game is not a race to shed cards (the
// bots' default judgement, by the cards held): it writes how well each
// seat stands in the game still going into out, a number of 0 or more a
// seat, more being better.
type Stander interface {
	Standings(t Table, out []float64)
}

// A Racer is a mechanic whose moves seats may make out of turn, the first
// to make one winning.
type Racer interface {
	// Racing is the set of seats (bit s for seat s) that may make a move
	// of the mechanic now, out of turn or not.
	Racing(t Table) uint64
	// Open reports whether a race the table waits for is open in st: a
	// move that wins something may be made now.
	Open(st *core.State) bool
}

// A Reactor is a racing mechanic that declares how quickly a bot reacts
// to a race it would join, at a table run by arrival.
type Reactor interface {
	Reaction() (lo, hi time.Duration)
}

// A Decl is the declaration a mechanic reads for the whole game,
// which a script writes in a field of its game table: the field, the
// class and doc the reference and the editor give it, and a new value of
// its struct, whose field tags the declarations' reader reads.
type Decl struct {
	Does, Field, Class, Doc string
	New                     func() any
	// Whole makes, once for a plan whose script declares it, what the
	// declaration serves the whole game (Setup.Whole), or is nil.
	Whole func(s Setup) (any, error)
	// Parts are the declarations written inside it (an entry of one of
	// its lists, the table of one of its fields), each a class of the
	// reference and the editor.
	Parts []DeclPart
}

// A DeclPart is a declaration written inside a mechanic's declaration (an
// award of a round's scoring): the class and doc the reference and the
// editor give it, and a new value of its struct.
type DeclPart struct {
	Class, Doc string
	New        func() any
}

// A Shedder is a mechanic whose move may empty the mover's hand, which
// goes out (Table.GoOut): it tells whether seat's move m would, so that a
// move that ends a round of a match, whose next deal runs the script's
// code, is played on a copy of the game until that code succeeds.
type Shedder interface {
	Empties(t Table, seat int, m *notation.Move) bool
}

// A CodeRunner is a mechanic that says itself whether seat's move m of
// its verb calls the script's code (a knock ends the round of a match,
// whose next deal runs the script's after_deal): such a move is played on
// a copy of the game until that code succeeds.
type CodeRunner interface {
	RunsCode(t Table, seat int, m *notation.Move) bool
}

// A MoveWatcher is told of every move once it is played on st, before the
// next: a mechanic that ends a hand on the state a move leaves (a stock
// run low) does so.
type MoveWatcher interface {
	Moved(t Table, st *core.State) error
}

// A MoveMaker builds the move of a candidate its mechanic listed, for a
// mechanic whose candidates name what the engine's own builder does not
// know (a seat and a rank asked for).
type MoveMaker interface {
	Move(t Table, c *Cand) *notation.Move
}

// A Picker can count the candidates it lists for a seat and make one of
// them alone, for a random pick without a listing: Pick draws the index
// of one among the n it would list (rng.IntN(n), as a listing's pick
// does) and returns that candidate, its numbers in the slab; ok is false
// when it lists none (and draws nothing).
type Picker interface {
	Pick(t Table, v, seat int, current bool, rng *rand.Rand) (c Cand, ok bool)
}

// A DealWatcher is told of every deal, once the turn is given to the
// dealer's left: a mechanic whose first player is not that seat, or that
// lays what the deal gave (books), does so.
type DealWatcher interface {
	Dealt(t Table, st *core.State) error
}

// A Simultaneous mechanic is one whose move several seats owe at once, in
// any order (a secret choice): while any seat owes one, those seats act,
// with its verb alone, and nobody else.
type Simultaneous interface {
	// Owing is the seats that owe a move of it now (bit s: seat s).
	Owing(st *core.State) uint64
	// WaitWhy refuses any other move while one is owed.
	WaitWhy() Refusal
}

// An Offerer is a mechanic that can tell, without a move, that no move of
// its verb is legal now (the form of an open verb is offered a player
// only then).
type Offerer interface {
	Offers(t Table, v, seat int) bool
}

// A Sampler is a mechanic whose moves are too many to list (every choice
// of cards from a hand): it draws one legal move of seat's at random, for
// the bots, or nil when it has none.
type Sampler interface {
	Sample(t Table, v, seat int, rng *rand.Rand) *notation.Move
}

// A Shower is a mechanic that says what a player of its game looks at
// besides the piles (engine.Table): the tricks it counts, the bids it
// keeps, where a pass goes. It adds to t what it shows seat (-1 for an
// onlooker), only what that seat may know.
type Shower interface {
	ShowTable(st *core.State, seat int, t *engine.Table)
}

// An Outsider is a mechanic that lets seats besides the seat to act make
// a move of its verb now.
type Outsider interface {
	// Others is the seats (bit s for seat s) that may make a move of verb
	// v now, whoever is to act, and whether they race for it: the first
	// to make it takes what it wins.
	Others(t Table, v int) (seats uint64, race bool)
}

// An Aside is a mechanic whose move is no action of the turn: it leaves
// the windows open (a catch, a call). OutsideTurn reports whether it is
// made out of turn, outside the turn's duties and steps (a catch).
type Aside interface {
	OutsideTurn() bool
}
