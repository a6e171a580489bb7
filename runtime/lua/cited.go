package lua

import (
	"maps"
	"regexp"
	"slices"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
	lua "github.com/yuin/gopher-lua"
)

// countCall finds a counter named by a string in the text of a script:
// g:count("king skipped") or g:count('king skipped', 2).
var countCall = regexp.MustCompile(`:count\s*\(\s*(?:"([^"\\\n]*)"|'([^'\\\n]*)')`)

// Cited implements [engine.Citer]: the rule codes cited by the strings of
// the script and of the modules it required (its declarations, why-texts
// and narration; not its comments), and the counters its text counts by a
// string in its code, not in a comment (a counter named by a computed
// string is not known).
func (r hostRules) Cited() engine.Cited { return r.h.script.Cited() }

// Cited is what the script's text cites ([hostRules.Cited]).
func (s *Script) Cited() engine.Cited {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.cited != nil && s.citedOf == len(s.modules) {
		return *s.cited
	}
	codes, counters, constants := map[string]bool{}, map[string]bool{}, map[string]bool{}
	protos := []*lua.FunctionProto{s.proto}
	for _, p := range s.modules {
		protos = append(protos, p)
	}
	for _, p := range protos {
		stringsOf(p, func(text string) {
			constants[text] = true
			core.EachRuleCode(text, func(code string) { codes[code] = true })
		})
	}
	for _, src := range s.sources {
		for _, m := range countCall.FindAllSubmatch(src, -1) {
			if name := string(m[1]) + string(m[2]); constants[name] {
				counters[name] = true // not in a comment: the compiled code has the string
			}
		}
	}
	s.cited, s.citedOf = &engine.Cited{Codes: slices.Sorted(maps.Keys(codes)), Counters: slices.Sorted(maps.Keys(counters))}, len(s.modules)
	return *s.cited
}

// stringsOf calls fn with each string constant of p and of the functions
// defined in it.
func stringsOf(p *lua.FunctionProto, fn func(string)) {
	if p == nil {
		return
	}
	for _, c := range p.Constants {
		if s, ok := c.(lua.LString); ok {
			fn(string(s))
		}
	}
	for _, q := range p.FunctionPrototypes {
		stringsOf(q, fn)
	}
}

// Tally implements [engine.Tallier]: the engine counts a game's effects
// and the rule codes its refusals cite (runtime/rules).
func (g *Game) Tally() *engine.Tally { return g.flow.Tally() }
