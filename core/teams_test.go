package core

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTeamsCheck(t *testing.T) {
	cases := []struct {
		name  string
		teams Teams
		seats int
		err   string
	}{
		{"partnerships", Teams{{0, 2}, {1, 3}}, 4, ""},
		{"solo", Solo(3), 3, ""},
		{"empty team", Teams{{0, 1}, {}}, 2, "team 2 has no seat"},
		{"seat outside", Teams{{0, 4}, {1, 2, 3}}, 4, "team 1 names seat 5, but seats are 1 to 4"},
		{"seat twice", Teams{{0, 1}, {1, 2}}, 3, "seat 2 is in two teams"},
		{"seat missing", Teams{{0, 2}, {1}}, 4, "seat 4 is in no team"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			err := c.teams.Check(c.seats)
			if c.err == "" {
				require.NoError(t, err)
				return
			}
			require.EqualError(t, err, c.err)
		})
	}
}

func TestTeamsOf(t *testing.T) {
	teams := Teams{{0, 2}, {1, 3}}
	for seat, want := range []int{0, 1, 0, 1} {
		assert.Equal(t, want, teams.Of(seat))
	}
	assert.Equal(t, -1, teams.Of(4))
}

func TestAddTeamScoreKeepsPartnersEqualAndSharesTheMatch(t *testing.T) {
	st := fixGame(t, 4, 1)
	require.NoError(t, st.AddTeamScore([]int{0, 2}, 120))
	require.NoError(t, st.AddTeamScore([]int{1, 3}, -40))
	assert.Equal(t, []int{120, -40, 120, -40}, st.Score().Totals)
	over, err := st.MatchOver(100, false)
	require.NoError(t, err)
	require.True(t, over)
	assert.Equal(t, []int{0, 2}, st.Result().Winners)
	require.Error(t, st.AddTeamScore([]int{5}, 1))
}

func TestMatchFloor(t *testing.T) {
	st := fixGame(t, 4, 1)
	require.NoError(t, st.AddTeamScore([]int{0, 2}, -150))
	require.NoError(t, st.AddTeamScore([]int{1, 3}, 40))
	over, err := st.MatchFloor(-200)
	require.NoError(t, err)
	require.False(t, over)
	require.NoError(t, st.AddTeamScore([]int{0, 2}, -50))
	over, err = st.MatchFloor(-200)
	require.NoError(t, err)
	require.True(t, over)
	assert.Equal(t, []int{1, 3}, st.Result().Winners)
}
