package bots

import "github.com/rulerun/rulerun/runtime/engine"

// The playouts of the search bot: after the tree, an iteration plays on at
// random, to the end of the game or of the round, or for a few moves, and
// judges where it stopped (Judge). A bot left to choose finds out which its
// game rewards.

const (
	// playToEnd as the playout length plays every iteration to the end of
	// the game (or maxPlayout moves).
	playToEnd = -1
	// playToRound plays every iteration to the end of the round under way
	// (or of the game, if it ends first), where the position is judged by
	// the standings.
	playToRound = -2
	// playAuto lets the bot choose between playToEnd, playToRound and
	// shortPlayout.
	playAuto = -3
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

// dearMove is the work a move of an imagined game costs, as the game
// counts it (engine.Worker: the Lua steps its script runs), above which
// random play to the end costs more than the bot's time allows: its
// playouts are short (playoutNow). A declared game's move runs no script
// code, or a few steps (under 10 a move in the shipped games); a move of a
// game written as functions runs some 2,000 to 3,000 (a few hundred Lua
// instructions, and the steps charged for the moves its generators
// propose), and random play to the end of such a game costs a decision
// seconds (docs/simulate.md).
const dearMove = 100

// dearDecision is the work, as the game counts it (engine.Worker), that a
// decision of a bot whose imagined games' moves are dear (dearMove) may
// spend: its iterations stop once they have cost it, the fewer the dearer
// its moves, so that a game written as functions is played at a table's
// pace (some 50 playouts to the end of a climbing game of functions, a
// thousand judged positions of a shedding one). A count, never a time:
// the same seed makes the same choices on any machine. A declared game's
// moves are never dear, and its iterations are as many as the bot's name
// says.
const dearDecision = 8_000_000

// playoutNow is the playout length of the next iteration. A bot left to
// choose plays its first probePlayouts playouts (of the game, not of each
// decision) to the end. If at least three in four of them end with a
// winner or a loser in at most longPlayout moves on average, but not every
// one lost by every seat (a patience its one player always loses at
// random: the end tells no move from another), random play tells one
// move from another, and it goes on that way: to the end of the game, or,
// when one of them went past the end of a round (a match of a few hands)
// and the rules say how a seat stands (engine.Stander), to the end of the
// round, where the standings judge what the round's moves did; the hands
// after it, dealt at random, add only noise.
// Otherwise (they end drawn, or run on for hundreds of moves in a long
// match) it judges the position the tree reached, after shortPlayout
// random moves, by the standings (the cards held, unless the rules say),
// which is cheaper and in such games stronger (docs/simulate.md).
// Where the moves of its imagined games are dear (the probing playouts so
// far cost more than dearMove of the game's work a move, engine.Worker),
// it chooses the same way, and each decision's iterations stop at
// dearDecision of work (spent).
func (b *ismcts) playoutNow() int {
	switch {
	case b.playout != playAuto:
		return b.playout
	case b.probed < probePlayouts:
		return playToEnd
	case 4*b.won < 3*b.probed || b.probeMoves > longPlayout*b.probed || b.allLost == b.probed:
		return shortPlayout
	case b.crossed > 0 && b.stands:
		return playToRound
	}
	return playToEnd
}

// finish plays the imagined game w on as playoutNow says, judges it, and
// counts the playouts that probe how the game ends.
func (b *ismcts) finish(w engine.Game) ([]float64, error) {
	probing := b.playout == playAuto && b.probed < probePlayouts
	shares, p, err := b.judgeAfter(w, b.playoutNow())
	if err != nil {
		return nil, err
	}
	if probing {
		b.probed++
		b.probeMoves += p.moves
		b.probeWork += p.work
		b.dear = b.probeWork > dearMove*int64(max(b.probeMoves, 1))
		if r := w.State().Result(); r.Over && (len(r.Winners) > 0 || len(r.Losers) > 0) {
			b.won++
			if len(r.Winners) == 0 && len(r.Losers) == w.State().Seats() {
				b.allLost++
			}
		}
		if p.crossed {
			b.crossed++
		}
		if b.probed == 1 {
			w, err := scriptStandings(w)
			if err != nil {
				return nil, err
			}
			b.stands = w != nil
		}
	}
	return shares, nil
}

// played is what a playout did: the moves it made, the work they cost as
// the game counts it (engine.Worker), and whether a round ended in it
// with the game going on.
type played struct {
	moves   int
	work    int64
	crossed bool
}

// judgeAfter plays the imagined game w on at random for limit moves (or to
// the end of the game or round), then judges it.
func (b *ismcts) judgeAfter(w engine.Game, limit int) ([]float64, played, error) {
	stopAtRound := limit == playToRound
	if limit < 0 {
		limit = maxPlayout
	}
	round := w.State().RoundNumber()
	var p played
	p.work = -engine.WorkOf(w)
	for ; p.moves < limit; p.moves++ {
		d, err := w.ToAct()
		if err != nil {
			return nil, p, err
		}
		if d.Over {
			break
		}
		if w.State().RoundNumber() != round {
			p.crossed = true
			if stopAtRound {
				break
			}
		}
		m, err := w.RandomMove(d.Seat, b.rng)
		if err != nil {
			return nil, p, err
		}
		if m == nil {
			break // the seat to decide has no move here: judge the game as it stands
		}
		if err := w.PlayMove(d.Seat, m); err != nil {
			return nil, p, err
		}
	}
	p.work += engine.WorkOf(w) // the moves', not the judgement's
	shares, err := Judge(w, b.shares)
	if err != nil {
		return nil, p, err
	}
	b.shares = shares
	return shares, p, nil
}
