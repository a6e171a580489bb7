package main

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/lua"
)

// screen draws what a seat may see of a game, in colour on a terminal.
type screen struct {
	out   io.Writer
	color bool
}

var suitColors = map[string]string{
	"hearts": "31", "diamonds": "31", "red": "31", "orange": "33", "yellow": "93",
	"green": "32", "blue": "34", "teal": "36", "purple": "35",
}

var palette = []string{"36", "35", "33", "32", "34", "31"}

// card writes a card code, coloured by its suit.
func (s screen) card(d *core.Deck, code string) string {
	shown := clean(code)
	if !s.color {
		return shown
	}
	k, ok := d.Lookup(code)
	if !ok {
		return shown
	}
	c := d.Kind(k)
	if c.SuitIndex < 0 {
		return "\x1b[1m" + shown + "\x1b[0m"
	}
	suit := d.Suits()[c.SuitIndex]
	col, ok := suitColors[strings.ToLower(suit.Name)]
	if !ok {
		col = palette[c.SuitIndex%len(palette)]
	}
	return "\x1b[" + col + "m" + shown + "\x1b[0m"
}

func (s screen) bold(text string) string {
	if !s.color {
		return text
	}
	return "\x1b[1m" + text + "\x1b[0m"
}

func (s screen) cards(d *core.Deck, codes []string) string {
	out := make([]string, len(codes))
	for i, c := range codes {
		out[i] = s.card(d, c)
	}
	return strings.Join(out, " ")
}

// sorted returns codes in the deck's order.
func sorted(d *core.Deck, codes []string) []string {
	out := append([]string(nil), codes...)
	sort.SliceStable(out, func(i, j int) bool {
		a, _ := d.Lookup(out[i])
		b, _ := d.Lookup(out[j])
		return d.Kind(a).Order < d.Kind(b).Order
	})
	return out
}

// events writes the log lines a seat may read since index since.
func (s screen) events(v *core.View) {
	for _, line := range v.Log {
		fmt.Fprintln(s.out, "  "+clean(line))
	}
}

// table writes the status line, the piles and the other seats' card counts.
func (s screen) table(g *lua.Game, v *core.View, status string) {
	d := g.State().Deck()
	if status != "" {
		fmt.Fprintln(s.out, clean(status))
	}
	others := map[int][]string{}
	for _, p := range v.Piles {
		switch {
		case p.Owner == v.Seat:
			label := p.Group
			if label == "" {
				label = p.Name
			}
			label = clean(label)
			fmt.Fprintf(s.out, "Your %s (%d): %s\n", label, p.Count, s.cards(d, sorted(d, p.Cards)))
		case p.Owner >= 0:
			others[p.Owner] = append(others[p.Owner], s.pileSummary(d, p, true))
		case p.Count == 0 && p.Vis == "hidden":
			// an empty hidden pile tells nothing
		default:
			fmt.Fprintf(s.out, "  %s\n", s.pileSummary(d, p, false))
		}
	}
	var seats []string
	for seat := range v.Seats {
		if parts, ok := others[seat]; ok {
			seats = append(seats, fmt.Sprintf("seat %d: %s", seat+1, strings.Join(parts, ", ")))
		}
	}
	if len(seats) > 0 {
		fmt.Fprintln(s.out, "Players: "+strings.Join(seats, " · "))
	}
}

// pileSummary writes a pile in a few words: its visible cards (the last
// eight at most) or its count.
func (s screen) pileSummary(d *core.Deck, p core.PileView, owned bool) string {
	name := p.Name
	if owned && p.Group != "" {
		name = p.Group
	}
	name = clean(name)
	switch {
	case len(p.Cards) > 0:
		shown := p.Cards
		more := ""
		if len(shown) > 8 {
			shown, more = shown[len(shown)-8:], "… "
		}
		return fmt.Sprintf("%s (%d): %s%s", name, p.Count, more, s.cards(d, shown))
	case p.Top != "":
		return fmt.Sprintf("%s (%d): top %s", name, p.Count, s.card(d, p.Top))
	}
	return fmt.Sprintf("%s: %s", name, plural(p.Count, "card"))
}

// moves writes the numbered legal moves.
func (s screen) moves(g *lua.Game, seat int, legal []string) {
	d := g.State().Deck()
	for i, m := range legal {
		fmt.Fprintf(s.out, "  %2d  %s\n", i+1, s.colorMove(d, m))
	}
	open, _ := g.OpenVerbs(seat)
	for _, v := range open {
		line := "  or type  " + v.Form.Pattern
		if v.Example != "" {
			line += "   (for example: " + v.Example + ")"
		}
		fmt.Fprintln(s.out, line)
	}
}

// colorMove colours the card codes of a move.
func (s screen) colorMove(d *core.Deck, move string) string {
	if !s.color {
		return clean(move)
	}
	words := strings.Fields(move)
	for i, w := range words {
		if k, ok := d.Lookup(w); ok && d.Kind(k).Code == w {
			words[i] = s.card(d, w)
		} else {
			words[i] = clean(w)
		}
	}
	return strings.Join(words, " ")
}

// result writes how the game ended.
func (s screen) result(g *lua.Game) {
	r := g.State().Result()
	order := g.State().Turn().Order
	switch {
	case r.Draw:
		fmt.Fprintf(s.out, "%s The game is a draw: %s.\n", s.bold("Game over."), clean(r.Reason))
	default:
		var ws []string
		for _, w := range r.Winners {
			ws = append(ws, fmt.Sprintf("seat %d", w+1))
		}
		fmt.Fprintf(s.out, "%s Winner: %s (%s).\n", s.bold("Game over."), strings.Join(ws, ", "), clean(r.Reason))
	}
	if len(order) > 1 {
		var places []string
		for i, seat := range order {
			places = append(places, fmt.Sprintf("%d. seat %d", i+1, seat+1))
		}
		fmt.Fprintln(s.out, "Finishing order: "+strings.Join(places, ", "))
	}
	if tot := g.State().Score().Totals; len(g.State().Score().Rounds) > 0 {
		var parts []string
		for seat, t := range tot {
			parts = append(parts, fmt.Sprintf("seat %d: %d", seat+1, t))
		}
		fmt.Fprintln(s.out, "Scores: "+strings.Join(parts, ", "))
	}
}
