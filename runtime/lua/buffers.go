package lua

import "github.com/rulerun/rulerun/core/notation"

// buffers are reused from call to call, so that listing and checking moves
// allocates little: the slices the move search fills.
type buffers struct {
	candBuf []candidate     // reused between generator calls
	seen    map[string]bool // the moves Moves has listed

	sampleCands   []candidate
	sampleWeights []int
	sampleOrder   []int
	scratch       notation.Move    // the move RandomMove tries
	wholeBuf      []candidate      // the candidate of an enumerable verb
	argSlab       []notation.Value // the values of proposed moves
}
