package core

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var allVisibilities = []Visibility{Hidden, Public, OwnerOnly, TopOnly, AllButOwner}

func TestVisibilityNames(t *testing.T) {
	tests := []struct {
		vis  Visibility
		name string
	}{
		{Hidden, "hidden"},
		{Public, "public"},
		{OwnerOnly, "owner"},
		{TopOnly, "top"},
		{AllButOwner, "others"},
	}
	require.Len(t, tests, len(allVisibilities))
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.name, tt.vis.String())
			for _, in := range []string{tt.name, strings.ToUpper(tt.name), strings.ToUpper(tt.name[:1]) + tt.name[1:]} {
				v, err := ParseVisibility(in)
				require.NoError(t, err, in)
				assert.Equal(t, tt.vis, v, in)
			}
		})
	}
	assert.Equal(t, "visibility(9)", Visibility(9).String())
}

func TestParseVisibilityErrors(t *testing.T) {
	for _, in := range []string{"", "visible", "owneronly", "hidden ", "visibility(0)", "0", "all"} {
		_, err := ParseVisibility(in)
		require.Error(t, err, "%q", in)
		assert.Contains(t, err.Error(), "unknown visibility")
		assert.Contains(t, err.Error(), "hidden, public, owner, top, others", "the error lists the names")
	}
}

func TestPileTopAndLen(t *testing.T) {
	p := &Pile{}
	_, ok := p.Top()
	assert.False(t, ok)
	assert.Equal(t, 0, p.Len())
	p.Cards = []CardID{5, 9, 2}
	top, ok := p.Top()
	assert.True(t, ok)
	assert.Equal(t, CardID(2), top)
	assert.Equal(t, 3, p.Len())
}

// wantSees is the visibility table of the package: whether seat (-1 for an
// onlooker) sees position i of an n-card pile owned by owner.
func wantSees(vis Visibility, owner, seat, i, n int) bool {
	switch vis {
	case Public:
		return true
	case OwnerOnly:
		return seat >= 0 && seat == owner
	case TopOnly:
		return i == n-1
	case AllButOwner:
		return seat >= 0 && seat != owner
	}
	return false
}

func TestPileSees(t *testing.T) {
	const n = 3
	for _, vis := range allVisibilities {
		for _, owner := range []int{-1, 0, 2} {
			p := &Pile{Owner: owner, Vis: vis, Cards: []CardID{1, 2, 3}}
			for seat := -1; seat < 4; seat++ {
				all := true
				for i := range n {
					want := wantSees(vis, owner, seat, i, n)
					assert.Equal(t, want, p.Sees(seat, i), "%s pile of owner %d, seat %d, position %d", vis, owner, seat, i)
					all = all && want
				}
				assert.Equal(t, all, p.SeesAll(seat), "%s pile of owner %d, seat %d sees all", vis, owner, seat)
			}
		}
	}
}

func TestPileSeesTable(t *testing.T) {
	// A few explicit cases of the table, so a wrong wantSees cannot hide a
	// wrong Sees.
	tests := []struct {
		vis     Visibility
		owner   int
		seat    int
		pos     int
		want    bool
		comment string
	}{
		{Hidden, 0, 0, 2, false, "hidden even to the owner"},
		{Hidden, -1, -1, 2, false, "hidden to onlookers"},
		{Public, 0, -1, 0, true, "public to onlookers"},
		{OwnerOnly, 1, 1, 0, true, "owner sees own hand"},
		{OwnerOnly, 1, 0, 2, false, "others do not"},
		{OwnerOnly, -1, -1, 2, false, "an onlooker does not own an unowned pile"},
		{TopOnly, 1, 0, 2, true, "top is seen by all"},
		{TopOnly, 1, 1, 1, false, "below the top is not, even by the owner"},
		{TopOnly, 1, -1, 2, true, "onlookers see the top"},
		{AllButOwner, 1, 1, 2, false, "owner does not see forehead cards"},
		{AllButOwner, 1, 0, 0, true, "others do"},
		{AllButOwner, 1, -1, 0, false, "onlookers only see what every seat sees"},
		{AllButOwner, -1, -1, 0, false, "onlookers never see an others pile"},
	}
	for _, tt := range tests {
		p := &Pile{Owner: tt.owner, Vis: tt.vis, Cards: []CardID{7, 8, 9}}
		assert.Equal(t, tt.want, p.Sees(tt.seat, tt.pos), tt.comment)
	}
}

func TestPileViewersSeeEveryCard(t *testing.T) {
	for _, vis := range allVisibilities {
		t.Run(vis.String(), func(t *testing.T) {
			p := &Pile{Owner: 1, Vis: vis, Cards: []CardID{1, 2, 3}, Viewers: bit(2) | bit(63)}
			for _, seat := range []int{2, 63} {
				for i := range 3 {
					assert.True(t, p.Sees(seat, i), "viewer %d, position %d", seat, i)
				}
				assert.True(t, p.SeesAll(seat), "viewer %d sees the whole pile", seat)
			}
			// Other seats are not affected by the viewer bits.
			for _, seat := range []int{-1, 0, 1, 3, 64} {
				for i := range 3 {
					assert.Equal(t, wantSees(vis, 1, seat, i, 3), p.Sees(seat, i), "seat %d, position %d", seat, i)
				}
			}
		})
	}
}

func TestPileSeesAllSmallPiles(t *testing.T) {
	for _, vis := range allVisibilities {
		empty := &Pile{Owner: 0, Vis: vis}
		assert.True(t, empty.SeesAll(1), "%s: an empty pile has nothing to hide", vis)
		one := &Pile{Owner: 0, Vis: vis, Cards: []CardID{4}}
		assert.Equal(t, wantSees(vis, 0, 1, 0, 1), one.SeesAll(1), "%s: one card", vis)
	}
	top := &Pile{Owner: -1, Vis: TopOnly, Cards: []CardID{4}}
	assert.True(t, top.SeesAll(-1), "the only card of a top pile is its top")
}

func TestStateVisibilityChanges(t *testing.T) {
	s := fixGame(t, 3, 1)
	h := fixHands(t, s)
	require.NoError(t, s.Deal(fixPile(t, s, "stock"), h, 3))

	require.NoError(t, s.SetVisibility(h[0], Public))
	assert.Equal(t, Public, s.Pile(h[0]).Vis)
	assert.Equal(t, OwnerOnly, s.Pile(h[1]).Vis, "other piles keep theirs")

	require.NoError(t, s.ShowTo(h[1], 0))
	require.NoError(t, s.ShowTo(h[1], 2))
	assert.Equal(t, bit(0)|bit(2), s.Pile(h[1]).Viewers)
	assert.True(t, s.Pile(h[1]).SeesAll(0))
	assert.False(t, s.Pile(h[1]).SeesAll(-1))

	require.NoError(t, s.HideFrom(h[1], 0))
	assert.Equal(t, bit(2), s.Pile(h[1]).Viewers)
	require.NoError(t, s.HideFrom(h[1], 1), "hiding from a seat that was not shown is harmless")
	assert.Equal(t, bit(2), s.Pile(h[1]).Viewers)
	require.NoError(t, s.ShowTo(h[1], 1))
	require.NoError(t, s.HideFrom(h[1], -1))
	assert.Zero(t, s.Pile(h[1]).Viewers, "seat -1 hides from every viewer")

	// Errors.
	for _, id := range []PileID{-1, PileID(s.NumPiles()), 1000} {
		assert.Error(t, s.SetVisibility(id, Public), "pile %d", id)
		assert.Error(t, s.ShowTo(id, 0), "pile %d", id)
		assert.Error(t, s.HideFrom(id, 0), "pile %d", id)
	}
	for _, seat := range []int{-1, 3, 64} {
		err := s.ShowTo(h[0], seat)
		require.Error(t, err, "seat %d", seat)
		assert.Contains(t, err.Error(), "does not exist")
	}
	assert.Zero(t, s.Pile(h[0]).Viewers, "a failed ShowTo changes nothing")
}

func TestVisibilityMustBeKnown(t *testing.T) {
	s := fixGame(t, 2, 1)
	d := fixPile(t, s, "discard")
	err := s.SetVisibility(d, Visibility(5))
	require.Error(t, err, "an unknown visibility could not be saved and restored")
	assert.Equal(t, Public, s.Pile(d).Vis)

	_, err = s.NewPile("odd", "", -1, Visibility(200))
	assert.Error(t, err)
	_, ok := s.PileByName("odd")
	assert.False(t, ok)

	_, err = NewState(Config{Deck: fixDeck(t), Seats: 2, Piles: []PileSpec{{Name: "x", Vis: Visibility(9)}}})
	assert.Error(t, err)
}
