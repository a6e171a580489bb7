package rules

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/rules/calling"
	"github.com/rulerun/rulerun/runtime/rules/climbing"
	"github.com/rulerun/rulerun/runtime/rules/melding"
	"github.com/rulerun/rulerun/runtime/rules/shedding"
)

// fixRoundParts sets one of every part of a round the mechanics keep.
func fixRoundParts(st *core.State) {
	*calling.Key.Ref(st) = calling.Part{Window: Window{Kind: 1, Subject: 1, Seats: 0b1101}, Called: 0b10, Offences: []int{1, 0, 2}}
	shedding.JumpKey.Ref(st).Seat = 2
	shedding.StackKey.Ref(st).Cards = 4
	setNamed(st, 3)
	shedding.TriedKey.Ref(st).Suits = []uint64{0, 0b101}
	*shedding.TakeKey.Ref(st) = shedding.TakePart{Took: 7, EndWith: 2}
	*climbing.ToBeatOf.Ref(st) = climbing.TrickToBeat{Kind: 2, Size: 2, Seat: 3}
	_ = st.SetPart(melding.PartName, melding.EarlierPart([][]core.MeldCard{{{Kind: 1, As: -1}, {Kind: 2, As: -1}, {Kind: 3, As: -1}}}, 0b1))
}

func TestRoundPartsSaveAndRestore(t *testing.T) {
	s := fixState(t, 4, 7)
	setFlow(s, fixFlow())
	fixRoundParts(s)
	data, err := json.Marshal(s)
	require.NoError(t, err)
	r, err := core.RestoreParts(data, s.Deck(), ReadPart)
	require.NoError(t, err)
	assert.Equal(t, s.PartNames(), r.PartNames())
	for _, name := range s.PartNames() {
		assert.Equal(t, s.Part(name), r.Part(name), name)
	}
	again, err := json.Marshal(r)
	require.NoError(t, err)
	assert.Equal(t, string(data), string(again))
}

func TestRoundPartsRefuseBadNumbers(t *testing.T) {
	for name, edit := range map[string]func(st *core.State){
		"a window on no seat":   func(st *core.State) { calling.Key.Ref(st).Window.Subject = 9 },
		"a jump on no seat":     func(st *core.State) { shedding.JumpKey.Ref(st).Seat = 6 },
		"a negative stack":      func(st *core.State) { shedding.StackKey.Ref(st).Cards = -1 },
		"a suit the deck lacks": func(st *core.State) { named.Ref(st).Suit = 5 },
		"marks for too many":    func(st *core.State) { shedding.TriedKey.Ref(st).Suits = []uint64{0, 0, 0, 0, 1} },
		"a card the deck lacks": func(st *core.State) { shedding.TakeKey.Ref(st).Took = 53 },
		"a trick too large":     func(st *core.State) { climbing.ToBeatOf.Ref(st).Size = 53 },
		"a meld of no card kind": func(st *core.State) {
			_ = st.SetPart(melding.PartName, melding.EarlierPart([][]core.MeldCard{{{Kind: 99}}}, 0b1))
		},
	} {
		t.Run(name, func(t *testing.T) {
			s := fixState(t, 4, 7)
			fixRoundParts(s)
			edit(s)
			data, err := json.Marshal(s)
			require.NoError(t, err)
			_, err = core.RestoreParts(data, s.Deck(), ReadPart)
			assert.ErrorContains(t, err, "saved game: part")
		})
	}
}

func TestRoundPartsCopyOnWriteAndEndWithTheRound(t *testing.T) {
	s := fixState(t, 4, 7)
	setFlow(s, Flow{})
	shedding.StackKey.Ref(s).Cards = 2
	first := s.Part(string(shedding.StackKey))
	shedding.StackKey.Ref(s).Cards = 3
	assert.Same(t, first, s.Part(string(shedding.StackKey)), "the state's own part is changed in place")
	c := s.Clone()
	shedding.StackKey.Ref(c).Cards = 5
	assert.Equal(t, 3, shedding.Stacked(s), "a clone's part is its own")
	assert.Equal(t, 5, shedding.Stacked(c))

	setNamed(s, 1)
	setNamed(s, -1)
	data, err := json.Marshal(s)
	require.NoError(t, err)
	assert.Contains(t, string(data), `"parts":{"stack":{"cards":3}}`, "a part that holds nothing is not saved")
	c.NewRound()
	assert.Equal(t, 0, namedSuit(c), "an absent part reads as nothing")

	fixRoundParts(s)
	s.NewRound()
	assert.Empty(t, s.PartNames(), "a new round drops the parts of the round")
}
