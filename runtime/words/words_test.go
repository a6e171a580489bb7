package words_test

import (
	"testing"

	"github.com/rulerun/rulerun/runtime/words"
	"github.com/stretchr/testify/assert"
)

func TestOrdinal(t *testing.T) {
	for n, want := range map[int]string{1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 13: "13th", 21: "21st", 63: "63rd", 64: "64th", 65: "65th", 102: "102nd", 111: "111th", 0: "0th"} {
		assert.Equal(t, want, words.Ordinal(n), "%d", n)
	}
}

func TestNearest(t *testing.T) {
	known := []string{"play", "validate", "simulate"}
	assert.Equal(t, "validate", words.Nearest("valdate", known))
	assert.Equal(t, "play", words.Nearest("PLAY", known), "case is ignored")
	assert.Equal(t, "", words.Nearest("zzzzzzzz", known), "too far to be a typo")
}

func TestPlural(t *testing.T) {
	assert.Equal(t, "1 card", words.Plural(1, "card"))
	assert.Equal(t, "0 cards", words.Plural(0, "card"))
	assert.Equal(t, "2 scenarios", words.Plural(2, "scenario"))
	assert.Equal(t, "-3 points", words.Plural(-3, "point"))
	assert.Equal(t, "1000 points", words.Plural(1000, "point"))
}
