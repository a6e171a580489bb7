package sandbox

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A loop of builtins each doing work in proportion to a big table, or
// making a long string, is stopped by the steps that work is charged,
// at the line of the loop: each iteration is a few instructions, but the
// builtin moves, reads or makes thousands of elements or bytes.
func TestBuiltinsWorkChargedAsSteps(t *testing.T) {
	const fill = "local t = {}\nfor i = 1, 20000 do t[i] = i end\n"
	tests := []struct {
		name, loop string
	}{
		{"table.insert at the front", "while true do table.insert(t, 1, 0); t[#t] = nil end"},
		{"table.remove at the front", "while true do table.remove(t, 1); t[#t + 1] = 0 end"},
		{"table.sort", "while true do table.sort(t) end"},
		{"unpack", "while true do local a = unpack(t, 1, 20000) end"},
		{"table.concat", "while true do local s = table.concat(t, ',', 1, 2000) end"},
		{"string.rep", "while true do local s = string.rep('x', 100000) end"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			th := newTestThread(t, Limits{Steps: 2_000_000, Wall: testLimits.Wall})
			err := runChunk(th, "hostile.lua", fill+tt.loop)
			require.Error(t, err)
			assert.Contains(t, th.Stopped(), "it ran more than 2000000 steps in one call")
			assert.Contains(t, err.Error(), "hostile.lua:3", "at the loop's line")
			assert.Less(t, th.Steps(), int64(4_000_000), "stopped within the steps, give or take one builtin's work")
		})
	}
}

// What the builtins charge is their work: at the end of a list, or on a
// small table, about a step.
func TestBuiltinsChargeTheirWork(t *testing.T) {
	tests := []struct {
		name, src string
		min, max  int64
	}{
		{"insert at the end", "for i = 1, 1000 do table.insert(t, i) end", 0, 20_000},
		{"insert at the front", "for i = 1, 1000 do table.insert(t, 1, i) end", 500_000, 520_000},
		{"remove at the end", "for i = 1, 1000 do t[i] = i end for i = 1, 1000 do table.remove(t) end", 0, 30_000},
		{"remove at the front", "for i = 1, 1000 do t[i] = i end for i = 1, 1000 do table.remove(t, 1) end", 500_000, 530_000},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			th := newTestThread(t, Limits{Steps: 2_000_000, Wall: testLimits.Wall})
			mustRun(t, th, "local t = {}\n"+tt.src)
			assert.GreaterOrEqual(t, th.Steps(), tt.min)
			assert.LessOrEqual(t, th.Steps(), tt.max)
		})
	}
}
