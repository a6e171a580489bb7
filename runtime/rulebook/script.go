package rulebook

import (
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"strings"
)

// Shipped is what rulerun ships: the scripts of its games, by NAME.lua at
// the root, and their rule texts (Markdown files at the root).
type Shipped struct {
	Scripts fs.FS
	Texts   fs.FS
}

// OwnTexts is the suffix of the rule texts a script brings with it:
// kingsskip.lua's are kingsskip.rules.md, beside it.
const OwnTexts = ".rules.md"

// requireCall finds the modules a script requires: require "base",
// require("base") or require 'base'.
var requireCall = regexp.MustCompile(`\brequire\s*\(?\s*["']([\w.]+)["']`)

// ForScript reads the rule texts a script cites, which travel with it:
// those of the clone it sits in (Load), those of the shipped games it
// requires, found as require finds them (a NAME.lua beside the script
// first), and each script's own texts, NAME.rules.md beside it, which
// give a house rule's codes (KING-1) and win over the others.
func ForScript(script string, shipped Shipped) Book {
	book := Load(script)
	own := Book{}
	w := walker{dir: filepath.Dir(script), shipped: shipped, seen: map[string]bool{}, own: own}
	w.walk(script)
	if w.usesShipped && shipped.Texts != nil {
		readFS(book, shipped.Texts)
	}
	maps.Copy(book, own)
	return book
}

// walker follows a script's requires to the texts they bring.
type walker struct {
	dir         string // the main script's folder, where require looks first
	shipped     Shipped
	seen        map[string]bool
	own         Book
	usesShipped bool
}

// walk reads the own texts of the script at path, and follows its requires.
func (w *walker) walk(path string) {
	if w.seen[path] {
		return
	}
	w.seen[path] = true
	w.own.readOwn(strings.TrimSuffix(path, ".lua") + OwnTexts)
	src, err := os.ReadFile(path)
	if err != nil {
		return
	}
	for _, m := range requireCall.FindAllStringSubmatch(string(src), -1) {
		w.module(m[1])
	}
}

// module follows require "name": NAME.lua in the main script's folder,
// else the shipped game of that name.
func (w *walker) module(name string) {
	local := filepath.Join(w.dir, filepath.FromSlash(strings.ReplaceAll(name, ".", "/"))+".lua")
	if info, err := os.Stat(local); err == nil && !info.IsDir() {
		w.walk(local)
		return
	}
	if w.shipped.Scripts == nil {
		return
	}
	if _, err := fs.Stat(w.shipped.Scripts, name+".lua"); err == nil {
		w.usesShipped = true
	}
}

// readFS adds the rules of every Markdown file at the root of fsys that
// the book lacks: the clone's own texts, when read, come first.
func readFS(b Book, fsys fs.FS) {
	files, _ := fs.Glob(fsys, "*.md")
	more := Book{}
	for _, name := range files {
		f, err := fsys.Open(name)
		if err != nil {
			continue
		}
		more.Read(f)
		f.Close()
	}
	for code, text := range more {
		if _, ok := b[code]; !ok {
			b[code] = text
		}
	}
}

// Where says where the rule texts of script are read from, for a message
// about a rule not found: the clone's docs/rules, and the script's own
// NAME.rules.md beside it.
func Where(script string) string {
	base := filepath.Base(script)
	return "docs/rules, and " + strings.TrimSuffix(base, ".lua") + OwnTexts + " beside " + base
}
