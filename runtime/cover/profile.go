package cover

import (
	"fmt"
	"slices"
)

// Stmt is one statement of a script: the line it starts on and the index,
// in its Map's Funcs, of the function it belongs to.
type Stmt struct {
	Line int
	Func int
}

// Func is a function of a script, named as a designer knows it:
// "verbs.play.check", "game.status", "local function shuffle", or "top
// level" for the statements that run when the file loads.
type Func struct {
	Name string
	Line int // where it is defined
}

// Map is what coverage knows of a file before it runs: its text, its
// statements and its functions. It is immutable and shared by every
// profile of the file.
type Map struct {
	File   string // as messages name it: "scripts/mygame.lua"
	Source []byte
	Stmts  []Stmt
	Funcs  []Func
	// Unmeasured says why the file could not be measured ("" when it was):
	// it then has no statements.
	Unmeasured string
}

// File is a Map and how often each of its statements ran.
type File struct {
	*Map
	Hits []uint64 // by statement
}

// Profile is the coverage of a run: every file it loaded, in the order
// first loaded, and, for each script whose rules the engine counted, how
// far the run got through them.
type Profile struct {
	Files []*File
	Rules []*Reach // by script, in the order first counted
}

// NewFile returns a file of m whose statements have not run.
func NewFile(m *Map) *File { return &File{Map: m, Hits: make([]uint64, len(m.Stmts))} }

// Merge adds the hits of q to p, file by file (matched by name); a file p
// does not have yet is appended. It fails when a file of the same name was
// measured with different statements (the file changed between the runs).
func (p *Profile) Merge(q *Profile) error {
	if q == nil {
		return nil
	}
	for _, f := range q.Files {
		if err := p.add(f); err != nil {
			return err
		}
	}
	for _, r := range q.Rules {
		p.addReach(r)
	}
	return nil
}

// addReach adds what a run reached of a script's rules.
func (p *Profile) addReach(r *Reach) {
	for _, have := range p.Rules {
		if have.Script == r.Script {
			have.Merge(r)
			return
		}
	}
	p.Rules = append(p.Rules, r.clone())
}

// Reach returns how far the run got through the rules of a script, or nil
// when they were not counted.
func (p *Profile) Reach(script string) *Reach {
	for _, r := range p.Rules {
		if r.Script == script {
			return r
		}
	}
	return nil
}

func (p *Profile) add(f *File) error {
	for _, have := range p.Files {
		if have.File != f.File {
			continue
		}
		if have.Map != f.Map && !slices.Equal(have.Stmts, f.Stmts) {
			return fmt.Errorf("cannot merge the coverage of %s: the file changed between runs", f.File)
		}
		for i, n := range f.Hits {
			have.Hits[i] += n
		}
		return nil
	}
	p.Files = append(p.Files, &File{Map: f.Map, Hits: slices.Clone(f.Hits)})
	return nil
}

// Clear sets every hit count of p back to zero.
func (p *Profile) Clear() {
	for _, f := range p.Files {
		clear(f.Hits)
	}
}
