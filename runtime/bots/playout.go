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

// longPlayout is the mean length of the probing playouts above which random
// play to the end costs more than it tells: a match of many hands (some
// 600 moves in a match of tricks to 100), or a game random bots drag out
// by drawing. The position the tree reached is judged instead.
const longPlayout = 90

// playoutNow is the playout length of the next iteration. A bot left to
// choose plays its first probePlayouts playouts (of the game, not of each
// decision) to the end. If at least three in four of them end with a
// winner in at most longPlayout moves on average, random play to the end
// tells one move from another, and it goes on that way; otherwise (they
// end drawn, or run on for hundreds of moves in a long match) it judges
// the position the tree reached, after shortPlayout random moves, by the
// standings (the cards held, unless the rules say), which is cheaper and
// in such games stronger (docs/simulate.md).
func (b *ismcts) playoutNow() int {
	switch {
	case b.playout != playAuto:
		return b.playout
	case b.probed < probePlayouts, 4*b.won >= 3*b.probed && b.probeMoves <= longPlayout*b.probed:
		return playToEnd
	}
	return shortPlayout
}

// finish plays the imagined game w on as playoutNow says, judges it, and
// counts the playouts that probe how the game ends.
func (b *ismcts) finish(w engine.Game) ([]float64, error) {
	probing := b.playout == playAuto && b.probed < probePlayouts
	shares, moves, err := b.judgeAfter(w, b.playoutNow())
	if err != nil {
		return nil, err
	}
	if probing {
		b.probed++
		b.probeMoves += moves
		if r := w.State().Result(); r.Over && len(r.Winners) > 0 {
			b.won++
		}
	}
	return shares, nil
}

// judgeAfter plays the imagined game on at random for limit moves (or to
// the end), then judges it; it returns the judgement and the moves played.
func (b *ismcts) judgeAfter(w engine.Game, limit int) ([]float64, int, error) {
	if limit == playToEnd {
		limit = maxPlayout
	}
	played := 0
	for ; played < limit; played++ {
		d, err := w.ToAct()
		if err != nil {
			return nil, played, err
		}
		if d.Over {
			break
		}
		m, err := w.RandomMove(d.Seat, b.rng)
		if err != nil {
			return nil, played, err
		}
		if m == nil {
			break // the seat to decide has no move here: judge the game as it stands
		}
		if err := w.PlayMove(d.Seat, m); err != nil {
			return nil, played, err
		}
	}
	shares, err := Judge(w, b.shares)
	if err != nil {
		return nil, played, err
	}
	b.shares = shares
	return shares, played, nil
}
