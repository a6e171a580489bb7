package main

import (
	"slices"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"
)

// humansFlag reads --humans, refused with --watch (nobody plays) and with
// --seat (one person's seat).
func humansFlag(c *cli.Context, seats int) ([]int, error) {
	if !c.IsSet("humans") {
		return nil, nil
	}
	switch {
	case c.Bool("watch"):
		return nil, usageError("--humans and --watch: people play with --humans, only bots with --watch; choose one")
	case c.IsSet("seat"):
		return nil, usageError("--humans and --seat: --seat is one person's seat; list every person's seat in --humans")
	}
	return parseHumans(c.String("humans"), seats)
}

// parseHumans reads --humans: the seats played at this terminal, counted
// from 1 and comma-separated, each once and each a seat of the game. It
// returns them counted from 0, in order.
func parseHumans(text string, seats int) ([]int, error) {
	var out []int
	for _, word := range strings.Split(text, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(word))
		switch {
		case err != nil:
			return nil, usageError("--humans %s: give seats as numbers separated by commas, such as 1,3", text)
		case n < 1 || n > seats:
			return nil, usageError("--humans %s: there is no seat %d; choose seats from 1 to %d", text, n, seats)
		case slices.Contains(out, n-1):
			return nil, usageError("--humans %s: seat %d is given twice", text, n)
		}
		out = append(out, n-1)
	}
	slices.Sort(out)
	return out, nil
}
