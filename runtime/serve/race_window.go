package serve

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
	"time"
)

// Races are fair for people. While the game is a race (a pair to slap:
// engine.Decision.Races), the moves that arrive within the race window
// after the race opened (the table's last change, when every page was sent
// the view that shows it) count as simultaneous: none is played until the
// window ends, then a draw seeded by the game (its seed and its moves so
// far, and the seats in the draw) picks the one played, and the others are
// refused, saying who won the draw. A client that reads the stream and
// slaps within milliseconds so wins no more races than a person who
// reacts within the window. A move that arrives once the window has
// ended, with no draw pending, is played at once, as before: the first to
// arrive wins. The move played is recorded like any other, so a replay
// plays the same game; the table keeps who was in each draw and who won
// it, and the download of the game says so.

// DefaultRaceWindow is the race window of a server whose Config sets none:
// about a person's reaction to a card turned up.
const DefaultRaceWindow = 300 * time.Millisecond

// contender is a move waiting for its race's draw, and where its answer
// goes.
type contender struct {
	seat   int
	req    moveRequest
	answer chan answered
}

// answered is the answer to a move: its status and its body.
type answered struct {
	status int
	body   []byte
}

// pendingDraw is the moves of one race waiting for the window to end, and
// the table's version when the race opened.
type pendingDraw struct {
	contenders []contender
	version    uint64
}

// RaceDraw is one race settled by a draw: the move's number in the game
// (from 1), the seats whose moves came within the window, and the seat
// the draw gave the move to.
type RaceDraw struct {
	Move   int   `json:"move"`
	Seats  []int `json:"seats"` // from 1
	Winner int   `json:"winner"`
}

// String writes the draw for a person.
func (d RaceDraw) String() string {
	seats := make([]string, len(d.Seats))
	for i, s := range d.Seats {
		seats[i] = fmt.Sprint(s)
	}
	return fmt.Sprintf("move %d: seats %s acted within the race window; the seeded draw gave it to seat %d", d.Move, strings.Join(seats, ", "), d.Winner)
}

// joinRace holds a seat's move for its race's draw when the game is a race
// whose window is open (or whose draw is pending), and returns where its
// answer will come; nil when the move is to be played now. The caller
// holds the lock.
func (t *Table) joinRace(seatNo int, req moveRequest) <-chan answered {
	s := t.server
	if s.raceWindow <= 0 || t.game == nil || !t.started || t.failure != "" {
		return nil
	}
	if _, known := t.seats[seatNo].moves.outcome(req.ID); known {
		return nil
	}
	if t.draw == nil {
		d, err := t.game.ToAct()
		if err != nil || d.Over || !d.Races || !s.now().Before(t.changedAt.Add(s.raceWindow)) {
			return nil
		}
		t.draw = &pendingDraw{version: t.version}
		s.afterFunc(t.changedAt.Add(s.raceWindow).Sub(s.now()), func() { s.settleRace(t) })
	}
	c := contender{seat: seatNo, req: req, answer: make(chan answered, 1)}
	t.draw.contenders = append(t.draw.contenders, c)
	return c.answer
}

// settleRace ends a race's window: the draw picks the move played among
// those that came, and the others are refused.
func (s *Server) settleRace(t *Table) {
	t.mu.Lock()
	defer t.mu.Unlock()
	d := t.draw
	t.draw = nil
	if d == nil || len(d.contenders) == 0 {
		return
	}
	if t.game == nil || t.version != d.version { // the game ended, or a bot moved, during the window
		why := "the table changed during the race's window (another move came first): look again"
		if t.game == nil {
			why = "the game is over"
		}
		for _, c := range d.contenders {
			ans := moveAnswer{Refused: &Refusal{Move: c.req.Move, Reason: why}, View: t.answerView(c.seat)}
			c.answer <- answered{http.StatusUnprocessableEntity, marshal(ans)}
		}
		return
	}
	winner := t.drawWinner(d.contenders)
	rec := RaceDraw{Move: t.game.State().MovesLen() + 1, Winner: d.contenders[winner].seat + 1}
	for _, c := range d.contenders {
		rec.Seats = append(rec.Seats, c.seat+1)
	}
	slices.Sort(rec.Seats)
	if rec.Seats = slices.Compact(rec.Seats); len(rec.Seats) > 1 {
		t.draws = append(t.draws, rec)
	}
	w := d.contenders[winner]
	status, body := s.playMove(t, w.seat, w.req)
	w.answer <- answered{status, body}
	for i, c := range d.contenders {
		if i == winner {
			continue
		}
		ref := &Refusal{Move: c.req.Move, Reason: fmt.Sprintf("seat %d's move came within the same %v of the race opening as yours, and won the draw between them (a fair draw, seeded by the game)",
			w.seat+1, s.raceWindow)}
		t.seats[c.seat].moves.remember(moveOutcome{id: c.req.ID, status: http.StatusUnprocessableEntity, refused: ref})
		ans := moveAnswer{Refused: ref, View: t.answerView(c.seat)}
		c.answer <- answered{http.StatusUnprocessableEntity, marshal(ans)}
	}
}

// drawWinner is the index of the contender a draw seeded by the game
// picks: a function of the game's seed, its moves so far and the seats in
// the draw, not of the order the moves came in, so that it favours no
// seat and no connection.
func (t *Table) drawWinner(cs []contender) int {
	st := t.game.State()
	x := st.Seed()*0x9e3779b97f4a7c15 + uint64(st.MovesLen())*0xbf58476d1ce4e5b9 + 1
	seats := make([]int, len(cs))
	for i, c := range cs {
		seats[i] = c.seat
	}
	slices.Sort(seats)
	for _, s := range seats {
		x = mix(x + uint64(s) + 1)
	}
	pick := seats[x%uint64(len(seats))]
	return slices.IndexFunc(cs, func(c contender) bool { return c.seat == pick })
}

// mix is a 64-bit finalizer (splitmix64's).
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}

// lastDraw says who was in the draw of the last move and who won it, when
// the last move was drawn; "" otherwise. The caller holds the lock.
func (t *Table) lastDraw() string {
	if len(t.draws) == 0 || t.game == nil || t.draws[len(t.draws)-1].Move != t.game.State().MovesLen() {
		return ""
	}
	return t.draws[len(t.draws)-1].String()
}

// drawsNote is what a downloaded game says of the races settled by a
// draw, as comments after its moves; "" when none was.
func (t *Table) drawsNote() string {
	if len(t.draws) == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString("# Races settled by a draw at the table (rulerun serve): the moves above are the winners'.\n")
	for _, d := range t.draws {
		b.WriteString("#   " + d.String() + "\n")
	}
	return b.String()
}
