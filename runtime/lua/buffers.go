package lua

import "github.com/rulerun/rulerun/core/notation"

// buffers are reused from call to call, so that listing and checking moves
// allocates little: the slices the move search fills.
type buffers struct {
	candBuf []candidate     // reused between generator calls
	seen    map[string]bool // the moves a generator's listing has given

	wholeBuf []candidate      // the candidate of an enumerable verb
	argSlab  []notation.Value // the values of proposed moves
}

// seenFor returns the set of move texts a listing of a verb has given,
// emptied.
func (b *buffers) seenFor(verb int) map[string]bool {
	if b.seen == nil {
		b.seen = map[string]bool{}
	}
	clear(b.seen)
	return b.seen
}
