package sim

import (
	"encoding/json"
	"math/rand/v2"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
)

// toy is a game of known answers for the statistics: each seat in turn
// plays "go"; after rounds moves in all the game ends, won by seat 1
// (winner "first") or by a seat the game's generator picks (winner
// "coin": a fair coin between seats 1 and 2), and each go counts "goes"
// (unless mute). Its rules also declare a verb "pass", never played. Its
// standings (lead) are none (no standing hook: the seats hold no cards, so
// they tie), "first" (seat 1 leads throughout) or "turns" (the lead passes
// to the next seat each round of turns).
type toy struct {
	st      *core.State
	grammar *notation.Grammar
	winner  string
	length  int
	lead    string
	mute    bool
	effects bool
	tally   *engine.Tally
}

type toySource struct {
	winner string
	length int
	lead   string
	mute   bool
	// effects makes a toy whose rules count (engine.Tallier) and cite
	// (engine.Citer): its effect "go: end" fires on the last move of
	// every game, "pass: never" never; each move the random bot picks is
	// first refused once, citing TOY-2 (and each listing for the watch
	// too, uncounted); the end is narrated citing TOY-1, and its reason cites it again; its text cites
	// TOY-1, TOY-2 and TOY-9 and names the counters goes and "never
	// counted".
	effects bool
}

func (s toySource) File() string { return "toy.go" }
func (s toySource) Instance() (engine.Rules, error) {
	if s.effects {
		return toyCiter{toyRules{s}}, nil
	}
	return toyRules{s}, nil
}

type toyRules struct{ src toySource }

func (r toyRules) Describe() *engine.Description {
	return &engine.Description{Name: "toy", MinSeats: 2, MaxSeats: 4, DefaultSeats: 2,
		Verbs: []engine.Verb{{Name: "go"}, {Name: "pass"}}}
}
func (r toyRules) Where(string) (string, int)          { return "", 0 }
func (r toyRules) Close()                              {}
func (r toyRules) Restore([]byte) (engine.Game, error) { return nil, nil }

func (r toyRules) NewGame(cfg engine.Config) (engine.Game, error) {
	seats := cfg.Seats
	if seats == 0 {
		seats = 2
	}
	d, err := core.NewDeck(core.French52())
	if err != nil {
		return nil, err
	}
	st, err := core.NewState(core.Config{Deck: d, Seats: seats, Seed: cfg.Seed, Piles: []core.PileSpec{{Name: "stock"}}})
	if err != nil {
		return nil, err
	}
	g, _ := notation.NewGrammar([]string{"go"})
	length := r.src.length
	if length == 0 {
		length = 3 + st.Random(5) // 3 to 7 moves
	}
	return &toy{st: st, grammar: g, winner: r.src.winner, length: length, lead: r.src.lead, mute: r.src.mute, effects: r.src.effects}, nil
}

// Tally implements engine.Tallier for a toy with effects.
func (g *toy) Tally() *engine.Tally {
	if !g.effects {
		return nil
	}
	if g.tally == nil {
		g.tally = &engine.Tally{Effects: []string{"go: end", "pass: never"}, Fired: make([]int, 2)}
	}
	return g.tally
}

func (g *toy) refuse() {
	if g.tally != nil {
		g.tally.RefuseCodes([]string{"TOY-2"})
	}
}

// toyCiter is the rules of a toy with effects, which cite.
type toyCiter struct{ toyRules }

func (toyCiter) Cited() engine.Cited {
	return engine.Cited{Codes: []string{"TOY-1", "TOY-2", "TOY-9"}, Counters: []string{"goes", "never counted"}}
}

func (g *toy) ToAct() (engine.Decision, error) {
	return engine.Decision{Seat: g.st.Turn().Current, Over: g.st.Result().Over}, nil
}
func (g *toy) Moves(int) ([]*notation.Move, error) {
	g.refuse()
	return []*notation.Move{{Verb: 0}}, nil
}
func (g *toy) RandomMove(int, *rand.Rand) (*notation.Move, error) {
	g.refuse()
	return &notation.Move{Verb: 0}, nil
}
func (g *toy) Check(int, *notation.Move) (*engine.IllegalMove, error) { return nil, nil }

func (g *toy) PlayMove(seat int, m *notation.Move) error {
	g.st.RecordMove(seat, "go")
	if !g.mute {
		if err := g.st.Count("goes", 1); err != nil {
			return err
		}
	}
	if len(g.st.Moves()) < g.length {
		g.st.Advance(1)
		return nil
	}
	w := 0
	if g.winner == "coin" {
		w = g.st.Random(2)
	}
	reason, codes := "the end", []string(nil)
	if g.tally != nil {
		g.tally.Fired[0]++
		g.st.Say("TOY-1: the end", "TOY-1") // a line and its codes, as a writer gives them
		reason, codes = "the end (TOY-1)", []string{"TOY-1"}
	}
	return g.st.EndGame([]int{w}, reason, codes...)
}
func (g *toy) Status(int) (string, error)  { return "", nil }
func (g *toy) Notation() *notation.Grammar { return g.grammar }
func (g *toy) State() *core.State          { return g.st }
func (g *toy) Copy() engine.Game           { c := *g; c.st = g.st.Clone(); c.tally = nil; return &c }
func (g *toy) Save() ([]byte, error)       { return json.Marshal(g.st) }

// Standings implements engine.Stander as the toy's lead says.
func (g *toy) Standings() ([]float64, error) {
	out := make([]float64, g.st.Seats())
	switch g.lead {
	case "first":
		out[0] = 1
	case "turns":
		out[len(g.st.Moves())/len(out)%len(out)] = 1
	default:
		return nil, nil
	}
	return out, nil
}

// Determinize implements engine.Determinizer: nothing is hidden.
func (g *toy) Determinize(int, uint64) engine.Game { return g.Copy() }
