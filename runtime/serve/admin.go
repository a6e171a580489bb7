package serve

import (
	"net"
	"net/http"
	"strings"
)

// AdminLink is the lobby's link with the server's admin secret, as a path
// on the server: whoever has it may start tables from another computer.
// From this computer the lobby needs no secret.
func (s *Server) AdminLink() string { return "/#" + s.admin }

// mayCreate reports whether a request may start tables: it carries the
// admin secret (Authorization: Bearer SECRET), or it comes from this
// computer.
func (s *Server) mayCreate(r *http.Request) bool {
	secret, _ := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
	return sameSecret(secret, s.admin) || fromThisComputer(r)
}

// fromThisComputer reports whether a request comes from this computer: a
// loopback address, through no proxy (a proxy on this computer would make
// every request look local), to a loopback name (so that a page of another
// site whose name was pointed at 127.0.0.1 is not taken as local).
func fromThisComputer(r *http.Request) bool {
	if r.Header.Get("X-Forwarded-For") != "" || r.Header.Get("Forwarded") != "" {
		return false
	}
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil || !isLoopback(host) {
		return false
	}
	name := r.Host
	if h, _, err := net.SplitHostPort(r.Host); err == nil {
		name = h
	}
	return isLoopback(strings.Trim(name, "[]"))
}

// isLoopback reports whether host names this computer: localhost or a
// loopback address.
func isLoopback(host string) bool {
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// adminTable is the table a request of the admin names (its path's id):
// nil, with the answer written, when the one asking may not do what (see
// mayCreate) or there is no such table.
func (s *Server) adminTable(w http.ResponseWriter, r *http.Request, what string) *Table {
	if !s.mayCreate(r) {
		writeError(w, http.StatusForbidden, "only this computer, or a holder of the lobby's admin link, may "+what)
		return nil
	}
	t := s.Table(r.PathValue("id"))
	if t == nil {
		writeError(w, http.StatusNotFound, "no such table")
	}
	return t
}
