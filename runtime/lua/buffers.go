package lua

import (
	"slices"

	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
	lua "github.com/yuin/gopher-lua"
)

// buffers are reused from call to call, so that listing and checking moves
// allocates little: the slices the move search fills.
type buffers struct {
	candBuf []candidate // reused between generator calls
	seen    moveKeys    // the keys of the moves a generator's listing has given
	key     []byte      // the key of the move looked up in seen

	wholeBuf []candidate        // the candidate of an enumerable verb
	argSlab  []notation.Value   // the values of proposed moves
	cardSlab []notation.CardRef // their cards (emptied with argSlab)
	seats    []lua.LValue       // each seat as the script numbers it (seatArg)
	args     []lua.LValue       // the arguments of a hook's call (declaredHooks.run)

	emit     emitter       // the emitter of the generator running, reused (emitterFor)
	emitBusy bool          // emit serves a generator now
	props    []candidate   // the proposals a random pick draws among (proposals.go)
	propSeen moveKeys      // their keys
	filling  notation.Move // the filling of a proposal being made
	at       *lua.LTable   // the context of a function declared in place of a value, and its scores (atTable)
	atScores *lua.LTable
	opens    []formOpen // the optional slots each form leaves open (openOf)
}

// formOpen is the list freeOptional makes of a form with nothing given.
type formOpen struct {
	form *notation.Form
	open []int
}

// openOf returns freeOptional of form f with nothing given, made once for
// each form: read only, its capacity its length, so that an append copies.
func (b *buffers) openOf(f *notation.Form) []int {
	for _, o := range b.opens {
		if o.form == f {
			return o.open
		}
	}
	open := slices.Clip(freeOptional(f, nil))
	b.opens = append(b.opens, formOpen{f, open})
	return open
}

// seenFor returns the set of move keys a listing of a verb has given,
// emptied.
func (b *buffers) seenFor(verb int) *moveKeys {
	b.seen.reset()
	return &b.seen
}

// firstSeen reports whether move m is not yet in seen, and adds it; its
// key is then b.key until the next look-up. Equal moves have equal keys,
// and are written the same.
func (b *buffers) firstSeen(seen *moveKeys, m *notation.Move) bool {
	b.key = engine.AppendMoveKey(b.key[:0], m)
	return seen.add(b.key)
}

// seatArg is seat as the script numbers it (from 1), a Lua value made
// once per seat, so that passing it to a hook allocates nothing (an
// onlooker, -1, is 0).
func (h *Host) seatArg(seat int) lua.LValue {
	if seat < 0 {
		return lua.LNumber(seat + 1) // an onlooker
	}
	for len(h.buf.seats) <= seat {
		h.buf.seats = append(h.buf.seats, lua.LNumber(len(h.buf.seats)+1))
	}
	return h.buf.seats[seat]
}

// emitterFor returns the emitter e for a generator's call: the one the
// buffers keep, unless a generator is running with it, then a new one.
func (b *buffers) emitterFor(e emitter) *emitter {
	if b.emitBusy {
		n := new(emitter)
		*n = e
		return n
	}
	b.emit, b.emitBusy = e, true
	return &b.emit
}

// emitDone hands back the emitter of a generator's call that has ended.
func (b *buffers) emitDone(e *emitter) {
	if e == &b.emit {
		b.emit, b.emitBusy = emitter{}, false
	}
}
