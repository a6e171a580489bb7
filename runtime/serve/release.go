package serve

import (
	"fmt"

	"github.com/rulerun/rulerun/runtime/engine"
)

// final is what a table keeps of its game once the game ended and its
// rules were released: the game as saved (for a download, or the data
// folder) and the last view of each seat, which no longer changes but for
// who holds the seats and the link to the next game.
type final struct {
	game  []byte  // engine.Game.Save
	views []*View // by seat, the onlooker's last
}

// release closes the table's rules (its own instance and its bots') once
// its game ended and no bot player runs, and keeps only its final: the
// game as saved and each seat's final view, audited once here. A game that
// cannot be saved is kept, rules and all. The caller holds the lock.
func (t *Table) release() {
	if t.final != nil || t.thinking || t.closed || !t.ended() {
		return
	}
	game, err := t.game.Save()
	if err != nil {
		t.server.logf("keep table %s's rules: save its ended game: %v", t.id, err)
		return
	}
	f := &final{game: game}
	for seatNo := range len(t.seats) {
		f.views = append(f.views, t.auditedView(seatNo))
	}
	f.views = append(f.views, t.auditedView(onlooker))
	t.keep.Store(t.game.State().MovesLen() > 0)
	t.final, t.game = f, nil
	t.closeRules()
	t.server.ended(t)
}

// auditedView is seatNo's view, shown to the server's audit hook as its
// message would be. The caller holds the lock.
func (t *Table) auditedView(seatNo int) *View {
	v := t.view(seatNo)
	if t.server.Audit != nil {
		t.audit(seatNo, encode(v))
	}
	return v
}

// closeRules closes the table's instances of the rules. The caller holds
// the lock, and no bot player runs.
func (t *Table) closeRules() {
	if t.rules != nil {
		t.rules.Close()
		t.rules = nil
	}
	if t.botRules != nil {
		t.botRules.Close()
		t.botRules = nil
	}
}

// finalView is seatNo's view of a released table: its final view, with who
// holds the seats and the link to the next game as they are now. The
// caller holds the lock.
func (t *Table) finalView(seatNo int) *View {
	i := seatNo
	if seatNo == onlooker {
		i = len(t.seats)
	}
	v := *t.final.views[i]
	v.Version, v.Failure, v.Unsaved = t.version, t.failure, t.unsaved
	t.addSeats(&v, seatNo)
	v.Again = t.nextLink(seatNo)
	return &v
}

// withGame calls fn with the table's game: its own while it holds its
// rules, or else the saved game restored on a fresh instance of the rules,
// closed after. The caller holds the lock.
func (t *Table) withGame(fn func(engine.Game) error) error {
	if t.game != nil {
		return fn(t.game)
	}
	rules, err := t.server.sources[t.spec.Script].Instance()
	if err != nil {
		return fmt.Errorf("start %s: %w", t.spec.Script, err)
	}
	defer rules.Close()
	g, err := rules.Restore(t.final.game)
	if err != nil {
		return fmt.Errorf("restore the ended game: %w", err)
	}
	return fn(g)
}

// savedGame is the game as engine.Game.Save writes it. The caller holds
// the lock.
func (t *Table) savedGame() ([]byte, error) {
	if t.final != nil {
		return t.final.game, nil
	}
	return t.game.Save()
}
