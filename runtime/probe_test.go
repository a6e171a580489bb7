package runtime

import (
	"fmt"
	"testing"
	"time"
)

func TestProbe(t *testing.T) {
	for _, src := range []string{
		"local s = string.byte(string.rep('x', 1e6), 1, -1)",
		"local t = {} for i = 1, 1e5 do t[i] = i end local x = unpack(t)",
		"local t = {} local s = string.rep('x', 1e5) for i = 1, 20 do t[i] = s end local r = table.concat(t) assert(#r == 2e6) error('concat ok ' .. #r)",
		"local s = string.rep('a', 100) local r = s:find('.-.-.-x') error('done')",
		"local r = string.gsub(string.rep('a', 2000), 'a', string.rep('b', 1000)) error('gsub ok ' .. #r)",
		"local t = {} t[1e7] = 1",
		"local t = setmetatable({}, {__index = function(t, k) return t[k] end}) local x = t.y",
		"local function f() return f() + 1 end f()",
		"local s = string.format('%5.2f|%-3d|%q|%x', 1.5, 2, 'a', 255) error(s)",
		"local a, b = string.gsub('hello world', '(o)', '[%1%0%%]') error(a .. b)",
	} {
		t0 := time.Now()
		_, _, err := loadSrc(t, src)
		fmt.Printf("%.60q -> %T %v (%v)\n", src, err, err, time.Since(t0))
	}
}
