package serve

import (
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"strings"
)

// maxBody bounds a request's body: a move is a few words.
const maxBody = 4 << 10

// Handler serves the pages and the API of the tables. Requests that change
// anything must come from the server's own pages (their Origin is checked);
// every page is sent with a Content-Security-Policy that lets it run only
// the server's own script.
func (s *Server) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", lobbyPage)
	mux.HandleFunc("GET /api/lobby", s.lobby)
	mux.HandleFunc("POST /api/tables", s.createTable)
	mux.HandleFunc("POST /api/tables/{id}/start", s.adminStart)
	mux.HandleFunc("GET /api/tables/{id}/scenario", s.adminScenario)
	mux.Handle("GET /static/", staticFiles())
	mux.HandleFunc("GET /table/{id}/seat/{seat}", page)
	mux.HandleFunc("GET /table/{id}/watch", page)
	mux.HandleFunc("GET /api/table/{id}/{seat}/view", s.seatHandler(s.getView))
	mux.HandleFunc("GET /api/table/{id}/{seat}/events", s.seatHandler(s.events))
	mux.HandleFunc("POST /api/table/{id}/{seat}/join", s.seatHandler(s.join))
	mux.HandleFunc("POST /api/table/{id}/{seat}/move", s.seatHandler(s.move))
	mux.HandleFunc("POST /api/table/{id}/{seat}/check", s.seatHandler(s.checkMove))
	mux.HandleFunc("POST /api/table/{id}/{seat}/bot", s.seatHandler(s.toBot))
	mux.HandleFunc("POST /api/table/{id}/{seat}/start", s.seatHandler(s.startRequest))
	mux.HandleFunc("POST /api/table/{id}/{seat}/again", s.seatHandler(s.again))
	mux.HandleFunc("POST /api/table/{id}/{seat}/stop", s.seatHandler(s.stopRequest))
	mux.HandleFunc("GET /api/table/{id}/{seat}/scenario", s.seatHandler(s.scenario))
	return securityHeaders(s.deadlines(http.NewCrossOriginProtection().Handler(mux)))
}

// securityHeaders sets the headers every answer carries.
func securityHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", "default-src 'none'; script-src 'self'; style-src 'self'; "+
			"connect-src 'self'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "no-referrer")
		h.Set("Cache-Control", "no-store")
		next.ServeHTTP(w, r)
	})
}

// deadlines gives every request but a stream of views the server's limits
// to send its body and read its answer (a stream sets its own, for each
// message).
func (s *Server) deadlines(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.HasSuffix(r.URL.Path, "/events") {
			s.bodyDeadline(w)
		}
		next.ServeHTTP(w, r)
	})
}

// seatRequest is a request of a seat (or an onlooker) whose secret was
// checked.
type seatRequest struct {
	table *Table
	seat  int // onlooker for an onlooker
}

// seatHandler finds the table and the seat of a request and checks the
// secret it carries (Authorization: Bearer SECRET) before calling h.
func (s *Server) seatHandler(h func(w http.ResponseWriter, r *http.Request, sr seatRequest)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		t := s.Table(r.PathValue("id"))
		if t == nil {
			writeError(w, http.StatusNotFound, "no such table")
			return
		}
		seatNo, err := seatNumber(r.PathValue("seat"))
		if err != nil {
			writeError(w, http.StatusNotFound, err.Error())
			return
		}
		secret, _ := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		t.mu.Lock()
		err = t.authorize(seatNo, secret)
		t.mu.Unlock()
		switch {
		case errors.Is(err, errNoSeat):
			writeError(w, http.StatusNotFound, err.Error())
		case err != nil:
			writeError(w, http.StatusForbidden, err.Error())
		default:
			if seatNo != onlooker {
				s.seated(r)
			}
			h(w, r, seatRequest{table: t, seat: seatNo})
		}
	}
}

// seatNumber reads the seat of a path: "watch" for an onlooker, or a seat
// counted from 1.
func seatNumber(text string) (int, error) {
	if text == "watch" {
		return onlooker, nil
	}
	n, err := strconv.Atoi(text)
	if err != nil || n < 1 {
		return 0, errNoSeat
	}
	return n - 1, nil
}

func (s *Server) getView(w http.ResponseWriter, _ *http.Request, sr seatRequest) {
	sr.table.mu.Lock()
	msg := sr.table.message(sr.seat)
	sr.table.mu.Unlock()
	writeJSON(w, http.StatusOK, msg)
}

// join gives the seat to its owner (a seat's link opened), and answers with
// its view. An onlooker only gets the view.
func (s *Server) join(w http.ResponseWriter, _ *http.Request, sr seatRequest) {
	t := sr.table
	t.mu.Lock()
	if sr.seat != onlooker {
		t.hold(sr.seat, true)
	}
	msg := t.message(sr.seat)
	t.mu.Unlock()
	writeJSON(w, http.StatusOK, msg)
}

// toBot hands the seat to its bot ({"bot": true}) or takes it back.
func (s *Server) toBot(w http.ResponseWriter, r *http.Request, sr seatRequest) {
	var req struct {
		Bot bool `json:"bot"`
	}
	if sr.seat == onlooker {
		writeError(w, http.StatusForbidden, "an onlooker has no seat to hand over")
		return
	}
	if err := readJSON(w, r, &req); err != nil {
		writeError(w, http.StatusBadRequest, err.Error())
		return
	}
	t := sr.table
	t.mu.Lock()
	t.hold(sr.seat, !req.Bot)
	msg := t.message(sr.seat)
	t.mu.Unlock()
	writeJSON(w, http.StatusOK, msg)
}

func readJSON(w http.ResponseWriter, r *http.Request, v any) error {
	dec := json.NewDecoder(http.MaxBytesReader(w, r.Body, maxBody))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return errors.New("malformed request: send a JSON object of at most 4 KB")
	}
	return nil
}

func writeJSON(w http.ResponseWriter, status int, msg []byte) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	w.Write(msg)
}

// writeError answers with {"error": text}.
func writeError(w http.ResponseWriter, status int, text string) {
	b, _ := json.Marshal(map[string]string{"error": text})
	writeJSON(w, status, b)
}
