package scenario

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/safefile"
	"github.com/rulerun/rulerun/runtime/words"
	"go.yaml.in/yaml/v3"
)

// MaxFileSize is the largest scenario file read, in bytes.
const MaxFileSize = 1 << 20

// ParseFile reads a scenario file: one scenario, or several separated by
// "---" lines. A mistake is an *Error with the file, line and column; the
// first is returned ([ParseFileAll] returns them all).
func ParseFile(path string) ([]*Scenario, error) {
	out, errs := ParseFileAll(path)
	if len(errs) > 0 {
		return nil, errs[0]
	}
	return out, nil
}

// ParseFileAll reads every scenario of a file that it can, and every
// mistake of the others ([ParseAll]).
func ParseFileAll(path string) ([]*Scenario, []error) {
	data, err := safefile.ReadFile(path, MaxFileSize)
	var se *safefile.SizeError
	switch {
	case errors.As(err, &se):
		return nil, []error{errorf(Pos{File: path}, "file is %d bytes; scenario files may be at most %d", se.Size, MaxFileSize)}
	case err != nil:
		return nil, []error{fmt.Errorf("read scenario: %w", err)}
	}
	return ParseAll(path, data)
}

// Parse reads scenarios from the text of a file named file. It checks their
// form; seats, card codes, piles and moves are checked against the game
// when a scenario runs. It returns the first mistake of the file, if any
// ([ParseAll] returns them all).
func Parse(file string, data []byte) ([]*Scenario, error) {
	out, errs := ParseAll(file, data)
	if len(errs) > 0 {
		return nil, errs[0]
	}
	return out, nil
}

// ParseAll reads every scenario of a file that it can, and every mistake of
// the others, in file order: a scenario with a mistake, even one that is not
// valid YAML, leaves the next ones to be read.
func ParseAll(file string, data []byte) ([]*Scenario, []error) {
	if len(data) > MaxFileSize {
		return nil, []error{errorf(Pos{File: file}, "file is %d bytes; scenario files may be at most %d", len(data), MaxFileSize)}
	}
	var out []*Scenario
	var errs []error
	names := map[string]Pos{}
	for _, d := range splitDocuments(data) {
		root, err := d.decode(file)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		if root == nil {
			continue
		}
		p := parser{file: file}
		s, serrs := p.scenario(root)
		if len(serrs) > 0 {
			errs = append(errs, oneScenario(serrs)) // one failed scenario, however many mistakes
			continue
		}
		if first, dup := names[s.Name]; dup {
			errs = append(errs, errorf(s.Pos, "another scenario of this file is named %q (at line %d)", s.Name, first.Line))
			continue
		}
		names[s.Name] = s.Pos
		out = append(out, s)
	}
	if len(out) == 0 && len(errs) == 0 {
		errs = append(errs, errorf(Pos{File: file}, "no scenario in the file (a scenario has at least name, script and steps)"))
	}
	return out, errs
}

// oneScenario makes the mistakes of one scenario one error: at the first's
// place, each other on a line of its own with its file:line.
func oneScenario(errs []error) error {
	if len(errs) == 1 {
		return errs[0]
	}
	first, ok := errs[0].(*Error)
	if !ok {
		return errors.Join(errs...)
	}
	msg := []string{first.Msg}
	for _, err := range errs[1:] {
		msg = append(msg, err.Error())
	}
	return &Error{Pos: first.Pos, Msg: strings.Join(msg, "\n    ")}
}

// parser walks the YAML tree of one scenario.
type parser struct{ file string }

func (p *parser) pos(n *yaml.Node) Pos { return Pos{File: p.file, Line: n.Line, Col: n.Column} }

// field is one key of a mapping and its value.
type field struct {
	key   string
	kpos  Pos
	value *yaml.Node
}

// mapping reads a mapping's fields in order. Duplicate keys, aliases and
// keys that are not plain scalars are mistakes.
func (p *parser) mapping(n *yaml.Node, what string) ([]field, error) {
	if err := p.noAlias(n); err != nil {
		return nil, err
	}
	if n.Kind != yaml.MappingNode {
		return nil, errorf(p.pos(n), "%s must be a mapping of key: value lines", what)
	}
	var out []field
	seen := map[string]int{}
	for i := 0; i+1 < len(n.Content); i += 2 {
		k, v := n.Content[i], n.Content[i+1]
		if err := p.noAlias(k); err != nil {
			return nil, err
		}
		if k.Kind != yaml.ScalarNode || k.Value == "" {
			return nil, errorf(p.pos(k), "a key of %s must be a plain word or number", what)
		}
		if line, dup := seen[k.Value]; dup {
			return nil, errorf(p.pos(k), "key %q appears twice in %s (first at line %d)", k.Value, what, line)
		}
		seen[k.Value] = k.Line
		if err := p.noAlias(v); err != nil {
			return nil, err
		}
		out = append(out, field{key: k.Value, kpos: p.pos(k), value: v})
	}
	return out, nil
}

func (p *parser) noAlias(n *yaml.Node) error {
	if n.Kind == yaml.AliasNode || n.Anchor != "" {
		return errorf(p.pos(n), "anchors and aliases (& and *) are not supported in scenarios")
	}
	return nil
}

func unknownKey(f field, in string, known []string) *Error {
	return errorf(f.kpos, "unknown key %q in %s%s (known keys: %s)", f.key, in, didYouMean(f.key, known), strings.Join(known, ", "))
}

// didYouMean is "; did you mean KEY?" for the known key closest to a
// misspelt one, or "" when none is close.
func didYouMean(key string, known []string) string {
	if k := words.Nearest(key, known); k != "" {
		return "; did you mean " + k + "?"
	}
	return ""
}

// scalar reads a non-empty scalar as written.
func (p *parser) scalar(n *yaml.Node, what string) (string, error) {
	if err := p.noAlias(n); err != nil {
		return "", err
	}
	if n.Kind != yaml.ScalarNode {
		return "", errorf(p.pos(n), "%s must be a single value, not a list or a mapping", what)
	}
	if n.Tag == "!!null" || strings.TrimSpace(n.Value) == "" {
		return "", errorf(p.pos(n), "%s needs a value", what)
	}
	return strings.TrimSpace(n.Value), nil
}

// number reads a whole number from min up.
func (p *parser) number(n *yaml.Node, what string, min int) (int, error) {
	s, err := p.scalar(n, what)
	if err != nil {
		return 0, err
	}
	v, err := strconv.Atoi(s)
	if err != nil || v < min {
		return 0, errorf(p.pos(n), "%s must be a whole number from %d up, not %q", what, min, s)
	}
	return v, nil
}

// round reads the number of a match's round, which the core bounds.
func (p *parser) round(n *yaml.Node) (int, error) {
	v, err := p.number(n, "round", 1)
	if err == nil && v > core.MaxRounds {
		err = errorf(p.pos(n), "round must be a whole number from 1 to %d, not %d", core.MaxRounds, v)
	}
	return v, err
}

// seat reads a seat number (from 1; checked against the game when run).
func (p *parser) seat(n *yaml.Node, what string) (Seat, error) {
	v, err := p.number(n, what, 1)
	if err != nil {
		return Seat{}, err
	}
	return Seat{N: v, Pos: p.pos(n)}, nil
}

// seats reads one seat or a list of them.
func (p *parser) seats(n *yaml.Node, what string) ([]Seat, error) {
	if n.Kind != yaml.SequenceNode {
		s, err := p.seat(n, what)
		return []Seat{s}, err
	}
	out := []Seat{}
	for _, item := range n.Content {
		s, err := p.seat(item, what)
		if err != nil {
			return nil, err
		}
		out = append(out, s)
	}
	return out, nil
}

func (p *parser) boolean(n *yaml.Node, what string) (bool, error) {
	s, err := p.scalar(n, what)
	if err != nil {
		return false, err
	}
	switch strings.ToLower(s) {
	case "true", "yes", "on":
		return true, nil
	case "false", "no", "off":
		return false, nil
	}
	return false, errorf(p.pos(n), "%s must be true or false, not %q", what, s)
}

func (p *parser) direction(n *yaml.Node) (int, error) {
	s, err := p.scalar(n, "direction")
	if err != nil {
		return 0, err
	}
	switch strings.ToLower(s) {
	case "clockwise", "1":
		return 1, nil
	case "counterclockwise", "anticlockwise", "-1":
		return -1, nil
	}
	return 0, errorf(p.pos(n), "direction must be clockwise or counterclockwise, not %q", s)
}

// cards reads a list of card codes: [8H, 5C, KD], bottom first.
func (p *parser) cards(n *yaml.Node, what string) (Cards, error) {
	if err := p.noAlias(n); err != nil {
		return Cards{}, err
	}
	if n.Kind != yaml.SequenceNode {
		return Cards{}, errorf(p.pos(n), "%s must be a list of cards, such as [8H, 5C, KD] ([] for none)", what)
	}
	var out Cards
	for _, item := range n.Content {
		code, err := p.scalar(item, "a card of "+what)
		if err != nil {
			return Cards{}, err
		}
		out.Codes = append(out.Codes, code)
		out.Pos = append(out.Pos, p.pos(item))
	}
	return out, nil
}

// piles reads the value of a pile key: either the pile's own value, or, for
// a per-seat pile group, a mapping of seats to values (hand: {1: ..., 2: ...}).
func (p *parser) piles(f field, each func(ref PileRef, v *yaml.Node) error) error {
	if f.value.Kind != yaml.MappingNode {
		return each(PileRef{Name: f.key, Pos: f.kpos}, f.value)
	}
	fields, err := p.mapping(f.value, f.key)
	if err != nil {
		return err
	}
	if len(fields) == 0 {
		return errorf(f.kpos, "%s: {} names no seat (write %s: {1: ..., 2: ...} for one pile per seat)", f.key, f.key)
	}
	for _, sf := range fields {
		n, err := strconv.Atoi(sf.key)
		if err != nil || n < 1 {
			return errorf(sf.kpos, "%s: a key here is a seat number, not %q (write %s: {1: ..., 2: ...} for one pile per seat)", f.key, sf.key, f.key)
		}
		if err := each(PileRef{Name: f.key, Seat: n, Pos: sf.kpos}, sf.value); err != nil {
			return err
		}
	}
	return nil
}

var scenarioKeys = []string{"name", "script", "seats", "seed", "options", "setup", "steps", "error", "recorded"}

// scenario reads one scenario, or returns every mistake found in it.
func (p *parser) scenario(n *yaml.Node) (*Scenario, []error) {
	fields, err := p.mapping(n, "a scenario")
	if err != nil {
		return nil, []error{err}
	}
	s := &Scenario{Pos: p.pos(n), Seed: 1}
	has := map[string]bool{}
	var errs []error
	for _, f := range fields {
		has[f.key] = true
		errs = appendErrors(errs, p.scenarioField(s, f))
	}
	for _, k := range []string{"name", "script"} {
		if !has[k] {
			errs = append(errs, errorf(s.Pos, "the scenario needs a %s", k))
		}
	}
	if s.Error != nil && (has["steps"] || has["setup"] || s.Recorded != nil) {
		errs = append(errs, errorf(s.Error.Pos, "a scenario that expects the game to be refused (error:) has no setup and no steps"))
	}
	if !has["steps"] && !has["recorded"] && !has["error"] && len(errs) == 0 { // a misspelt steps: is said once
		errs = append(errs, errorf(s.Pos, "the scenario %q has no steps", s.Name))
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return s, nil
}

// mistakes are several mistakes found in one part of a scenario.
type mistakes []error

// Error is the first mistake (appendErrors takes every one).
func (m mistakes) Error() string { return m[0].Error() }

// appendErrors adds err to errs, each of its mistakes when it holds several.
func appendErrors(errs []error, err error) []error {
	var m mistakes
	switch {
	case err == nil:
		return errs
	case errors.As(err, &m):
		return append(errs, m...)
	}
	return append(errs, err)
}

func (p *parser) scenarioField(s *Scenario, f field) error {
	var err error
	switch f.key {
	case "name":
		s.Name, err = p.scalar(f.value, "name")
		s.Rules = core.RuleCodes(s.Name)
	case "script":
		s.Script, err = p.scalar(f.value, "script")
		s.scriptPos = p.pos(f.value)
	case "seats":
		s.Seats, err = p.number(f.value, "seats", 1)
		s.seatsPos = p.pos(f.value)
	case "seed":
		var v string
		if v, err = p.scalar(f.value, "seed"); err == nil {
			if s.Seed, err = strconv.ParseUint(v, 10, 64); err != nil {
				err = errorf(p.pos(f.value), "seed must be a whole number from 0 up, not %q", v)
			}
		}
	case "options":
		s.optionsPos = p.pos(f.value)
		s.Options, err = p.options(f.value)
	case "setup":
		s.Setup, err = p.setup(f.value)
	case "steps":
		s.Steps, err = p.steps(f.value)
	case "error":
		var text string
		if text, err = p.scalar(f.value, "error"); err == nil {
			s.Error = &Text{Text: text, Pos: p.pos(f.value)}
		}
	case "recorded":
		s.Recorded, err = p.expect(f.value, "recorded")
		s.recordedKey = f.kpos
	default:
		err = unknownKey(f, "a scenario", scenarioKeys)
	}
	return err
}

func (p *parser) options(n *yaml.Node) (map[string]string, error) {
	fields, err := p.mapping(n, "options")
	if err != nil {
		return nil, err
	}
	out := map[string]string{}
	for _, f := range fields {
		if out[f.key], err = p.scalar(f.value, "option "+f.key); err != nil {
			return nil, err
		}
	}
	return out, nil
}

var setupKeys = []string{"dealer", "first", "direction", "rest", "scores", "round", "vars", "named", "deal"}

func (p *parser) setup(n *yaml.Node) (*Setup, error) {
	fields, err := p.mapping(n, "setup")
	if err != nil {
		return nil, err
	}
	su := &Setup{Pos: p.pos(n)}
	for _, f := range fields {
		switch f.key {
		case "dealer":
			su.Dealer, err = p.seat(f.value, "dealer")
		case "first":
			su.First, err = p.seat(f.value, "first")
		case "direction":
			su.Direction, err = p.direction(f.value)
		case "scores":
			su.Scores, err = p.setupScores(f)
		case "round":
			su.Round, err = p.round(f.value)
		case "vars":
			su.Vars, err = p.vars(f.value)
		case "named":
			su.Named, err = p.scalar(f.value, "named")
			su.NamedPos = p.pos(f.value)
		case "deal":
			su.Deal, err = p.deal(f)
		case "rest":
			var name string
			if name, err = p.scalar(f.value, "rest"); err == nil {
				su.Rest = &PileRef{Name: name, Pos: p.pos(f.value)}
			}
		default:
			err = p.piles(f, func(ref PileRef, v *yaml.Node) error {
				cards, err := p.cards(v, ref.String())
				if err != nil && f.value.Kind == yaml.ScalarNode {
					err = errorf(f.kpos, "unknown key %q in setup: the keys are %s, or a pile name with a list of cards",
						f.key, strings.Join(setupKeys, ", "))
				}
				su.Piles = append(su.Piles, PileCards{Pile: ref, Cards: cards})
				return err
			})
		}
		if err != nil {
			return nil, err
		}
	}
	return su, nil
}

func (p *parser) steps(n *yaml.Node) ([]*Step, error) {
	if err := p.noAlias(n); err != nil {
		return nil, err
	}
	if n.Kind != yaml.SequenceNode {
		return nil, errorf(p.pos(n), "steps must be a list, one step a line: - 1: play 8H")
	}
	var out []*Step
	var errs mistakes
	for _, item := range n.Content {
		st, err := p.step(item)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		out = append(out, st)
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return out, nil
}

const stepForms = "a step is SEAT: MOVE (accepted), refuse: {seat: SEAT, move: MOVE, reason: TEXT, rule: CODE}, expect: {...} " +
	"or deal: {round: ROUND, PILE: [CARDS]}"

func (p *parser) step(n *yaml.Node) (*Step, error) {
	fields, err := p.mapping(n, "a step")
	if err != nil || len(fields) != 1 {
		return nil, errorf(p.pos(n), "%s", stepForms)
	}
	f := fields[0]
	st := &Step{Pos: f.kpos}
	switch f.key {
	case "expect":
		st.Kind = ExpectStep
		st.Expect, err = p.expect(f.value, "expect")
	case "refuse":
		st.Kind = RefuseStep
		err = p.refusal(st, f.value)
	case "deal":
		st.Kind = DealStep
		st.Deal, err = p.roundDeal(f.value)
	default:
		n, aerr := strconv.Atoi(f.key)
		if aerr != nil || n < 1 {
			if k := words.Nearest(f.key, []string{"expect", "refuse", "deal"}); k != "" {
				return nil, errorf(f.kpos, "unknown step %q (did you mean %s?): %s", f.key, k, stepForms)
			}
			return nil, errorf(f.kpos, "unknown step %q: %s", f.key, stepForms)
		}
		st.Kind, st.Seat = PlayStep, Seat{N: n, Pos: f.kpos}
		st.Move, err = p.scalar(f.value, "the move of seat "+f.key)
		st.MovePos = p.pos(f.value)
	}
	return st, err
}

var refuseKeys = []string{"seat", "move", "reason", "rule"}

func (p *parser) refusal(st *Step, n *yaml.Node) error {
	fields, err := p.mapping(n, "refuse")
	if err != nil {
		return err
	}
	has := map[string]bool{}
	for _, f := range fields {
		has[f.key] = true
		switch f.key {
		case "seat":
			st.Seat, err = p.seat(f.value, "seat")
		case "move":
			st.Move, err = p.scalar(f.value, "move")
			st.MovePos = p.pos(f.value)
		case "reason":
			st.Reason, err = p.scalar(f.value, "reason")
		case "rule":
			if st.Rule, err = p.scalar(f.value, "rule"); err == nil && !ruleCode.MatchString(st.Rule) {
				err = errorf(p.pos(f.value), "rule must be a rule code: a letter, then letters or digits, a dash and a number, with an optional lower-case letter after it (RULE-7, HOUSE-12, R2-3b), not %q", st.Rule)
			}
		default:
			err = unknownKey(f, "refuse", refuseKeys)
		}
		if err != nil {
			return err
		}
	}
	if !has["seat"] || !has["move"] {
		return errorf(p.pos(n), "refuse needs a seat and a move: refuse: {seat: 2, move: play 9H}")
	}
	return nil
}

// setupScores reads the setup's scores: {1: 95, 3: 40}, read as the
// expectation of the same name is.
func (p *parser) setupScores(f field) ([]SeatScore, error) {
	checks, err := p.scores(f)
	if err != nil {
		return nil, err
	}
	c := checks[0].(*scoresCheck)
	out := make([]SeatScore, len(c.seats))
	for i, s := range c.seats {
		out[i] = SeatScore{Seat: s, Points: c.points[i]}
	}
	return out, nil
}
