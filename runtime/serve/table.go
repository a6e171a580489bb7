package serve

import (
	"errors"
	"fmt"
	"sync"
	"sync/atomic"
	"time"

	"github.com/rulerun/rulerun/runtime/bots"
	"github.com/rulerun/rulerun/runtime/engine"
)

// Spec is how a table is set up: which rules, how many seats, the options,
// the bots of the seats nobody holds and the game's seed.
type Spec struct {
	Script  string            `json:"script"`  // the rules, by the name the server knows them by
	Seats   int               `json:"seats"`   // 0 takes the game's default
	Options map[string]string `json:"options"` // option values as typed, by name
	Bots    []string          `json:"bots"`    // the bots of the seats, cycled; empty means greedy
	Seed    uint64            `json:"seed"`
	// Start says when the game starts: StartFull ("" too) waits for every
	// seat to be held or for a press of start; StartNow starts at once.
	Start string `json:"start,omitempty"`
	// Earlier are the games played at the tables before this one, each
	// the one before's "play again", oldest first: the evening so far.
	Earlier []Played `json:"earlier,omitempty"`
}

// Table is one game and its seats. Everything it holds is guarded by its
// lock: a move, a seat changing hands and the making of a view each see the
// game between moves.
type Table struct {
	id     string
	spec   Spec
	server *Server

	mu        sync.Mutex
	rules     engine.Rules // nil once released (final)
	game      engine.Game  // nil once released (final)
	final     *final       // what is kept of an ended game once its rules are released
	desc      *engine.Description
	faces     deckFaces // the faces of the game's cards, by kind
	seats     []*seat
	watch     string // the onlookers' secret
	started   bool   // the game started: the bots play the seats nobody holds
	failure   string // the rules failed: the game stops, and every view says why
	abandoned string // a player stopped the game before its end, and why
	unsaved   string // why the table could not be saved last, or "" (see Server.save)
	version   uint64 // bumped on every change, so a client can tell views apart
	subs      map[*subscriber]struct{}
	streams   uint64 // the streams opened so far (subscriber.opened)
	closed    bool   // the rules are released, or about to be
	next      *Table // the table of the next game, once someone asked to play again

	changedAt time.Time    // the last change, from which the bots wait the bot delay and a race's window runs
	draw      *pendingDraw // the moves waiting for the race's draw, while its window is open
	draws     []RaceDraw   // the races settled by a draw so far
	thinking  bool         // a bot player runs (playBots)
	botMoves  int          // the bots' moves since a person's
	bots      sync.WaitGroup
	poke      chan struct{} // holds one notice of a change for the bot player, at most
	botRules  engine.Rules  // the bots' own instance of the rules, used by the bot player only

	// endedAs is 0 while the table is in play, then the order in which
	// its game was released among the server's (from 1): read without the
	// table's lock, by the server counting and forgetting tables.
	endedAs atomic.Uint64
	// keep is set while the table's ended game holds moves the host has
	// not downloaded: such a table is never forgotten (see Server.ended).
	keep atomic.Bool
	// again bounds the games its seats start with "play again", shared by
	// the tables of one evening (see againLimits).
	again *againLimits
}

// errUnknownRules is a table of rules the server does not serve.
var errUnknownRules = errors.New("no such rules are served")

// errBadBot is a bot the server does not know.
var errBadBot = errors.New("unknown bot")

// newTable sets a game up for spec, with fresh secrets.
func newTable(s *Server, spec Spec) (*Table, error) {
	if err := checkStart(spec.Start); err != nil {
		return nil, err
	}
	t, err := openTable(s, spec, newID())
	if err != nil {
		return nil, err
	}
	g, err := t.rules.NewGame(engine.Config{Seats: spec.Seats, Seed: spec.Seed, Options: spec.Options})
	if err != nil {
		t.rules.Close()
		return nil, fmt.Errorf("set up %s: %w", spec.Script, err)
	}
	t.game = g
	t.watch = newSecret()
	t.started = spec.Start == StartNow
	if err := t.makeSeats(make([]savedSeat, g.State().Seats())); err != nil {
		t.rules.Close()
		return nil, err
	}
	return t, nil
}

// openTable starts the rules of a table, without its game.
func openTable(s *Server, spec Spec, id string) (*Table, error) {
	src, ok := s.sources[spec.Script]
	if !ok {
		return nil, fmt.Errorf("table %s: %w: %q", id, errUnknownRules, spec.Script)
	}
	rules, err := src.Instance()
	if err != nil {
		return nil, fmt.Errorf("start %s: %w", spec.Script, err)
	}
	return &Table{id: id, spec: spec, server: s, rules: rules, desc: rules.Describe(),
		subs: map[*subscriber]struct{}{}, poke: make(chan struct{}, 1)}, nil
}

// makeSeats makes the seats from what was saved of them: a seat without a
// secret gets a fresh one; each gets its bot.
func (t *Table) makeSeats(saved []savedSeat) error {
	t.seats = make([]*seat, len(saved))
	for i, sv := range saved {
		if sv.Secret == "" {
			sv.Secret = newSecret()
		}
		name := t.botName(i)
		bot, err := bots.NewBot(name, bots.Seed(t.spec.Seed, i))
		if err != nil {
			return fmt.Errorf("%w of seat %d: %w", errBadBot, i+1, err)
		}
		t.seats[i] = &seat{secret: sv.Secret, held: sv.Held, bot: bot, botName: name}
	}
	return nil
}

// botName is the bot of a seat: the spec's bots cycled, greedy by default.
func (t *Table) botName(seat int) string {
	if len(t.spec.Bots) == 0 {
		return "greedy"
	}
	return t.spec.Bots[seat%len(t.spec.Bots)]
}

// ID names the table in its links.
func (t *Table) ID() string { return t.id }

// Spec is how the table was set up.
func (t *Table) Spec() Spec { return t.spec }

// Name is the name of the game played.
func (t *Table) Name() string { return t.desc.Name }

// SeatLinks are the join links of the seats, in seat order, as paths on
// the server: the secret is in the fragment, which browsers never send to
// a server nor put in a Referer.
func (t *Table) SeatLinks() []string {
	out := make([]string, len(t.seats))
	for i, s := range t.seats {
		out[i] = fmt.Sprintf("/table/%s/seat/%d#%s", t.id, i+1, s.secret)
	}
	return out
}

// WatchLink is the onlookers' link, as a path on the server.
func (t *Table) WatchLink() string {
	return fmt.Sprintf("/table/%s/watch#%s", t.id, t.watch)
}

// close stops the bots, waiting for a bot that is thinking, and releases
// the table's rules.
func (t *Table) close() {
	t.mu.Lock()
	t.closed = true
	t.mu.Unlock()
	t.bots.Wait()
	t.mu.Lock()
	defer t.mu.Unlock()
	t.closeRules()
}
