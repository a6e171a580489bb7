package enginetest

import (
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
)

// Source is the rules of Race as an [engine.Source].
type Source struct{}

// File names the rules in messages.
func (Source) File() string { return "race.go" }

// Instance implements [engine.Source].
func (Source) Instance() (engine.Rules, error) { return Rules{}, nil }

// Describe implements [engine.Describer].
func (Source) Describe() *engine.Description { return description }

// Rules is the rules of Race as an [engine.Rules].
type Rules struct{}

// grammar is Race's notation: verb 0 adds, verb 1 shouts.
var grammar = mustGrammar("add <n>", "shout")

func mustGrammar(patterns ...string) *notation.Grammar {
	g, err := notation.NewGrammar(patterns)
	if err != nil {
		panic(err)
	}
	return g
}

var description = &engine.Description{
	Name:        "Race",
	Description: "Seats take turns adding 1 or 2 to a total; whoever makes it exactly the target wins.",
	MinSeats:    2, MaxSeats: 4, DefaultSeats: 2,
	Options: []engine.Option{{Name: "target", Default: "10", Help: "the total to reach"}},
	Verbs: []engine.Verb{{Name: "add", Form: grammar.Form(0)},
		{Name: "shout", Form: grammar.Form(1), OutOfTurn: true}},
}

// Describe implements [engine.Describer].
func (Rules) Describe() *engine.Description { return description }

// Where says the rules are all in race.go, the check of add on line 1.
func (Rules) Where(what string) (string, int) {
	if what == "verbs.add.check" {
		return "race.go", 1
	}
	return "", 0
}

// Close implements [engine.Rules].
func (Rules) Close() {}

// NewGame starts a game: the total at 0, seat 1 to play, a 52-card deck
// in the box and an empty hand per seat, for tests to arrange.
func (Rules) NewGame(cfg engine.Config) (engine.Game, error) {
	seats := cfg.Seats
	if seats == 0 {
		seats = description.DefaultSeats
	}
	if seats < description.MinSeats || seats > description.MaxSeats {
		return nil, &engine.ConfigError{Msg: fmt.Sprintf("Race is played by 2 to 4 players, not %d", seats)}
	}
	target, err := targetOf(cfg.Options)
	if err != nil {
		return nil, err
	}
	d, err := core.NewDeck(core.French52())
	if err != nil {
		return nil, err
	}
	st, err := core.NewState(core.Config{Deck: d, Seats: seats, Seed: cfg.Seed,
		Piles: []core.PileSpec{{Name: "box"}, {Name: "hand", Vis: core.OwnerOnly, PerSeat: true}}})
	if err != nil {
		return nil, err
	}
	if cfg.Prepare != nil {
		if err := cfg.Prepare(st); err != nil {
			return nil, err
		}
	}
	if err := st.SetVar("total", 0.0); err != nil {
		return nil, err
	}
	st.Say(fmt.Sprintf("Race to %d.", target))
	return &Race{st: st, target: target}, nil
}

// targetOf reads the options: target, a whole number from 1.
func targetOf(opts map[string]string) (int, error) {
	target := 10
	for name, v := range opts {
		if name != "target" {
			return 0, &engine.ConfigError{Options: true, Msg: fmt.Sprintf("unknown option %q for Race (options: target)", name)}
		}
		n, err := strconv.Atoi(v)
		if err != nil || n < 1 {
			return 0, &engine.ConfigError{Options: true, Msg: fmt.Sprintf("option target: %q is not a whole number from 1", v)}
		}
		target = n
	}
	return target, nil
}

// Restore continues a game saved with [Race.Save].
func (Rules) Restore(data []byte) (engine.Game, error) {
	var saved struct {
		Target int             `json:"target"`
		State  json.RawMessage `json:"state"`
	}
	if err := json.Unmarshal(data, &saved); err != nil {
		return nil, err
	}
	d, err := core.NewDeck(core.French52())
	if err != nil {
		return nil, err
	}
	st, err := core.Restore(saved.State, d)
	if err != nil {
		return nil, err
	}
	return &Race{st: st, target: saved.Target}, nil
}
