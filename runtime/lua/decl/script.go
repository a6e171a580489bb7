package decl

import (
	"bytes"
	"fmt"
	"regexp"

	lua "github.com/yuin/gopher-lua"
)

// Script is what reading declarations needs of the interpreter running a
// script.
type Script interface {
	// File is the script's file, as messages name it.
	File() string
	// Source is the text of a file of the script.
	Source(file string) []byte
	// Error is the error about a declaration at line of file (0 when no
	// line is known), in the words of msg.
	Error(file string, line int, msg string) error
	// Call runs fn, a declaration written as a function, under the
	// script's limits and returns its first result; context names the
	// declaration in messages.
	Call(fn *lua.LFunction, context string, args ...lua.LValue) (lua.LValue, error)
	// Describe names a Lua value in words, for messages: "a table", "nothing".
	Describe(v lua.LValue) string
}

// Reader reads the declarations of a script's game table.
type Reader struct {
	script Script
	table  *lua.LTable
}

// NewReader reads table, the game table script returned.
func NewReader(script Script, table *lua.LTable) *Reader {
	return &Reader{script: script, table: table}
}

// Errorf builds an error about the game table, at the first line of the
// script that mentions needle.
func (r *Reader) Errorf(needle, format string, args ...any) error {
	file := r.script.File()
	return r.script.Error(file, LineOf(r.script.Source(file), needle), fmt.Sprintf(format, args...))
}

// LineOf is the line of src that declares needle: the first that sets it
// as a field (seat = 2), else the first that mentions it; 0 when none does
// or needle is "".
func LineOf(src []byte, needle string) int {
	if needle == "" {
		return 0
	}
	lines := bytes.Split(src, []byte("\n"))
	// Prefer the line that sets the field (seat = 2), not one that merely
	// mentions it (seats = {...}, a comment).
	field := regexp.MustCompile(`(^|[^\w.])` + regexp.QuoteMeta(needle) + `\s*=($|[^=])`)
	for i, l := range lines {
		if field.Match(l) {
			return i + 1
		}
	}
	for i, l := range lines {
		if bytes.Contains(l, []byte(needle)) {
			return i + 1
		}
	}
	return 0
}
