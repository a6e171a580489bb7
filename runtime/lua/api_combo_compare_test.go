package lua

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestComboCompareRanksAndGroups(t *testing.T) {
	g := comboGame(t)
	cases := []struct {
		fn, a, b string
		want     string
	}{
		// Every rank before any suit: the second card decides, not the top card's suit.
		{"compare_ranks", `{"KH", "9H", "7H", "5H", "3H"}`, `{"KS", "QS", "7S", "5S", "3S"}`, "-1"},
		{"compare_ranks", `{"KH", "9H", "7H", "5H", "3H"}`, `{"KS", "9S", "7S", "5S", "3S"}`, "1"}, // then suits
		{"compare_ranks", `{"KH", "9H"}`, `{"KH", "9H"}`, "0"},
		{"compare", `{"KH", "9H", "7H", "5H", "3H"}`, `{"KS", "QS", "7S", "5S", "3S"}`, "1"}, // g:compare: the top suit first
		// Full houses: group ranks, then the triple's suits, then the pair's.
		{"compare_groups", `{"5S", "5C", "5H", "3S", "3C"}`, `{"5S", "5C", "5D", "3D", "3H"}`, "1"},
		{"compare_groups", `{"5S", "5C", "5D", "3S", "3H"}`, `{"5S", "5C", "5D", "3C", "3D"}`, "1"},
		{"compare_groups", `{"4S", "4C", "4D", "AS", "AH"}`, `{"5S", "5C", "5D", "3C", "3D"}`, "-1"},
		{"compare_groups", `{"7D", "7D"}`, `{"7D", "7D"}`, "0"},
	}
	for _, c := range cases {
		got := comboMust(t, g, fmt.Sprintf("return g:%s(%s, %s)", c.fn, c.a, c.b))
		assert.Equal(t, c.want, got, "g:%s(%s, %s)", c.fn, c.a, c.b)
	}
}

func TestComboHigherByRanksAndGroups(t *testing.T) {
	g := comboGame(t)
	comboDeal(t, g, "3H 5H 7H 9H KH 5S 5C 5D 3S 3C")
	assert.Equal(t, "{{3H 5H 7H 9H KH}}",
		comboMust(t, g, `return g:higher(g.piles.hand[1]:flushes(5, {suit = "H"}), {"3S", "5S", "7S", "9S", "KS"}, "ranks")`))
	assert.Equal(t, "{}",
		comboMust(t, g, `return g:higher(g.piles.hand[1]:flushes(5, {suit = "H"}), {"3S", "5S", "7S", "TS", "KS"}, "ranks")`))
	assert.Equal(t, "{{3S 3C 5S 5C 5D}}",
		comboMust(t, g, `return g:higher({{"3S", "3C", "5S", "5C", "5D"}}, {"3D", "3H", "5S", "5S", "5C"}, "groups")`))
}
