package engine

import (
	"math/rand/v2"

	"github.com/rulerun/rulerun/core/notation"
)

// Agent chooses moves for a seat. optional is true when the seat may act out
// of turn and may also decline (return ok == false).
type Agent interface {
	Choose(g Game, seat int, optional bool) (move *notation.Move, ok bool, err error)
}

// RandomBot picks uniformly among the legal moves the game proposes
// ([Game.RandomMove]: a move proposed twice is twice as likely), from its
// own seeded generator (never the game's), and acts out of turn half of
// the time.
type RandomBot struct {
	pcg rand.PCG
	rng rand.Rand // drawing from pcg: the bot is one allocation
}

// NewRandomBot returns a random bot with its own seed.
func NewRandomBot(seed uint64) *RandomBot {
	b := &RandomBot{}
	b.pcg.Seed(seed, 0x626f74)
	b.rng = *rand.New(&b.pcg)
	return b
}

// Choose implements [Agent].
func (b *RandomBot) Choose(g Game, seat int, optional bool) (*notation.Move, bool, error) {
	if optional && b.rng.IntN(2) == 0 {
		return nil, false, nil
	}
	m, err := g.RandomMove(seat, &b.rng)
	return m, m != nil, err
}
