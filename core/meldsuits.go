package core

// suitSet is a set of suit indexes (-1 for no suit): a bit mask for the
// first 63 suits, a map beyond them, so a meld's check allocates nothing in
// decks of ordinary size.
type suitSet struct {
	bits uint64
	more map[int]bool
}

// has reports whether suit s is in the set.
func (ss *suitSet) has(s int) bool {
	if b := s + 1; b >= 0 && b < 64 {
		return ss.bits&(1<<uint(b)) != 0
	}
	return ss.more[s]
}

// add puts suit s in the set.
func (ss *suitSet) add(s int) {
	if b := s + 1; b >= 0 && b < 64 {
		ss.bits |= 1 << uint(b)
		return
	}
	if ss.more == nil {
		ss.more = map[int]bool{}
	}
	ss.more[s] = true
}
