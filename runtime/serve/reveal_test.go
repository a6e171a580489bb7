package serve

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/rulerun/rulerun/core"
)

// TestStandsOf: a pile whose cards are a meld laid tells what its wild
// stands for; another pile, or a meld without such a wild, tells nothing.
func TestStandsOf(t *testing.T) {
	d := ownDeck(t)
	kind := func(code string) int {
		k, ok := d.Lookup(code)
		if !ok {
			t.Fatalf("no card %s", code)
		}
		return k
	}
	meld := []core.MeldCard{{Kind: kind("R1"), As: -1}, {Kind: kind("W4"), As: kind("G1")}, {Kind: kind("X1"), As: -1}}
	plain := []core.MeldCard{{Kind: kind("R1"), As: -1}, {Kind: kind("G1"), As: -1}, {Kind: kind("X1"), As: -1}}
	tests := []struct {
		name  string
		cards []string
		meld  []core.MeldCard
		want  []string
		ok    bool
	}{
		{"the meld's wild, by position", []string{"R1", "W4", "X1"}, meld, []string{"", "W4=G1", ""}, true},
		{"other cards", []string{"R1", "X1", "W4"}, meld, nil, false},
		{"fewer cards", []string{"R1", "W4"}, meld, nil, false},
		{"a meld without a wild standing for a card", []string{"R1", "G1", "X1"}, plain, []string{"", "", ""}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, ok := standsOf(d, tt.cards, tt.meld)
			assert.Equal(t, tt.ok, ok)
			if tt.ok {
				assert.Equal(t, tt.want, got)
			}
		})
	}
}
