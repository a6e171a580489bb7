package core

import (
	"encoding/json"
	"fmt"
	"slices"
)

// stateVersion is bumped when the saved form changes.
const stateVersion = 2

type pileJSON struct {
	Name    string `json:"name"`
	Group   string `json:"group,omitempty"`
	Owner   int    `json:"owner"`
	Vis     string `json:"visibility"`
	Viewers uint64 `json:"viewers,omitempty"`
	Cards   []int  `json:"cards"`
}

type stateJSON struct {
	Version  int             `json:"version"`
	Seats    int             `json:"seats"`
	Seed     uint64          `json:"seed"`
	Deck     []string        `json:"deck"` // code of every card, by id
	Piles    []pileJSON      `json:"piles"`
	Vars     map[string]any  `json:"vars"`
	Turn     Turn            `json:"turn"`
	Flow     json.RawMessage `json:"flow,omitempty"` // the rules' flow (flow.go)
	Score    Score           `json:"score"`
	Result   Result          `json:"result"`
	RNG      []byte          `json:"rng"`
	Log      []Event         `json:"log"`
	Moves    []MoveRecord    `json:"moves"`
	Start    int             `json:"start"`           // index of the start pile
	Declared []string        `json:"declared"`        // declared visibility of the declared piles, the first ones
	Known    [][]string      `json:"known,omitempty"` // codes each seat was shown, by seat
	Counters map[string]int  `json:"counters,omitempty"`
	// Parts are the mechanics' own parts, by name (part.go).
	Parts map[string]json.RawMessage `json:"parts,omitempty"`
}

// MarshalJSON saves the whole state. Map keys are sorted, so the same state
// always gives the same bytes.
func (s *State) MarshalJSON() ([]byte, error) {
	rngState, err := s.rng.pcg.MarshalBinary()
	if err != nil {
		return nil, err
	}
	out := stateJSON{Version: stateVersion, Seats: s.seats, Seed: s.seed, Deck: s.deck.Codes(),
		Vars: s.vars, Turn: s.turn, Score: s.score, Result: s.result, RNG: rngState, Log: s.log.since(0), Moves: s.movesSince(0),
		Start: int(s.start), Known: s.knownCodes(), Counters: s.counters}
	if out.Parts, err = s.savedParts(); err != nil {
		return nil, err
	}
	if s.flow != nil {
		if out.Flow, err = json.Marshal(s.flow); err != nil {
			return nil, fmt.Errorf("save the flow: %w", err)
		}
	}
	for _, v := range s.declared {
		out.Declared = append(out.Declared, v.String())
	}
	for _, p := range s.piles {
		pj := pileJSON{Name: p.Name, Group: p.Group, Owner: p.Owner, Vis: p.Vis.String(), Viewers: p.Viewers, Cards: make([]int, len(p.Cards))}
		for i, c := range p.Cards {
			pj.Cards[i] = int(c)
		}
		out.Piles = append(out.Piles, pj)
	}
	return json.Marshal(out)
}

// Restore reads a state saved by [State.MarshalJSON] for a game played with
// deck. It checks that every card of the deck is in exactly one pile. A
// saved state that holds parts needs [RestoreParts].
func Restore(data []byte, deck *Deck) (*State, error) { return RestoreParts(data, deck, nil) }

// RestoreParts is [Restore] for a game whose mechanics keep parts of the
// state (part.go): read reads each saved part.
func RestoreParts(data []byte, deck *Deck, read PartReader) (*State, error) {
	var in stateJSON
	if err := json.Unmarshal(data, &in); err != nil {
		return nil, fmt.Errorf("read saved game: %w", err)
	}
	if in.Version != stateVersion {
		return nil, fmt.Errorf("saved game has version %d, this rulerun reads version %d", in.Version, stateVersion)
	}
	if !slices.Equal(in.Deck, deck.Codes()) {
		return nil, fmt.Errorf("saved game was played with another deck")
	}
	if in.Seats < 1 || in.Seats > MaxSeats {
		return nil, fmt.Errorf("saved game has %d seats", in.Seats)
	}
	s := &State{deck: deck, seats: in.Seats, seed: in.Seed, names: map[string]PileID{}, vars: in.Vars, counters: in.Counters,
		turn: in.Turn, score: in.Score, result: in.Result, log: historyOf(citing(in.Log)), moves: historyOf(in.Moves), gen: nextGen()}
	s.result.Codes = cited(s.result.Reason)
	s.namesGen, s.varsGen = s.gen, s.gen
	if s.vars == nil {
		s.vars = map[string]any{}
	}
	if len(s.vars) > 0 {
		s.varsVer = varsStamps.Add(1)
	}
	if err := s.rng.pcg.UnmarshalBinary(in.RNG); err != nil {
		return nil, fmt.Errorf("saved game: random state: %w", err)
	}
	if err := s.restorePiles(in.Piles); err != nil {
		return nil, err
	}
	if err := s.restoreRounds(in); err != nil {
		return nil, err
	}
	if err := s.checkRestored(); err != nil {
		return nil, err
	}
	if err := s.restoreFlow(in.Flow, read); err != nil {
		return nil, err
	}
	if err := s.restoreParts(in.Parts, read); err != nil {
		return nil, err
	}
	return s, nil
}

func (s *State) restorePiles(piles []pileJSON) error {
	seen := make([]bool, s.deck.Size())
	for _, pj := range piles {
		vis, err := ParseVisibility(pj.Vis)
		if err != nil {
			return fmt.Errorf("saved game: pile %s: %w", pj.Name, err)
		}
		id, err := s.NewPile(pj.Name, pj.Group, pj.Owner, vis)
		if err != nil {
			return fmt.Errorf("saved game: %w", err)
		}
		p := s.piles[id]
		p.Viewers = pj.Viewers
		for _, c := range pj.Cards {
			if c < 0 || c >= len(seen) || seen[c] {
				return fmt.Errorf("saved game: pile %s: card %d is missing or twice", pj.Name, c)
			}
			seen[c] = true
			p.Cards = append(p.Cards, CardID(c))
		}
	}
	for c, ok := range seen {
		if !ok {
			return fmt.Errorf("saved game: card %d (%s) is in no pile", c, s.deck.Card(CardID(c)).Code)
		}
	}
	return nil
}

func (s *State) checkRestored() error {
	if s.turn.Current < 0 || s.turn.Current >= s.seats || s.turn.Dealer < 0 || s.turn.Dealer >= s.seats {
		return fmt.Errorf("saved game: turn names a seat that does not exist")
	}
	if s.turn.Dir != 1 && s.turn.Dir != -1 {
		return fmt.Errorf("saved game: direction must be 1 or -1")
	}
	if len(s.score.Totals) != s.seats || len(s.score.Round) != s.seats {
		return fmt.Errorf("saved game: scores do not match %d seats", s.seats)
	}
	for _, r := range s.score.Rounds {
		if len(r) != s.seats {
			return fmt.Errorf("saved game: scores do not match %d seats", s.seats)
		}
	}
	for _, seat := range slices.Concat(s.turn.Order, s.result.Winners, s.result.Losers) {
		if err := s.checkSeat(seat); err != nil {
			return fmt.Errorf("saved game: finishing order, winners or losers: %w", err)
		}
	}
	for name, v := range s.vars {
		if err := checkValue(v, 0); err != nil {
			return fmt.Errorf("saved game: variable %s: %w", name, err)
		}
	}
	return nil
}

// CheckCards verifies that every card of the deck is in exactly one pile: the
// invariant every transfer keeps.
func (s *State) CheckCards() error {
	seen := make([]bool, s.deck.Size())
	for _, p := range s.piles {
		for _, c := range p.Cards {
			if int(c) >= len(seen) || seen[c] {
				return fmt.Errorf("card %d appears twice (last in %s)", c, p.Name)
			}
			seen[c] = true
		}
	}
	for c, ok := range seen {
		if !ok {
			return fmt.Errorf("card %s is in no pile", s.deck.Card(CardID(c)).Code)
		}
	}
	return nil
}

// knownCodes lists, by seat, the codes of the cards each seat was shown, or
// nil when none was.
func (s *State) knownCodes() [][]string {
	var out [][]string
	any := false
	for seat := range s.seats {
		var codes []string
		for k := range s.deck.Kinds() {
			if s.Knows(seat, k) {
				codes = append(codes, s.deck.Kind(k).Code)
			}
		}
		any = any || len(codes) > 0
		out = append(out, codes)
	}
	if !any {
		return nil
	}
	return out
}

// restoreRounds reads what a new round needs (the start pile, the declared
// piles) and what seats were shown.
func (s *State) restoreRounds(in stateJSON) error {
	if in.Start < 0 || in.Start >= len(s.piles) || len(in.Declared) > len(s.piles) {
		return fmt.Errorf("saved game: start pile or declared piles out of range")
	}
	s.start = PileID(in.Start)
	for _, name := range in.Declared {
		v, err := ParseVisibility(name)
		if err != nil {
			return fmt.Errorf("saved game: declared piles: %w", err)
		}
		s.declared = append(s.declared, v)
	}
	s.known = newKnowledge(s.seats, s.deck.Kinds())
	if len(in.Known) > s.seats {
		return fmt.Errorf("saved game: known cards name more seats than %d", s.seats)
	}
	for seat, codes := range in.Known {
		for _, code := range codes {
			k, ok := s.deck.Lookup(code)
			if !ok {
				return fmt.Errorf("saved game: known card %q is not in the deck", code)
			}
			s.Reveal([]int{k}, bit(seat))
		}
	}
	return nil
}

// citing gives restored events the rule codes their words cite, which a
// save does not hold: read from the words once, as they are restored.
func citing(log []Event) []Event {
	for i := range log {
		e := &log[i]
		codes := cited(e.Text)
		if e.Draw != nil {
			codes = append(codes, cited(e.Draw.Why)...)
		}
		*e = e.Citing(codes...)
	}
	return log
}

// cited are the rule codes a restored text cites: a saved game is text, and
// its reader the one place core reads codes out of words.
func cited(text string) []string { return RuleCodes(text) }
