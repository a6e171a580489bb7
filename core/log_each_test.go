package core

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestEachLogEventInOrder(t *testing.T) {
	for _, n := range []int{0, 1, chunkLen - 1, chunkLen, 3*chunkLen + 5} {
		t.Run(fmt.Sprint(n), func(t *testing.T) {
			d, err := NewDeck(French52())
			require.NoError(t, err)
			st, err := NewState(Config{Deck: d, Seats: 2, Piles: []PileSpec{{Name: "stock"}}})
			require.NoError(t, err)
			for i := range n {
				st.Say(fmt.Sprint(i))
			}
			var got []Event
			st.EachLogEvent(func(e Event) { got = append(got, e) })
			assert.Equal(t, st.Log(), got)
		})
	}
}
