package lua

import (
	"maps"
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/runtime/lua/bind"
	lua "github.com/yuin/gopher-lua"
)

// optionsCache is the options of the host's last game, resolved: a new
// game asked with the same options reuses them, their Lua table (which the
// script cannot change) and the key of the decks and plans made for them,
// so that self-play does not build them again for every game.
type optionsCache struct {
	given map[string]string // as asked, nil before the first game
	opts  map[string]any    // every option's value, defaults included
	table *lua.LTable       // opts as the script reads them, guarded
	key   string            // opts as name=value, sorted
}

// options resolves the options a game is asked with, once for the same
// options in a row.
func (h *Host) options(given map[string]string) (*optionsCache, error) {
	c := &h.optCache
	if c.opts != nil && maps.Equal(c.given, given) {
		return c, nil
	}
	opts, err := h.script.Info.ResolveOptions(given)
	if err != nil {
		return nil, err
	}
	table := bind.ToLua(h.vm.L, opts).(*lua.LTable)
	h.api.GuardOptions(table)
	*c = optionsCache{given: maps.Clone(given), opts: opts, table: table, key: strings.Join(optionList(opts), " ")}
	if c.given == nil {
		c.given = map[string]string{}
	}
	return c, nil
}

// planKey names the decks and plans made for a number of seats and a set
// of options.
func planKey(seats int, options string) string { return strconv.Itoa(seats) + " [" + options + "]" }

// lastKey is the plan key the host made last, kept so that the games of a
// run do not write it again.
type lastKey struct {
	seats   int
	options string
	key     string
}

// planKey is planKey(seats, options), made once for the same in a row.
func (h *Host) planKey(seats int, options string) string {
	k := &h.lastKey
	if k.key == "" || k.seats != seats || k.options != options {
		*k = lastKey{seats: seats, options: options, key: planKey(seats, options)}
	}
	return k.key
}
