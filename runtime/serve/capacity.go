package serve

import (
	"cmp"
	"errors"
	"os"
	"slices"
)

// maxTables bounds the tables in play (waiting for their players, or
// playing), so that starting tables from the lobby cannot exhaust the
// server: each holds its rules and its bots' rules.
const maxTables = 200

// maxEnded bounds the ended tables a server keeps, for their links to show
// the result, play again and download the game: beyond it, the table that
// ended first is forgotten. Together the two keep the heap of a full
// server (about 0.4 MiB a table in play, 0.26 MiB an ended one) well under
// the sandbox's memory limit, which is the whole process's.
const maxEnded = 200

// errTooManyTables is a table asked for beyond maxTables.
var errTooManyTables = errors.New("the server has as many tables in play as it may hold; try again when a game has ended")

// errTooManyKept is a table asked for while the server holds maxTables +
// maxEnded tables, the ended ones games the host has not downloaded.
var errTooManyKept = errors.New("the server keeps as many ended games as it may hold, and forgets none the host has not downloaded: " +
	"the host can download them (GET /api/tables/ID/scenario) to make room")

// roomForTable reports whether one more table may be set up, or why not:
// fewer than maxTables are in play, and fewer than maxTables + maxEnded
// are held in all (ended games the host has not downloaded are kept).
func (s *Server) roomForTable() error {
	s.mu.Lock()
	defer s.mu.Unlock()
	inPlay := 0
	for _, t := range s.tables {
		if t.endedAs.Load() == 0 {
			inPlay++
		}
	}
	switch {
	case inPlay >= maxTables:
		return errTooManyTables
	case len(s.tables) >= maxTables+maxEnded:
		return errTooManyKept
	}
	return nil
}

// ended notes that table t's game ended and its rules were released, and
// forgets the tables that ended first beyond maxEnded, with their saved
// files: never one whose game holds moves the host has not downloaded
// (Table.keep), so that nobody's new tables make the server forget a game
// the host may want. It takes the server's lock under the table's, as the server
// does everywhere (never the other way round).
func (s *Server) ended(t *Table) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.endedSeq++
	t.endedAs.Store(s.endedSeq)
	var ended []*Table
	for _, o := range s.tables {
		if o.endedAs.Load() != 0 {
			ended = append(ended, o)
		}
	}
	slices.SortFunc(ended, func(a, b *Table) int { return cmp.Compare(a.endedAs.Load(), b.endedAs.Load()) })
	for n := len(ended); n > maxEnded && len(ended) > 0; ended = ended[1:] {
		if !ended[0].keep.Load() {
			s.forget(ended[0])
			n--
		}
	}
}

// forget drops an ended table: its links answer that there is no such
// table, and its saved file is removed, so that a server started again
// does not bring it back. The caller holds the server's lock.
func (s *Server) forget(t *Table) {
	delete(s.tables, t.id)
	if s.data == "" {
		return
	}
	if err := os.Remove(tableFile(s.data, t.id)); err != nil && !errors.Is(err, os.ErrNotExist) {
		s.logf("forget ended table %s: %v", t.id, err)
	}
}
