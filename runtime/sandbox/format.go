package sandbox

import (
	"fmt"
	"math"
	"regexp"
	"strings"

	lua "github.com/yuin/gopher-lua"
)

// formatSpec is a conversion string.format accepts: flags, a width and a
// precision of at most two digits each, and a Lua conversion. Anything else
// (%v, %T, %#v, widths such as %99999d) is refused: gopher-lua's own format
// handed the format to Go's fmt, which prints Go types and pointers.
var formatSpec = regexp.MustCompile(`^%[-+ #0]?\d{0,2}(\.\d{0,2})?[dioxXeEfgGqsc]`)

// strFormat is string.format, written for the sandbox: each conversion is
// done on its own, with Lua's conversions, and the result is capped at
// maxStringResult bytes as it grows (widths alone once made 24 MB from a
// 400 KB format).
func strFormat(L *lua.LState) int {
	f := L.CheckString(1)
	var b strings.Builder
	arg := 1
	for i := 0; i < len(f); i++ {
		if f[i] != '%' {
			b.WriteByte(f[i])
			continue
		}
		if i+1 < len(f) && f[i+1] == '%' {
			b.WriteByte('%')
			i++
			continue
		}
		spec := formatSpec.FindString(f[i:])
		if spec == "" {
			L.RaiseError("string.format: unsupported format at %q (use %%d %%s %%f %%x %%q ...)", f[i:min(i+6, len(f))])
		}
		i += len(spec) - 1
		arg++
		piece := formatOne(L, spec, arg)
		if b.Len()+len(piece) > maxStringResult {
			L.RaiseError("string.format would make a string over %d bytes", maxStringResult)
		}
		b.WriteString(piece)
	}
	if b.Len() > maxStringResult {
		L.RaiseError("string.format would make a string over %d bytes", maxStringResult)
	}
	L.Push(lua.LString(b.String()))
	return 1
}

// formatOne converts argument arg as spec says.
func formatOne(L *lua.LState, spec string, arg int) string {
	if arg > L.GetTop() {
		L.ArgError(arg, "no value")
	}
	verb := spec[len(spec)-1]
	flags := spec[:len(spec)-1]
	switch verb {
	case 'd', 'i', 'o', 'x', 'X', 'c':
		n := float64(L.CheckNumber(arg))
		if math.IsNaN(n) || math.IsInf(n, 0) || math.Abs(n) >= 1<<63 {
			L.ArgError(arg, "number has no integer representation")
		}
		switch verb {
		case 'c':
			return fmt.Sprintf(flags+"s", string([]byte{byte(int64(n))}))
		case 'i':
			verb = 'd'
		}
		return fmt.Sprintf(flags+string(verb), int64(n))
	case 'e', 'E', 'f', 'g', 'G':
		return fmt.Sprintf(spec, float64(L.CheckNumber(arg)))
	case 'q':
		return quoteLua(L.CheckString(arg))
	}
	v := L.Get(arg) // %s
	switch v.Type() {
	case lua.LTString, lua.LTNumber, lua.LTBool, lua.LTNil:
		return fmt.Sprintf(spec, v.String())
	}
	L.ArgError(arg, "a "+v.Type().String()+" has no text that stays the same from run to run: pass a string or a number")
	return ""
}

// quoteLua writes s as a Lua string literal, as %q does in Lua 5.1.
func quoteLua(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for i := 0; i < len(s); i++ {
		switch c := s[i]; c {
		case '"', '\\', '\n':
			b.WriteByte('\\')
			b.WriteByte(c)
		case '\r':
			b.WriteString(`\r`)
		case 0:
			b.WriteString(`\000`)
		default:
			b.WriteByte(c)
		}
	}
	b.WriteByte('"')
	return b.String()
}
