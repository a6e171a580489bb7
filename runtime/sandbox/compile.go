package sandbox

import (
	"bytes"

	lua "github.com/yuin/gopher-lua"
	"github.com/yuin/gopher-lua/parse"
)

// Compile compiles a script's source once, for any number of threads to run
// with L.NewFunctionFromProto; name is the file as messages give it. Tail
// calls are compiled as ordinary calls (see withoutTailCalls). A syntax
// error is a *lua.ApiError whose Cause is a *parse.Error or a
// *lua.CompileError.
func Compile(src []byte, name string) (*lua.FunctionProto, error) {
	chunk, err := parse.Parse(bytes.NewReader(src), name)
	if err != nil {
		return nil, &lua.ApiError{Type: lua.ApiErrorSyntax, Object: lua.LString(err.Error()), Cause: err}
	}
	proto, err := lua.Compile(chunk, name)
	if err != nil {
		return nil, &lua.ApiError{Type: lua.ApiErrorSyntax, Object: lua.LString(err.Error()), Cause: err}
	}
	withoutTailCalls(proto)
	return proto, nil
}
