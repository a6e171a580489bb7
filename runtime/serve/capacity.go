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

// roomForTable reports whether one more table may be set up: fewer than
// maxTables are in play.
func (s *Server) roomForTable() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	inPlay := 0
	for _, t := range s.tables {
		if t.endedAs.Load() == 0 {
			inPlay++
		}
	}
	return inPlay < maxTables
}

// ended notes that table t's game ended and its rules were released, and
// forgets the tables that ended first beyond maxEnded, with their saved
// files. It takes the server's lock under the table's, as the server
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
	if len(ended) <= maxEnded {
		return
	}
	slices.SortFunc(ended, func(a, b *Table) int { return cmp.Compare(a.endedAs.Load(), b.endedAs.Load()) })
	for _, o := range ended[:len(ended)-maxEnded] {
		s.forget(o)
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
