package lua

import (
	"github.com/rulerun/rulerun/core/notation"
	lua "github.com/yuin/gopher-lua"
)

// buffers are reused from call to call, so that listing and checking moves
// allocates little: the move table given to check and apply, the out object
// given to generators, and the slices the move search fills.
type buffers struct {
	move     *lua.LTable     // the move table given to check and apply
	moveForm *notation.Form  // the form of the move last written to it
	out      *lua.LTable     // the out object given to generators
	candBuf  []candidate     // reused between generator calls
	seen     map[string]bool // the moves Moves has listed

	sampleCands   []candidate
	sampleWeights []int
	sampleOrder   []int
	scratch       notation.Move    // the move RandomMove tries
	wholeBuf      []candidate      // the candidate of an enumerable verb
	argSlab       []notation.Value // the values of proposed moves
}
