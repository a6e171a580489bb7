package terminal

import (
	"fmt"
	"sort"
	"strings"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
)

// The words the terminal's prompt understands besides moves, other than
// moves and table (render.go).

func (t *Terminal) help(d *core.Deck) {
	fmt.Fprintln(t.out, "Type a move's number, or the move itself in the game's notation:")
	for _, m := range t.desc.Patterns() {
		fmt.Fprintf(t.out, "  %s\n", Clean(m))
	}
	t.line(cardsHelp(d), "")
	fmt.Fprintln(t.out, "Also: moves (list your moves again), table (show the table again), last (the last")
	fmt.Fprintln(t.out, "lines of play), rules (the game, its options, and the rule the last refusal cites),")
	fmt.Fprintln(t.out, "rules CODE (the text of a rule the game cites), help, quit. Enter makes a move that is the only one.")
}

// lastLines shows the last n lines of the log the seat may read.
func (t *Terminal) lastLines(g engine.Game, seat, n int) {
	v := g.State().View(seat, 0)
	from := max(0, len(v.Log)-n)
	for _, line := range v.Log[from:] {
		fmt.Fprintln(t.out, "  "+Clean(line))
	}
}

// rules shows the game, the options in effect, and the rules the last
// refusal cited.
func (t *Terminal) rules(g engine.Game) {
	t.line(fmt.Sprintf("%s: %s", t.bold(Clean(t.desc.Name)), Clean(t.desc.Description)), "  ")
	if opts := optionList(g); len(opts) > 0 {
		t.line("Options in effect: "+Clean(strings.Join(opts, ", ")), "  ")
	}
	for _, code := range t.book.Known(t.refused) {
		t.rule(code)
	}
}

// optionList lists the options of a game as name=value, sorted; none when
// the game has no options.
func optionList(g engine.Game) []string {
	og, ok := g.(engine.Optioned)
	if !ok {
		return nil
	}
	var out []string
	for name, v := range og.Options() {
		out = append(out, name+"="+v)
	}
	sort.Strings(out)
	return out
}

// rule shows one numbered rule.
func (t *Terminal) rule(code string) {
	text, ok := t.book[code]
	if !ok {
		where := t.bookWhere
		if where == "" {
			where = "docs/rules"
		}
		fmt.Fprintf(t.out, "No rule %s in the rule texts read (%s): a rule's text starts a line with its code, as **%s ...** or %s ...\n",
			Clean(code), Clean(where), Clean(code), Clean(code))
		return
	}
	for _, line := range strings.Split(text, "\n") {
		t.line(Clean(plainMarkdown(line)), ruleIndent(line))
	}
}

// ruleIndent is the indent of a rule's line wrapped: its own, two more.
func ruleIndent(line string) string {
	return line[:len(line)-len(strings.TrimLeft(line, " "))] + "  "
}
