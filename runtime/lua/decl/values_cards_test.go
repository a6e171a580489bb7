package decl

import (
	"reflect"
	"testing"

	"github.com/rulerun/rulerun/runtime/rules"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestCardValuesByFunction: what each rank counts (a capture's values
// and an award's, a running count's, a banking game's values and high)
// may be given entry by entry as functions of the round, read as the
// match's points are (as:"fnMap"): each kept with the plan's functions in
// the order of the ranks sorted, at the path of its entry, its number set
// by rank in the field's Fn twin and its entry 0; a banking game's cards
// take a function of the round; anything else is refused at the field.
func TestCardValuesByFunction(t *testing.T) {
	for name, tc := range map[string]struct {
		field, path, body string
		values            []string // the struct's fields read, in turn: the map, then its Fn twin
		want              []any
		paths             []string
		err               string
	}{
		"a capture's values": {field: "capturing", path: "game.capturing",
			body:   `pile = "table", won = "taken", values = {A = 1, K = function(at) return 10 end, J = function(at) return at.round end}`,
			values: []string{"Values", "ValuesFn"}, want: []any{map[string]int{"A": 1, "J": 0, "K": 0}, map[string]rules.Func{"J": 1, "K": 2}},
			paths: []string{"game.capturing.values.J", "game.capturing.values.K"}},
		"a count's values": {field: "count", path: "game.count",
			body:   `played = "played", cap = 31, starter = "starter", target = 121, values = {T = 10, K = function(at) return 10 end}`,
			values: []string{"Values", "ValuesFn"}, want: []any{map[string]int{"T": 10, "K": 0}, map[string]rules.Func{"K": 1}},
			paths: []string{"game.count.values.K"}},
		"a banking game's values, high and cards": {field: "banking", path: "game.banking",
			body:   `rounds = 5, house = {pile = "house", hole = "hole", stands = 17}, stakes = {bankroll = 100, max = 10}, values = {A = 1, T = function(at) return 10 end}, high = {A = function(at) return 11 end}, cards = function(at) return 3 end`,
			values: []string{"Values", "ValuesFn", "High", "HighFn", "CardsFn"},
			want:   []any{map[string]int{"A": 1, "T": 0}, map[string]rules.Func{"T": 1}, map[string]int{"A": 0}, map[string]rules.Func{"A": 2}, rules.Func(3)},
			paths:  []string{"game.banking.values.T", "game.banking.high.A", "game.banking.cards"}},
		"a word for a value": {field: "count", path: "game.count", body: `values = {K = "ten"}`,
			err: "game.count.values must map names to whole numbers, or to functions(at) of the round returning one"},
		"a function for the whole table": {field: "banking", path: "game.banking", body: `values = function(at) return {A = 1} end`,
			err: "game.banking.values must be a table"},
	} {
		t.Run(name, func(t *testing.T) {
			v := mechanicDecl(t, tc.field)
			funcs, err := readPlanAs(t, tc.path, tc.body, v)
			if tc.err != "" {
				require.ErrorContains(t, err, tc.err)
				return
			}
			require.NoError(t, err)
			for i, f := range tc.values {
				assert.Equal(t, tc.want[i], reflect.ValueOf(v).Elem().FieldByName(f).Interface(), f)
			}
			var paths []string
			for _, f := range funcs {
				paths = append(paths, f.Path)
				assert.Equal(t, Whole, f.Kind, f.Path)
				assert.Equal(t, rules.ForRound, f.Life, f.Path)
			}
			assert.Equal(t, tc.paths, paths)
		})
	}
}
