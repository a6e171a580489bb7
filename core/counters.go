package core

import (
	"fmt"
	"maps"
)

// maxCounters bounds how many distinct counters a game may keep.
const maxCounters = 256

// Count adds n to the counter name: a script counting its own events ("a
// two was played") for rulerun simulate to sum over many games. Counters
// are part of the whole state.
func (s *State) Count(name string, n int) error {
	if name == "" {
		return fmt.Errorf("a counter needs a name")
	}
	if _, ok := s.counters[name]; !ok && len(s.counters) >= maxCounters {
		return fmt.Errorf("a game may keep at most %d counters", maxCounters)
	}
	m := maps.Clone(s.counters) // a fork may share the map
	if m == nil {
		m = map[string]int{}
	}
	m[name] += n
	s.counters = m
	return nil
}

// Counters returns the counters (read only), or nil when there are none.
func (s *State) Counters() map[string]int { return s.counters }
