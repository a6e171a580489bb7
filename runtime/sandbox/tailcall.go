package sandbox

import lua "github.com/yuin/gopher-lua"

// withoutTailCalls turns every tail call of a compiled chunk, and of the
// functions inside it, into an ordinary call followed by the return the
// compiler already wrote after it.
//
// gopher-lua counts the tail calls a frame has made and, when an error is
// raised there, writes one line of call stack for each of them: a loop of
// tail calls stopped by the step budget wrote millions of lines and took
// 880 MB. With ordinary calls the stack is bounded by the interpreter's
// call stack, so such a loop ends in "stack overflow" after 200 calls. A
// script's results are the same; only recursion through return f(...)
// deeper than 200 calls is refused.
func withoutTailCalls(p *lua.FunctionProto) {
	const opShift = 26 // the opcode is the top 6 bits of an instruction
	for i, inst := range p.Code {
		if inst>>opShift == uint32(lua.OP_TAILCALL) {
			p.Code[i] = inst&(1<<opShift-1) | uint32(lua.OP_CALL)<<opShift
		}
	}
	for _, sub := range p.FunctionPrototypes {
		withoutTailCalls(sub)
	}
}
