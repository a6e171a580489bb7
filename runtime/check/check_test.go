package check

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/core/notation"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// shed is a game written in Go for the checks' tests: two seats are dealt
// three cards each and take turns playing one onto the table; the first
// with no cards wins. Its flaws can be switched on, one per promise the
// checks test.
type shed struct {
	flaws   flaws
	st      *core.State
	grammar *notation.Grammar
}

type flaws struct {
	incomplete bool // Moves leaves out a card that Check accepts
	leakStatus bool // Status names the stock's top card
	leakLog    bool // the log tells everyone the card a seat drew
	noMove     bool // the seat to decide has no move once the table holds a card
	circles    bool // a play goes back into the hand it came from: the game never ends
	peekOrder  bool // Moves lists a seat's cards in an order the stock's top card decides
	twice      bool // Moves lists its first move twice
}

// keptOutside is state kept outside the game, for the replay check: when
// localCounter is on, every other play skips the next seat, counting in it.
var keptOutside int

// localCounter switches on the state kept outside the game.
var localCounter bool

type shedSource struct{ flaws flaws }

func (s shedSource) File() string                    { return "shed.go" }
func (s shedSource) Instance() (engine.Rules, error) { return &shedRules{s}, nil }

type shedRules struct{ src shedSource }

func (r *shedRules) Close() {}
func (r *shedRules) Where(what string) (string, int) {
	if what == "verbs.play.check" {
		return "shed.go", 3
	}
	return "shed.go", 7
}

func (r *shedRules) Describe() *engine.Description {
	g := grammar()
	return &engine.Description{Name: "shed", MinSeats: 2, MaxSeats: 2, DefaultSeats: 2,
		Verbs: []engine.Verb{{Name: "play", Form: g.Form(0)}}}
}

func grammar() *notation.Grammar {
	g, err := notation.NewGrammar([]string{"play <card>"})
	if err != nil {
		panic(err)
	}
	return g
}

func (r *shedRules) NewGame(cfg engine.Config) (engine.Game, error) {
	d, err := core.NewDeck(core.French52())
	if err != nil {
		return nil, err
	}
	st, err := core.NewState(core.Config{Deck: d, Seats: cfg.Seats, Seed: cfg.Seed, Piles: []core.PileSpec{
		{Name: "stock", Vis: core.Hidden}, {Name: "hand", Vis: core.OwnerOnly, PerSeat: true}, {Name: "table", Vis: core.Public}}})
	if err != nil {
		return nil, err
	}
	stock, _ := st.PileByName("stock")
	if err := st.Shuffle(stock); err != nil {
		return nil, err
	}
	hands := []core.PileID{}
	for s := range cfg.Seats {
		h, _ := st.PileByName(core.SeatPileName("hand", s))
		hands = append(hands, h)
	}
	if err := st.Deal(stock, hands, 3); err != nil {
		return nil, err
	}
	return &shed{flaws: r.src.flaws, st: st, grammar: grammar()}, nil
}

func (r *shedRules) Restore(data []byte) (engine.Game, error) {
	d, _ := core.NewDeck(core.French52())
	st, err := core.Restore(data, d)
	if err != nil {
		return nil, err
	}
	return &shed{flaws: r.src.flaws, st: st, grammar: grammar()}, nil
}

func (g *shed) hand(seat int) core.PileID {
	id, _ := g.st.PileByName(core.SeatPileName("hand", seat))
	return id
}

func (g *shed) pile(name string) core.PileID {
	id, _ := g.st.PileByName(name)
	return id
}

func (g *shed) ToAct() (engine.Decision, error) {
	if g.st.Result().Over {
		return engine.Decision{Over: true}, nil
	}
	return engine.Decision{Seat: g.st.Turn().Current}, nil
}

func (g *shed) Moves(seat int) ([]*notation.Move, error) {
	var out []*notation.Move
	if d, _ := g.ToAct(); d.Seat != seat || g.flaws.noMove && g.st.Pile(g.pile("table")).Len() > 0 {
		return nil, nil
	}
	for i, c := range g.st.Pile(g.hand(seat)).Cards {
		if i == 0 && g.flaws.incomplete {
			continue
		}
		out = append(out, &notation.Move{Args: []notation.Value{{Set: true, Cards: []notation.CardRef{notation.Plain(g.st.Deck().KindOf(c))}}}})
	}
	if g.flaws.twice && len(out) > 0 {
		out = append(out, out[0].Clone())
	}
	if top, ok := g.st.Pile(g.pile("stock")).Top(); g.flaws.peekOrder && ok && len(out) > 0 {
		k := g.st.Deck().KindOf(top) % len(out)
		out = append(out[k:], out[:k]...)
	}
	return out, nil
}

func (g *shed) RandomMove(seat int, rng *rand.Rand) (*notation.Move, error) {
	moves, _ := g.Moves(seat)
	if len(moves) == 0 {
		return nil, nil
	}
	return moves[rng.IntN(len(moves))], nil
}

func (g *shed) Check(seat int, m *notation.Move) (*engine.IllegalMove, error) {
	if d, _ := g.ToAct(); d.Seat != seat {
		return &engine.IllegalMove{Reason: "not your turn"}, nil
	}
	k := m.Args[0].Cards[0].Kind
	for _, c := range g.st.Pile(g.hand(seat)).Cards {
		if g.st.Deck().KindOf(c) == k {
			return nil, nil
		}
	}
	return &engine.IllegalMove{Reason: "you do not hold it"}, nil
}

func (g *shed) PlayMove(seat int, m *notation.Move) error {
	if im, _ := g.Check(seat, m); im != nil {
		return im
	}
	k := m.Args[0].Cards[0].Kind
	if _, err := g.st.MoveKind(g.hand(seat), k, g.pile("table"), core.OnTop); err != nil {
		return err
	}
	if g.flaws.circles {
		if _, err := g.st.MoveKind(g.pile("table"), k, g.hand(seat), core.OnTop); err != nil {
			return err
		}
	}
	g.st.RecordMove(seat, g.grammar.Format(m, g.st.Deck()))
	if g.flaws.leakLog {
		top, _ := g.st.Pile(g.pile("stock")).Top()
		g.st.Say("the stock's top card is " + g.st.Deck().Card(top).Code + ".")
	}
	if g.st.Pile(g.hand(seat)).Len() == 0 {
		return g.st.EndGame([]int{seat}, "no cards left")
	}
	steps := 1
	if localCounter {
		keptOutside++
		steps += keptOutside % 2
	}
	g.st.Advance(steps)
	return nil
}

func (g *shed) Status(seat int) (string, error) {
	if g.flaws.leakStatus {
		top, _ := g.st.Pile(g.pile("stock")).Top()
		return "next: " + g.st.Deck().Card(top).Code, nil
	}
	return fmt.Sprintf("%d on the table", g.st.Pile(g.pile("table")).Len()), nil
}

func (g *shed) Notation() *notation.Grammar { return g.grammar }
func (g *shed) State() *core.State          { return g.st }
func (g *shed) Copy() engine.Game           { c := *g; c.st = g.st.Clone(); return &c }
func (g *shed) Save() ([]byte, error)       { return json.Marshal(g.st) }

// Determinize implements engine.Determinizer, for the bots and the honesty
// audit.
func (g *shed) Determinize(seat int, seed uint64) engine.Game {
	c := *g
	c.st = g.st.Determinize(seat, seed)
	return &c
}

func TestValidateFindsEachBrokenPromise(t *testing.T) {
	tests := []struct {
		name  string
		flaws flaws
		want  string
	}{
		{"a sound game", flaws{}, ""},
		{"a legal move not listed", flaws{incomplete: true}, `verbs.play.check accepts "play `},
		{"a card shown through status", flaws{leakStatus: true}, "status shows seat"},
		{"a card shown in the log", flaws{leakLog: true}, "who cannot see"},
		{"no move for the seat to decide", flaws{noMove: true}, "must decide but has no legal move"},
		{"a game that goes round in circles", flaws{circles: true}, "the bots went round in circles"},
		{"moves in an order hidden cards decide", flaws{peekOrder: true}, "honesty audit of the random bot: its choice depends on cards its seat cannot see"},
		{"a move listed twice", flaws{twice: true}, "is listed twice"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Validate(shedSource{flaws: tt.flaws}, Options{Games: 6, Seed: 1, Workers: 2})
			assert.Equal(t, 6, r.Games)
			if tt.want == "" {
				assert.Empty(t, r.Problems)
				assert.Positive(t, r.Moves)
				return
			}
			require.NotEmpty(t, r.Problems)
			var msgs []string
			for _, p := range r.Problems {
				msgs = append(msgs, p.String())
			}
			assert.Contains(t, strings.Join(msgs, "\n"), tt.want)
			assert.Contains(t, msgs[0], "shed.go", "names the file")
			assert.Contains(t, msgs[0], "first: --seed", "names a seed that shows it")
		})
	}
}

func TestValidateFindsStateKeptOutsideTheGame(t *testing.T) {
	localCounter = true
	defer func() { localCounter = false }()
	r := Validate(shedSource{}, Options{Games: 4, Seed: 1, Workers: 1})
	require.NotEmpty(t, r.Problems)
	assert.Contains(t, r.Problems[0].Msg, "replaying the same seed")
}

func TestValidateSameForAnyNumberOfWorkers(t *testing.T) {
	t.Parallel()
	src := shedSource{flaws: flaws{leakStatus: true}}
	one := Validate(src, Options{Games: 10, Seed: 3, Workers: 1})
	three := Validate(src, Options{Games: 10, Seed: 3, Workers: 3})
	assert.Equal(t, one, three)
	assert.Equal(t, 2, one.MinSeats)
	assert.Equal(t, 2, one.MaxSeats)
}

// TestValidateStopsAtTheMoves checks Options.Moves: the run ends with the
// first games whose moves reach the total, the same for any number of
// workers.
func TestValidateStopsAtTheMoves(t *testing.T) {
	all := Validate(shedSource{}, Options{Games: 20, Seed: 3, Workers: 1})
	require.Equal(t, 20, all.Games)
	perGame := all.Moves / all.Games
	require.Positive(t, perGame)
	budget := perGame*5 + 1 // more than five games' moves when every game is as long
	tests := []struct {
		name    string
		workers int
	}{{"one worker", 1}, {"three workers", 3}}
	var reports []Report
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := Validate(shedSource{}, Options{Games: 20, Seed: 3, Workers: tt.workers, Moves: budget})
			assert.Less(t, r.Games, 20, "the run went on past the moves asked for")
			assert.GreaterOrEqual(t, r.Moves, budget, "the run stopped before the moves asked for")
			assert.Less(t, r.Moves-budget, perGame*3, "the run went on well past the moves asked for")
			reports = append(reports, r)
		})
	}
	require.Len(t, reports, 2)
	assert.Equal(t, reports[0], reports[1], "the report depends on the number of workers")
}

func TestProblemString(t *testing.T) {
	p := Problem{File: "a.lua", Line: 3, Msg: "boom", Games: 2, Seed: 7, Seats: 4}
	assert.Equal(t, "a.lua:3: boom (in 2 game(s); first: --seed 7 --players 4)", p.String())
	assert.Equal(t, "a.lua: boom", Problem{File: "a.lua", Msg: "boom"}.String())
	ps := []Problem{{File: "b.lua", Line: 1}, {File: "a.lua", Line: 9}, {File: "a.lua", Line: 2}}
	SortProblems(ps)
	assert.Equal(t, []Problem{{File: "a.lua", Line: 2}, {File: "a.lua", Line: 9}, {File: "b.lua", Line: 1}}, ps)
}

// TestValidateSumsUpTheGames checks the statistics of a report against the
// games themselves.
func TestValidateSumsUpTheGames(t *testing.T) {
	var calls atomic.Int64
	r := Validate(shedSource{}, Options{Games: 8, Seed: 3, Workers: 2, Progress: func(int) { calls.Add(1) }})
	require.Empty(t, r.Problems)
	s := r.Stats
	assert.EqualValues(t, 8, calls.Load(), "progress after each game")
	require.Len(t, s.Lengths, 8)
	total := 0
	for _, n := range s.Lengths {
		total += n
	}
	assert.Equal(t, r.Moves, total, "the lengths add up to the moves")
	assert.InDelta(t, float64(total)/8, s.Mean(), 1e-9)
	assert.Equal(t, []int{8, 8}, s.Played)
	assert.InDelta(t, 8, s.Wins[0]+s.Wins[1]+float64(s.Draws), 1e-9, "each shed game has one winner or none")
	assert.InDelta(t, s.Wins[0]/8, s.WinRate(0), 1e-9)
	assert.Zero(t, s.Unfinished)
}

func TestStatsMedian(t *testing.T) {
	s := Stats{Lengths: []int{5, 1, 3}}
	assert.Equal(t, 3.0, s.Median())
	s.Lengths = append(s.Lengths, 9)
	assert.Equal(t, 4.0, s.Median())
	assert.Zero(t, (&Stats{}).Median())
	assert.Zero(t, (&Stats{}).WinRate(3))
}

// TestValidateStopReportsTheGamesPlayed checks that a stopped run (Ctrl-C)
// reports the games played before it, not nothing.
func TestValidateStopReportsTheGamesPlayed(t *testing.T) {
	stop := make(chan struct{})
	r := Validate(shedSource{}, Options{Games: 50, Seed: 1, Workers: 1, Stop: stop, Progress: func(done int) {
		if done == 7 {
			close(stop)
		}
	}})
	assert.True(t, r.Interrupted)
	assert.Equal(t, 7, r.Games)
	assert.Len(t, r.Stats.Lengths, 7)
	whole := Validate(shedSource{}, Options{Games: 5, Seed: 1, Workers: 2})
	assert.False(t, whole.Interrupted, "a run that played every game")
}

// TestStatsBySeats checks that games of each number of seats are summed up
// apart, and that a win shared by k winners counts 1/k to each, so that
// the seats' shares sum to the games won (not 300% for a win of three).
func TestStatsBySeats(t *testing.T) {
	var s Stats
	s.add(2, 10, outcome{over: true, winners: []int{0}})
	s.add(2, 12, outcome{over: true})
	s.add(3, 20, outcome{over: true, winners: []int{2}})
	s.add(3, 5, outcome{})
	s.add(3, 9, outcome{over: true, winners: []int{0, 1, 2}})
	assert.Equal(t, map[int]*SeatCount{
		2: {Games: 2, Wins: []float64{1, 0}, Draws: 1},
		3: {Games: 3, Wins: []float64{1.0 / 3, 1.0 / 3, 1 + 1.0/3}, Unfinished: 1},
	}, s.BySeats)
	assert.InDelta(t, 1+1.0/3, s.Wins[0], 1e-9)
	assert.InDelta(t, 1+1.0/3, s.Wins[2], 1e-9)
	assert.InDelta(t, 3, s.Wins[0]+s.Wins[1]+s.Wins[2], 1e-9, "three games won, one of them shared")
}
