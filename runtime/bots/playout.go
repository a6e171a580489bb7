package bots

import "github.com/rulerun/rulerun/runtime/engine"

// The playouts of the search bot: after the tree, an iteration plays on at
// random, to the end of the game or for a few moves, and judges where it
// stopped (Judge). A bot left to choose finds out which of the two its game
// rewards.

const (
	// playToEnd as the playout length plays every iteration to the end of
	// the game (or maxPlayout moves).
	playToEnd = -1
	// playAuto lets the bot choose between playToEnd and shortPlayout.
	playAuto = -2
)

// shortPlayout is the random moves a playout makes before it judges the
// position, when random play to the end says little (playoutNow): none,
// the position the tree's new move made is judged. One or two random moves
// first play no better, and cost a fifth more each (docs/simulate.md).
const shortPlayout = 0

// probePlayouts is how many playouts to the end a bot choosing its playout
// length plays first.
const probePlayouts = 16

// maxPlayout bounds a playout to the end; a game still going then is judged
// as it stands.
const maxPlayout = 2000

// playoutNow is the playout length of the next iteration. A bot left to
// choose plays its first probePlayouts playouts (of the game, not of each
// decision) to the end. If at least three in four of them end with a
// winner, random play to the end tells one move from another, and it goes
// on that way; otherwise (they end drawn, or run on for thousands of moves
// in a long match) it judges the position the tree reached, after
// shortPlayout random moves, by the cards held, which is cheaper and in
// such games stronger (docs/simulate.md).
func (b *ismcts) playoutNow() int {
	switch {
	case b.playout != playAuto:
		return b.playout
	case b.probed < probePlayouts, 4*b.won >= 3*b.probed:
		return playToEnd
	}
	return shortPlayout
}

// finish plays the imagined game w on as playoutNow says, judges it, and
// counts the playouts that probe how the game ends.
func (b *ismcts) finish(w engine.Game) ([]float64, error) {
	probing := b.playout == playAuto && b.probed < probePlayouts
	shares, err := b.judgeAfter(w, b.playoutNow())
	if err != nil {
		return nil, err
	}
	if probing {
		b.probed++
		if r := w.State().Result(); r.Over && len(r.Winners) > 0 {
			b.won++
		}
	}
	return shares, nil
}

// judgeAfter plays the imagined game on at random for limit moves (or to
// the end), then judges it.
func (b *ismcts) judgeAfter(w engine.Game, limit int) ([]float64, error) {
	if limit == playToEnd {
		limit = maxPlayout
	}
	for range limit {
		d, err := w.ToAct()
		if err != nil {
			return nil, err
		}
		if d.Over {
			break
		}
		m, err := w.RandomMove(d.Seat, b.rng)
		if err != nil {
			return nil, err
		}
		if m == nil {
			break // the seat to decide has no move here: judge the game as it stands
		}
		if err := w.PlayMove(d.Seat, m); err != nil {
			return nil, err
		}
	}
	shares, err := Judge(w, b.shares)
	if err != nil {
		return nil, err
	}
	b.shares = shares
	return shares, nil
}
