package scenario

import (
	"fmt"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
)

// Record writes a played game as a scenario for the file at path: the
// script (relative to the file's folder), seats, seed, the options that
// differ from their defaults, every accepted move, and a recorded block of
// expectations about the final state. Running it replays the game from the
// script's own deal and checks that it ends the same way. d describes the
// game's rules, for the options' defaults.
func Record(g engine.Game, d *engine.Description, script, path string) ([]byte, error) {
	rel, err := relPath(filepath.Dir(path), script)
	if err != nil {
		return nil, err
	}
	name := strings.TrimSuffix(filepath.Base(path), filepath.Ext(path))
	var b strings.Builder
	b.WriteString("# Recorded by rulerun play. rulerun test replays it; after an intended rule\n" +
		"# change, rulerun test --update rewrites the recorded block below.\n")
	st := g.State()
	fmt.Fprintf(&b, "name: %s\n", yamlString(fmt.Sprintf("%s (recorded game of seed %d)", name, st.Seed())))
	fmt.Fprintf(&b, "script: %s\n", yamlString(rel))
	fmt.Fprintf(&b, "seats: %d\n", st.Seats())
	fmt.Fprintf(&b, "seed: %d\n", st.Seed())
	if opts := changedOptions(g, d); len(opts) > 0 {
		fmt.Fprintf(&b, "options: {%s}\n", strings.Join(opts, ", "))
	}
	moves := st.Moves()
	if len(moves) == 0 {
		b.WriteString("steps: []\n")
	} else {
		b.WriteString("steps:\n")
	}
	for _, m := range moves {
		fmt.Fprintf(&b, "  - %d: %s\n", m.Seat+1, yamlString(m.Move))
	}
	b.WriteString(recordedBlock(g, ""))
	return []byte(b.String()), nil
}

// relPath is target as seen from the folder dir, with forward slashes.
func relPath(dir, target string) (string, error) {
	absDir, err := filepath.Abs(dir)
	if err != nil {
		return "", err
	}
	absTarget, err := filepath.Abs(target)
	if err != nil {
		return "", err
	}
	rel, err := filepath.Rel(absDir, absTarget)
	if err != nil {
		return "", fmt.Errorf("the script %s cannot be reached from %s: %w", target, dir, err)
	}
	return filepath.ToSlash(rel), nil
}

// changedOptions lists the game's options that differ from their defaults,
// as name: value.
func changedOptions(g engine.Game, d *engine.Description) []string {
	og, ok := g.(engine.Optioned)
	if !ok {
		return nil
	}
	values := og.Options()
	var out []string
	for _, o := range d.Options {
		if v, ok := values[o.Name]; ok && v != o.Default {
			out = append(out, o.Name+": "+yamlString(v))
		}
	}
	return out
}

// recordedBlock writes the expectations about the game as it is now: who
// decides next or how it ended, the direction of play, the finishing order
// and scores when there are any, the cards of every per-seat pile, and the
// size and top card of every other pile. indent goes before every line.
func recordedBlock(g engine.Game, indent string) string {
	st := g.State()
	var lines []string
	add := func(format string, args ...any) { lines = append(lines, fmt.Sprintf(format, args...)) }
	r := st.Result()
	switch {
	case r.Over && len(r.Losers) > 0: // lost by some, won by nobody
		add("over: true")
		add("loser: %s", seatsYAML(r.Losers))
	case r.Over && r.Draw && st.Seats() == 1: // a game of one that nobody won is lost
		add("over: true")
		add("lost: true")
	case r.Over && r.Draw:
		add("over: true")
		add("draw: true")
	case r.Over:
		add("over: true")
		add("winner: %s", seatsYAML(r.Winners))
	default:
		if d, err := g.ToAct(); err == nil && !d.Over {
			add("next: %d", d.Seat+1)
		}
	}
	add("direction: %s", dirName(st.Turn().Dir))
	if len(st.Turn().Order) > 0 {
		add("finish: %s", seatsYAML(st.Turn().Order))
	}
	if sc := st.Score(); len(sc.Rounds) > 0 || anyNonZero(sc.Totals) {
		var parts []string
		for seat, t := range sc.Totals {
			parts = append(parts, fmt.Sprintf("%d: %d", seat+1, t))
		}
		add("scores: {%s}", strings.Join(parts, ", "))
		add("round: %d", st.RoundNumber())
	}
	var tops, sizes []string
	groups := map[string][]string{}
	var groupOrder []string
	for i := range st.NumPiles() {
		p := st.Pile(core.PileID(i))
		if p.Owner >= 0 && p.Group != "" && p.Name == core.SeatPileName(p.Group, p.Owner) {
			if _, ok := groups[p.Group]; !ok {
				groupOrder = append(groupOrder, p.Group)
			}
			groups[p.Group] = append(groups[p.Group], fmt.Sprintf("%d: %s", p.Owner+1, cardsYAML(st, p.Cards)))
			continue
		}
		name := yamlString(p.Name)
		sizes = append(sizes, fmt.Sprintf("%s: %d", name, p.Len()))
		if top, ok := p.Top(); ok {
			tops = append(tops, name+": "+yamlString(st.Deck().Card(top).Code))
		}
	}
	if len(tops) > 0 {
		add("top: {%s}", strings.Join(tops, ", "))
	}
	if len(sizes) > 0 {
		add("size: {%s}", strings.Join(sizes, ", "))
	}
	for _, grp := range groupOrder {
		add("%s:", yamlString(grp))
		for _, line := range groups[grp] {
			add("  %s", line)
		}
	}
	var b strings.Builder
	b.WriteString(indent + "recorded:\n")
	for _, l := range lines {
		b.WriteString(indent + "  " + l + "\n")
	}
	return b.String()
}

func anyNonZero(xs []int) bool {
	for _, x := range xs {
		if x != 0 {
			return true
		}
	}
	return false
}

func seatsYAML(seats []int) string {
	out := make([]string, len(seats))
	for i, s := range seats {
		out[i] = strconv.Itoa(s + 1)
	}
	return "[" + strings.Join(out, ", ") + "]"
}

// cardsYAML writes a pile's cards in the deck's order.
func cardsYAML(st *core.State, cards []core.CardID) string {
	ids := append([]core.CardID(nil), cards...)
	d := st.Deck()
	sort.SliceStable(ids, func(i, j int) bool { return d.Card(ids[i]).Order < d.Card(ids[j]).Order })
	out := make([]string, len(ids))
	for i, c := range ids {
		out[i] = yamlString(d.Card(c).Code)
	}
	return "[" + strings.Join(out, ", ") + "]"
}

var plainYAML = regexp.MustCompile(`^[A-Za-z0-9._/][^:#\[\]{},"'\n\t]*$`)

// yamlString writes s as a YAML scalar: plain when that reads back as the
// same text, quoted otherwise.
func yamlString(s string) string {
	switch strings.ToLower(s) {
	case "true", "false", "yes", "no", "on", "off", "null", "y", "n":
		return strconv.Quote(s)
	}
	if plainYAML.MatchString(s) && strings.TrimSpace(s) == s {
		return s
	}
	return strconv.Quote(s)
}
