package sim

import "regexp"

// Crash is one kind of script error that stopped games: the first game it
// stopped, and how many it stopped.
type Crash struct {
	Error string `json:"error"` // the first game's error, as the script reported it
	Game  int    `json:"game"`  // the first game's index in the run
	Seed  uint64 `json:"seed"`  // the first game's seed
	Seats int    `json:"seats"` // the first game's seats
	Games int    `json:"games"` // the games this kind of error stopped
}

// where finds the file:line an error starts with.
var where = regexp.MustCompile(`^[^\s:]+:\d+: `)

// crashKind is what tells errors apart: the file:line they happened at
// (the same failure with other cards is the same kind), or the whole text
// when it names no line.
func crashKind(msg string) string {
	if loc := where.FindString(msg); loc != "" {
		return loc
	}
	return msg
}

// addCrash counts a game a script error stopped. The first game of a kind
// is the one of lowest index, in whatever order the records come (shards).
func (s *Summary) addCrash(r Record) {
	kind := crashKind(r.Error)
	for i := range s.Crashes {
		if cr := &s.Crashes[i]; crashKind(cr.Error) == kind {
			cr.Games++
			if r.Game < cr.Game {
				cr.Error, cr.Game, cr.Seed, cr.Seats = r.Error, r.Game, r.Seed, r.Seats
			}
			return
		}
	}
	s.Crashes = append(s.Crashes, Crash{Error: r.Error, Game: r.Game, Seed: r.Seed, Seats: r.Seats, Games: 1})
}
