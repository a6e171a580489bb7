package serve

import (
	"embed"
	"io/fs"
	"net/http"
	"strings"
)

// files are the page and its script and style, served as they are: no
// build step, nothing fetched from elsewhere.
//
//go:embed static
var files embed.FS

// staticFiles serves the files under /static/.
func staticFiles() http.Handler {
	sub, _ := fs.Sub(files, "static")
	return http.StripPrefix("/static/", http.FileServerFS(sub))
}

// page serves the page of a seat or an onlooker: the same page for both,
// which reads the table, the seat and the secret from its own address.
func page(w http.ResponseWriter, _ *http.Request) {
	b, err := files.ReadFile("static/index.html")
	if err != nil {
		http.Error(w, "the page is missing", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write(b)
}

// home says what the server is, without naming a table's secret.
func (s *Server) home(w http.ResponseWriter, _ *http.Request) {
	var b strings.Builder
	b.WriteString("rulerun serve: open the link of your seat, as printed when the server started.\n\nTables:\n")
	for _, t := range s.Tables() {
		b.WriteString("  " + t.ID() + "  " + t.Name() + "\n")
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Write([]byte(b.String()))
}
