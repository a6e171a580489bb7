package tune

import (
	"math"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseOpt(t *testing.T) {
	for in, want := range map[string][]string{
		"hand_size=3..6":                 {"3", "4", "5", "6"},
		"hand_size=3,5,7":                {"3", "5", "7"},
		"stock_out=on_demand, immediate": {"on_demand", "immediate"},
		"x=-2..0":                        {"-2", "-1", "0"},
	} {
		o, err := ParseOpt(in)
		require.NoError(t, err, in)
		assert.Equal(t, want, o.Values, in)
	}
	for _, bad := range []string{"", "hand_size", "=3", "hand_size=", "hand_size=5..3", "hand_size=a..b", "hand_size=3,,4", "hand_size=3,3", "x=1..5000", "a b=1"} {
		_, err := ParseOpt(bad)
		assert.Error(t, err, bad)
	}
}

func TestParseTarget(t *testing.T) {
	inf := math.Inf(1)
	for in, want := range map[string]Target{
		"length=25..35":     {Figure: FigLength, Lo: 25, Hi: 35},
		"length=30":         {Figure: FigLength, Lo: 30, Hi: 30},
		"seat_advantage<=3": {Figure: FigSeat, Lo: -inf, Hi: 3},
		"decided>=95":       {Figure: FigDecided, Lo: 95, Hi: inf},
		"lead_changes>=2":   {Figure: FigLeadChange, Lo: 2, Hi: inf},
		"effect.skip=1..2":  {Figure: FigEffect, Name: "skip", Lo: 1, Hi: 2},
		"verb.draw<=10.5":   {Figure: FigVerb, Name: "draw", Lo: -inf, Hi: 10.5},
		"count.goes=0..1":   {Figure: FigCount, Name: "goes", Lo: 0, Hi: 1},
		"effect.A: skip>=1": {Figure: FigEffect, Name: "A: skip", Lo: 1, Hi: inf},
	} {
		got, err := ParseTarget(in)
		require.NoError(t, err, in)
		want.Expr = in
		assert.Equal(t, want, got, in)
	}
	for _, bad := range []string{"", "length", "length<3", "length=35..25", "size<=3", "effect=2", "effect.<=2", "decided>=x", "length=1..", "=3", "length=inf", "length=NaN"} {
		_, err := ParseTarget(bad)
		assert.Error(t, err, bad)
	}
}

// FuzzParseTarget: whatever is typed, ParseTarget returns a target with a
// known figure and a band that is not empty, or an error; never a panic.
func FuzzParseTarget(f *testing.F) {
	for _, s := range []string{"length=25..35", "seat_advantage<=3", "decided>=95", "effect.skip=1..2", "x", "length=..", "<=="} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tg, err := ParseTarget(s)
		if err != nil {
			return
		}
		assert.NotEmpty(t, tg.Units(), s)
		assert.LessOrEqual(t, tg.Lo, tg.Hi, s)
		assert.False(t, math.IsNaN(tg.Lo) || math.IsNaN(tg.Hi), s)
		assert.NotEmpty(t, tg.Band(), s)
	})
}

// FuzzParseOpt: whatever is typed, ParseOpt returns a named option with
// distinct values, at most maxValues of them, or an error.
func FuzzParseOpt(f *testing.F) {
	for _, s := range []string{"hand_size=3..12", "a=1,2,3", "a=-5..-1", "a=9223372036854775807..9223372036854775807", "=", "a=1..-1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		o, err := ParseOpt(s)
		if err != nil {
			return
		}
		assert.NotEmpty(t, o.Name, s)
		require.NotEmpty(t, o.Values, s)
		assert.LessOrEqual(t, len(o.Values), maxValues, s)
		seen := map[string]bool{}
		for _, v := range o.Values {
			assert.False(t, seen[v], "%q: %s twice", s, v)
			seen[v] = true
		}
	})
}
