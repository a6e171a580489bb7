// Package rulebook reads the numbered rules of rule texts written in
// Markdown (docs/rules/*.md), such as **RULE-13 The stock runs out.**, so
// that a front end can show the rule a refusal cites: the terminal's rules
// command, the web table's rule link. It uses core's rule codes and the standard library only.
package rulebook

import (
	"bufio"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// Book holds numbered rules by code ("RULE-13"): each rule's text, from its
// bold code to the next rule or heading.
type Book map[string]string

// ruleStart is the first line of a numbered rule: **RULE-13 The stock runs out.**
var ruleStart = regexp.MustCompile(`^\*\*([A-Z][A-Z0-9]*-[0-9]+[a-z]?)\b`)

// ownStart is the first line of a numbered rule in a script's own texts
// (NAME.rules.md), which may also be plain: HOUSE-1 A series has three
// cards at most. (as a designer writes it after the starter's comment).
var ownStart = regexp.MustCompile(`^(?:\*\*)?([A-Z][A-Z0-9]*-[0-9]+[a-z]?)(?:\*\*)?(?:[ \t.:]|$)`)

// Load reads the rule texts that ship with rulerun: docs/rules beside the
// script's folder (scripts/../docs/rules), or under the current folder. It
// is empty when there are none.
func Load(script string) Book {
	book := Book{}
	for _, dir := range []string{filepath.Join(filepath.Dir(script), "..", "docs", "rules"), filepath.Join("docs", "rules")} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.md"))
		for _, f := range files {
			book.ReadFile(f)
		}
		if len(book) > 0 {
			break
		}
	}
	return book
}

// ReadFile adds the numbered rules of one Markdown file; a file that
// cannot be read adds nothing.
func (b Book) ReadFile(path string) {
	f, err := os.Open(path)
	if err != nil {
		return
	}
	defer f.Close()
	b.Read(f)
}

// Read adds the numbered rules of Markdown text: each from its bold code to
// the next rule or heading.
func (b Book) Read(r io.Reader) { b.read(r, ruleStart) }

// readOwn adds the numbered rules of a script's own texts, whose codes may
// be plain or bold; a file that cannot be read adds nothing.
func (b Book) readOwn(path string) {
	f, err := os.Open(path)
	if err != nil {
		return
	}
	defer f.Close()
	b.read(f, ownStart)
}

// read adds the numbered rules of Markdown text, each from a line start
// matches to the next rule or heading.
func (b Book) read(r io.Reader, start *regexp.Regexp) {
	code := ""
	var text []string
	flush := func() {
		if code != "" {
			b[code] = strings.TrimSpace(strings.Join(text, "\n"))
		}
		code, text = "", nil
	}
	sc := bufio.NewScanner(r)
	for sc.Scan() {
		line := sc.Text()
		switch m := start.FindStringSubmatch(line); {
		case m != nil:
			flush()
			code, text = m[1], []string{line}
		case strings.HasPrefix(line, "#"):
			flush()
		case code != "":
			text = append(text, line)
		}
	}
	flush()
}

// Known returns the codes the book has a text for, in order, each once:
// of a refusal's codes (engine.IllegalMove.Codes), the rules to show.
func (b Book) Known(codes []string) []string {
	var out []string
	for _, c := range codes {
		if _, ok := b[c]; ok && !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out
}
