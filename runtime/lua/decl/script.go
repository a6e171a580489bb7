package decl

import (
	"errors"
	"fmt"
	"sync"

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
	script    Script
	table     *lua.LTable
	positions *Positions // read when first needed
}

// NewReader reads table, the game table script returned.
func NewReader(script Script, table *lua.LTable) *Reader {
	return &Reader{script: script, table: table}
}

// Errorf builds an error about the game table, at the line that declares
// path ("deal.hand", "verbs.play.play.match", "game.effects[2]"; a leading
// "game." is dropped), or its nearest declared ancestor; at no line when
// path is "" or nothing declares it.
//
// A %w in format wraps its error: the error returned is the script's, and
// unwraps to that cause too.
func (r *Reader) Errorf(path, format string, args ...any) error {
	file := r.script.File()
	msg := fmt.Errorf(format, args...)
	err := r.script.Error(file, r.Positions().Line(path), msg.Error())
	if cause := errors.Unwrap(msg); cause != nil {
		return &causedError{error: err, cause: cause}
	}
	return err
}

// causedError is a script's error about a declaration that wraps its
// cause: errors.As finds either.
type causedError struct {
	error
	cause error
}

// Unwrap is the script's error and its cause.
func (e *causedError) Unwrap() []error { return []error{e.error, e.cause} }

// Positions are the positions of the declarations of the script's file,
// read once for each text of it.
func (r *Reader) Positions() *Positions {
	if r.positions == nil {
		file := r.script.File()
		r.positions = cachedPositions(r.script.Source(file), file)
	}
	return r.positions
}

// positionsCache holds the positions of the scripts read lately, by file
// and text: each game's host reads its script's declarations anew.
var positionsCache struct {
	sync.Mutex
	m map[string]*Positions
}

// maxCachedPositions bounds the scripts whose positions are kept.
const maxCachedPositions = 32

func cachedPositions(src []byte, file string) *Positions {
	key := file + "\x00" + string(src)
	c := &positionsCache
	c.Lock()
	defer c.Unlock()
	if p, ok := c.m[key]; ok {
		return p
	}
	if len(c.m) >= maxCachedPositions || c.m == nil {
		c.m = map[string]*Positions{}
	}
	p := PositionsOf(src, file)
	c.m[key] = p
	return p
}
