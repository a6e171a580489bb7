package lua

import (
	"bytes"
	"hash/maphash"
)

// moveKeys is a set of move keys (engine.AppendMoveKey): the moves a
// listing has given, so that it gives each once. The keys lie one after
// another in one buffer and are found by their hash, so that a listing
// allocates nothing for them once the buffers have grown (a map of
// strings allocates each key).
type moveKeys struct {
	seed  maphash.Seed
	first map[uint64]int32 // a hash -> the last key added with it
	prev  []int32          // by key: the key added before it with the same hash, or -1
	ends  []int32          // by key: where it ends in buf
	buf   []byte
}

// reset empties the set.
func (s *moveKeys) reset() {
	if s.first == nil {
		s.seed, s.first = maphash.MakeSeed(), map[uint64]int32{}
	}
	clear(s.first)
	s.prev, s.ends, s.buf = s.prev[:0], s.ends[:0], s.buf[:0]
}

// add adds key k and reports whether it was new.
func (s *moveKeys) add(k []byte) bool {
	h := maphash.Bytes(s.seed, k)
	last, ok := s.first[h]
	if !ok {
		last = -1
	}
	for i := last; i >= 0; i = s.prev[i] {
		if bytes.Equal(s.key(i), k) {
			return false
		}
	}
	s.buf = append(s.buf, k...)
	s.first[h] = int32(len(s.ends))
	s.prev = append(s.prev, last)
	s.ends = append(s.ends, int32(len(s.buf)))
	return true
}

// key is the i-th key added.
func (s *moveKeys) key(i int32) []byte {
	start := int32(0)
	if i > 0 {
		start = s.ends[i-1]
	}
	return s.buf[start:s.ends[i]]
}
