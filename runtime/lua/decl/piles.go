package decl

import (
	"github.com/rulerun/rulerun/core"
	lua "github.com/yuin/gopher-lua"
)

// The piles a game declares: game.piles and game.start.

func (ir *infoReader) readPiles(info *Info) error {
	t, ok := ir.table.RawGetString("piles").(*lua.LTable)
	if !ok {
		return ir.Errorf("", "the game table needs piles = {stock = \"hidden\", hand = {per_seat = true, visibility = \"owner\"}}")
	}
	var err error
	for k := lua.LValue(lua.LNil); err == nil; {
		key, v := t.Next(k)
		if key == lua.LNil {
			break
		}
		k = key
		var spec core.PileSpec
		spec, err = ir.readPile(key.String(), v)
		info.Piles = append(info.Piles, spec)
	}
	if err != nil {
		return err
	}
	if len(info.Piles) == 0 {
		return ir.Errorf("piles", "piles must declare at least one pile")
	}
	if len(info.Piles) > ir.maxPiles {
		return ir.Errorf("piles", "piles declares %d piles; a game may have at most %d", len(info.Piles), ir.maxPiles)
	}
	info.Start = lua.LVAsString(ir.table.RawGetString("start"))
	return nil
}

// PileCount is the number of piles a game with this many seats starts with.
func (in *Info) PileCount(seats int) int {
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

func (ir *infoReader) readPile(name string, v lua.LValue) (core.PileSpec, error) {
	spec := core.PileSpec{Name: name}
	vis := v
	if t, ok := v.(*lua.LTable); ok {
		vis = t.RawGetString("visibility")
		spec.PerSeat = lua.LVAsBool(t.RawGetString("per_seat"))
	}
	var err error
	if spec.Vis, err = core.ParseVisibility(lua.LVAsString(vis)); err != nil {
		return spec, ir.Errorf("piles."+name, "pile %s: %w", name, err)
	}
	return spec, nil
}
