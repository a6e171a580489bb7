package decl

import (
	"fmt"
	"sort"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
	lua "github.com/yuin/gopher-lua"
)

// Info is what a script declares about its game.
type Info struct {
	Name         string
	Description  string
	MinSeats     int
	MaxSeats     int
	DefaultSeats int
	// Teams are the partnerships seats.teams declares, seats counted from
	// 0; nil when every seat plays for itself.
	Teams   core.Teams
	Options []Option // sorted by name
	Moves   []string // move patterns, as declared
	Piles   []core.PileSpec
	Start   string
	Grammar *notation.Grammar
	Verbs   []engine.Verb // one per move form, in the same order
	// Declared is true for a script that declares its game's structure
	// (game.deal), which the engine then runs.
	Declared bool
	// Parts names, by verb and then by optional group of its form, the
	// part rule the verb declares for that part, or "" for none.
	Parts [][]string
}

// gameFields is the set of fields a game table may have.
var gameFields map[string]bool

var requiredHooks = []string{"setup", "to_act"}

// infoReader reads a script's Info.
type infoReader struct {
	*Reader
	maxPiles int
}

// ReadInfo reads and checks the declarations of the game table: its name,
// seats, options, moves and verbs, piles and hooks. A game may have at most
// maxPiles piles.
func (r *Reader) ReadInfo(maxPiles int) (*Info, error) {
	ir := &infoReader{Reader: r, maxPiles: maxPiles}
	t := ir.table
	for k := lua.LValue(lua.LNil); ; {
		key, _ := t.Next(k)
		if key == lua.LNil {
			break
		}
		k = key
		if key.String() == "legal" || key.String() == "play" {
			return nil, ir.Errorf(key.String(), "the game table has %s, which rulerun no longer calls: each verb now has its own check, apply and generate functions in game.verbs (see docs/lua-api.md)", key.String())
		}
		if !gameFields[key.String()] {
			return nil, ir.Errorf(key.String(), "unknown field %q in the game table (known fields: %s)", key.String(), strings.Join(sortedKeys(gameFields), ", "))
		}
	}
	info := &Info{}
	info.Declared = ir.table.RawGetString("deal") != lua.LNil
	steps := []func(*Info) error{ir.readName, ir.readSeats, ir.readOptions, ir.readMoves, ir.readVerbs, ir.readPiles, ir.readHooks}
	for _, step := range steps {
		if err := step(info); err != nil {
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

func (ir *infoReader) readName(info *Info) error {
	name, ok := ir.table.RawGetString("name").(lua.LString)
	if !ok || name == "" {
		return ir.Errorf("", "the game table needs a name, such as name = \"My game\"")
	}
	info.Name = string(name)
	if d, ok := ir.table.RawGetString("description").(lua.LString); ok {
		info.Description = string(d)
	}
	return nil
}

func (ir *infoReader) readSeats(info *Info) error {
	t, ok := ir.table.RawGetString("seats").(*lua.LTable)
	if !ok {
		return ir.Errorf("", "the game table needs seats = {min = 2, max = 4}")
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
		return ir.Errorf("seats", "seats must satisfy 1 <= min <= default <= max <= %d (got min %d, default %d, max %d)",
			core.MaxSeats, info.MinSeats, info.DefaultSeats, info.MaxSeats)
	}
	return ir.readTeams(t, info)
}

// readTeams reads seats.teams, the partnerships, such as {{1, 3}, {2, 4}}:
// each seat in one team, for a game of one number of seats.
func (ir *infoReader) readTeams(seats *lua.LTable, info *Info) error {
	v := seats.RawGetString("teams")
	if v == lua.LNil {
		return nil
	}
	t, ok := v.(*lua.LTable)
	if !ok || info.MinSeats != info.MaxSeats {
		return ir.Errorf("seats.teams", "seats.teams lists the partnerships, such as {{1, 3}, {2, 4}}, in a game of one number of seats (min = max)")
	}
	for i := 1; i <= t.Len(); i++ {
		team, ok := t.RawGetInt(i).(*lua.LTable)
		if !ok {
			return ir.Errorf(fmt.Sprintf("seats.teams[%d]", i), "a team lists its seats, such as {1, 3}")
		}
		var seatsOf []int
		for j := 1; j <= team.Len(); j++ {
			n, ok := team.RawGetInt(j).(lua.LNumber)
			if !ok {
				return ir.Errorf(fmt.Sprintf("seats.teams[%d]", i), "a team lists its seats by number, such as {1, 3}")
			}
			seatsOf = append(seatsOf, int(n)-1)
		}
		info.Teams = append(info.Teams, seatsOf)
	}
	if err := info.Teams.Check(info.MaxSeats); err != nil {
		return ir.Errorf("seats.teams", "seats.teams: %w", err)
	}
	return nil
}

func (ir *infoReader) readMoves(info *Info) error {
	t, ok := ir.table.RawGetString("moves").(*lua.LTable)
	if !ok || t.Len() == 0 {
		return ir.Errorf("", "the game table needs moves = {\"play <card>\", \"draw\", ...}")
	}
	for i := 1; i <= t.Len(); i++ {
		info.Moves = append(info.Moves, t.RawGetInt(i).String())
	}
	g, err := notation.NewGrammar(info.Moves)
	if err != nil {
		path := "moves"
		for i, m := range info.Moves {
			if strings.Contains(err.Error(), fmt.Sprintf("%q", m)) {
				path = fmt.Sprintf("moves[%d]", i+1)
			}
		}
		return ir.Errorf(path, "moves: %w", err)
	}
	info.Grammar = g
	return nil
}

func (ir *infoReader) readHooks(info *Info) error {
	for _, name := range requiredHooks {
		if info.Declared {
			break
		}
		if _, ok := ir.table.RawGetString(name).(*lua.LFunction); !ok {
			return ir.Errorf("", "the game table needs a function %s (the hooks are setup and to_act; each move has its functions in game.verbs)", name)
		}
	}
	for _, name := range []string{"status", "standing", "first_dealer", "after_deal"} {
		if v := ir.table.RawGetString(name); v != lua.LNil {
			if _, ok := v.(*lua.LFunction); !ok {
				return ir.Errorf(name, "%s must be a function", name)
			}
		}
	}
	return nil
}
