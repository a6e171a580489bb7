package core

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fixPart is a part for the tests: a seat and a count.
type fixPart struct {
	Seat  int `json:"seat"`
	Count int `json:"count"`
}

func (p fixPart) AppendKey(b []byte) []byte { return append(b, byte(p.Seat), byte(p.Count)) }

func (p fixPart) Check(s *State) error {
	if p.Seat < 0 || p.Seat >= s.Seats() {
		return fmt.Errorf("seat %d does not exist", p.Seat+1)
	}
	return nil
}

func readFixPart(name string, data json.RawMessage) (Part, error) {
	var p fixPart
	err := json.Unmarshal(data, &p)
	return p, err
}

func TestPartsSaveAndRestore(t *testing.T) {
	s := fixGame(t, 3, 7)
	require.NoError(t, s.SetPart("tricks", fixPart{Seat: 2, Count: 5}))
	data, err := json.Marshal(s)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"parts":{"tricks":{"seat":2,"count":5}}`)

	back, err := RestoreParts(data, s.Deck(), readFixPart)
	require.NoError(t, err)
	assert.Equal(t, fixPart{Seat: 2, Count: 5}, back.Part("tricks"))
	again, err := json.Marshal(back)
	require.NoError(t, err)
	assert.Equal(t, string(data), string(again), "a restored state saves the same bytes")

	_, err = Restore(data, s.Deck())
	assert.ErrorContains(t, err, `part "tricks" that this game does not know`)
}

func TestAStateWithoutPartsSavesNone(t *testing.T) {
	s := fixGame(t, 2, 1)
	data, err := json.Marshal(s)
	require.NoError(t, err)
	assert.NotContains(t, string(data), `"parts"`)
	require.NoError(t, s.SetPart("tricks", fixPart{}))
	require.NoError(t, s.SetPart("tricks", nil))
	assert.Empty(t, s.PartNames())
	again, err := json.Marshal(s)
	require.NoError(t, err)
	assert.NotContains(t, string(again), `"parts"`)
}

func TestRestoreChecksParts(t *testing.T) {
	s := fixGame(t, 2, 1)
	require.NoError(t, s.SetPart("tricks", fixPart{Seat: 1}))
	data, err := json.Marshal(s)
	require.NoError(t, err)
	bad := []byte(string(data[:len(data)-len(`{"tricks":{"seat":1,"count":0}}}`)]) + `{"tricks":{"seat":9,"count":0}}}`)
	_, err = RestoreParts(bad, s.Deck(), readFixPart)
	assert.ErrorContains(t, err, "part tricks: seat 10 does not exist")
}

func TestPartsOfACopyAreItsOwn(t *testing.T) {
	s := fixGame(t, 2, 1)
	require.NoError(t, s.SetPart("tricks", fixPart{Count: 1}))
	c := s.Clone()
	f := s.Fork()
	require.NoError(t, c.SetPart("tricks", fixPart{Count: 2}))
	require.NoError(t, f.SetPart("other", fixPart{Count: 3}))
	assert.Equal(t, fixPart{Count: 1}, s.Part("tricks"))
	assert.Equal(t, []string{"tricks"}, s.PartNames())
	assert.Equal(t, fixPart{Count: 2}, c.Part("tricks"))
	assert.Equal(t, []string{"other", "tricks"}, f.PartNames())
	assert.Equal(t, fixPart{Count: 1}, s.View(0, 0).Parts["tricks"], "every seat's view holds the parts")
}

func TestPartsKeyTellsPartsApart(t *testing.T) {
	a, b := fixGame(t, 2, 1), fixGame(t, 2, 1)
	assert.Equal(t, a.AppendPartsKey(nil), b.AppendPartsKey(nil))
	require.NoError(t, a.SetPart("tricks", fixPart{Count: 1}))
	require.NoError(t, b.SetPart("tricks", fixPart{Count: 2}))
	assert.NotEqual(t, a.AppendPartsKey(nil), b.AppendPartsKey(nil))
	assert.Error(t, a.SetPart("", fixPart{}))
}

// TestOwnsPart checks when a state alone holds a part: once it sets it,
// until a clone, a fork or a view shares it; and that a part shared with a
// copy stays shared after the map of parts is copied for another part.
func TestOwnsPart(t *testing.T) {
	s := fixGame(t, 2, 1)
	assert.False(t, s.OwnsPart("tricks"), "no part yet")
	require.NoError(t, s.SetPart("tricks", &fixPart{Count: 1}))
	require.NoError(t, s.SetPart("bids", &fixPart{Count: 2}))
	assert.True(t, s.OwnsPart("tricks"))
	assert.True(t, s.OwnsPart("bids"))

	c := s.Clone()
	assert.False(t, s.OwnsPart("tricks"), "the clone shares it")
	assert.False(t, c.OwnsPart("tricks"))
	require.NoError(t, c.SetPart("bids", &fixPart{Count: 3}))
	assert.True(t, c.OwnsPart("bids"), "set anew")
	assert.False(t, c.OwnsPart("tricks"), "still shared with the original")
	assert.Equal(t, &fixPart{Count: 2}, s.Part("bids"), "the original keeps its part")

	require.NoError(t, c.SetPart("tricks", &fixPart{Count: 4}))
	v := c.View(0, 0)
	assert.False(t, c.OwnsPart("tricks"), "the view shares it")
	assert.Equal(t, &fixPart{Count: 4}, v.Parts["tricks"])
	require.NoError(t, c.SetPart("bids", &fixPart{Count: 5}))
	assert.False(t, c.OwnsPart("tricks"), "a copy of the map leaves the view's parts shared")
	assert.True(t, c.OwnsPart("bids"))

	f := c.Fork()
	assert.False(t, f.OwnsPart("bids"), "a fork shares it")
	require.NoError(t, f.SetPart("bids", nil))
	assert.False(t, f.OwnsPart("bids"), "removed")
	assert.Equal(t, []string{"tricks"}, f.PartNames())
}

// roundFix is a part of a round for the tests, vacant at zero.
type roundFix struct{ fixPart }

func (roundFix) OfRound()       {}
func (p roundFix) Vacant() bool { return p.Count == 0 }

func TestVacantPartsAreNeitherSavedNorKeyed(t *testing.T) {
	s := fixGame(t, 2, 1)
	bare, err := json.Marshal(s)
	require.NoError(t, err)
	key := s.AppendPartsKey(nil)
	require.NoError(t, s.SetPart("round", roundFix{}))
	held, err := json.Marshal(s)
	require.NoError(t, err)
	assert.Equal(t, string(bare), string(held), "a vacant part saves as no part")
	assert.Equal(t, key, s.AppendPartsKey(nil), "a vacant part keys as no part")
	assert.Equal(t, []string{"round"}, s.PartNames(), "the state keeps it, ready to change")
	require.NoError(t, s.SetPart("round", roundFix{fixPart{Count: 2}}))
	full, err := json.Marshal(s)
	require.NoError(t, err)
	assert.Contains(t, string(full), `"parts":{"round":{"seat":0,"count":2}}`)
}

func TestANewRoundDropsTheRoundsParts(t *testing.T) {
	s := fixGame(t, 2, 1)
	require.NoError(t, s.SetPart("round", roundFix{fixPart{Count: 2}}))
	require.NoError(t, s.SetPart("tricks", fixPart{Count: 3}))
	c := s.Clone()
	c.NewRound()
	assert.Equal(t, []string{"tricks"}, c.PartNames(), "the round's part goes; a part of the game stays")
	assert.Equal(t, []string{"round", "tricks"}, s.PartNames(), "the state it was cloned from keeps its parts")
}

func TestOwnedPartSaysWhetherItMayChangeInPlace(t *testing.T) {
	s := fixGame(t, 2, 1)
	p, owned := s.OwnedPart("tricks")
	assert.Nil(t, p)
	assert.False(t, owned)
	require.NoError(t, s.SetPart("tricks", fixPart{Count: 1}))
	p, owned = s.OwnedPart("tricks")
	assert.Equal(t, fixPart{Count: 1}, p)
	assert.True(t, owned, "set since the last clone")
	c := s.Clone()
	_, owned = c.OwnedPart("tricks")
	assert.False(t, owned, "a clone shares it")
	_, owned = s.OwnedPart("tricks")
	assert.False(t, owned, "and so does the state cloned")
}
