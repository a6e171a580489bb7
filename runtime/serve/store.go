package serve

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
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
}

// savedSeat is a seat as saved: its secret and whether its owner holds it.
type savedSeat struct {
	Secret string `json:"secret"`
	Held   bool   `json:"held"`
}

// save writes the table to the data folder, when there is one: to a
// temporary file first, then renamed over the old one, so that a table is
// never half written. A failure is reported on the server's log. The caller
// holds the lock.
func (s *Server) save(t *Table) {
	if s.data == "" {
		return
	}
	if err := t.write(s.data); err != nil {
		s.logf("save table %s: %v", t.id, err)
	}
}

func (t *Table) write(dir string) error {
	game, err := t.savedGame()
	if err != nil {
		return fmt.Errorf("save the game: %w", err)
	}
	sv := saved{ID: t.id, Spec: t.spec, Watch: t.watch, Started: t.started, Failure: t.failure, Abandoned: t.abandoned, Game: game}
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
	tmp, err := os.CreateTemp(dir, ".table-*")
	if err != nil {
		return err
	}
	_, err = tmp.Write(b)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), tableFile(dir, t.id))
	}
	if err != nil {
		os.Remove(tmp.Name())
	}
	return err
}

// load reads the tables of the data folder.
func (s *Server) load() ([]*saved, error) {
	names, err := filepath.Glob(filepath.Join(s.data, "table-*.json"))
	if err != nil {
		return nil, err
	}
	var out []*saved
	for _, name := range names {
		b, err := os.ReadFile(name)
		if err != nil {
			return nil, err
		}
		sv := &saved{}
		if err := json.Unmarshal(b, sv); err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		if sv.ID != strings.TrimSuffix(strings.TrimPrefix(filepath.Base(name), "table-"), ".json") {
			return nil, fmt.Errorf("%s: holds table %q", name, sv.ID)
		}
		out = append(out, sv)
	}
	return out, nil
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
	return t, nil
}

// tableFile is where table id is saved in the data folder dir.
func tableFile(dir, id string) string { return filepath.Join(dir, "table-"+id+".json") }
