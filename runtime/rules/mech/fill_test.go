package mech

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestFill checks that Fill fills a template as strings.Replacer
// does: in one pass, the first place given winning where two start at one
// point.
func TestFill(t *testing.T) {
	tests := []struct {
		name   string
		text   string
		places []string
		want   string
	}{
		{"a meld laid", "{seat} {lay|lays} meld {n}: {meld}{first}.",
			[]string{"{n}", "2", "{meld}", "R3 R4 R5", "{first}", " (a first meld)"}, "{seat} {lay|lays} meld 2: R3 R4 R5 (a first meld)."},
		{"a value holding a place", "{meld} and {n}", []string{"{meld}", "{n}", "{n}", "7"}, "{n} and 7"},
		{"a place twice", "{n}{n}-{n}", []string{"{n}", "1"}, "11-1"},
		{"the first place given wins", "{ab}", []string{"{a", "x", "{ab}", "y"}, "xb}"},
		{"no place", "nothing to fill", []string{"{n}", "1"}, "nothing to fill"},
		{"a place at the end, cut short", "meld {n", []string{"{n}", "1"}, "meld {n"},
		{"empty", "", []string{"{n}", "1"}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := Fill(tt.text, tt.places...)
			assert.Equal(t, tt.want, got)
			assert.Equal(t, strings.NewReplacer(tt.places...).Replace(tt.text), got, "as strings.Replacer fills it")
		})
	}
}

// FuzzFill checks Fill against strings.Replacer on any
// template and any places that start with a brace, as a script's do.
func FuzzFill(f *testing.F) {
	f.Add("{seat} {lay|lays} meld {n}: {meld}.", "{n}", "2", "{meld}", "R3 R4")
	f.Add("{{n}}{n", "{n}", "{n}", "{", "x")
	f.Fuzz(func(t *testing.T, text, p1, v1, p2, v2 string) {
		places := []string{}
		for _, pv := range [][2]string{{p1, v1}, {p2, v2}} {
			if strings.HasPrefix(pv[0], "{") {
				places = append(places, pv[0], pv[1])
			}
		}
		assert.Equal(t, strings.NewReplacer(places...).Replace(text), Fill(text, places...))
	})
}
