package taking

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/rulerun/rulerun/runtime/words"

	"github.com/rulerun/rulerun/core"
	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/rules/mech"
)

// ShowTable implements mech.Shower: each seat's bid beside it (all bids are made for
// every seat to hear), and each partnership's contract, the tricks it took
// toward it and its bags, the seat's own side first as "us"; after an
// auction, the contract.
func (b *bidMech) ShowTable(st *core.State, seat int, t *engine.Table) {
	p := b.part(st)
	for s, n := range p.Bids {
		t.Badge(s, b.bidWord(n))
	}
	if b.Auction != "" {
		if d := p.declarer(); p.Turn == 0 && d >= 0 {
			t.Status = append(t.Status, fmt.Sprintf("contract: %s, %s", mech.SeatName(d), words.Plural(p.Bids[d], "trick")))
		}
		return
	}
	if len(b.teams) == st.Seats() {
		return // each seat for itself: its badges say it all
	}
	tricks := tricksOf(st)
	mine := b.teams.Of(seat)
	for _, i := range b.teamOrder(mine) {
		t.Status = append(t.Status, b.teamLine(b.teams[i], sideWord(i, mine), p, tricks, i))
	}
}

// bidWord is a bid as a badge says it.
func (b *bidMech) bidWord(n int) string {
	switch {
	case n == bidPassed:
		return "passed"
	case n < 0:
		return "to bid"
	case b.isNil(n):
		return "bid nil"
	}
	return "bid " + strconv.Itoa(n)
}

// teamOrder lists the teams, mine (an index, or -1) first.
func (b *bidMech) teamOrder(mine int) []int {
	out := make([]int, 0, len(b.teams))
	if mine >= 0 {
		out = append(out, mine)
	}
	for i := range b.teams {
		if i != mine {
			out = append(out, i)
		}
	}
	return out
}

// teamLine is a team's contract as the bids stand, the tricks its bidders
// took toward it and its bags: "us (seats 1 and 3): bid 7, taken 2, 1 bag".
func (b *bidMech) teamLine(team []int, side string, p *bidPart, tricks []int, i int) string {
	bid, taken, owed := 0, 0, false
	for _, s := range team {
		switch n := p.Bids[s]; {
		case n < 0:
			owed = true
		case !b.isNil(n):
			bid += n
			taken += tricks[s]
		}
	}
	line := fmt.Sprintf("%s: bid %d", teamWho(team, side), bid)
	if owed {
		line += " so far"
	}
	line += fmt.Sprintf(", taken %d", taken)
	if i < len(p.Bags) && b.Bags > 0 {
		line += ", " + words.Plural(p.Bags[i], "bag")
	}
	return line
}

// teamWho names a team's seats, after its side when there is one: "us
// (seats 1 and 3)", "seats 2 and 4".
func teamWho(team []int, side string) string {
	names := make([]string, len(team))
	for j, s := range team {
		names[j] = strconv.Itoa(s + 1)
	}
	seats := "seats " + strings.Join(names, " and ")
	if side == "" {
		return seats
	}
	return side + " (" + seats + ")"
}

// sideWord is how a seat of team mine (-1 for an onlooker) calls team i:
// "us", "them", or "" for an onlooker, who names the seats.
func sideWord(i, mine int) string {
	switch {
	case mine < 0:
		return ""
	case i == mine:
		return "us"
	}
	return "them"
}
