package lua

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestAMisdeclaredMechanicIsRefusedAtItsLine breaks the declarations of
// the shipped games of moves between piles, of a bout, of a banking game,
// of tricks and of melds of one's own one field at a time (a function's
// wrong answer as a round starts at the function's line): the game is refused at the line of the part at
// fault (mech.DeclError), not at the deal's.
func TestAMisdeclaredMechanicIsRefusedAtItsLine(t *testing.T) {
	tests := []struct {
		name, script, from, to, at, want string
	}{
		{"sets from a shared pile", "oldmaid", `sets = { from = "hand",`, `sets = { from = "discard",`, `sets = { from = "discard"`, `moving sets: from "discard" is not a pile declared per seat`},
		{"a loser without seats out", "oldmaid", `  out = { empty = { "hand" }, say = "OLDMAID-6: {seat} {have|has} no cards left and {are|is} safe." },` + "\n", "", `lost = { last = true`, `moving lost: the last seat left in loses`},
		{"a blind draw from two piles", "oldmaid", `from = { "hand.previous" }, to = { "hand" }, take = "blind"`, `from = { "hand.previous", "hand.next" }, to = { "hand" }, take = "blind"`, `draw = {`, `it draws a card blind: it takes from one pile`},
		{"a pile not declared", "golf", `{ verb = "draw", from = "stock",`, `{ verb = "draw", from = "deck",`, `    moves = {`, `moving from: "deck" is not a pile declared`},
		{"a bout on a pile not declared", "durak", `  table = "table", discard = "discard",`, `  table = "board", discard = "discard",`, `game.beating = {`, `"board"`},
		{"a house pile not declared", "blackjack", `house = { pile = "house",`, `house = { pile = "dealer",`, `function game.banking(options)`, `banking house.pile: "dealer" is not a shared pile`},
		{"a phase of a verb not declared", "euchre", `verbs = { "order", "pass" }, ends = "order"`, `verbs = { "order", "bid" }, ends = "order"`, `game.phases = {`, `there is no verb "bid"`},
		{"bowers of a rank the deck lacks", "euchre", `bowers = { rank = "J",`, `bowers = { rank = "C",`, `bowers = { rank = "C"`, `tricks bowers: "C" is not a rank of the deck`},
		{"face-down piles fewer than the face-up", "klondike", `turn_up = { from = DOWN,`, `turn_up = { from = { "down1" },`, `turn_up = { from = { "down1" }`, `moving turn_up: from and to name as many piles`},
		{"a run moved whole that is no run", "klondike", `take = "above", run = true,`, `take = "above", run = false,`, `    moves = { HOME,`, `moving whole: a run moves whole`},
		{"won by a pile not declared", "golf", `won = { empty = COLUMNS,`, `won = { empty = { "column9" },`, `won = { empty = { "column9" }`, `moving won.empty: "column9" is not a pile declared`},
		{"an ace at either end in the middle", "rummy500", `either_end = "A",`, `either_end = "7",`, `game.melds = {`, `melds either_end: "7" is neither the lowest rank nor the highest`},
		{"either end with wrap", "rummy500", `either_end = "A",`, `either_end = "A", wrap = true,`, `game.melds = {`, `declare wrap or either_end, not both`},
		{"a dig from a pile not declared", "rummy500", `dig_from = "discard",`, `dig_from = "waste",`, `game.melds = {`, `melds dig_from: there is no pile "waste"`},
		{"trumps of no suit by a function", "ohhell", `trumps = "turn_up",`, `trumps = function(at) return "X" end,`, `trumps = function(at)`, `game.tricks.trumps must return a suit of the deck ("C", "D", "H" or "S") or "none" (it returned "X")`},
		{"bowers and counted cards", "euchre", `bowers = { rank = "J",`, `suits = { JD = "H" }, bowers = { rank = "J",`, `game.tricks = {`, `tricks: declare bowers, or suits and high, not both`},
		{"what beats what in a climbing trick as a value", "president", `rule = "PRES-4",`, `rule = "PRES-4", beats = true,`, `rule = "PRES-4", beats`, `game.trick.beats must be a function(at, play, on) returning true or false`},
		{"a counted card not of the deck", "euchre", `bowers = { rank = "J", pairs = { S = "C", H = "D" } },`, `suits = { ["2H"] = "S" },`, `game.tricks = {`, `tricks suits: 2H = "S": name a card of the deck and a suit of the deck`},
		{"melds scored, not owned", "rummy500", `owned = true,`, `owned = false,`, `game.melds = {`, `melds score_laid: the melds must be owned`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			data, err := os.ReadFile("../../scripts/" + tt.script + ".lua")
			require.NoError(t, err)
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
