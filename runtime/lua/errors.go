package lua

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/core"

	"github.com/rulerun/rulerun/runtime/sandbox"
	lua "github.com/yuin/gopher-lua"
	"github.com/yuin/gopher-lua/parse"
)

var posPrefix = regexp.MustCompile(`^([^\s:]+\.lua):(\d+): ?`)

// scriptError turns an error from the interpreter into a ScriptError that
// names the script's file and line.
func scriptError(err error, file, context string) *ScriptError {
	var se *ScriptError
	if errors.As(err, &se) {
		return se
	}
	var api *lua.ApiError
	if !errors.As(err, &api) {
		return &ScriptError{File: file, Msg: prefix(context, err.Error())}
	}
	var pe *parse.Error
	if errors.As(api.Cause, &pe) {
		if pe.Pos.Line < 0 {
			return &ScriptError{File: pe.Pos.Source, Msg: "syntax error: unexpected end of file (a missing 'end' or ')'?)"}
		}
		msg := strings.TrimSpace(pe.Message)
		if pe.Token != "" {
			msg = fmt.Sprintf("%s near '%s'", msg, pe.Token)
		}
		return &ScriptError{File: pe.Pos.Source, Line: pe.Pos.Line, Msg: msg}
	}
	var ce *lua.CompileError
	if errors.As(api.Cause, &ce) {
		return &ScriptError{File: file, Line: ce.Line, Msg: ce.Message}
	}
	msg := errorText(api.Object)
	out := &ScriptError{File: file, Msg: msg, Trace: traceLines(api.StackTrace), Codes: scriptCodes(msg)}
	if m := posPrefix.FindStringSubmatch(msg); m != nil {
		out.File, out.Msg = m[1], msg[len(m[0]):]
		out.Line, _ = strconv.Atoi(m[2])
	} else if len(out.Trace) > 0 {
		// error(value, 0) or a value that is not a message: the innermost
		// frame of the script still says where.
		if m := posPrefix.FindStringSubmatch(out.Trace[0]); m != nil {
			out.File, out.Line = m[1], atoi(m[2])
		}
	}
	if strings.HasSuffix(out.Msg, "stack overflow") {
		out.Msg = fmt.Sprintf("stack overflow: calls nested more than %d deep (a recursion that never ends?)", sandbox.CallStackSize)
		out.Limit = true
	}
	out.Msg = prefix(context, out.Msg)
	return out
}

// errorText is the message of a Lua error value. A table or a function
// would print as its address, which differs on every run, so it is
// described instead.
func errorText(v lua.LValue) string {
	switch v.(type) {
	case lua.LString, lua.LNumber:
		return v.String()
	}
	return fmt.Sprintf("error raised with a %s value instead of a message (give error a string)", v.Type())
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

func prefix(context, msg string) string {
	if context == "" {
		return msg
	}
	return context + ": " + msg
}

// traceLines keeps the frames of the call stack that are in a script.
func traceLines(trace string) []string {
	var out []string
	for _, l := range strings.Split(trace, "\n") {
		l = strings.TrimSpace(l)
		if strings.Contains(l, ".lua:") && !strings.HasPrefix(l, "[G]") {
			out = append(out, l)
		}
	}
	return out
}

// scriptCodes are the rule codes the script's own words cite (a reason it
// rejects a move with, a check's refusal, an error it raises): read once,
// where the words come from the script, and carried as values from there.
func scriptCodes(text string) []string { return core.RuleCodes(text) }
