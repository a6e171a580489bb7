package terminal

import (
	"fmt"
	"io"
	"os"
	"slices"
	"sort"
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/words"
)

// screen draws what a seat may see of a game, in colour on a terminal.
type screen struct {
	out   io.Writer
	color bool
	wrap  int // wrap narrated lines at this width; 0 leaves them whole (a pipe)
	// you is the seat of the player reading, "seat 1", marked "seat 1
	// (you)" where a script names it; "" for an onlooker
	you string
	// later is the first choice out of turn when the game asks for a
	// choice every seat makes at once: "" for letPlayGoOn
	later string
}

// suitColors are conventional: red hearts and diamonds, the terminal's own
// colour for spades and clubs; other games' colours by name.
var suitColors = map[string]string{
	"hearts": "31", "diamonds": "31", "spades": "", "clubs": "", "red": "31", "orange": "33", "yellow": "93",
	"green": "32", "blue": "34", "teal": "36", "purple": "35",
}

var palette = []string{"36", "35", "33", "32", "34", "31"}

// card writes a card code, coloured by its suit.
func (s screen) card(d *core.Deck, code string) string {
	shown := Clean(code)
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
	if col == "" {
		return shown
	}
	return "\x1b[" + col + "m" + shown + "\x1b[0m"
}

func (s screen) bold(text string) string {
	if !s.color {
		return text
	}
	return "\x1b[1m" + text + "\x1b[0m"
}

func (s screen) red(text string) string {
	if !s.color {
		return text
	}
	return "\x1b[31m" + text + "\x1b[0m"
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

// say writes a narrated line, indented, wrapped at the screen's width.
func (s screen) say(line string) {
	fmt.Fprintln(s.out, wrapText("  "+s.yours(Clean(line)), s.wrap, "    "))
}

// table writes the status line, what the game's mechanics show of the
// table (engine.Table), the piles and the other seats' cards and facts.
func (s screen) table(g engine.Game, v *core.View, status string) {
	d := g.State().Deck()
	tb := engine.TableOf(g, v.Seat)
	if status != "" {
		s.line(s.yours(Clean(status)), "  ")
	}
	if tb != nil && len(tb.Status) > 0 {
		s.line(Clean(strings.Join(tb.Status, " · ")), "  ")
	}
	others := map[int][]string{}
	for _, p := range v.Piles {
		switch {
		case p.Owner == v.Seat:
			s.ownPile(d, p, tb)
		case p.Owner >= 0 && p.Count == 0 && p.Group != "hand":
			// another seat's empty pile, besides its hand, tells nothing
		case p.Owner >= 0 && countedByBadge(tb, p):
			// another seat's tricks taken: its badge counts them
		case p.Owner >= 0:
			others[p.Owner] = append(others[p.Owner], s.pileSummary(d, p, true, tb))
		case p.Count == 0:
			// an empty pile of nobody's tells nothing (the trick before a lead)
		default:
			s.line("  "+s.pileSummary(d, p, false, tb), "    ")
		}
	}
	s.yourFacts(v.Seat, tb)
	var seats []string
	for seat := range v.Seats {
		if parts, ok := others[seat]; ok {
			parts = append(seatMarks(tb, seat), parts...)
			parts = append(parts, badges(tb, seat)...)
			seats = append(seats, fmt.Sprintf("seat %d (%s)", seat+1, strings.Join(parts, "; ")))
		}
	}
	if len(seats) > 0 {
		s.line("Players: "+strings.Join(seats, " · "), "  ")
	}
}

// ownPile writes a pile of the seat's own: its cards, or that they are
// hidden from it; an empty one only when it is the hand.
func (s screen) ownPile(d *core.Deck, p core.PileView, tb *engine.Table) {
	label := p.Group
	if label == "" {
		label = p.Name
	}
	label = pileLabel(label)
	switch {
	case p.Count == 0 && p.Group != "hand" && p.Group != "":
		// an empty pile besides the hand tells nothing
	case len(p.Cards) == 0 && p.Count > 0:
		s.line(fmt.Sprintf("Your %s (%d): %s, hidden from you", label, p.Count, words.Plural(p.Count, "card")), "  ")
	default:
		s.line(fmt.Sprintf("Your %s (%s): %s", label, counted(tb, p), s.grouped(d, held(d, p, tb), tb)), "  ")
	}
}

// pileLabel is a pile's name as the table shows it: "meld1" as "meld 1",
// as narration and moves number it.
func pileLabel(name string) string {
	name = Clean(name)
	i := len(strings.TrimRight(name, "0123456789"))
	if i == 0 || i == len(name) || name[i-1] == ' ' {
		return name
	}
	return name[:i] + " " + name[i:]
}

// yours marks the reading player's seat where a line names it ("seat 1"
// becomes "seat 1 (you)"), so that the player knows which seat is theirs.
func (s screen) yours(line string) string {
	if s.you == "" || !strings.Contains(line, s.you) {
		return line
	}
	var b strings.Builder
	for rest := line; ; {
		i := strings.Index(rest, s.you)
		if i < 0 {
			b.WriteString(rest)
			return b.String()
		}
		end := i + len(s.you)
		b.WriteString(rest[:end])
		if end == len(rest) || (rest[end] < '0' || rest[end] > '9') && !strings.HasPrefix(rest[end:], " (you)") {
			b.WriteString(" (you)")
		}
		rest = rest[end:]
	}
}

// pileSummary writes a pile in a few words: its visible cards (the last
// eight at most) or its count. A seat's own pile of a per-seat group is
// written without its name when it is the seat's only pile ("8 cards").
func (s screen) pileSummary(d *core.Deck, p core.PileView, owned bool, tb *engine.Table) string {
	name := p.Name
	if owned && p.Group != "" {
		name = p.Group
	}
	name = pileLabel(name) + " "
	if owned && p.Group == "hand" {
		name = ""
	}
	switch {
	case len(p.Cards) > 0:
		shown := p.Cards
		more := ""
		if len(shown) > 8 {
			shown, more = shown[len(shown)-8:], "… "
		}
		return fmt.Sprintf("%s(%s): %s%s", name, counted(tb, p), more, s.cards(d, shown))
	case p.Top != "":
		return fmt.Sprintf("%s(%d): top %s", name, p.Count, s.card(d, p.Top))
	}
	if name == "" {
		return words.Plural(p.Count, "card")
	}
	return strings.TrimSpace(name) + ": " + words.Plural(p.Count, "card")
}

// moves writes the numbered legal moves, in columns when there are many,
// so that the hand and the table stay on the screen, then the form of each
// open verb. Out of turn (optional), Enter lets play go on, so it never
// makes the only move, and so does 1, the first choice, so that a player
// who types 1 at every prompt never makes a move out of turn unawares (a
// wrong slap that costs a card): the moves are numbered from 2.
func (s screen) moves(d *core.Deck, legal []string, open []*engine.Verb, optional bool) {
	first := firstMove(optional)
	n := len(legal) + first - 1
	s.columns(n, func(i int) (string, int) {
		if i < first-1 {
			text := fmt.Sprintf("%3d  %s", i+1, or(s.later, letPlayGoOn))
			return text, len([]rune(text))
		}
		m := legal[i-first+1]
		text := fmt.Sprintf("%3d  %s", i+1, Clean(m))
		return fmt.Sprintf("%3d  %s", i+1, s.colorMove(d, m)), len([]rune(text))
	})
	for _, v := range open {
		line := "  or type  " + v.Form.Pattern
		if v.Example != "" {
			line += "   (for example: " + v.Example + ")"
		}
		fmt.Fprintln(s.out, line)
	}
	if len(legal) == 1 && len(open) == 0 && !optional {
		fmt.Fprintln(s.out, "  (the only move: press Enter to make it)")
	}
}

// letPlayGoOn is the first choice out of turn: no move (as Enter); and
// letOthersGoFirst the same when the game asks every seat for its choice.
const (
	letPlayGoOn      = "let play go on (as Enter)"
	letOthersGoFirst = "later: let the others choose first (as Enter)"
)

// or is a, else b.
func or(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// firstMove is the number of the first move listed: 2 out of turn, where 1
// lets play go on; 1 otherwise.
func firstMove(optional bool) int {
	if optional {
		return 2
	}
	return 1
}

// columns writes n items, each given as its text and its printed width,
// down columns that fit the screen's width, a single column when they fit
// on few lines.
func (s screen) columns(n int, item func(i int) (string, int)) {
	texts, widths := make([]string, n), make([]int, n)
	widest := 0
	for i := range n {
		texts[i], widths[i] = item(i)
		widest = max(widest, widths[i])
	}
	cols := 1
	if n > 12 {
		cols = max(1, min((s.width()-2)/(widest+3), (n+5)/6))
	}
	rows := (n + cols - 1) / cols
	for r := range rows {
		var line strings.Builder
		line.WriteString(" ")
		for c := range cols {
			i := c*rows + r
			if i >= n {
				break
			}
			line.WriteString(texts[i])
			if c < cols-1 && i+rows < n {
				line.WriteString(strings.Repeat(" ", widest+3-widths[i]))
			}
		}
		fmt.Fprintln(s.out, line.String())
	}
}

// width is the screen's width in columns: $COLUMNS, or 80.
func (s screen) width() int {
	if n, err := strconv.Atoi(os.Getenv("COLUMNS")); err == nil && n >= 20 {
		return n
	}
	return 80
}

// colorMove colours the card codes of a move.
func (s screen) colorMove(d *core.Deck, move string) string {
	if !s.color {
		return Clean(move)
	}
	words := strings.Fields(move)
	for i, w := range words {
		if k, ok := d.Lookup(w); ok && d.Kind(k).Code == w {
			words[i] = s.card(d, w)
		} else {
			words[i] = Clean(w)
		}
	}
	return strings.Join(words, " ")
}

// result writes how the game ended, once: who won, in the reader's words,
// then each seat's place, score and the cards it was left with.
func (s screen) result(g engine.Game, you int) {
	st := g.State()
	r := st.Result()
	reason := Clean(r.Reason)
	if narrated(st, r.Reason) {
		reason = "" // the script's own last lines said it
	}
	line := s.bold("Game over:") + " "
	switch {
	case len(r.Losers) == 1 && r.Losers[0] == you:
		line += "you lose; nobody wins" // lost by one seat, won by nobody
	case len(r.Losers) > 0:
		line += losers(r.Losers, you) + "; nobody wins"
	case r.Draw && st.Seats() == 1 && you == 0:
		line += "you lose" // a game of one that nobody won is lost (a patience)
	case r.Draw && st.Seats() == 1:
		line += seatWord(0, you) + " loses"
	case r.Draw:
		line += "the game is a draw"
	case len(r.Winners) == 1 && r.Winners[0] == you:
		line += "you win"
	default:
		var ws []string
		for _, w := range r.Winners {
			ws = append(ws, seatWord(w, you))
		}
		verb := " wins"
		if len(ws) > 1 {
			verb = " share the win"
		}
		line += strings.Join(ws, " and ") + verb
	}
	fmt.Fprintln(s.out, aside(line, reason)+".")
	s.standings(g, you)
}

// losers says who lost a game that nobody won: "seat 3 loses", "you
// and seat 2 lose".
func losers(seats []int, you int) string {
	ls := make([]string, 0, len(seats))
	for _, l := range seats {
		ls = append(ls, seatWord(l, you))
	}
	if len(ls) > 1 || seats[0] == you {
		return strings.Join(ls, " and ") + " lose"
	}
	return ls[0] + " loses"
}

// aside adds a reason to a line, in parentheses, or after a colon when the
// reason has parentheses of its own (a rule code): never one inside another.
func aside(line, reason string) string {
	switch {
	case reason == "":
		return line
	case strings.ContainsAny(reason, "()"):
		return line + ": " + reason
	}
	return line + " (" + reason + ")"
}

// standings writes one line per seat: its place, its score and the cards
// left in the piles it owns.
func (s screen) standings(g engine.Game, you int) {
	st := g.State()
	place := map[int]int{}
	for i, seat := range st.Turn().Order {
		place[seat] = i + 1
	}
	scored := len(st.Score().Rounds) > 0 || anyNonZero(st.Score().Totals)
	for seat := range st.Seats() {
		parts := []string{}
		if p, ok := place[seat]; ok {
			parts = append(parts, ordinal(p))
		}
		if scored {
			parts = append(parts, words.Plural(st.Score().Totals[seat], "point"))
		}
		parts = append(parts, s.heldBy(st, seat, kept(g, seat))...)
		if len(parts) == 0 { // never an empty line
			parts = append(parts, noCards(st, seat))
		}
		fmt.Fprintf(s.out, "  %-14s %s\n", seatWord(seat, you)+":", strings.Join(parts, ", "))
	}
}

// noCards says of a seat that holds no card in the piles it owns that it
// has none left, when it won (shed them all), or none, when it did not (a
// patience lost with every card on the table).
func noCards(st *core.State, seat int) string {
	if r := st.Result(); slices.Contains(r.Winners, seat) || len(r.Losers) > 0 && !slices.Contains(r.Losers, seat) {
		return "no cards left"
	}
	return "no cards"
}

// heldBy describes the cards in the piles seat owns: those of its hand as
// "left with ...", those of another pile (books laid, tricks taken) under
// the pile's name, "books: ...".
func (s screen) heldBy(st *core.State, seat int, kept []string) []string {
	d := st.Deck()
	var left, parts []string
	for _, p := range st.View(-1, st.LogLen()).Piles {
		id, _ := st.PileByName(p.Name)
		if p.Owner != seat || st.Pile(id).Len() == 0 || slices.Contains(kept, p.Name) {
			continue
		}
		var codes []string
		for _, c := range st.Pile(id).Cards {
			codes = append(codes, d.Card(c).Code)
		}
		if base, _, _ := strings.Cut(p.Name, "."); base != "hand" {
			parts = append(parts, base+": "+s.cards(d, sorted(d, codes)))
			continue
		}
		left = append(left, codes...)
	}
	if len(left) > 0 {
		parts = append([]string{"left with " + s.cards(d, sorted(d, left))}, parts...)
	}
	return parts
}

// seatWord names a seat for the player at you: "you (seat 1)" or "seat 3".
func seatWord(seat, you int) string {
	if seat == you {
		return fmt.Sprintf("you (seat %d)", seat+1)
	}
	return fmt.Sprintf("seat %d", seat+1)
}

func ordinal(n int) string { return words.Ordinal(n) + " place" }

func anyNonZero(xs []int) bool {
	for _, x := range xs {
		if x != 0 {
			return true
		}
	}
	return false
}

// narrated reports whether one of the last log lines already says text.
func narrated(st *core.State, text string) bool {
	if text == "" {
		return true
	}
	log := st.LogSince(st.LogLen() - 5)
	for i := len(log) - 1; i >= 0; i-- {
		for _, t := range log[i].Texts(st.Seats()) {
			if strings.Contains(strings.ToLower(t), strings.ToLower(text)) {
				return true
			}
		}
	}
	return false
}
