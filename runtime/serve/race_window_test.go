package serve

import (
	"net/http"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// fakeClock is a server's clock that moves only when the test says, and
// whose timers fire when the test fires them.
type fakeClock struct {
	mu     sync.Mutex
	now    time.Time
	timers []func()
}

// install makes the clock the server's.
func (c *fakeClock) install(s *Server) {
	c.now = time.Date(2026, 12, 4, 18, 0, 0, 0, time.UTC)
	s.now = func() time.Time { c.mu.Lock(); defer c.mu.Unlock(); return c.now }
	s.afterFunc = func(_ time.Duration, f func()) { c.mu.Lock(); defer c.mu.Unlock(); c.timers = append(c.timers, f) }
}

// advance moves the clock on by d.
func (c *fakeClock) advance(d time.Duration) { c.mu.Lock(); defer c.mu.Unlock(); c.now = c.now.Add(d) }

// fire runs the timers set so far.
func (c *fakeClock) fire() {
	c.mu.Lock()
	timers := c.timers
	c.timers = nil
	c.mu.Unlock()
	for _, f := range timers {
		f()
	}
}

// pending is how many moves wait for the table's race draw.
func (f *fixture) pending() int {
	f.table.mu.Lock()
	defer f.table.mu.Unlock()
	if f.table.draw == nil {
		return 0
	}
	return len(f.table.draw.contenders)
}

// raceFixture is a three-seat table of Race, every seat joined, whose game
// is a race between seat 1 (to add) and seats 2 and 3 (who may shout),
// opened now on the test's clock.
func raceFixture(t *testing.T) (*fixture, *fakeClock) {
	f := newFixture(t, "", Spec{Script: "race", Seats: 3, Seed: 7, Options: map[string]string{"target": "100"}})
	clock := &fakeClock{}
	clock.install(f.srv)
	for seat := 1; seat <= 3; seat++ {
		f.call(t, "POST", "/"+itoa(seat)+"/join", f.secret(seat), "{}")
	}
	f.table.mu.Lock()
	f.race().SetRace(1, 2)
	f.table.changed() // the race opens, as a move that makes one would
	f.table.mu.Unlock()
	return f, clock
}

// raceAtOnce sends the moves of the seats at once and returns each one's
// status and reason, once the race's window has ended.
func raceAtOnce(t *testing.T, f *fixture, clock *fakeClock, moves map[int]string) map[int]string {
	var mu sync.Mutex
	out := map[int]string{}
	var wg sync.WaitGroup
	for seat, move := range moves {
		wg.Go(func() {
			status, body := f.move(t, seat, move)
			refused, _ := body["refused"].(map[string]any)
			mu.Lock()
			defer mu.Unlock()
			out[seat] = http.StatusText(status)
			if refused != nil {
				out[seat] += ": " + refused["reason"].(string)
			}
		})
	}
	require.Eventually(t, func() bool { return f.pending() == len(moves) }, time.Minute, time.Millisecond, "the moves wait for the draw")
	assert.Zero(t, f.race().State().MovesLen(), "none is played while the window is open")
	clock.advance(DefaultRaceWindow)
	clock.fire()
	wg.Wait()
	return out
}

// Moves that arrive within the race window count as simultaneous: the
// draw, seeded by the game, plays one and refuses the others, whatever
// order they came in; the view and the download say who won it.
func TestRaceWindowDrawsAmongMovesAtOnce(t *testing.T) {
	var winners []int
	for range 3 {
		f, clock := raceFixture(t)
		clock.advance(DefaultRaceWindow / 3)
		got := raceAtOnce(t, f, clock, map[int]string{1: "add 1", 2: "shout", 3: "shout"})
		require.Equal(t, 1, f.race().State().MovesLen(), "one move played: %v", got)
		winner := f.race().State().Moves()[0].Seat + 1
		winners = append(winners, winner)
		for seat, answer := range got {
			if seat == winner {
				assert.Equal(t, "OK", answer)
				continue
			}
			assert.Contains(t, answer, "won the draw between them")
		}
		_, view := f.call(t, "GET", "/watch/view", f.secret(0), "")
		assert.Contains(t, view["draw"], "seats 1, 2, 3 acted within the race window; the seeded draw gave it to seat "+itoa(winner))
	}
	assert.Equal(t, winners[0], winners[1], "the same game draws the same winner")
	assert.Equal(t, winners[0], winners[2])
}

// A move that arrives once the window has ended, with no draw pending, is
// played at once: the first to arrive wins.
func TestRaceWindowOverFirstWins(t *testing.T) {
	f, clock := raceFixture(t)
	clock.advance(DefaultRaceWindow + time.Millisecond)
	status, body := f.move(t, 3, "shout")
	require.Equal(t, http.StatusOK, status, "%v", body)
	assert.Equal(t, 1, f.race().State().MovesLen())
	assert.Zero(t, f.pending())
}

// A server whose race window is negative plays every move as it arrives.
func TestRaceWindowOff(t *testing.T) {
	f := newFixtureConfig(t, Config{RaceWindow: -1}, Spec{Script: "race", Seats: 3, Seed: 7, Options: map[string]string{"target": "100"}})
	for seat := 1; seat <= 3; seat++ {
		f.call(t, "POST", "/"+itoa(seat)+"/join", f.secret(seat), "{}")
	}
	f.table.mu.Lock()
	f.race().SetRace(1, 2)
	f.table.changed()
	f.table.mu.Unlock()
	status, body := f.move(t, 2, "shout")
	require.Equal(t, http.StatusOK, status, "%v", body)
	assert.Equal(t, 1, f.race().State().MovesLen())
}

// A move that changes the table during a race's window (a bot's, played
// without waiting) leaves the moves waiting for the draw refused, never
// played on a table they were not chosen on.
func TestRaceWindowTableChangedMeanwhile(t *testing.T) {
	f, clock := raceFixture(t)
	status := make(chan int, 1)
	go func() {
		s, _ := f.move(t, 2, "shout")
		status <- s
	}()
	require.Eventually(t, func() bool { return f.pending() == 1 }, time.Minute, time.Millisecond)
	f.table.mu.Lock()
	require.NoError(t, f.table.play(0, "add 1")) // as the bot player plays, past the window
	f.table.mu.Unlock()
	clock.advance(DefaultRaceWindow)
	clock.fire()
	assert.Equal(t, http.StatusUnprocessableEntity, <-status)
	assert.Equal(t, 1, f.race().State().MovesLen(), "only the move that came first")
}
