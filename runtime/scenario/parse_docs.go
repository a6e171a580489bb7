package scenario

import (
	"bytes"
	"errors"
	"io"
	"regexp"
	"strconv"
	"strings"

	"go.yaml.in/yaml/v3"
)

// document is one YAML document of a scenario file: its text, and the line
// of the file it starts at.
type document struct {
	text  []byte
	first int // the file's line of the document's first line, from 1
}

// separator is a line that starts a new document.
var separator = regexp.MustCompile(`^---\s*(#.*)?$`)

// splitDocuments cuts a file into its documents at "---" lines, so that a
// document that is not valid YAML leaves the others readable.
func splitDocuments(data []byte) []document {
	var out []document
	lines := bytes.SplitAfter(data, []byte("\n"))
	cur := document{first: 1}
	for i, l := range lines {
		if separator.Match(bytes.TrimRight(l, "\r\n")) {
			out = append(out, cur)
			cur = document{first: i + 2}
			continue
		}
		cur.text = append(cur.text, l...)
	}
	return append(out, cur)
}

// decode reads the document's YAML tree, with lines counted in the file:
// nil for a document with nothing in it.
func (d document) decode(file string) (*yaml.Node, error) {
	var doc yaml.Node
	if err := yaml.NewDecoder(bytes.NewReader(d.text)).Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			return nil, nil
		}
		return nil, yamlError(file, d, err)
	}
	if len(doc.Content) == 0 || doc.Content[0].Kind == yaml.ScalarNode && doc.Content[0].Tag == "!!null" {
		return nil, nil
	}
	shiftLines(&doc, d.first-1)
	return doc.Content[0], nil
}

// shiftLines moves the lines of a tree by n.
func shiftLines(n *yaml.Node, by int) {
	n.Line += by
	for _, c := range n.Content {
		shiftLines(c, by)
	}
}

var yamlLine = regexp.MustCompile(`^yaml: line (\d+): `)

// parserProblems are the YAML reader's parser errors, whose lines it counts
// from 0 (its scanner errors count from 1), and which name the line where
// the block began rather than the line that broke it.
var parserProblems = regexp.MustCompile(`^(did not find expected (',' or '[\]}]'|<document start>|'-' indicator|key|node content|<stream-start>)|found (duplicate %(YAML|TAG) directive|incompatible YAML document|undefined tag handle))$`)

// yamlError turns a YAML syntax error into an *Error at its line of the
// file (the YAML reader does not give the column of a syntax error).
func yamlError(file string, d document, err error) error {
	msg := err.Error()
	pos := Pos{File: file}
	if m := yamlLine.FindStringSubmatch(msg); m != nil {
		pos.Line, _ = strconv.Atoi(m[1])
		msg = msg[len(m[0]):]
		switch {
		case parserProblems.MatchString(msg):
			pos.Line = brokenLine(d.text, pos.Line+1, msg)
		case strings.Contains(msg, "tab character"):
			pos.Line = tabLine(d.text, pos.Line)
		}
		pos.Line += d.first - 1
	} else {
		msg = strings.TrimPrefix(msg, "yaml: ")
	}
	return errorf(pos, "not valid YAML: %s%s", msg, yamlHint(msg))
}

// tabLine finds the line a tab indents, which the YAML reader names by
// the line before it: the first from line from (counted from 1) whose
// indentation holds a tab, or from when none does.
func tabLine(text []byte, from int) int {
	lines := bytes.Split(text, []byte("\n"))
	for k := from; k <= len(lines) && k < from+scanAhead; k++ {
		indent := lines[k-1][:len(lines[k-1])-len(bytes.TrimLeft(lines[k-1], " \t"))]
		if bytes.IndexByte(indent, '\t') >= 0 {
			return k
		}
	}
	return from
}

// scanAhead is how many lines past the start of a broken block the line
// that broke it is looked for.
const scanAhead = 200

// brokenLine finds the line that breaks a block the YAML reader says began
// at line start: the first line from there whose text up to it is no longer
// valid YAML, failing as the whole does (a line indented too far or not far
// enough, say). It is start when no such line is found.
func brokenLine(text []byte, start int, msg string) int {
	lines := bytes.SplitAfter(text, []byte("\n"))
	for k := start; k <= len(lines) && k < start+scanAhead; k++ {
		var n yaml.Node
		err := yaml.Unmarshal(bytes.Join(lines[:k], nil), &n)
		if err != nil && strings.HasSuffix(err.Error(), msg) {
			return k
		}
	}
	return start
}

// yamlHint says what the usual cause of a YAML error is in a scenario.
func yamlHint(msg string) string {
	if parserProblems.MatchString(msg) || strings.HasPrefix(msg, "mapping values are not allowed") {
		return " (is this line indented like the lines around it? a scenario's keys start at the margin, its steps with \"  - \")"
	}
	return ""
}
