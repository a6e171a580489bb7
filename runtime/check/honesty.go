package check

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/rulerun/rulerun/runtime/bots"
	"github.com/rulerun/rulerun/runtime/engine"
)

// The honesty audit in validate (bots.Audit): at decisions sampled from the
// whole of the first games (every hand of a match included), each audited
// bot chooses in the game and in games where every card the deciding seat
// cannot see is dealt anew. The bots decide from the seat's view alone, so
// a choice that changes means the rules show the seat what it should not
// know: its moves, their order, or the standings depend on hidden cards.

// AuditedBot is a bot the honesty audit runs on: its name, as a problem
// names it, and how to make it from a seed.
type AuditedBot struct {
	Name string
	Make bots.Maker
}

// builtInAudited are the bots audited unless Options.Audited says
// otherwise: the built-in ones, the search bot small.
func builtInAudited() []AuditedBot {
	var out []AuditedBot
	for _, name := range []string{"random", "greedy", "ismcts:16:1"} {
		out = append(out, AuditedBot{Name: name, Make: func(s uint64) (engine.Agent, error) { return bots.NewBot(name, s) }})
	}
	return out
}

const (
	auditGames   = 8 // the first games are audited
	auditPerGame = 4 // decisions a game, sampled from the whole game
	auditRedeals = 3 // re-deals a decision
)

// auditSample keeps a uniform sample of the decisions of one game with a
// choice to make (a reservoir: each decision seen is kept with the same
// chance, however long the game turns out), seeded by the game's seed so
// that the same seed audits the same decisions.
type auditSample struct {
	rng  *rand.Rand
	seen int
	kept []auditedDecision
}

// auditedDecision is a decision kept for the audit: a copy of the game as
// it stood, the seat deciding and the moves made before it.
type auditedDecision struct {
	g     engine.Game
	seat  int
	moves int
}

// newAuditSample is the sample of the game of seed, or nil when the game
// is not one validate audits.
func (v *worker) newAuditSample(seed uint64) *auditSample {
	if seed-v.opts.Seed >= auditGames {
		return nil
	}
	return &auditSample{rng: rand.New(rand.NewPCG(seed, 0x6175646974))}
}

// offer shows the sample a decision of seat with choices legal moves,
// after moves moves; it keeps a copy of g when it samples the decision.
func (s *auditSample) offer(g engine.Game, seat, choices, moves int) {
	if s == nil || choices < 2 {
		return // a forced move cannot depend on anything
	}
	s.seen++
	at := len(s.kept)
	if at >= auditPerGame {
		if at = s.rng.IntN(s.seen); at >= auditPerGame {
			return
		}
	}
	d := auditedDecision{g: g.Copy(), seat: seat, moves: moves}
	if at == len(s.kept) {
		s.kept = append(s.kept, d)
		return
	}
	s.kept[at] = d
}

// checkHonest audits the decisions the sample kept of the game of seed,
// in the order they were made.
func (v *worker) checkHonest(s *auditSample, seed uint64) error {
	if s == nil {
		return nil
	}
	slices.SortFunc(s.kept, func(a, b auditedDecision) int { return a.moves - b.moves })
	for _, d := range s.kept {
		if err := v.auditDecision(d, seed); err != nil {
			return err
		}
	}
	return nil
}

// auditDecision audits one decision with every audited bot.
func (v *worker) auditDecision(d auditedDecision, seed uint64) error {
	audited := v.opts.Audited
	if audited == nil {
		audited = builtInAudited()
	}
	for _, b := range audited {
		cheat, err := bots.Audit(d.g, d.seat, false, b.Make, auditRedeals, seed*1000+uint64(d.moves))
		if err != nil {
			return fmt.Errorf("honesty audit of the %s bot after %d moves: %w", b.Name, d.moves, err)
		}
		if cheat != nil && !v.keepsOutside() {
			return &finding{key: "honesty " + b.Name, err: fmt.Errorf("honesty audit of the %s bot: its choice depends on cards "+
				"its seat cannot see, so the rules show them to the seat (in the moves listed, their order, or the standings): %w", b.Name, cheat)}
		}
	}
	return nil
}

// keepsOutside reports whether the rules keep game state outside the game:
// then a copy of the game does not behave as the game, the replay check
// reports it, and a bot's changed choice proves nothing of hidden cards.
func (v *worker) keepsOutside() bool {
	o, ok := v.rules.(engine.OutsideStater)
	if !ok {
		return false
	}
	_, _, what := o.OutsideState()
	return what != ""
}
