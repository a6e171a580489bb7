package core

import (
	"fmt"
	"math"
	"sort"
	"sync/atomic"
)

// maxVarDepth bounds how deeply lists and maps may nest in a game variable.
const maxVarDepth = 8

// varsStamps hands out the stamps of the variables' versions (VarsStamp).
var varsStamps atomic.Uint64

// VarsStamp marks the version of the game variables: two states with the
// same stamp have the same variables, as a fork has its original's until
// either sets one. Every change of a variable gives a new stamp; 0 is a
// state that never had any. A host that shows the variables to a script
// reads them again only when the stamp changes.
func (s *State) VarsStamp() uint64 { return s.varsVer }

// Var returns a game variable, or nil when it is not set. Values are nil,
// bool, float64, string, []any and map[string]any; they must not be changed.
func (s *State) Var(name string) any { return s.vars[name] }

// SetVar sets a game variable; nil removes it. Game variables are part of the
// whole state, so they are saved, cloned and shown to every seat.
func (s *State) SetVar(name string, v any) error {
	if err := checkValue(v, 0); err != nil {
		return fmt.Errorf("variable %s: %w", name, err)
	}
	if s.varsGen != s.gen {
		m := make(map[string]any, len(s.vars)+1)
		for k, x := range s.vars {
			m[k] = x
		}
		s.vars, s.varsGen = m, s.gen
	}
	if v == nil {
		delete(s.vars, name)
	} else {
		s.vars[name] = v
	}
	s.varsVer = varsStamps.Add(1)
	return nil
}

// ReplaceVars sets every game variable at once: m becomes the whole set.
func (s *State) ReplaceVars(m map[string]any) error {
	for name, v := range m {
		if err := checkValue(v, 0); err != nil {
			return fmt.Errorf("variable %s: %w", name, err)
		}
	}
	if m == nil {
		m = map[string]any{}
	}
	s.vars, s.varsGen, s.varsVer = m, s.gen, varsStamps.Add(1)
	return nil
}

// VarNames returns the names of the set variables, sorted.
func (s *State) VarNames() []string {
	out := make([]string, 0, len(s.vars))
	for k := range s.vars {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func checkValue(v any, depth int) error {
	if depth > maxVarDepth {
		return fmt.Errorf("nested more than %d levels deep", maxVarDepth)
	}
	switch x := v.(type) {
	case nil, bool, string:
		return nil
	case float64:
		if math.IsNaN(x) || math.IsInf(x, 0) {
			return fmt.Errorf("%v is not a number that can be saved", x)
		}
		return nil
	case []any:
		for _, e := range x {
			if err := checkValue(e, depth+1); err != nil {
				return err
			}
		}
		return nil
	case map[string]any:
		for _, e := range x {
			if err := checkValue(e, depth+1); err != nil {
				return err
			}
		}
		return nil
	}
	return fmt.Errorf("a value of type %T cannot be stored", v)
}
