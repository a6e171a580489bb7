package main

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestStarterLuarcIsShipped checks that rulerun new writes the same
// .luarc.json as the one shipped in scripts/.
func TestStarterLuarcIsShipped(t *testing.T) {
	shipped, err := os.ReadFile("../../scripts/.luarc.json")
	require.NoError(t, err)
	starterRC, err := starter.ReadFile("starter/luarc.json")
	require.NoError(t, err)
	assert.Equal(t, string(shipped), string(starterRC))
}

func TestTitle(t *testing.T) {
	for in, want := range map[string]string{"kings": "Kings", "my_game": "My game", "x2": "X2"} {
		assert.Equal(t, want, title(in))
	}
}

// A house rule is named in its game's name as typed: initials stay lower
// case (new jdhearts --from hearts: "Hearts (house rule: jdhearts)").
func TestRuleTitle(t *testing.T) {
	for in, want := range map[string]string{"jdhearts": "jdhearts", "kings_skip": "kings skip", "x2": "x2"} {
		assert.Equal(t, want, ruleTitle(in))
	}
}
