package sandbox

import (
	"sync"

	lua "github.com/yuin/gopher-lua"
)

// maxProbes bounds the probes a counter counts: far more statements than
// scripts of the largest size allowed hold.
const maxProbes = 1 << 22

// Counter counts the probes of the covered chunks one thread runs: Hits[i]
// is how often probe i ran. Make one per thread with [Thread.NewCounter].
type Counter struct {
	Hits []uint64
	uv   *lua.Upvalue // holds the counting function, shared by every covered chunk
}

// NewCounter makes the thread's counter. Call it before running any script
// code, as it runs a tiny function of its own to make the upvalue the
// chunks share.
func (t *Thread) NewCounter() (*Counter, error) {
	c := &Counter{}
	count := t.L.NewFunction(func(L *lua.LState) int {
		n, ok := L.Get(1).(lua.LNumber)
		if i := int(n); ok && i >= 0 && i < maxProbes {
			if i >= len(c.Hits) {
				c.Hits = append(c.Hits, make([]uint64, i+1-len(c.Hits))...)
			}
			c.Hits[i]++
		}
		return 0
	})
	L := t.L
	top := L.GetTop()
	defer L.SetTop(top)
	if err := t.Call(L.NewFunctionFromProto(boxProto()), 1, count); err != nil {
		return nil, err
	}
	box := L.Get(-1).(*lua.LFunction)
	c.uv = box.Upvalues[0]
	return c, nil
}

// Chunk returns the function that runs a chunk compiled by
// [CompileCovered], counting its probes; a chunk compiled without probes
// (by [Compile], or Probes.Unmeasured) is returned as
// L.NewFunctionFromProto would.
func (c *Counter) Chunk(L *lua.LState, proto *lua.FunctionProto) *lua.LFunction {
	fn := L.NewFunctionFromProto(proto)
	for i, name := range proto.DbgUpvalues {
		if name == probeName && i < len(fn.Upvalues) {
			fn.Upvalues[i] = c.uv
		}
	}
	return fn
}

// boxProto is a chunk that returns a function closed over its argument: its
// one upvalue, closed, is what Counter.Chunk gives covered chunks.
var boxProto = sync.OnceValue(func() *lua.FunctionProto {
	p, err := Compile([]byte("local c = ...\nreturn function() return c end"), "=counter")
	if err != nil {
		panic(err)
	}
	return p
})
