package lua

import (
	"strings"
	"sync"

	lua "github.com/yuin/gopher-lua"

	"github.com/rulerun/rulerun/runtime/cover"
	"github.com/rulerun/rulerun/runtime/sandbox"
)

// scriptCover is what a script loaded with coverage on knows of its files:
// each file compiled, in the order first compiled, with the number of its
// first probe. Every host of the script numbers probes the same way.
type scriptCover struct {
	mu    sync.Mutex
	files []coverFile
	next  int            // the number of the next file's first probe
	load  *cover.Profile // what loading the script ran, until taken
}

// coverFile is one file of a covered script.
type coverFile struct {
	base int
	m    *cover.Map
}

// compileCovered compiles a file with probes numbered after those of the
// files compiled before it, and records its map.
func (c *scriptCover) compile(src []byte, name string) (*lua.FunctionProto, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	proto, probes, err := sandbox.CompileCovered(src, name, c.next)
	if err != nil {
		return nil, scriptError(err, name, "")
	}
	c.files = append(c.files, coverFile{base: c.next, m: coverMap(name, src, probes)})
	c.next += len(probes.Stmts)
	return proto, nil
}

// coverMap turns a file's probes into its coverage map, naming the
// functions of the game table as messages do: "verbs.play.check" for
// game.verbs.play.check, where game is the table the file returns.
func coverMap(name string, src []byte, p *sandbox.Probes) *cover.Map {
	m := &cover.Map{File: name, Source: src, Unmeasured: p.Unmeasured}
	for _, s := range p.Stmts {
		m.Stmts = append(m.Stmts, cover.Stmt{Line: s.Line, Func: s.Func})
	}
	for _, f := range p.Funcs {
		m.Funcs = append(m.Funcs, cover.Func{Name: designerName(f.Name, p.Returned), Line: f.Line})
	}
	return m
}

// designerName drops the returned table's name before verbs and effects:
// game.verbs.play.check is verbs.play.check, as messages name it.
func designerName(fn, returned string) string {
	if returned == "" {
		return fn
	}
	for _, part := range []string{"verbs.", "effects.", "effects["} {
		if rest, ok := strings.CutPrefix(fn, returned+"."); ok && strings.HasPrefix(rest, part) {
			return rest
		}
	}
	return fn
}

// profile returns the coverage counted in hits (a host's counter), by
// file, and sets the counts back to zero.
func (c *scriptCover) profile(hits []uint64) *cover.Profile {
	c.mu.Lock()
	defer c.mu.Unlock()
	p := &cover.Profile{}
	for _, f := range c.files {
		file := cover.NewFile(f.m)
		for i := range file.Hits {
			if j := f.base + i; j < len(hits) {
				file.Hits[i] = hits[j]
			}
		}
		p.Files = append(p.Files, file)
	}
	clear(hits)
	return p
}

// compile compiles a file of the script: plainly, or with coverage probes
// when the script was loaded with coverage on.
func (s *Script) compile(src []byte, name string) (*lua.FunctionProto, error) {
	if s.cover == nil {
		return compile(src, name)
	}
	return s.cover.compile(src, name)
}

// chunk is the function that runs a compiled file on the host.
func (h *Host) chunk(proto *lua.FunctionProto) *lua.LFunction {
	if h.counter == nil {
		return h.vm.L.NewFunctionFromProto(proto)
	}
	return h.counter.Chunk(h.vm.L, proto)
}

// TakeCoverage implements [engine.Coverer] for a script loaded with
// [LoadCovered]: what loading it ran (reading its declarations), once; nil
// afterwards, and when coverage is off.
func (s *Script) TakeCoverage() *cover.Profile {
	if s.cover == nil {
		return nil
	}
	s.cover.mu.Lock()
	defer s.cover.mu.Unlock()
	p := s.cover.load
	s.cover.load = nil
	return p
}

// TakeCoverage implements [engine.Coverer]: the lines the instance ran
// since it started or since the last call, counted from zero again; nil
// when coverage is off.
func (r hostRules) TakeCoverage() *cover.Profile { return r.h.takeCoverage() }

func (h *Host) takeCoverage() *cover.Profile {
	if h.counter == nil {
		return nil
	}
	return h.script.cover.profile(h.counter.Hits)
}
