package serve

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"syscall"

	"github.com/rulerun/rulerun/runtime/safefile"
)

// saved is a table as written to the data folder: enough to continue it
// where it was, with the same links.
type saved struct {
	ID        string      `json:"id"`
	Spec      Spec        `json:"spec"`
	Watch     string      `json:"watch"`
	Seats     []savedSeat `json:"seats"`
	Started   bool        `json:"started"`
	Failure   string      `json:"failure,omitempty"`
	Abandoned string      `json:"abandoned,omitempty"`
	Next      string      `json:"next,omitempty"` // the table of the next game (play again)
	Game      []byte      `json:"game"`           // engine.Game.Save
	// Version is the table's version when it was saved: a resumed table
	// goes on from it, so that an open page takes its next views.
	Version uint64 `json:"version,omitempty"`
}

// savedSeat is a seat as saved: its secret and whether its owner holds it.
type savedSeat struct {
	Secret string `json:"secret"`
	Held   bool   `json:"held"`
}

// save writes the table to the data folder, when there is one (see
// write). A table that cannot be saved plays on, and says so: every view
// carries why (View.Unsaved), a move played meanwhile is answered 503
// rather than confirmed, and the server's log says when saving stops and
// when it works again. The caller holds the lock.
func (s *Server) save(t *Table) {
	if s.data == "" {
		return
	}
	err := t.write(s.data, s.writer())
	switch {
	case err != nil && t.unsaved == "":
		s.logf("table %s is not being saved: %v", t.id, err)
	case err == nil && t.unsaved != "":
		s.logf("table %s is saved again", t.id)
	}
	t.unsaved = ""
	if err != nil {
		t.unsaved = "this table is not being saved (" + saveTrouble(err) + "): if the server stopped, the moves since would be lost; tell the host"
	}
}

// saveTrouble says in a few words why a table could not be saved, without
// the data folder's path (the host's own), which the server's log gives.
func saveTrouble(err error) string {
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return "its data folder is gone"
	case errors.Is(err, fs.ErrPermission), errors.Is(err, syscall.EROFS):
		return "its data folder cannot be written to"
	case errors.Is(err, syscall.ENOSPC), errors.Is(err, syscall.EDQUOT):
		return "the disk is full"
	}
	return "its data folder cannot be written to"
}

// write saves the table durably: to a temporary file, synced to the disk,
// then renamed over the old one and the folder synced, so that a table is
// never half written and a table written is there after a crash.
func (t *Table) write(dir string, writeFile func(dir, path string, data []byte) error) error {
	game, err := t.savedGame()
	if err != nil {
		return fmt.Errorf("save the game: %w", err)
	}
	sv := saved{ID: t.id, Spec: t.spec, Watch: t.watch, Started: t.started, Failure: t.failure, Abandoned: t.abandoned, Game: game,
		Version: t.version}
	if t.next != nil {
		sv.Next = t.next.id
	}
	for _, s := range t.seats {
		sv.Seats = append(sv.Seats, savedSeat{Secret: s.secret, Held: s.held})
	}
	b, err := json.Marshal(sv)
	if err != nil {
		return err
	}
	return writeFile(dir, tableFile(dir, t.id), b)
}

// writer is how the server writes a table's file: durably, unless a test
// said otherwise.
func (s *Server) writer() func(dir, path string, data []byte) error {
	if s.writeFile != nil {
		return s.writeFile
	}
	return writeDurably
}

// writeDurably writes data to path in dir: a temporary file written and
// synced, renamed over path, then the folder synced.
func writeDurably(dir, path string, data []byte) error {
	tmp, err := os.CreateTemp(dir, ".table-*")
	if err != nil {
		return err
	}
	_, err = tmp.Write(data)
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	if err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return syncDir(dir)
}

// syncDir syncs a folder, so that a file renamed into it stays there.
func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	if err := d.Sync(); err != nil {
		return fmt.Errorf("sync %s: %w", dir, err)
	}
	return nil
}

// maxTableFile bounds the size of a table's file that the server reads:
// a table's saved form is its game's state and a bounded log (see
// keptLogBytes), far under it.
const maxTableFile = 32 << 20

// load reads the tables of the data folder. A file that is not a table
// (damaged, foreign, too large) is set aside (see setAside); the others
// load. Temporary files left by a server that stopped while writing are
// removed.
func (s *Server) load() ([]*saved, error) {
	names, err := filepath.Glob(filepath.Join(s.data, "table-*.json"))
	if err != nil {
		return nil, err
	}
	temps, _ := filepath.Glob(filepath.Join(s.data, ".table-*"))
	for _, name := range temps {
		os.Remove(name)
	}
	var out []*saved
	for _, name := range names {
		sv, err := readTable(name)
		if err != nil {
			s.setAside(name, err)
			continue
		}
		out = append(out, sv)
	}
	return out, nil
}

// readTable reads one table's file.
func readTable(name string) (*saved, error) {
	b, err := safefile.ReadFile(name, maxTableFile)
	if err != nil {
		return nil, err
	}
	sv := &saved{}
	if err := json.Unmarshal(b, sv); err != nil {
		return nil, fmt.Errorf("not a table: %w", err)
	}
	if want := strings.TrimSuffix(strings.TrimPrefix(filepath.Base(name), "table-"), ".json"); sv.ID != want {
		return nil, fmt.Errorf("holds table %q, not %q", sv.ID, want)
	}
	return sv, nil
}

// setAside renames a file of the data folder that cannot be resumed to
// NAME.damaged, where the server does not read it (and the host may look
// at it), and says so on the server's log.
func (s *Server) setAside(name string, why error) {
	aside := name + ".damaged"
	if err := os.Rename(name, aside); err != nil {
		s.logf("%s cannot be resumed (%v), nor set aside: %v", name, why, err)
		return
	}
	s.logf("%s cannot be resumed, set aside as %s: %v", name, filepath.Base(aside), why)
}

// restore continues a saved table.
func restore(s *Server, sv *saved) (*Table, error) {
	t, err := openTable(s, sv.Spec, sv.ID)
	if err != nil {
		return nil, err
	}
	t.game, err = t.rules.Restore(sv.Game)
	if err == nil && len(sv.Seats) != t.game.State().Seats() {
		err = fmt.Errorf("%d seats saved for a game of %d", len(sv.Seats), t.game.State().Seats())
	}
	if err == nil {
		err = t.makeSeats(sv.Seats)
	}
	if err != nil {
		t.rules.Close()
		return nil, fmt.Errorf("restore table %s: %w", sv.ID, err)
	}
	t.watch, t.started, t.failure, t.abandoned = sv.Watch, sv.Started, sv.Failure, sv.Abandoned
	t.version = sv.Version
	return t, nil
}

// tableFile is where table id is saved in the data folder dir.
func tableFile(dir, id string) string { return filepath.Join(dir, "table-"+id+".json") }
