package scenario

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestAnEffectWordsItsOwnLostTurn: an effect's lose_say words the turns
// lost to it alone: a variant that words the lost turn of a stacked Draw
// Two leaves Skip's line as the game words it (#32 item 23).
func TestAnEffectWordsItsOwnLostTurn(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(dir, "stackwords.lua"), []byte(`local game = require "unocorns"
local effects = game.effects
function game.effects(options, seats)
  local list = effects(options, seats)
  for _, effect in ipairs(list) do
    if effect.ranks == "D" and not effect.last_card then
      effect.stack = true
      effect.lose_say = "{seat} {take|takes} the stack and {lose|loses} {your|their} turn."
    end
  end
  return list
end
return game
`), 0o644))
	path := filepath.Join(dir, "s.yaml")
	require.NoError(t, os.WriteFile(path, []byte(`name: t
script: stackwords.lua
seats: 3
setup:
  first: 1
  direction: clockwise
  hand: {1: [BD, BS, Y9], 2: [R1, G4], 3: [Y3, B6, G6]}
  discard: [B5]
steps:
  - 1: play BD
  - 2: draw
  - expect: {next: 3, log: "seat 2 takes the stack and loses their turn."}
  - 3: play B6
  - 1: play BS
  - expect: {next: 3, log: "seat 2 loses a turn."}
`), 0o644))
	got, err := ParseFile(path)
	require.NoError(t, err)
	res := newLuaRunner().Run(got[0])
	if !res.Passed() {
		t.Fatal(describe(res))
	}
}
