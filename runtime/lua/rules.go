package lua

import (
	"strings"

	lua "github.com/yuin/gopher-lua"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rules"
)

// File names the script in messages; with Instance, it makes a Script an
// [engine.Source].
func (s *Script) File() string { return s.Path }

// Instance starts a fresh host for the script, as the engine's [engine.Rules].
func (s *Script) Instance() (engine.Rules, error) {
	h, err := s.NewHost()
	if err != nil {
		return nil, err
	}
	return h.Rules(), nil
}

// Rules returns the host as the engine sees it.
func (h *Host) Rules() engine.Rules { return hostRules{h} }

// hostRules is a Host as an [engine.Rules].
type hostRules struct{ h *Host }

// Describe is the script's description.
func (r hostRules) Describe() *engine.Description { return r.h.script.Describe() }

// NewGame starts a game on the host.
func (r hostRules) NewGame(cfg engine.Config) (engine.Game, error) {
	g, err := r.h.NewGame(cfg)
	if err != nil {
		return nil, err
	}
	return g, nil
}

// Restore continues a saved game on the host.
func (r hostRules) Restore(data []byte) (engine.Game, error) {
	g, err := r.h.Restore(data)
	if err != nil {
		return nil, err
	}
	return g, nil
}

// Close closes the host and its interpreter.
func (r hostRules) Close() { r.h.Close() }

// OutsideState implements [engine.OutsideStater]: a local variable of the
// script's file that changed since it was loaded, or a global, described for
// the author; "" when none did.
func (r hostRules) OutsideState() (string, int, string) {
	if name := r.h.vm.snapshot.changed(); name != "" {
		return r.h.script.Path, 0, "the global " + name + " changed during play"
	}
	return r.h.vm.upvalues.changed()
}

// Where locates a function of the game table by its path, as messages name
// it: "status" (game.status) or "verbs.play.check" (game.verbs.play.check).
func (r hostRules) Where(what string) (string, int) {
	var v lua.LValue = r.h.vm.table
	for _, key := range strings.Split(what, ".") {
		t, ok := v.(*lua.LTable)
		if !ok {
			return "", 0
		}
		v = t.RawGetString(key)
	}
	if fn, ok := v.(*lua.LFunction); ok && fn.Proto != nil {
		return fn.Proto.SourceName, fn.Proto.LineDefined
	}
	return "", 0
}

// Notation returns the grammar of the game's moves.
func (g *Game) Notation() *notation.Grammar { return g.Info().Grammar }

// Copy returns an independent copy of the game, as the engine sees it.
func (g *Game) Copy() engine.Game { return g.Clone() }

var _ engine.Game = (*Game)(nil)

// Melds implements [engine.MeldKeeper]: the melds laid in the shared area,
// in order, each card with the card it stands for.
func (g *Game) Melds() [][]core.MeldCard {
	laid, _ := rules.TableMelds(g.state)
	return laid
}
