package engine

import (
	"errors"
	"math/rand/v2"
	"slices"
	"time"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
)

// Game is one game in progress, as the engine, the bots and the checks see
// it. Seats count from 0.
type Game interface {
	// ToAct says who must decide now, and who else may act.
	ToAct() (Decision, error)
	// Moves lists every legal move of seat now.
	Moves(seat int) ([]*notation.Move, error)
	// RandomMove picks one legal move of seat at random, or nil when it
	// has none. In a game a bot imagines (core.State.Imagined) the move
	// may be built in room the next call reuses: play it, or copy it,
	// before asking for another.
	RandomMove(seat int, rng *rand.Rand) (*notation.Move, error)
	// Check says whether seat may make m now, its turn included: nil, or
	// the refusal naming the rule. It changes nothing; [ErrGameOver] when
	// the game has ended.
	Check(seat int, m *notation.Move) (*IllegalMove, error)
	// PlayMove checks and plays seat's move; a refused or failing move
	// leaves the game as it was. A game may skip the check of a move that
	// Moves, RandomMove or Check found legal for the same seat, as long as
	// neither the game nor the move changed since (see [Vetted]); any
	// other move is checked.
	PlayMove(seat int, m *notation.Move) error
	// Status is a line about the table for seat, or "".
	Status(seat int) (string, error)
	// Notation reads and writes the game's moves.
	Notation() *notation.Grammar
	// State is the whole state of the game (read only).
	State() *core.State
	// Copy returns an independent copy of the game.
	Copy() Game
	// Save writes the game so that [Rules.Restore] continues it exactly.
	Save() ([]byte, error)
}

// Rules is one instance of a rules implementation: it plays one game at a
// time and may play many in turn.
type Rules interface {
	// Describer gives the rules' name, seats, options and verbs.
	Describer
	// NewGame starts a game. Seats or options the rules do not take are
	// a *[ConfigError].
	NewGame(cfg Config) (Game, error)
	// Restore continues a game saved with [Game.Save].
	Restore(data []byte) (Game, error)
	// Where says where a part of the rules is defined, for messages: its
	// file and line, or "" and 0 when the rules have no such part. what
	// names the part as the rules' messages do, such as "status" or
	// "verbs.play.check".
	Where(what string) (file string, line int)
	// Close releases the instance.
	Close()
}

// Source makes instances of one rules implementation, such as a script.
type Source interface {
	// File names the rules in messages.
	File() string
	// Instance starts a fresh instance that shares nothing with another.
	Instance() (Rules, error)
}

// Verb is what the engine knows of one verb.
type Verb struct {
	Name string
	Form *notation.Form
	// Open is true for a verb whose moves cannot all be listed: the ones
	// listed are examples, and a player is shown the form to type.
	Open bool
	// OutOfTurn is true for a verb that seats other than the one to decide
	// may play when the game lets them act.
	OutOfTurn bool
	// Example is an example move of an open verb.
	Example string
}

// MayAct reports whether seat may make a move of verb v now: the seat to
// decide may make any move, the other seats named by the decision only
// moves of verbs that may be played out of turn.
func (d Decision) MayAct(seat int, v *Verb) bool {
	if seat == d.Seat {
		return true
	}
	if !v.OutOfTurn {
		return false
	}
	for _, o := range d.Others {
		if o == seat {
			return true
		}
	}
	return false
}

// OutOfTurn is the seats of Others, each once, in the order first named,
// without the seat that must decide: the seats offered a move out of turn.
// Rules may name a seat many times (a list of a million entries was once a
// hang); each is offered once.
func (d Decision) OutOfTurn() []int {
	if d.distinct() {
		return d.Others
	}
	var out []int
	for _, o := range d.Others {
		if o != d.Seat && !slices.Contains(out, o) {
			out = append(out, o)
		}
	}
	return out
}

// distinct reports whether Others names each seat once and not the seat to
// decide, without allocating (it checks pairs when there are few).
func (d Decision) distinct() bool {
	if len(d.Others) > 64 {
		return false
	}
	var seen uint64
	for _, o := range d.Others {
		if o == d.Seat || o < 0 || o >= 64 || seen&(1<<uint(o)) != 0 {
			return false
		}
		seen |= 1 << uint(o)
	}
	return true
}

// Config is how a game is set up.
type Config struct {
	Seats   int               // 0 takes the game's default
	Seed    uint64            // the seed of the game's random generator
	Options map[string]string // option values as typed, by name
	// Prepare, when set, is called with the new state before the game's
	// setup runs: a test fixing the deal (core.State.ExchangeOnShuffle).
	Prepare func(*core.State) error
}

// Decision says who must decide next. Others may also act now, out of turn
// (catching a missed call, say); they may also let play go on.
type Decision struct {
	Seat   int   // the seat that must decide (0-based)
	Others []int // seats that may act out of turn (0-based)
	Over   bool  // the game has ended; nobody decides
	// Ordered is true when Others is in the order the rules give the race
	// between them; otherwise the engine draws one (see [Step]).
	Ordered bool
	// Races is true when the seat that must decide races the others too
	// (a slap any seat may make): it takes its place in the race's order
	// and decides there, its move ending the race as any other's would.
	Races bool
}

// ErrGameOver is returned when a move is made after the game has ended.
var ErrGameOver = errors.New("the game is over")

// OutsideStater is implemented by rules that can tell where a script keeps
// state outside the game (a variable of its file that changed during play),
// which breaks replays and saved games. OutsideState describes the first
// such variable and where it is used, or returns an empty what.
type OutsideStater interface {
	OutsideState() (file string, line int, what string)
}

// Reactor is implemented by games whose races (Decision.Races) a table
// may run by arrival, the first seat to act winning: a bot that joins a
// race acts after a delay drawn between lo and hi, as the rules declare.
type Reactor interface {
	Reaction() (lo, hi time.Duration)
}

// The reaction window of a game that declares none.
const (
	DefaultReactMin = 250 * time.Millisecond
	DefaultReactMax = 750 * time.Millisecond
)

// ReactionOf is the window within which a bot of g joins a race: the
// rules' (Reactor), else the default.
func ReactionOf(g Game) (lo, hi time.Duration) {
	if r, ok := g.(Reactor); ok {
		return r.Reaction()
	}
	return DefaultReactMin, DefaultReactMax
}

// Stander is implemented by games whose rules may say how well each seat
// stands: Standings returns a number of 0 or more a seat, more being
// better, or nil when the rules do not say. Bots read a seat's standing
// over the sum as its share of a win in a game still going.
type Stander interface {
	Standings() ([]float64, error)
}

// Determinizer is implemented by games that a search bot may imagine from a
// seat's point of view: Determinize returns an independent copy in which
// the cards the seat cannot see are dealt anew from seed
// (core.State.Determinize). It is all such a bot learns of the game.
type Determinizer interface {
	Determinize(seat int, seed uint64) Game
}

// Arranger is implemented by games that a test may set up outside their
// rules: Arrange calls fn with a fork of the state and keeps the fork only
// when fn succeeds and every card is still in exactly one pile. A test
// scenario fixes the deal this way after the rules' own setup.
type Arranger interface {
	Arrange(fn func(st *core.State) error) error
}

// SuitNamer is implemented by games whose rules keep a suit that a play
// named (an eight, a wild): NameSuit makes the deck's suit of that index
// the named one, outside the rules, as a test's setup says.
type SuitNamer interface {
	NameSuit(suit int) error
}

// MeldKeeper is implemented by games whose rules keep the melds laid in a
// shared area, in which a wild stands for a card: Melds returns them in
// the order laid, each card with the card it stands for.
type MeldKeeper interface {
	Melds() [][]core.MeldCard
}

// Optioned is implemented by games whose rules have options: Options
// returns the value of every option of the game, defaults included, by
// name, as a person would type it.
type Optioned interface {
	Options() map[string]string
}
