package serve

import (
	"net/http"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/scenario"
)

// scenario answers with the game as a scenario file, as rulerun play
// --record writes one, once the game is over, stopped by a player or by a
// failure of the rules: rulerun test replays it. A game in progress is
// refused to its seats and onlookers, since its seed and moves show every
// hidden card (the host may download it: see adminScenario).
func (s *Server) scenario(w http.ResponseWriter, _ *http.Request, sr seatRequest) {
	t := sr.table
	t.mu.Lock()
	defer t.mu.Unlock()
	if !t.ended() {
		writeError(w, http.StatusConflict, "the game is not over yet: its moves would show every hidden card (stop the game first)")
		return
	}
	s.writeScenario(w, t)
}

// adminScenario answers with a table's game as a scenario file, ended or
// not, for the host (see mayCreate), who could read the saved tables
// anyway: a game nobody finishes can be kept and replayed.
func (s *Server) adminScenario(w http.ResponseWriter, r *http.Request) {
	t := s.adminTable(w, r, "download a game in progress")
	if t == nil {
		return
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if s.writeScenario(w, t) {
		t.keep.Store(false) // the host has it: the server may forget it
	}
}

// writeScenario writes the table's game, as far as it went, as a scenario
// file, and reports whether it did. The caller holds the lock.
func (s *Server) writeScenario(w http.ResponseWriter, t *Table) bool {
	// The script is named as the server was given it, from the folder the
	// server runs in, as play --record - names it.
	name := "rulerun-" + t.id + ".yaml"
	var data []byte
	err := t.withGame(func(g engine.Game) (err error) {
		data, err = scenario.Record(g, t.desc, t.spec.Script, name)
		data = append(data, t.drawsNote()...)
		return err
	})
	if err != nil {
		s.logf("record table %s: %v", t.id, err)
		writeError(w, http.StatusInternalServerError, "the game could not be written as a scenario")
		return false
	}
	h := w.Header()
	h.Set("Content-Type", "application/yaml; charset=utf-8")
	h.Set("Content-Disposition", `attachment; filename="`+name+`"`)
	_, err = w.Write(data)
	return err == nil
}
