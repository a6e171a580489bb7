package lua

import (
	"encoding/json"
	"flag"
	"os"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/runtime/lua/bind"
	"github.com/rulerun/rulerun/runtime/lua/decl"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	lua "github.com/yuin/gopher-lua"
	"github.com/yuin/gopher-lua/parse"
)

var updateLuaLS = flag.Bool("update-luals", false, "rewrite scripts/api/rulerun.lua")

// luaLSPath is the annotation file shipped beside the scripts, which
// scripts/.luarc.json gives the editor.
const luaLSPath = "../../scripts/api/rulerun.lua"

func TestParseSig(t *testing.T) {
	tests := []struct {
		sig    string
		params string // name:type, ? for optional
		rets   string
	}{
		{"p:draw(n, to [, why]) -> {code...}", "n:integer to:rulerun.Pile why?:string", "string[]"},
		{"g:next_seat([from [, steps]]) -> seat", "from?:integer steps?:integer", "integer"},
		{"g:new_pile(name [, {group=, owner=, visibility=}]) -> pile", "name:string opts?:table", "rulerun.Pile"},
		{"g:matches(code, field, value, field, value, ...) -> bool", "code:string field:string value:any ...:any", "boolean"},
		{"g:match_over(target, \"lowest\" or \"highest\") -> bool", `target:number order:"lowest"|"highest"`, "boolean"},
		{"p:filter{suit=, rank=} -> {code...}", "opts:table", "string[]"},
		{"p:holds(cards) -> true, or false and a code", "cards:string[]|rulerun.Pile", "boolean string?"},
		{"g:reveal(cards, [seats])", "cards:string[]|rulerun.Pile seats?:integer[]", ""},
		{"p:move(code, to [, \"bottom\"])", `code:string to:rulerun.Pile where?:"bottom"`, ""},
		{"g:reverse()", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.sig, func(t *testing.T) {
			s, err := parseSig(tt.sig)
			require.NoError(t, err)
			var ps []string
			for _, p := range s.params {
				opt := ""
				if p.optional {
					opt = "?"
				}
				ps = append(ps, p.name+opt+":"+p.typ)
			}
			assert.Equal(t, tt.params, strings.Join(ps, " "))
			assert.Equal(t, tt.rets, strings.Join(s.rets, " "))
		})
	}
}

func TestParseSigRefusesUnknown(t *testing.T) {
	for _, s := range []string{"g:f(mystery)", "g:f() -> riddle", "not a signature"} {
		_, err := parseSig(s)
		assert.Error(t, err, s)
	}
}

// TestLuaLSAnnotationsAreCurrent checks that the shipped annotation file
// is what the API makes now; go test ./runtime/lua -run LuaLS -update-luals
// rewrites it.
func TestLuaLSAnnotationsAreCurrent(t *testing.T) {
	got, err := LuaLSAnnotations()
	require.NoError(t, err)
	if *updateLuaLS {
		require.NoError(t, os.WriteFile(luaLSPath, []byte(got), 0o644))
	}
	want, err := os.ReadFile(luaLSPath)
	require.NoError(t, err, "run go test ./runtime/lua -run LuaLS -update-luals")
	assert.Equal(t, string(want), got, "scripts/api/rulerun.lua is stale: go test ./runtime/lua -run LuaLS -update-luals")
}

// TestLuaLSAnnotationsNameEverything checks that the annotations are valid
// Lua and name every function, field and hook of the API.
func TestLuaLSAnnotationsNameEverything(t *testing.T) {
	text, err := LuaLSAnnotations()
	require.NoError(t, err)
	_, err = parse.Parse(strings.NewReader(text), "rulerun.lua")
	require.NoError(t, err, "the annotation file is valid Lua")
	for recv, fns := range map[string][]bind.Func{"G": bind.GameFuncs(), "Pile": bind.PileFuncs(), "Out": bind.OutFuncs()} {
		for _, f := range fns {
			assert.Contains(t, text, "function "+recv+":"+f.Name+"(", "the method %s:%s", recv, f.Name)
		}
	}
	for class, fields := range map[string][]decl.Field{"Game": decl.GameFields, "Verb": decl.VerbFields, "Card": cardDecl, "Shape": shapeDecl} {
		for _, f := range fields {
			assert.Contains(t, text, "---@field "+f.Name+" ", "the field %s of rulerun.%s", f.Name, class)
		}
	}
	for _, g := range []string{"reject", "require", "print"} {
		assert.Contains(t, text, "function "+g+"(", "the global %s", g)
	}
}

// tableKeys lists the keys of t, or of the table behind a read-only proxy.
func tableKeys(t lua.LValue) map[string]bool {
	tbl := t.(*lua.LTable)
	if mt, ok := tbl.Metatable.(*lua.LTable); ok {
		if data, ok := mt.RawGetString("__index").(*lua.LTable); ok {
			tbl = data
		}
	}
	out := map[string]bool{}
	tbl.ForEach(func(k, _ lua.LValue) { out[k.String()] = true })
	return out
}

// TestDeclsMatchBindings checks that the fields the annotations declare for
// a card and a shape are the fields the bindings set.
func TestDeclsMatchBindings(t *testing.T) {
	s := mustLoad(t, "../../scripts/unu.lua")
	g := mustGame(t, s, Config{Seats: 4, Seed: 1})
	h := g.Host()
	h.bind(g)
	fn, err := h.vm.L.LoadString(`local g = ...; return g:card("9H")`)
	require.NoError(t, err)
	rets, err := h.run(g.State(), fn, true, "test", h.api.G())
	require.NoError(t, err)
	assert.Equal(t, decl.Names(cardDecl), tableKeys(rets[0]), "the fields of a card")

	fn, err = h.vm.L.LoadString(`local g = ...; return g:shape({"9H", "TH", "JH"}), g:shape({})`)
	require.NoError(t, err)
	rets, err = h.run(g.State(), fn, true, "test", h.api.G())
	require.NoError(t, err)
	got := tableKeys(rets[0])
	for k := range tableKeys(rets[1]) {
		got[k] = true
	}
	assert.Equal(t, decl.Names(shapeDecl), got, "the fields of a shape, those of a run and of no cards together")
}

// TestLuarcPointsAtAnnotations checks that scripts/.luarc.json, which an
// editor opening scripts/ reads, is valid and gives it the annotations.
func TestLuarcPointsAtAnnotations(t *testing.T) {
	raw, err := os.ReadFile("../../scripts/.luarc.json")
	require.NoError(t, err)
	var rc map[string]any
	require.NoError(t, json.Unmarshal(raw, &rc))
	assert.Equal(t, "Lua 5.1", rc["runtime.version"], "gopher-lua runs Lua 5.1")
	assert.Contains(t, rc["workspace.library"], "api")
	assert.FileExists(t, "../../scripts/api/rulerun.lua")
}
