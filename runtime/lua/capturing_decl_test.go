package lua

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestAMisdeclaredCaptureIsRefusedAtItsLine breaks game.capturing of the
// shipped fishing game one field at a time: the game is refused at the
// line of the field at fault (mech.DeclError), not at the deal's.
func TestAMisdeclaredCaptureIsRefusedAtItsLine(t *testing.T) {
	data, err := os.ReadFile("../../scripts/scopa.lua")
	require.NoError(t, err)
	tests := []struct {
		name, from, to, at, want string
	}{
		{"a pile not declared", `  pile = "table",`, `  pile = "floor",`, `pile = "floor"`, `capturing pile: "floor" is not a shared pile declared`},
		{"cards taken to a shared pile", `  won = "taken",`, `  won = "table",`, `won = "table"`, `capturing won: "table" is not a pile declared per seat`},
		{"a way unknown", `by = { "rank", "sum" },`, `by = { "rank", "suit" },`, `by = { "rank", "suit" }`, `capturing by: "suit" is no way to capture (rank or sum)`},
		{"a card the deck lacks", `codes = { "7D" }`, `codes = { "8D" }`, `awards = {`, `capturing awards 3: the deck has no card "8D"`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			src := string(data)
			require.Contains(t, src, tt.from)
			src = strings.Replace(src, tt.from, tt.to, 1)
			s, path, err := loadSrc(t, src)
			require.NoError(t, err)
			_, err = s.NewGame(Config{})
			requireScriptError(t, err, path, markedLine(t, src, tt.at), tt.want)
		})
	}
}
