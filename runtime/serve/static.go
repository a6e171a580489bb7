package serve

import (
	"embed"
	"io/fs"
	"net/http"
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
	serveFile(w, "static/index.html")
}

// serveFile sends an embedded HTML file.
func serveFile(w http.ResponseWriter, name string) {
	b, err := files.ReadFile(name)
	if err != nil {
		http.Error(w, "the page is missing", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write(b)
}

// lobbyPage serves the lobby: the rules served, and a form that starts a
// table (for this computer or the admin, as the API checks).
func lobbyPage(w http.ResponseWriter, _ *http.Request) {
	serveFile(w, "static/lobby.html")
}
