package decl

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestTemplatePlaces: a message holds the {names} its field fills in (those
// its doc writes in braces), {seat} in a line about a seat, and {a|b}
// anywhere; any other {name}, or a brace left open, is refused at load at
// the line that declares it (#32 item 23).
func TestTemplatePlaces(t *testing.T) {
	tests := []struct {
		name string
		edit []string
		at   string // the text on the line the error names; "" when read
		want string
	}{
		{name: "a narration's own places",
			edit: []string{`game.win = { empty_hand = true }`, `game.win = { empty_hand = true, say = "{seat} {win|wins} round {round}." }`}},
		{name: "a refusal's own places",
			edit: []string{`suit = true, rank = true }`, `suit = true, rank = true, why = "{card} is not {suit} nor like {top}" }`}},
		{name: "a place its field does not fill", at: "game.win =",
			edit: []string{`game.win = { empty_hand = true }`, `game.win = { empty_hand = true, say = "{seat} {win|wins}, {direction}." }`},
			want: "game.win.say holds {direction}, which is not filled in here: it may hold {seat}, {round}, and {a|b} for words that differ for the seat itself"},
		{name: "no seat in a refusal", at: "play = {",
			edit: []string{`suit = true, rank = true }`, `suit = true, rank = true, why = "{seat} cannot play {card}" }`},
			want: "verbs.play.play.match.why holds {seat}, which is not filled in here: it may hold {card}, {suit}, {top}, and {a|b}"},
		{name: "a table of refusals", at: "draw =",
			edit: []string{`draw = { draw = 1 }`, `draw = { draw = 1, why = { again = "not {again}" } }`},
			want: "verbs.draw.why.again holds {again}, which is not filled in here"},
		{name: "a brace left open", at: "game.win =",
			edit: []string{`game.win = { empty_hand = true }`, `game.win = { empty_hand = true, say = "{seat {win|wins}." }`},
			want: `game.win.say has a '{' without its '}': "{seat {win|wins}."`},
		{name: "a brace never opened", at: "game.win =",
			edit: []string{`game.win = { empty_hand = true }`, `game.win = { empty_hand = true, say = "seat} wins." }`},
			want: `game.win.say has a '}' without its '{': "seat} wins."`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, _, err := planOf(t, 2, tt.edit...)
			if tt.want == "" {
				require.NoError(t, err)
				return
			}
			require.Error(t, err)
			line := lineWith(t, edited(t, plainGame, tt.edit...), tt.at)
			assert.True(t, strings.HasPrefix(err.Error(), fmt.Sprintf("plain.lua:%d: %s", line, tt.want)), "got %q", err.Error())
		})
	}
}

// TestEngineTemplatesFitTheirFields: the engine's own words for a message
// hold only what the field fills in, as a script's would have to; a doc
// that forgets a place the engine fills fails here when its default uses
// it.
func TestEngineTemplatesFitTheirFields(t *testing.T) {
	for _, tt := range []struct {
		typ   reflect.Type
		field string
		text  string
	}{
		{reflect.TypeFor[rules.Win](), "say", "{seat} {have|has} no cards left and {win|wins}!"},
		{reflect.TypeFor[rules.Match](), "named_why", "{card}: play {suit}"},
		{reflect.TypeFor[rules.Turn](), "lose_say", "{seat} {lose|loses} a turn."},
		{reflect.TypeFor[rules.Effect](), "lose_say", "{seat} {lose|loses} a turn."},
		{reflect.TypeFor[rules.Verb](), "say", "{seat} {give|gives} {card} to {to}."},
	} {
		t.Run(tt.field, func(t *testing.T) {
			i := -1
			for j, s := range specsOf(tt.typ) {
				if s.name == tt.field {
					i = j
				}
			}
			require.GreaterOrEqual(t, i, 0, "%s has a field %s", tt.typ, tt.field)
			s := specsOf(tt.typ)[i]
			kind := messageKind(s)
			require.NotNil(t, kind)
			assert.NoError(t, templateError(tt.text, placesOf(s, kind)))
		})
	}
}
