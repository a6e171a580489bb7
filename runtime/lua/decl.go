package lua

import (
	"fmt"
	"github.com/rulerun/rulerun/runtime/lua/bind"
	"github.com/rulerun/rulerun/runtime/lua/decl"
	"slices"
	"sort"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	lua "github.com/yuin/gopher-lua"
)

// Info is what a script declares about its game.
type Info struct {
	Name         string
	Description  string
	MinSeats     int
	MaxSeats     int
	DefaultSeats int
	Options      []Option // sorted by name
	Moves        []string // move patterns, as declared
	Piles        []core.PileSpec
	Start        string
	Grammar      *notation.Grammar
	Verbs        []Verb // one per move form, in the same order
	// Declared is true for a script that declares its game's structure
	// (game.deal), which the engine then runs.
	Declared bool
	// Parts names, by verb and then by optional group of its form, the
	// part rule the verb declares for that part, or "" for none.
	Parts [][]string
}

// Option is a game option a player may set with --opt name=value.
type Option struct {
	Name    string
	Default any // bool, float64 or string
	Help    string
	Choices []string // allowed values of a string option, if limited
}

// Option returns the declared option with the given name.
func (in *Info) Option(name string) (*Option, bool) {
	for i := range in.Options {
		if in.Options[i].Name == name {
			return &in.Options[i], true
		}
	}
	return nil, false
}

// gameFields is the set of fields a game table may have.
var gameFields = decl.Names(decl.GameFields)

var requiredHooks = []string{"setup", "to_act"}

// declError builds an error about the game table, at the first line of the
// script that mentions needle.
func (h *Host) declError(needle, format string, args ...any) error {
	return h.decls().Errorf(needle, format, args...)
}

// readInfo reads and checks the declarations of the game table.
func readInfo(h *Host) (*Info, error) {
	t := h.vm.table
	for k := lua.LValue(lua.LNil); ; {
		key, _ := t.Next(k)
		if key == lua.LNil {
			break
		}
		k = key
		if key.String() == "legal" || key.String() == "play" {
			return nil, h.declError(key.String(), "the game table has %s, which rulerun no longer calls: each verb now has its own check, apply and generate functions in game.verbs (see docs/lua-api.md)", key.String())
		}
		if !gameFields[key.String()] {
			return nil, h.declError(key.String(), "unknown field %q in the game table (known fields: %s)", key.String(), strings.Join(sortedKeys(gameFields), ", "))
		}
	}
	info := &Info{}
	info.Declared = h.vm.table.RawGetString("deal") != lua.LNil
	steps := []func(*Host, *Info) error{readName, readSeats, readOptions, readMoves, readVerbs, readPiles, readHooks}
	for _, step := range steps {
		if err := step(h, info); err != nil {
			return nil, err
		}
	}
	return info, nil
}

func sortedKeys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

func readName(h *Host, info *Info) error {
	name, ok := h.vm.table.RawGetString("name").(lua.LString)
	if !ok || name == "" {
		return h.declError("", "the game table needs a name, such as name = \"My game\"")
	}
	info.Name = string(name)
	if d, ok := h.vm.table.RawGetString("description").(lua.LString); ok {
		info.Description = string(d)
	}
	return nil
}

func readSeats(h *Host, info *Info) error {
	t, ok := h.vm.table.RawGetString("seats").(*lua.LTable)
	if !ok {
		return h.declError("", "the game table needs seats = {min = 2, max = 4}")
	}
	num := func(k string, def int) int {
		if n, ok := t.RawGetString(k).(lua.LNumber); ok {
			return int(n)
		}
		return def
	}
	info.MinSeats = num("min", 0)
	info.MaxSeats = num("max", info.MinSeats)
	info.DefaultSeats = num("default", info.MinSeats)
	if info.MinSeats < 1 || info.MaxSeats < info.MinSeats || info.MaxSeats > core.MaxSeats ||
		info.DefaultSeats < info.MinSeats || info.DefaultSeats > info.MaxSeats {
		return h.declError("seats", "seats must satisfy 1 <= min <= default <= max <= %d (got min %d, default %d, max %d)",
			core.MaxSeats, info.MinSeats, info.DefaultSeats, info.MaxSeats)
	}
	return nil
}

func readOptions(h *Host, info *Info) error {
	v := h.vm.table.RawGetString("options")
	if v == lua.LNil {
		return nil
	}
	t, ok := v.(*lua.LTable)
	if !ok {
		return h.declError("options", "options must be a table of name = {default = ..., help = \"...\"}")
	}
	var err error
	t.ForEach(func(k, v lua.LValue) {
		if err == nil {
			err = readOption(h, info, k, v)
		}
	})
	if err != nil {
		return err
	}
	sort.Slice(info.Options, func(i, j int) bool { return info.Options[i].Name < info.Options[j].Name })
	return nil
}

func readOption(h *Host, info *Info, k, v lua.LValue) error {
	name := k.String()
	t, ok := v.(*lua.LTable)
	if !ok {
		return h.declError(name, "option %s must be a table {default = ..., help = \"...\"}", name)
	}
	opt := Option{Name: name}
	switch d := t.RawGetString("default").(type) {
	case lua.LBool:
		opt.Default = bool(d)
	case lua.LNumber:
		opt.Default = float64(d)
	case lua.LString:
		opt.Default = string(d)
	default:
		return h.declError(name, "option %s needs a default that is a boolean, number or string", name)
	}
	opt.Help = lua.LVAsString(t.RawGetString("help"))
	if c, ok := t.RawGetString("choices").(*lua.LTable); ok {
		for i := 1; i <= c.Len(); i++ {
			opt.Choices = append(opt.Choices, c.RawGetInt(i).String())
		}
		if s, ok := opt.Default.(string); !ok || !slices.Contains(opt.Choices, s) {
			return h.declError(name, "option %s: the default must be one of its choices", name)
		}
	}
	info.Options = append(info.Options, opt)
	return nil
}

func readMoves(h *Host, info *Info) error {
	t, ok := h.vm.table.RawGetString("moves").(*lua.LTable)
	if !ok || t.Len() == 0 {
		return h.declError("", "the game table needs moves = {\"play <card>\", \"draw\", ...}")
	}
	for i := 1; i <= t.Len(); i++ {
		info.Moves = append(info.Moves, t.RawGetInt(i).String())
	}
	g, err := notation.NewGrammar(info.Moves)
	if err != nil {
		needle := "moves" // a pattern made by code is not in the source
		for _, m := range info.Moves {
			if q := fmt.Sprintf("%q", m); strings.Contains(err.Error(), q) && decl.LineOf(h.script.Source(h.script.Path), q) > 0 {
				needle = q
			}
		}
		return h.declError(needle, "moves: %v", err)
	}
	info.Grammar = g
	return nil
}

func readPiles(h *Host, info *Info) error {
	t, ok := h.vm.table.RawGetString("piles").(*lua.LTable)
	if !ok {
		return h.declError("", "the game table needs piles = {stock = \"hidden\", hand = {per_seat = true, visibility = \"owner\"}}")
	}
	var err error
	for k := lua.LValue(lua.LNil); err == nil; {
		key, v := t.Next(k)
		if key == lua.LNil {
			break
		}
		k = key
		var spec core.PileSpec
		spec, err = readPile(h, key.String(), v)
		info.Piles = append(info.Piles, spec)
	}
	if err != nil {
		return err
	}
	if len(info.Piles) == 0 {
		return h.declError("piles", "piles must declare at least one pile")
	}
	if len(info.Piles) > bind.MaxPiles {
		return h.declError("piles", "piles declares %d piles; a game may have at most %d", len(info.Piles), bind.MaxPiles)
	}
	info.Start = lua.LVAsString(h.vm.table.RawGetString("start"))
	return nil
}

// pileCount is the number of piles a game with this many seats starts with.
func (in *Info) pileCount(seats int) int {
	n := 0
	for _, p := range in.Piles {
		if p.PerSeat {
			n += seats
		} else {
			n++
		}
	}
	return n
}

func readPile(h *Host, name string, v lua.LValue) (core.PileSpec, error) {
	spec := core.PileSpec{Name: name}
	vis := v
	if t, ok := v.(*lua.LTable); ok {
		vis = t.RawGetString("visibility")
		spec.PerSeat = lua.LVAsBool(t.RawGetString("per_seat"))
	}
	var err error
	if spec.Vis, err = core.ParseVisibility(lua.LVAsString(vis)); err != nil {
		return spec, h.declError(name, "pile %s: %v", name, err)
	}
	return spec, nil
}

func readHooks(h *Host, info *Info) error {
	for _, name := range requiredHooks {
		if info.Declared {
			break
		}
		if _, ok := h.vm.table.RawGetString(name).(*lua.LFunction); !ok {
			return h.declError("", "the game table needs a function %s (the hooks are setup and to_act; each move has its functions in game.verbs)", name)
		}
	}
	for _, name := range []string{"status", "standing", "first_dealer", "after_deal"} {
		if v := h.vm.table.RawGetString(name); v != lua.LNil {
			if _, ok := v.(*lua.LFunction); !ok {
				return h.declError(name, "%s must be a function", name)
			}
		}
	}
	return nil
}
