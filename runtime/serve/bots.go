package serve

import (
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
)

// maxBotMoves bounds the moves bots make in a row between two moves of
// people, so that rules whose bots never end cannot play on forever.
const maxBotMoves = 100_000

// wakeBots starts the table's bot player when bots may have something to
// do: once the game started, while the game goes on and some seat is its
// bot's. One bot player runs at a time. The caller holds the lock.
func (t *Table) wakeBots() {
	if t.thinking || !t.botsMayPlay() {
		return
	}
	t.thinking = true
	t.bots.Add(1)
	go t.playBots()
}

// playBots lets the bots play the seats nobody holds, one move at a time,
// until no bot has a move: each decides outside the table's lock, on its own
// copy of the game, so that the table answers while a bot thinks; its move
// is played only after the server's bot delay since the table last changed
// (so that people may act out of turn in between), and only if nothing
// changed since the bot looked; otherwise the bots look again.
func (t *Table) playBots() {
	defer t.bots.Done()
	for {
		turn, ok := t.nextBotTurn()
		if !ok {
			return
		}
		seat, m, err := t.decide(turn)
		switch t.await(time.Until(turn.due)) {
		case awaitStopped:
			t.stopBots()
			return
		case awaitChanged:
			continue // the decision is stale: look again
		}
		if t.applyBotMove(turn.version, seat, m, err) {
			return
		}
	}
}

// awaited is how a bot player's wait ended.
type awaited int

const (
	awaitDue     awaited = iota // the bot's move may be played
	awaitChanged                // the table changed meanwhile
	awaitStopped                // the server closes
)

// await waits d for the bot's move to be due, and ends early when the
// table changes (it may be over now, or every seat held) or the server
// closes.
func (t *Table) await(d time.Duration) awaited {
	timer := time.NewTimer(max(d, 0))
	defer timer.Stop()
	select {
	case <-t.server.done:
		return awaitStopped
	case <-t.poke:
		return awaitChanged
	case <-timer.C:
		return awaitDue
	}
}

// botTurn is what a bot player reads of the table, under its lock, before
// deciding outside it.
type botTurn struct {
	version uint64
	due     time.Time      // when a move may be played: the bot delay after the last change
	game    []byte         // the game, as engine.Game.Save writes it
	bots    []engine.Agent // the bot of each seat nobody holds; nil for a held seat
}

// nextBotTurn reads the table for the bots, or stops the bot player (and
// says so) when the table is closed, stopped or over, or every seat is held;
// a game over is released then.
func (t *Table) nextBotTurn() (botTurn, bool) {
	t.mu.Lock()
	defer t.mu.Unlock()
	turn := botTurn{version: t.version, due: t.changedAt.Add(t.server.botDelay)}
	select {
	case <-t.poke: // a change this turn already reads
	default:
	}
	var err error
	if t.botsMayPlay() && !t.ended() {
		turn.game, err = t.game.Save()
	}
	if turn.game == nil || err != nil {
		if err != nil {
			t.failure = fmt.Sprintf("copy the game for the bots: %v", err)
			t.notify()
		}
		t.thinking = false
		t.release()
		return turn, false
	}
	for _, s := range t.seats {
		var bot engine.Agent
		if !s.held {
			bot = s.bot
		}
		turn.bots = append(turn.bots, bot)
	}
	return turn, true
}

// botsMayPlay reports whether a bot may have a move: the game started, the
// game holds its rules and goes on, and some seat is its bot's (while
// people hold every seat, the bot player does not even look). The caller
// holds the lock.
func (t *Table) botsMayPlay() bool {
	if !t.started || t.failure != "" || t.abandoned != "" || t.closed || t.final != nil {
		return false
	}
	return slices.ContainsFunc(t.seats, func(s *seat) bool { return !s.held })
}

// decide plays the bots' part on a copy of the game: first the bots that
// may act out of turn (each may decline), then the bot whose seat must
// decide. It returns the seat and move, or seat -1 when no bot moves.
func (t *Table) decide(turn botTurn) (int, *notation.Move, error) {
	g, err := t.botCopy(turn.game)
	if err != nil {
		return -1, nil, err
	}
	d, err := g.ToAct()
	if err != nil || d.Over {
		return -1, nil, err
	}
	for _, s := range d.OutOfTurn() {
		if bot := turn.bots[s]; bot != nil {
			if m, ok, err := bot.Choose(g, s, true); ok || err != nil {
				return s, m, err
			}
		}
	}
	bot := turn.bots[d.Seat]
	if bot == nil {
		return -1, nil, nil
	}
	m, ok, err := bot.Choose(g, d.Seat, false)
	if err == nil && !ok {
		err = fmt.Errorf("seat %d must decide but its bot finds no legal move", d.Seat+1)
	}
	return d.Seat, m, err
}

// botCopy restores a saved game on the bots' own instance of the rules,
// started at first use: a copy that shares nothing with the table's game,
// so that a bot may think while the table answers.
func (t *Table) botCopy(saved []byte) (engine.Game, error) {
	if t.botRules == nil {
		rules, err := t.server.sources[t.spec.Script].Instance()
		if err != nil {
			return nil, err
		}
		t.botRules = rules
	}
	return t.botRules.Restore(saved)
}

// applyBotMove plays a bot's decision if the table is as the bot saw it,
// and reports whether the bot player is done. When the table changed, the
// bots look again.
func (t *Table) applyBotMove(version uint64, seat int, m *notation.Move, err error) bool {
	t.mu.Lock()
	defer t.mu.Unlock()
	switch {
	case t.closed:
	case t.version != version:
		return false
	case err != nil:
		t.failure = botFailure(seat, err)
		t.notify()
	case seat < 0:
	case t.botMoves >= maxBotMoves:
		t.failure = fmt.Sprintf("the bots made %d moves in a row without the game ending or a person's turn", maxBotMoves)
		t.notify()
	default:
		if err := t.game.PlayMove(seat, m); err != nil {
			t.failure = botFailure(seat, err)
			t.notify()
			break
		}
		t.botMoves++
		t.changed()
		return false
	}
	t.thinking = false
	t.release()
	return true
}

// stopBots marks the bot player stopped.
func (t *Table) stopBots() {
	t.mu.Lock()
	defer t.mu.Unlock()
	t.thinking = false
}

// botFailure is why a table stopped when a bot's turn failed: a failure of
// the rules (a script's error, with its file:line) is the rules', whoever
// was to move; only what is the bot's own is said to be the bot's.
func botFailure(seat int, err error) string {
	var se *engine.ScriptError
	if errors.As(err, &se) || seat < 0 {
		return err.Error()
	}
	return fmt.Sprintf("the bot of seat %d: %v", seat+1, err)
}
