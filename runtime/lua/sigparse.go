package lua

import (
	"fmt"
	"regexp"
	"strings"
)

// sig is an API function's signature as the reference writes it, such as
// "p:draw(n, to [, why]) -> {code...}", read into typed parameters and
// results for the editor annotations.
type sig struct {
	name   string
	params []sigParam
	rets   []string // LuaLS types, one per result
}

// sigParam is one parameter of a signature.
type sigParam struct {
	name     string
	typ      string
	optional bool
}

var sigForm = regexp.MustCompile(`^[a-z]+:([a-z_]+)(\(.*?\)|\{.*?\})(?: -> (.+))?$`)

// parseSig reads a signature of the reference.
func parseSig(s string) (sig, error) {
	m := sigForm.FindStringSubmatch(s)
	if m == nil {
		return sig{}, fmt.Errorf("cannot read the signature %q", s)
	}
	out := sig{name: m[1]}
	if strings.HasPrefix(m[2], "{") {
		out.params = []sigParam{{name: "opts", typ: "table"}} // p:filter{...}
	} else {
		ps, err := sigParams(m[2][1 : len(m[2])-1])
		if err != nil {
			return sig{}, fmt.Errorf("%q: %w", s, err)
		}
		out.params = ps
	}
	if m[3] != "" {
		r, ok := sigResults[m[3]]
		if !ok {
			return sig{}, fmt.Errorf("%q: no LuaLS type for the result %q (add it to sigResults)", s, m[3])
		}
		out.rets = r
	}
	return out, nil
}

// sigParams reads a parameter list: names separated by commas, optional
// ones in brackets, "..." for more of the same.
func sigParams(list string) ([]sigParam, error) {
	var out []sigParam
	seen := map[string]bool{}
	for _, piece := range splitTop(list) {
		optional := piece.optional
		text := strings.Trim(piece.text, "[] ")
		if text == "" {
			continue
		}
		if text == "..." || seen[text] {
			out = append(out, sigParam{name: "...", typ: "any"})
			break // "field, value, field, value, ...": the rest repeats
		}
		seen[text] = true
		name, typ, ok := paramType(text)
		if !ok {
			return nil, fmt.Errorf("no LuaLS type for the parameter %q (add it to sigTypes)", text)
		}
		out = append(out, sigParam{name: name, typ: typ, optional: optional})
	}
	return out, nil
}

// sigPiece is one comma-separated piece of a parameter list, and whether it
// is inside brackets (optional).
type sigPiece struct {
	text     string
	optional bool
}

// splitTop splits a parameter list at the commas outside braces. A piece
// is optional when it starts inside brackets or with one.
func splitTop(list string) []sigPiece {
	var out []sigPiece
	braces, brackets, start, depthAtStart := 0, 0, 0, 0
	flush := func(end int) {
		text := list[start:end]
		opt := depthAtStart > 0 || strings.HasPrefix(strings.TrimSpace(text), "[")
		out = append(out, sigPiece{text: text, optional: opt})
	}
	for i, r := range list {
		switch r {
		case '{':
			braces++
		case '}':
			braces--
		case '[':
			brackets++
		case ']':
			brackets--
		case ',':
			if braces == 0 {
				flush(i)
				start, depthAtStart = i+1, brackets
			}
		}
	}
	flush(len(list))
	return out
}

// paramType names and types a parameter as the reference writes it.
func paramType(text string) (name, typ string, ok bool) {
	switch {
	case strings.HasPrefix(text, "{") && strings.Contains(text, "="):
		return "opts", "table", true
	case strings.HasPrefix(text, `"`) && strings.Contains(text, " or "):
		var alts []string
		for _, a := range strings.Split(text, " or ") {
			alts = append(alts, strings.TrimSpace(a))
		}
		return "order", strings.Join(alts, "|"), true
	case strings.HasPrefix(text, `"`):
		return "where", text, true
	}
	if t, ok := sigTypes[text]; ok {
		return t[0], t[1], true
	}
	return "", "", false
}

// sigTypes gives each parameter of the reference a Lua name and a type.
var sigTypes = map[string][2]string{
	"name": {"name", "string"}, "seat": {"seat", "integer"}, "from": {"from", "integer"},
	"meld":  {"meld", "string[]"},
	"steps": {"steps", "integer"}, "dir": {"dir", "integer"}, "points": {"points", "number"},
	"target": {"target", "number"}, "n": {"n", "integer"}, "position": {"position", "integer"},
	"code": {"code", "string"}, "field": {"field", "string"}, "value": {"value", "any"},
	"cards": {"cards", "string[]|rulerun.Pile"}, "seats": {"seats", "integer[]"},
	"text": {"text", "string"}, "reason": {"reason", "string"}, "why": {"why", "string"},
	"to": {"to", "rulerun.Pile"}, "pile": {"pile", "rulerun.Pile"}, "duty": {"duty", "string"}, "v": {"visibility", "string"}, "filter": {"filter", "table"},
	"a": {"a", "string[]"}, "b": {"b", "string[]"}, "plays": {"plays", "string[][]"},
	"than": {"than", "string[]"}, "by": {"by", "string"},
	"seat or {seat...}": {"winners", "integer|integer[]"}, "{pile...}": {"piles", "rulerun.Pile[]"},
	"move": {"move", "table|string|integer"}, "list": {"list", "table"},
	"rules": {"rules", "table"}, "melds": {"melds", "string[][]"},
	"table": {"table", "rulerun.Pile|rulerun.Pile[]|string[]"}, "hand": {"hand", "rulerun.Pile|rulerun.Pile[]|string[]"},
}

// sigResults gives each result of the reference its LuaLS types.
var sigResults = map[string][]string{
	"pile": {"rulerun.Pile"}, "{pile...}": {"rulerun.Pile[]"}, "info": {"rulerun.Card"},
	"bool": {"boolean"}, "seat": {"integer"}, "seat or nil": {"integer?"}, "1 or -1": {"integer"},
	"place": {"integer"}, "{seat...}": {"integer[]"}, "n": {"integer"}, "points": {"number"},
	"1..n": {"integer"}, "string": {"string"}, "code or nil": {"string?"}, "code": {"string"},
	"{code...}": {"string[]"}, "position or nil": {"integer?"}, "{{code...}...}": {"string[][]"},
	"shape": {"rulerun.Shape"}, "shape, or the fields named": {"rulerun.Shape|any", "any ..."}, "-1, 0 or 1": {"integer"}, "{play...}": {"string[][]"},
	"true, or false and a code":              {"boolean", "string?"},
	"{{rank=, cards={code...}}...}":          {"{rank: string, cards: string[]}[]"},
	"meld, or nil and reason, code":          {"table?", "string?", "string?"},
	"layout, or nil and reason, code, index": {"table?", "string?", "string?", "integer?"},
	"{named=, reign=, owed=, stack=, skips=, again=, missed=, trick=, moves=, duty=, drew=, melds=, melded=, end_with=, tried=, gives=}": {"{named: string?, reign: integer?, owed: integer, stack: integer, skips: integer, again: boolean, missed: integer?, trick: {kind: string, text: string, seat: integer}?, moves: integer, duty: {name: string, seat: integer, by: integer?, suit: string?, held: integer?}?, drew: integer, melds: string[], melded: boolean[], end_with: string?, tried: table<integer, string>?, gives: {seat: integer, to: integer, cards: integer}[]?}"},
}
