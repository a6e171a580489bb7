package core

import (
	"fmt"
	"slices"
	"strconv"
)

// MaxSeats is the largest number of seats a game may have.
const MaxSeats = 64

// PileSpec declares a pile that every game of a script starts with.
type PileSpec struct {
	Name    string
	Vis     Visibility
	PerSeat bool // one pile per seat, named "name.1", "name.2"..., owned by that seat
}

// Config is what a new state is made from.
type Config struct {
	Deck  *Deck
	Seats int
	Seed  uint64
	Piles []PileSpec
	// Start names the pile that holds every card, unshuffled, at the start.
	// Empty means the first declared pile.
	Start string
}

// MoveRecord is one accepted move of the game, as it was applied.
type MoveRecord struct {
	Seat int    `json:"seat"`
	Move string `json:"move"`
	// A move recorded by RecordMoveOf is written when it is read: by
	// writer, from move. Every MoveRecord a State returns is written.
	writer MoveWriter
	move   any
}

// MoveWriter writes the text of a move recorded with [State.RecordMoveOf].
type MoveWriter interface {
	// MoveText is the text of the move, as a player types it.
	MoveText(move any) string
}

// written is the record with its text written.
func (r MoveRecord) written() MoveRecord {
	if r.writer != nil {
		r.Move, r.writer, r.move = r.writer.MoveText(r.move), nil, nil
	}
	return r
}

// State is the whole state of one game. It is not safe for concurrent use;
// give each goroutine its own [State.Clone].
type State struct {
	deck     *Deck
	seats    int
	seed     uint64
	piles    []*Pile
	names    map[string]PileID
	namesGen *owner
	vars     map[string]any
	varsGen  *owner
	varsVer  uint64 // the variables' version (VarsStamp)
	turn     Turn
	flow     FlowPart // where the round stands, as the rules keep it (flow.go)
	flowGen  *owner   // the mark of the state that may change the flow in place
	score    Score
	result   Result
	rng      rng
	log      history[Event]
	moves    history[MoveRecord]
	untold   []int8            // the seats of the newest moves, recorded by seat alone (RecordSeat)
	gen      *owner            // the state's mark on what it alone may change in place
	known    knowledge         // what each seat was shown
	start    PileID            // the pile that holds every card before a deal
	declared []Visibility      // the declared piles (the first ones), with their declared visibility
	exchange map[CardID]CardID // cards the next shuffle exchanges (see ExchangeOnShuffle); not saved
	roundEnd *State            // the state as the latest NewRound of this move found it (see RoundEnd); not saved
	counters map[string]int    // what the script counts (Count), copied on write
	parts    []heldPart        // the mechanics' own parts by name (part.go), copied on write
	partsGen *owner            // the mark of the state that may change the list of parts in place
	imagined bool              // a game a bot imagines: it narrates nothing (Imagined)
}

// owner marks the piles, names and variables a state may change in place:
// those it made or copied since its last fork. Each fork gives both states
// new marks, so what they share is copied before either changes it. A mark
// is a small allocation, not a global counter, so states on many cores
// never contend.
type owner struct{ _ byte }

func nextGen() *owner { return new(owner) }

// NewState deals nothing: it creates the declared piles and puts every card of
// the deck, in deck order, in the start pile.
func NewState(cfg Config) (*State, error) {
	if cfg.Deck == nil {
		return nil, fmt.Errorf("no deck")
	}
	if cfg.Seats < 1 || cfg.Seats > MaxSeats {
		return nil, fmt.Errorf("%d seats: a game has 1 to %d seats", cfg.Seats, MaxSeats)
	}
	if len(cfg.Piles) == 0 {
		return nil, fmt.Errorf("no piles declared")
	}
	s := &State{deck: cfg.Deck, seats: cfg.Seats, seed: cfg.Seed, names: map[string]PileID{},
		vars: map[string]any{}, rng: newRNG(cfg.Seed), gen: nextGen()}
	s.namesGen, s.varsGen = s.gen, s.gen
	s.turn.Dir = 1
	s.score = Score{Totals: make([]int, cfg.Seats), Round: make([]int, cfg.Seats)}
	s.known = newKnowledge(cfg.Seats, cfg.Deck.Kinds())
	for _, p := range cfg.Piles {
		if err := s.declare(p); err != nil {
			return nil, err
		}
	}
	for _, p := range s.piles {
		s.declared = append(s.declared, p.Vis)
	}
	start := cfg.Start
	if start == "" {
		start = cfg.Piles[0].Name
		if cfg.Piles[0].PerSeat {
			start = SeatPileName(start, 0)
		}
	}
	id, ok := s.names[start]
	if !ok {
		return nil, fmt.Errorf("start pile %q is not declared", start)
	}
	s.start = id
	p := s.piles[id]
	p.Cards = make([]CardID, cfg.Deck.Size())
	for i := range p.Cards {
		p.Cards[i] = CardID(i)
	}
	return s, nil
}

func (s *State) declare(p PileSpec) error {
	if !p.PerSeat {
		_, err := s.NewPile(p.Name, "", -1, p.Vis)
		return err
	}
	for seat := range s.seats {
		if _, err := s.NewPile(SeatPileName(p.Name, seat), p.Name, seat, p.Vis); err != nil {
			return err
		}
	}
	return nil
}

// SeatPileName is the name of seat's pile of a per-seat declaration: "hand.1"
// for seat 0. Seats are numbered from 1 in every name a person reads.
func SeatPileName(name string, seat int) string { return name + "." + strconv.Itoa(seat+1) }

// Deck returns the game's deck.
func (s *State) Deck() *Deck { return s.deck }

// Seats is the number of seats.
func (s *State) Seats() int { return s.seats }

// StartPile is the pile that held every card when the state was made.
func (s *State) StartPile() PileID { return s.start }

// Seed is the seed the game was created with.
func (s *State) Seed() uint64 { return s.seed }

// Moves returns a copy of every accepted move so far. It costs the length
// of the game: use [State.MovesLen] and [State.MovesSince] for part of it.
func (s *State) Moves() []MoveRecord { return s.movesSince(0) }

// MovesLen is the number of accepted moves so far.
func (s *State) MovesLen() int { return s.moves.len() + len(s.untold) }

// MovesSince returns a copy of the accepted moves from index n on: the
// moves made since [State.MovesLen] returned n.
func (s *State) MovesSince(n int) []MoveRecord { return s.movesSince(n) }

// writtenMoves writes the text of the moves recorded to be written when read.
func writtenMoves(moves []MoveRecord) []MoveRecord {
	for i := range moves {
		moves[i] = moves[i].written()
	}
	return moves
}

// RecordMove appends an accepted move to the game's history.
func (s *State) RecordMove(seat int, move string) {
	s.recordUntold()
	s.moves.add(MoveRecord{Seat: seat, Move: move})
}

// RecordMoveOf appends an accepted move to the game's history, its text to
// be written by w when it is read: most moves of a game that bots play are
// never read, and their text is then never written. The move must not
// change afterwards.
func (s *State) RecordMoveOf(seat int, w MoveWriter, move any) {
	s.recordUntold()
	s.moves.add(MoveRecord{Seat: seat, writer: w, move: move})
}

func (s *State) checkSeat(seat int) error {
	if seat < 0 || seat >= s.seats {
		return fmt.Errorf("seat %d does not exist (this game has seats 1 to %d)", seat+1, s.seats)
	}
	return nil
}

// Clone returns an independent copy of the state. It is cheap: piles and
// variables are shared until either copy changes them, and the log and the
// moves share all but their newest chunk, whatever the game's length.
func (s *State) Clone() *State {
	c := s.Fork()
	c.log = s.log.share()
	c.moves = s.moves.share()
	c.untold = s.untold[:len(s.untold):len(s.untold)] // the first move either records copies them
	return c
}

// Fork returns a copy for a transaction: after Fork, use either the copy or
// the original, never both. The runtime applies a move to a fork and keeps
// it only if the move succeeds, so a failed move leaves the game unchanged.
func (s *State) Fork() *State {
	c := *s
	c.piles = append([]*Pile(nil), s.piles...)
	c.turn.Order = slices.Clone(s.turn.Order)
	c.score.Totals = slices.Clone(s.score.Totals)
	c.score.Round = slices.Clone(s.score.Round)
	c.score.Rounds = s.score.Rounds[:len(s.score.Rounds):len(s.score.Rounds)]
	c.result.Winners = slices.Clone(s.result.Winners)
	c.result.Losers = slices.Clone(s.result.Losers)
	c.known = s.known.clone()
	c.roundEnd = nil // a fork starts the next move
	s.gen, c.gen = nextGen(), nextGen()
	return &c
}
