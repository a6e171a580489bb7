package scenario

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestDealWithSortedHands: deal: fixes which cards a hand is dealt, in a
// game whose script sorts the hands after dealing (Thirteen, Unkindness,
// Go Fish, Hearts, Spades, Gin Rummy, Cribbage and President declare it): the script orders them, the scenario does not.
func TestDealWithSortedHands(t *testing.T) {
	tests := []struct{ script, seat, cards, seats string }{
		{"thirteen.lua", "1", "[2H, 3S, AC]", "4"},
		{"unkindness.lua", "2", "[MR, O10, T1]", "4"},
		{"hearts.lua", "3", "[2C, QS, AH]", "4"},
		{"gofish.lua", "3", "[2H, 9S, AC]", "4"},
		{"spades.lua", "2", "[3D, 7S, KH]", "4"},
		{"gin.lua", "2", "[2H, 9S, AC]", "2"},
		{"cribbage.lua", "2", "[AC, 5H, KS]", "2"},
		{"president.lua", "2", "[2H, 3S, AC]", "4"},
	}
	for _, tt := range tests {
		t.Run(tt.script, func(t *testing.T) {
			script, err := filepath.Abs(filepath.Join(shippedDir, tt.script))
			require.NoError(t, err)
			path := filepath.Join(t.TempDir(), "deal.yaml")
			require.NoError(t, os.WriteFile(path, []byte("name: deal\nscript: "+script+"\nseats: "+tt.seats+"\nsetup:\n  deal: {hand: {"+
				tt.seat+": "+tt.cards+"}}\nsteps:\n  - expect: {contains: {hand: {"+tt.seat+": "+tt.cards+"}}}\n"), 0o644))
			got, err := ParseFile(path)
			require.NoError(t, err)
			res := newLuaRunner().Run(got[0])
			assert.True(t, res.Passed(), "%+v", res.Failure)
		})
	}
}
