package sim

import "strconv"

// Crash is one kind of script error that stopped games: the first game it
// stopped, and how many it stopped.
type Crash struct {
	Error string `json:"error"` // the first game's error, as the script reported it
	Game  int    `json:"game"`  // the first game's index in the run
	Seed  uint64 `json:"seed"`  // the first game's seed
	Seats int    `json:"seats"` // the first game's seats
	Games int    `json:"games"` // the games this kind of error stopped
	kind  string // what tells it from the others (crashKind)
}

// crashKind is what tells errors apart: the file and line of the script
// they happened at, as the error gives them (the same failure with other
// cards is the same kind), or the whole text when it names no line.
func crashKind(r Record) string {
	if r.ErrorFile != "" && r.ErrorLine > 0 {
		return r.ErrorFile + ":" + strconv.Itoa(r.ErrorLine)
	}
	return r.Error
}

// addCrash counts a game a script error stopped. The first game of a kind
// is the one of lowest index, in whatever order the records come (shards).
func (s *Summary) addCrash(r Record) {
	kind := crashKind(r)
	for i := range s.Crashes {
		if cr := &s.Crashes[i]; cr.kind == kind {
			cr.Games++
			if r.Game < cr.Game {
				cr.Error, cr.Game, cr.Seed, cr.Seats = r.Error, r.Game, r.Seed, r.Seats
			}
			return
		}
	}
	s.Crashes = append(s.Crashes, Crash{Error: r.Error, Game: r.Game, Seed: r.Seed, Seats: r.Seats, Games: 1, kind: kind})
}
