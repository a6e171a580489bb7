package lua

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sync"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/lua/bind"
	"github.com/rulerun/rulerun/runtime/safefile"
	"github.com/rulerun/rulerun/runtime/sandbox"
	"github.com/rulerun/rulerun/scripts"
	lua "github.com/yuin/gopher-lua"
)

// MaxScriptSize is the largest rules file rulerun reads, in bytes. Compiling
// is not interruptible, so a cap keeps a hostile file from stalling it.
const MaxScriptSize = 128 << 10

// Script is a rules file compiled once. It is immutable and may be shared by
// any number of games and goroutines.
type Script struct {
	// Path is the file as given, used in every message about it.
	Path string
	// Info is what the script declares: name, seats, options, moves.
	Info *Info
	// Debug receives what the script prints (print), in every host started
	// after it is set; nil discards it.
	Debug  io.Writer
	desc   *engine.Description // Info as the engine sees it
	dir    string
	proto  *lua.FunctionProto
	limits sandbox.Limits

	cover *scriptCover // nil unless loaded with coverage on

	mu          sync.Mutex
	modules     map[string]*lua.FunctionProto
	moduleFiles map[string]string // the file of each module, as messages name it
	sources     map[string][]byte
	// cited is what the text of the script and its modules cites (Cited),
	// found once for citedOf modules.
	cited   *engine.Cited
	citedOf int
}

// Load reads, compiles and checks a rules script. Errors name the file and
// line.
func Load(path string) (*Script, error) {
	return LoadWithLimits(path, sandbox.DefaultLimits)
}

// LoadWithLimits is [Load] with explicit limits on every call into the script.
func LoadWithLimits(path string, limits sandbox.Limits) (*Script, error) {
	return load(path, limits, nil)
}

// LoadCovered is [Load] with coverage on: every host of the script counts
// the statements it runs, in the script and in the scripts it requires,
// and hands them over as an [engine.Coverer].
func LoadCovered(path string) (*Script, error) {
	return load(path, sandbox.DefaultLimits, &scriptCover{})
}

func load(path string, limits sandbox.Limits, cov *scriptCover) (*Script, error) {
	name := filepath.ToSlash(filepath.Clean(path))
	src, err := readScript(path, name)
	if err != nil {
		return nil, err
	}
	s := &Script{Path: name, dir: filepath.Dir(path), limits: limits, cover: cov,
		modules: map[string]*lua.FunctionProto{}, moduleFiles: map[string]string{}, sources: map[string][]byte{name: src}}
	if s.proto, err = s.compile(src, name); err != nil {
		return nil, err
	}
	h, err := s.NewHost()
	if err != nil {
		return nil, err
	}
	defer h.Close()
	info, err := h.decls().ReadInfo(bind.MaxPiles)
	if err != nil {
		return nil, err
	}
	s.Info, s.desc = info, description(info)
	if cov != nil {
		cov.load = h.takeCoverage()
	}
	return s, nil
}

func readScript(path, name string) ([]byte, error) {
	src, err := safefile.ReadFile(path, MaxScriptSize)
	var se *safefile.SizeError
	switch {
	case errors.As(err, &se):
		return nil, &ScriptError{File: name, Msg: fmt.Sprintf("file is %d bytes; scripts may be at most %d", se.Size, MaxScriptSize)}
	case err != nil:
		return nil, fmt.Errorf("cannot read the script %w", err)
	}
	return src, nil
}

func compile(src []byte, name string) (*lua.FunctionProto, error) {
	proto, err := sandbox.Compile(src, name)
	if err != nil {
		return nil, scriptError(err, name, "")
	}
	return proto, nil
}

// module returns the compiled form of a script the rules require, compiling
// it on first use. Names are checked by the caller. The search path is the
// main script's folder, then the scripts rulerun ships (see findModule).
func (s *Script) module(name string) (*lua.FunctionProto, string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if p, ok := s.modules[name]; ok {
		return p, s.moduleFiles[name], nil
	}
	src, file, err := s.findModule(name)
	if err != nil {
		return nil, file, err
	}
	p, err := s.compile(src, file)
	if err != nil {
		return nil, file, err
	}
	s.modules[name], s.moduleFiles[name] = p, file
	s.sources[file] = src
	return p, file, nil
}

// findModule reads the script require "name" loads: NAME.lua in the main
// script's folder (name's dots are folders) if there is one, else the
// shipped game of that name, named scripts/NAME.lua in messages.
func (s *Script) findModule(name string) ([]byte, string, error) {
	file := filepath.ToSlash(filepath.Join(filepath.Dir(s.Path), filepath.FromSlash(name)+".lua"))
	path := filepath.Join(s.dir, filepath.FromSlash(name)+".lua")
	if _, err := os.Lstat(path); err == nil || !shipped(name) {
		if err := insideDir(s.dir, path); err != nil {
			return nil, file, err
		}
		src, err := readScript(path, file)
		return src, file, err
	}
	src, err := fs.ReadFile(scripts.FS, name+".lua")
	return src, "scripts/" + name + ".lua", err
}

// shipped reports whether rulerun ships a script of that name.
func shipped(name string) bool {
	_, err := fs.Stat(scripts.FS, name+".lua")
	return err == nil
}

// insideDir checks that path, with links followed, stays inside dir.
func insideDir(dir, path string) error {
	root, err := filepath.EvalSymlinks(dir)
	if err != nil {
		return err
	}
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		return fmt.Errorf("no script %s", filepath.Base(path))
	}
	rel, err := filepath.Rel(root, real)
	if err != nil || rel == ".." || len(rel) > 2 && rel[:3] == ".."+string(filepath.Separator) {
		return fmt.Errorf("%s is outside the script's folder", filepath.Base(path))
	}
	return nil
}

// Source returns the text of the script or of a module it required, by the
// file name used in messages.
func (s *Script) Source(file string) []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.sources[file]
}
