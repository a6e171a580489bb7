package serve

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"net/http"
	"slices"
	"strings"

	"github.com/rulerun/rulerun/runtime/engine"
)

// Lobby is what the lobby page shows: the rules served, the tables and
// whether the one asking may start tables. It holds no secret.
type Lobby struct {
	Scripts []ScriptInfo `json:"scripts"`
	Tables  []TableInfo  `json:"tables"`
	Admin   bool         `json:"admin"` // the one asking may start tables
}

// ScriptInfo describes rules served, as rulerun list does.
type ScriptInfo struct {
	Script       string       `json:"script"` // the name tables are started with
	Name         string       `json:"name"`
	Description  string       `json:"description"`
	MinSeats     int          `json:"minSeats"`
	MaxSeats     int          `json:"maxSeats"`
	DefaultSeats int          `json:"defaultSeats"`
	Options      []OptionInfo `json:"options"`
}

// OptionInfo is an option of the rules: its default, what it does and
// its choices, when they are limited.
type OptionInfo struct {
	Name    string   `json:"name"`
	Default string   `json:"default"`
	Help    string   `json:"help"`
	Choices []string `json:"choices"`
}

// TableInfo names a table, without its secrets, and says whether its game
// started and how many of its seats people hold.
type TableInfo struct {
	ID      string `json:"id"`
	Game    string `json:"game"`
	Script  string `json:"script"`
	Seats   int    `json:"seats"`
	Held    int    `json:"held"`
	Started bool   `json:"started"`
}

// NewTableRequest is a table asked for from the lobby; a missing seed is
// chosen at random.
type NewTableRequest struct {
	Script  string            `json:"script"`
	Seats   int               `json:"seats"`
	Options map[string]string `json:"options"`
	Bots    []string          `json:"bots"`
	Seed    *uint64           `json:"seed"`
	Start   string            `json:"start"` // StartFull ("" too) or StartNow
}

// TableLinks are a table's links, as paths on the server.
type TableLinks struct {
	ID    string   `json:"id"`
	Game  string   `json:"game"`
	Seats []string `json:"seats"`
	Watch string   `json:"watch"`
}

// lobby answers what the lobby page shows.
func (s *Server) lobby(w http.ResponseWriter, r *http.Request) {
	out := Lobby{Admin: s.mayCreate(r), Scripts: s.scriptInfos(), Tables: []TableInfo{}}
	for _, t := range s.Tables() {
		out.Tables = append(out.Tables, t.info())
	}
	b, _ := json.Marshal(out)
	writeJSON(w, http.StatusOK, b)
}

// scriptInfos describes every rules served, by name.
func (s *Server) scriptInfos() []ScriptInfo {
	out := []ScriptInfo{}
	for name, src := range s.sources {
		d, err := engine.DescribeSource(src)
		if err != nil {
			s.logf("describe %s: %v", name, err)
			continue
		}
		info := ScriptInfo{Script: name, Name: d.Name, Description: d.Description, MinSeats: d.MinSeats,
			MaxSeats: d.MaxSeats, DefaultSeats: d.DefaultSeats, Options: []OptionInfo{}}
		for _, o := range d.Options {
			info.Options = append(info.Options, OptionInfo{Name: o.Name, Default: o.Default, Help: o.Help, Choices: o.Choices})
		}
		out = append(out, info)
	}
	slices.SortFunc(out, func(a, b ScriptInfo) int { return strings.Compare(a.Script, b.Script) })
	return out
}

// createTable starts a table asked for from the lobby and answers with its
// links: only for the admin (see mayCreate).
func (s *Server) createTable(w http.ResponseWriter, r *http.Request) {
	if !s.mayCreate(r) {
		writeError(w, http.StatusForbidden, "only this computer, or a holder of the lobby's admin link, may start tables")
		return
	}
	var req NewTableRequest
	if err := readJSON(w, r, &req); err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	if err := s.roomForTable(); err != nil {
		writeError(w, http.StatusServiceUnavailable, err.Error())
		return
	}
	spec := Spec{Script: req.Script, Seats: req.Seats, Options: req.Options, Bots: req.Bots, Seed: rand.Uint64(), Start: req.Start}
	if req.Seed != nil {
		spec.Seed = *req.Seed
	}
	t, err := s.NewTable(spec)
	if err != nil {
		status := createStatus(err)
		if status == http.StatusInternalServerError && s.optionsAtFault(spec) {
			status = http.StatusBadRequest
			err = fmt.Errorf("the rules cannot be set up with these options: %w", err)
		}
		writeError(w, status, err.Error())
		return
	}
	b, _ := json.Marshal(TableLinks{ID: t.ID(), Game: t.Name(), Seats: t.SeatLinks(), Watch: t.WatchLink()})
	writeJSON(w, http.StatusCreated, b)
}

// createStatus is the status of a table that could not be started: the
// asker's mistake, or the server's.
func createStatus(err error) int {
	var ce *engine.ConfigError
	if errors.As(err, &ce) || errors.Is(err, errUnknownRules) || errors.Is(err, errBadBot) || errors.Is(err, errBadStart) {
		return http.StatusBadRequest
	}
	return http.StatusInternalServerError
}

// optionsAtFault reports whether a table that could not be set up with
// spec's options would be with the rules' defaults: a value the options'
// types take but the rules refuse (a deck of 1000 copies) is the asker's
// mistake, not the server's.
func (s *Server) optionsAtFault(spec Spec) bool {
	src, ok := s.sources[spec.Script]
	if !ok || len(spec.Options) == 0 {
		return false
	}
	rules, err := src.Instance()
	if err != nil {
		return false
	}
	defer rules.Close()
	_, err = rules.NewGame(engine.Config{Seats: spec.Seats, Seed: spec.Seed})
	return err == nil
}

// info describes the table for the lobby.
func (t *Table) info() TableInfo {
	t.mu.Lock()
	defer t.mu.Unlock()
	info := TableInfo{ID: t.id, Game: t.desc.Name, Script: t.spec.Script, Seats: len(t.seats), Started: t.started}
	for _, s := range t.seats {
		if s.held {
			info.Held++
		}
	}
	return info
}
