package sim

import (
	"testing"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// nimSource deals nim (enginetest.Nim) from a heap of 10 when the seed is
// odd, which the first to move wins with right play, and 9 when it is
// even, which the second wins: skill game j of a run from an odd seed has
// the bot in seat j%2+1, the winning seat, and a bot that plays right
// always wins.
type nimSource struct{}

func (s nimSource) File() string                    { return "nim.go" }
func (s nimSource) Instance() (engine.Rules, error) { return nimRules(s), nil }

type nimRules nimSource

func (r nimRules) Describe() *engine.Description {
	return &engine.Description{Name: "nim", MinSeats: 2, MaxSeats: 2, DefaultSeats: 2,
		Verbs: []engine.Verb{{Name: "one"}, {Name: "two"}}}
}
func (r nimRules) Where(string) (string, int)          { return "", 0 }
func (r nimRules) Close()                              {}
func (r nimRules) Restore([]byte) (engine.Game, error) { return nil, nil }
func (r nimRules) NewGame(cfg engine.Config) (engine.Game, error) {
	return enginetest.NewNim(9+int(cfg.Seed%2), 2), nil
}

func skillRun(t *testing.T, src engine.Source, opts Options) (*Summary, *SkillFigures) {
	t.Helper()
	sum := NewSummary()
	require.NoError(t, Run(src, opts, sum.Add))
	return sum, Figures("x", sum).Skill
}

func TestSkillCannotBeatACoin(t *testing.T) {
	sum, f := skillRun(t, toySource{winner: "coin", length: 4}, Options{Games: 10, Seed: 1, SkillGames: 400, SkillBot: "ismcts:50"})
	assert.Equal(t, 10, sum.Games, "skill games count only in the skill figures")
	require.NotNil(t, f)
	assert.Equal(t, 400, f.Games)
	assert.Equal(t, 0.5, f.Fair)
	assert.Less(t, f.Decided.Lo, 0.5)
	assert.Greater(t, f.Decided.Hi, 0.5, "the interval holds the fair share")
	assert.Equal(t, "chance", f.Edge)
	assert.Equal(t, f.Decided, f.Wins, "no game is drawn")
}

func TestSkillAlwaysWinsNim(t *testing.T) {
	_, f := skillRun(t, nimSource{}, Options{Games: 1, Seed: 1, SkillGames: 40, SkillBot: "ismcts:200"})
	require.NotNil(t, f)
	assert.Equal(t, 40.0, f.Decided.Count, "the bot wins every game, from either seat")
	assert.Equal(t, "better", f.Edge)
	assert.Greater(t, f.Decided.Lo, 0.9)
}

func TestSkillSeatsRotateAndShardsMerge(t *testing.T) {
	var whole []Record
	require.NoError(t, Run(toySource{winner: "coin"}, Options{Games: 6, Seed: 3, Seats: 3, SkillGames: 9, SkillBot: "greedy"},
		func(r Record) { whole = append(whole, r) }))
	seats := map[int]int{}
	for _, r := range whole[6:] {
		require.NotNil(t, r.Skill)
		seats[r.Skill.Seat]++
	}
	assert.Equal(t, map[int]int{1: 3, 2: 3, 3: 3}, seats, "each seat gets the bot equally")
	var shards []Record
	for k := 3; k >= 1; k-- {
		require.NoError(t, Run(toySource{winner: "coin"}, Options{Games: 6, Seed: 3, Seats: 3, SkillGames: 9, SkillBot: "greedy", Shard: k, Shards: 3},
			func(r Record) { shards = append(shards, r) }))
	}
	assert.Equal(t, docOf(t, whole), docOf(t, shards), "the shards merged give the run's figures")
	assert.Contains(t, docOf(t, whole), `"skill"`)
}

func TestNoSkillGamesNoSkillFigures(t *testing.T) {
	_, f := skillRun(t, toySource{winner: "first"}, Options{Games: 5, Seed: 1})
	assert.Nil(t, f)
	err := Run(toySource{winner: "first"}, Options{Games: 5, SkillGames: 2, SkillBot: "clever"}, func(Record) {})
	assert.ErrorContains(t, err, "skill bot")
}
