package main

import (
	"bufio"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// rulebook holds the numbered rules of docs/rules/*.md, such as RULE-13, by
// code, so that the terminal can show the rule a refusal cites.
type rulebook map[string]string

// ruleStart is the first line of a numbered rule: **RULE-13 The stock runs out.**
var ruleStart = regexp.MustCompile(`^\*\*([A-Z][A-Z0-9]*-[0-9]+[a-z]?)\b`)

// ruleCite finds the rule codes a text cites: a refusal, a scenario's name.
var ruleCite = regexp.MustCompile(`\b[A-Z][A-Z0-9]*-[0-9]+[a-z]?\b`)

// loadRulebook reads the rule texts that ship with rulerun: docs/rules
// beside the script's folder (scripts/../docs/rules), or under the current
// folder. It is empty when there are none.
func loadRulebook(script string) rulebook {
	book := rulebook{}
	for _, dir := range []string{filepath.Join(filepath.Dir(script), "..", "docs", "rules"), filepath.Join("docs", "rules")} {
		files, _ := filepath.Glob(filepath.Join(dir, "*.md"))
		for _, f := range files {
			book.read(f)
		}
		if len(book) > 0 {
			break
		}
	}
	return book
}

// read adds the numbered rules of one Markdown file: each from its bold
// code to the next rule or heading.
func (b rulebook) read(path string) {
	f, err := os.Open(path)
	if err != nil {
		return
	}
	defer f.Close()
	code := ""
	var text []string
	flush := func() {
		if code != "" {
			b[code] = strings.TrimSpace(strings.Join(text, "\n"))
		}
		code, text = "", nil
	}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := sc.Text()
		switch m := ruleStart.FindStringSubmatch(line); {
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

// cited returns the rules a text cites that the book has, in order.
func (b rulebook) cited(text string) []string {
	var out []string
	for _, c := range ruleCite.FindAllString(text, -1) {
		if _, ok := b[c]; ok && !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	return out
}
