package sandbox

import (
	"testing"

	"github.com/stretchr/testify/require"
	lua "github.com/yuin/gopher-lua"
)

// ipairs answers as gopher-lua's does: each index and value from 1 to the
// first nil, read raw, and a refusal of what is not a table.
func TestIpairsAnswersAsBefore(t *testing.T) {
	th := newTestThread(t, testLimits)
	mustRun(t, th, `
		local t = setmetatable({10, 20, nil, 40}, {__index = function() return 99 end})
		local seen = {}
		for i, v in ipairs(t) do seen[#seen + 1] = i .. "=" .. v end
		assert(table.concat(seen, " ") == "1=10 2=20", table.concat(seen, " "))
		local big = {}
		for i = 1, 2000 do big[i] = i end
		local n, sum = 0, 0
		for i, v in ipairs(big) do n, sum = i, sum + v end
		assert(n == 2000 and sum == 2001000)
		for _ in ipairs({}) do error("an empty table has no entry") end
	`)
	err := runChunk(th, "test.lua", `for _ in ipairs(nil) do end`)
	require.ErrorContains(t, err, "bad argument #1 to ipairs (table expected, got nil)")
}

// Int is the number itself, boxed once for the small whole numbers.
func TestIntIsTheNumber(t *testing.T) {
	for _, n := range []int{-1, 0, 1, 52, 1023, 1024, 1 << 40} {
		require.Equal(t, lua.LValue(lua.LNumber(n)), Int(n))
	}
}
