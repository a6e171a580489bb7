package mech

import (
	"encoding/json"
	"fmt"

	"github.com/rulerun/rulerun/core"
)

// ValuesName names the part of the game that keeps the answers of the
// functions declared in place of values (Values).
const ValuesName = "values"

// Values keeps the answers of the functions declared in place of values,
// by Func (from 1, at index Func-1): a number (a whole number, a seat from
// 0, the place of a word in a field's choices, 1 for true) in N, a word in
// S. It is a part of the game, not of a round: saved, copied and forked
// with it, so that the same seed and moves give the same values, a game
// resumed keeps them and a bot's imagined game reads them for free. A
// game that declares no function keeps none.
type Values struct {
	N []int    `json:"n,omitempty"`
	S []string `json:"s,omitempty"`
}

var (
	_ core.Part   = (*Values)(nil)
	_ core.Vacant = (*Values)(nil)
)

// AppendKey implements core.Part.
func (v *Values) AppendKey(b []byte) []byte {
	b = AppendInts(b, v.N)
	for _, s := range v.S {
		b = append(b, s...)
		b = append(b, 0)
	}
	return b
}

// Check implements core.Part: the answers were checked when given.
func (v *Values) Check(*core.State) error { return nil }

// Vacant implements core.Vacant: no function was called.
func (v *Values) Vacant() bool { return len(v.N) == 0 && len(v.S) == 0 }

// ReadValues reads the part from a save.
func ReadValues(data json.RawMessage) (core.Part, error) {
	v := &Values{}
	if err := json.Unmarshal(data, v); err != nil {
		return nil, fmt.Errorf("part %s: %w", ValuesName, err)
	}
	return v, nil
}

// ValuesRef returns the answers kept in st for the rules to change in
// place (Keep), for a plan of n functions: st's own, copied first when st
// shares them with a copy of the game, made when st holds none.
func ValuesRef(st *core.State, n int) *Values {
	held, owned := st.OwnedPart(ValuesName)
	v, _ := held.(*Values)
	if v != nil && owned {
		return v
	}
	c := &Values{N: make([]int, n)}
	if v != nil {
		copy(c.N, v.N)
		if len(v.S) > 0 {
			c.S = append(make([]string, 0, n), v.S...)
		}
	}
	_ = st.SetPart(ValuesName, c) // a state holds few parts: never more than it may
	return c
}

// Keep keeps the answer of fn: num, and word when it is one (a string
// field's).
func (v *Values) Keep(fn Func, num int, word string) {
	v.N[fn-1] = num
	if word != "" && v.S == nil {
		v.S = make([]string, len(v.N))
	}
	if v.S != nil {
		v.S[fn-1] = word
	}
}

// ValueIn is the value of a whole-number field declared as v or, when fn
// is a function, its answer kept in st: no look-up when fn is 0.
func ValueIn(st *core.State, v int, fn Func) int {
	if fn == 0 {
		return v
	}
	if p, ok := st.Part(ValuesName).(*Values); ok && int(fn) <= len(p.N) {
		return p.N[fn-1]
	}
	return v
}

// WordIn is ValueIn's twin for a field of words (a suit, a choice word).
func WordIn(st *core.State, v string, fn Func) string {
	if fn == 0 {
		return v
	}
	if p, ok := st.Part(ValuesName).(*Values); ok && int(fn) <= len(p.S) {
		return p.S[fn-1]
	}
	return v
}

// FlagIn is ValueIn's twin for a field of true or false (or of a choice
// between two words, true for the second).
func FlagIn(st *core.State, v bool, fn Func) bool {
	if fn == 0 {
		return v
	}
	if p, ok := st.Part(ValuesName).(*Values); ok && int(fn) <= len(p.N) {
		return p.N[fn-1] != 0
	}
	return v
}
