package bots

import (
	"fmt"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
)

// Maker makes a fresh bot from a seed, as NewBot does for one name.
type Maker func(seed uint64) (engine.Agent, error)

// Cheat is what an honesty audit found at one decision: the bot's choice
// changed when cards its seat cannot see were dealt anew (its view, and so
// what it may know, unchanged).
type Cheat struct {
	Seat     int    // the seat deciding (from 0)
	Decision int    // the moves made before the decision
	Real     string // the bot's choice in the game itself
	Redealt  string // its choice in the first re-dealt game that changed it
	Changed  int    // the re-dealt games that changed its choice
	Redeals  int    // the re-dealt games tried
	// Read names the hidden cards the choice depends on: each pile whose
	// hidden cards, dealt anew alone, changed it, with its real cards; or
	// the game's future (its random draws) when no pile alone did.
	Read []string
}

// Error says who read what, where.
func (c *Cheat) Error() string {
	return fmt.Sprintf("the bot of seat %d reads cards its seat cannot see: at the decision after %d moves it chose %q, "+
		"and %q once the cards it cannot see were dealt anew (%d of %d re-deals changed its choice); it read %s",
		c.Seat+1, c.Decision, c.Real, c.Redealt, c.Changed, c.Redeals, strings.Join(c.Read, "; "))
}

// Audit is the honesty audit of one decision of seat in g: the bot newBot
// gives chooses in g, then, made again from the same seed, in redeals games
// in which every card seat cannot see is dealt anew (engine.Determinizer,
// consistent with all the seat sees). An honest bot decides from the
// seat's view alone, and its own seeded randomness is the only chance in
// its choice: made from the same seed, it chooses the same in every
// re-dealt game. Audit returns the Cheat when one re-deal changes the
// choice, nil when none does or the game hides nothing. g is not changed.
func Audit(g engine.Game, seat int, optional bool, newBot Maker, redeals int, seed uint64) (*Cheat, error) {
	det, ok := g.(engine.Determinizer)
	if !ok || !hidesFrom(g.State(), seat) {
		return nil, nil
	}
	real, err := choose(g.Copy(), seat, optional, newBot, seed)
	if err != nil {
		return nil, err
	}
	var cheat *Cheat
	for i := range redeals {
		got, err := choose(det.Determinize(seat, Seed(seed, i+1)), seat, optional, newBot, seed)
		if err != nil {
			return nil, err
		}
		if got == real {
			continue
		}
		if cheat == nil {
			cheat = &Cheat{Seat: seat, Decision: g.State().MovesLen(), Real: real, Redealt: got, Redeals: redeals}
		}
		cheat.Changed++
	}
	if cheat == nil {
		return nil, nil
	}
	cheat.Read, err = readPiles(g, seat, optional, newBot, seed, real)
	return cheat, err
}

// choose is the choice a bot made from seed makes in g, as text ("nothing"
// when it declines).
func choose(g engine.Game, seat int, optional bool, newBot Maker, seed uint64) (string, error) {
	bot, err := newBot(seed)
	if err != nil {
		return "", err
	}
	m, ok, err := bot.Choose(g, seat, optional)
	if err != nil || !ok || m == nil {
		return "nothing", err
	}
	return engine.Format(g, m), nil
}

// hidesFrom reports whether some card lies where seat cannot see it.
func hidesFrom(st *core.State, seat int) bool {
	for i := range st.NumPiles() {
		if p := st.Pile(core.PileID(i)); !p.SeesAll(seat) && p.Len() > 0 {
			return true
		}
	}
	return false
}

// auditTries is how many times each pile's hidden cards are dealt anew
// alone when looking for the ones a choice depends on.
const auditTries = 6

// readPiles names the piles whose hidden cards the bot's choice depends
// on, each with its real hidden cards: those whose hidden cards, shuffled
// among themselves, change it; else those whose hidden cards, swapped with
// others, change it; else the game's future (the re-deals also draw the
// game's random future anew).
func readPiles(g engine.Game, seat int, optional bool, newBot Maker, seed uint64, real string) ([]string, error) {
	for _, within := range []bool{true, false} {
		read, err := readPilesBy(g, seat, optional, newBot, seed, real, within)
		if err != nil || len(read) > 0 {
			return read, err
		}
	}
	return []string{"the game's future (the random draws still to come)"}, nil
}

// readPilesBy names the piles whose hidden cards, dealt anew (within the
// pile, or with any other hidden card), change the bot's choice.
func readPilesBy(g engine.Game, seat int, optional bool, newBot Maker, seed uint64, real string, within bool) ([]string, error) {
	var read []string
	st := g.State()
	for i := range st.NumPiles() {
		id := core.PileID(i)
		if p := st.Pile(id); p.SeesAll(seat) || p.Len() == 0 {
			continue
		}
		changed, err := pileChanges(g, seat, id, optional, newBot, seed, real, within)
		if err != nil {
			return nil, err
		}
		if changed {
			read = append(read, hiddenCards(st, seat, id))
		}
	}
	return read, nil
}

// pileChanges reports whether dealing pile id's hidden cards anew changes the bot's choice in one of auditTries tries. A game that cannot
// be arranged so counts every hidden pile as read.
func pileChanges(g engine.Game, seat int, id core.PileID, optional bool, newBot Maker, seed uint64, real string, within bool) (bool, error) {
	for try := range auditTries {
		c := g.Copy()
		a, ok := c.(engine.Arranger)
		if !ok {
			return true, nil
		}
		err := a.Arrange(func(st *core.State) error {
			st.RedealPile(seat, id, Seed(seed, 1000+try), within)
			return nil
		})
		if err != nil {
			return false, fmt.Errorf("re-dealing pile %s: %w", g.State().Pile(id).Name, err)
		}
		got, err := choose(c, seat, optional, newBot, seed)
		if err != nil {
			return false, err
		}
		if got != real {
			return true, nil
		}
	}
	return false, nil
}

// hiddenCards writes a pile and the cards in it seat cannot see, top first.
func hiddenCards(st *core.State, seat int, id core.PileID) string {
	p := st.Pile(id)
	var codes []string
	for i := len(p.Cards) - 1; i >= 0; i-- {
		if !p.Sees(seat, i) {
			codes = append(codes, st.Deck().Kind(st.Deck().KindOf(p.Cards[i])).Code)
		}
	}
	const most = 8
	if len(codes) > most {
		codes = append(codes[:most], fmt.Sprintf("and %d more", len(codes)-most))
	}
	return fmt.Sprintf("%s (hidden, top first: %s)", p.Name, strings.Join(codes, " "))
}
