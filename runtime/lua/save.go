package lua

import (
	"encoding/json"
	"fmt"

	"github.com/rulerun/rulerun/runtime/lua/bind"

	"github.com/rulerun/rulerun/runtime/rules"
	lua "github.com/yuin/gopher-lua"
)

// saved is a game written to JSON: how it was set up, and its whole state.
type saved struct {
	Game    string            `json:"game"`
	Seats   int               `json:"seats"`
	Seed    uint64            `json:"seed"`
	Options map[string]string `json:"options"`
	State   json.RawMessage   `json:"state"`
}

// Save writes the whole game as JSON. The same game always gives the same
// bytes.
func (g *Game) Save() ([]byte, error) {
	st, err := g.state.MarshalJSON()
	if err != nil {
		return nil, err
	}
	opts := map[string]string{}
	for k, v := range g.options {
		opts[k] = FormatValue(v)
	}
	return json.Marshal(saved{Game: g.Info().Name, Seats: g.seats, Seed: g.seed, Options: opts, State: st})
}

// Restore reads a game saved by [Game.Save] onto a fresh host.
func (s *Script) Restore(data []byte) (*Game, error) {
	h, err := s.NewHost()
	if err != nil {
		return nil, err
	}
	return h.Restore(data)
}

// Restore reads a game saved by [Game.Save] onto this host.
func (h *Host) Restore(data []byte) (*Game, error) {
	var in saved
	if err := json.Unmarshal(data, &in); err != nil {
		return nil, fmt.Errorf("read saved game: %w", err)
	}
	if in.Game != h.script.Info.Name {
		return nil, fmt.Errorf("saved game is of %q, not %q", in.Game, h.script.Info.Name)
	}
	opts, err := h.script.Info.ResolveOptions(in.Options)
	if err != nil {
		return nil, fmt.Errorf("saved game: %w", err)
	}
	g := &Game{host: h, seats: in.Seats, seed: in.Seed, options: opts}
	g.optTable = bind.ToLua(h.vm.L, opts).(*lua.LTable)
	if g.deck, err = h.buildDeck(g); err != nil {
		return nil, err
	}
	if g.state, err = rules.RestoreState(in.State, g.deck); err != nil {
		return nil, err
	}
	if g.state.Seats() != in.Seats {
		return nil, fmt.Errorf("saved game: %d seats in the header, %d in the state", in.Seats, g.state.Seats())
	}
	dp, err := h.planFor(g)
	if err != nil {
		return nil, err
	}
	g.resume(dp)
	return g, nil
}
