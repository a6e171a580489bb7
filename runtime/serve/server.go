package serve

import (
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"sync"
	"time"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rulebook"
)

// Config is what a server serves.
type Config struct {
	// Sources are the rules the server plays, by name; it plays no other
	// (nothing is uploaded over the web).
	Sources map[string]engine.Source
	// Data is the folder tables are saved to after every move, or "" to
	// keep them in memory only.
	Data string
	// MoveRate is the moves a second each seat may send (twice as many at
	// once); 0 means DefaultMoveRate.
	MoveRate float64
	// BotDelay is how long a bot waits after the table last changed before
	// its move is played, so that people may act out of turn (a catch, a
	// challenge) after a move; 0 plays bots' moves as soon as they are
	// decided.
	BotDelay time.Duration
	// Rulebook holds the numbered rules' texts, by code: a refusal carries
	// the texts of the rules it cites. The server reads no file itself.
	Rulebook rulebook.Book
	// Limits bound what a client can make the server hold; zero fields
	// take DefaultLimits.
	Limits Limits
	// Log receives the server's own messages (a table that could not be
	// saved); nil means standard error.
	Log io.Writer
	// RaceWindow is how long after a race opens the moves that arrive
	// count as simultaneous, settled by a seeded draw (race_window.go): 0
	// means DefaultRaceWindow, and a negative window plays each move as it
	// arrives.
	RaceWindow time.Duration
}

// Server holds the tables and serves them over HTTP ([Server.Handler]).
type Server struct {
	sources map[string]engine.Source
	data    string
	// writeFile writes a table's file durably (writeDurably); a test
	// gives it a disk that fails.
	writeFile func(dir, path string, data []byte) error
	log       io.Writer
	rate      float64
	botDelay  time.Duration
	book      rulebook.Book
	limits    Limits
	admin     string // the secret of the lobby's admin link (AdminLink)
	// raceWindow is Config.RaceWindow; now and afterFunc are the clock
	// (time.Now and time.AfterFunc, a test's own in tests).
	raceWindow time.Duration
	now        func() time.Time
	afterFunc  func(d time.Duration, f func())
	done       chan struct{} // closed by Close: open streams end

	mu       sync.Mutex
	tables   map[string]*Table
	endedSeq uint64 // the tables whose game ended, so far (Table.endedAs)

	// Audit, when set before serving, is called with every message made
	// for a seat (seat -1 for an onlooker) and the game it was made from,
	// under the table's lock: a test checks there what each seat is sent.
	Audit func(g engine.Game, seat int, msg []byte)
}

// New returns a server of the rules of cfg, with no tables yet.
func New(cfg Config) *Server {
	out := cfg.Log
	if out == nil {
		out = os.Stderr
	}
	rate := cfg.MoveRate
	if rate <= 0 {
		rate = DefaultMoveRate
	}
	window := cfg.RaceWindow
	if window == 0 {
		window = DefaultRaceWindow
	}
	return &Server{sources: cfg.Sources, data: cfg.Data, log: out, rate: rate, botDelay: cfg.BotDelay, book: cfg.Rulebook, limits: cfg.Limits.orDefault(), admin: newSecret(), done: make(chan struct{}),
		tables: map[string]*Table{}, raceWindow: window, now: time.Now,
		afterFunc: func(d time.Duration, f func()) { time.AfterFunc(d, f) }}
}

// NewTable sets up a table and saves it.
func (s *Server) NewTable(spec Spec) (*Table, error) {
	t, err := newTable(s, spec)
	if err != nil {
		return nil, err
	}
	if s.data != "" {
		if err := t.write(s.data, s.writer()); err != nil {
			t.close()
			return nil, fmt.Errorf("save table %s: %w", t.id, err)
		}
	}
	s.add(t)
	t.mu.Lock()
	t.wakeBots() // a table that starts now
	t.mu.Unlock()
	return t, nil
}

// Resume continues every table saved in the data folder, as it was. A
// table that cannot be resumed (a damaged or foreign file, a game its
// rules cannot restore) is set aside with a message on the server's log,
// and one of rules the server does not serve is left where it is; every
// other table is resumed.
func (s *Server) Resume() ([]*Table, error) {
	if s.data == "" {
		return nil, nil
	}
	all, err := s.load()
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", s.data, err)
	}
	var out []*Table
	var next []string
	for _, sv := range all {
		t, err := restore(s, sv)
		switch {
		case errors.Is(err, errUnknownRules):
			s.logf("%s is left as it is: %v", tableFile(s.data, sv.ID), err)
			continue
		case err != nil:
			s.setAside(tableFile(s.data, sv.ID), err)
			continue
		}
		s.add(t)
		out = append(out, t)
		next = append(next, sv.Next)
	}
	for i, t := range out {
		t.mu.Lock()
		t.next = s.Table(next[i])
		t.release()  // an ended game needs its rules no more
		t.wakeBots() // a bot whose move was due when the server stopped
		t.mu.Unlock()
	}
	return out, nil
}

func (s *Server) add(t *Table) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.tables[t.id] = t
}

// Table returns the table of an id, or nil.
func (s *Server) Table(id string) *Table {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.tables[id]
}

// Tables lists the tables, by id.
func (s *Server) Tables() []*Table {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := make([]*Table, 0, len(s.tables))
	for _, t := range s.tables {
		out = append(out, t)
	}
	slices.SortFunc(out, func(a, b *Table) int { return strings.Compare(a.id, b.id) })
	return out
}

// EndStreams ends the open streams of views, so that an HTTP server
// shutting down need not wait for them; the tables still answer requests.
func (s *Server) EndStreams() {
	s.mu.Lock()
	defer s.mu.Unlock()
	select {
	case <-s.done:
	default:
		close(s.done)
	}
}

// Close ends the open streams and releases every table's rules: call it
// once nothing is being served.
func (s *Server) Close() {
	s.EndStreams()
	s.mu.Lock()
	tables := s.tables
	s.tables = map[string]*Table{}
	s.mu.Unlock() // a table's lock is never taken under the server's
	for _, t := range tables {
		t.close()
	}
}

func (s *Server) logf(format string, args ...any) {
	fmt.Fprintf(s.log, "rulerun serve: "+format+"\n", args...)
}
