package serve

import (
	"fmt"
	"net"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// counts is what the listener holds: waiting connections, seated ones.
func (l *limitListener) counts() (waiting, seated int) {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.waiting), l.seated
}

// playWhileFlooded joins both seats, opens seat 1's stream, floods the
// server with flood(), then plays moves on new connections from the
// players' address: every move is played, and seat 1's stream, opened
// before the flood, receives the view of each.
func playWhileFlooded(t *testing.T, f *fixture, flood func()) {
	t.Helper()
	f.call(t, "POST", "/1/join", f.secret(1), "{}")
	f.call(t, "POST", "/2/join", f.secret(2), "{}")
	status, stream := openStream(t, f, 1)
	require.Equal(t, http.StatusOK, status)
	flood()
	f.http.Client().Transport.(*http.Transport).CloseIdleConnections() // each move on a new connection
	for i := range 10 {
		status, body := f.move(t, 1+i%2, "add 1")
		require.Equal(t, http.StatusOK, status, "%v", body)
		f.http.Client().Transport.(*http.Transport).CloseIdleConnections()
		v := nextEvent(t, stream)
		for v["version"] != body["view"].(map[string]any)["version"] {
			v = nextEvent(t, stream)
		}
	}
	assert.Equal(t, 10, f.race().Total(), "every move played")
}

// A flooder on the players' own address (every local player is 127.0.0.1)
// holding unfinished headers keeps no seated player out: its oldest
// connections are closed to let the players' in, and a seat's stream
// goes on.
func TestLocalFlooderKeepsNoSeatOut(t *testing.T) {
	f, ln := newLimitedFixture(t, Limits{}, Spec{Script: "race", Seats: 2, Seed: 7, Options: map[string]string{"target": "1000"}})
	playWhileFlooded(t, f, func() { openConns(t, f, "127.0.0.1", 600) })
	waiting, seated := ln.counts()
	assert.LessOrEqual(t, waiting, DefaultLimits.ConnsPerAddr, "the flood holds at most the waiting connections of an address")
	assert.Positive(t, seated, "the seat's stream is on a seated connection")
}

// A flood from many addresses is bounded in all: the waiting connections
// of all addresses together, and every connection the server holds.
func TestFloodFromManyAddressesBoundedInAll(t *testing.T) {
	lim := Limits{ConnsPerAddr: 8, PendingConns: 48, MaxConns: 64}
	f, ln := newLimitedFixture(t, lim, Spec{Script: "race", Seats: 2, Seed: 7, Options: map[string]string{"target": "1000"}})
	playWhileFlooded(t, f, func() {
		for i := range 40 {
			openConns(t, f, fmt.Sprintf("127.0.1.%d", i+1), 12)
			waiting, seated := ln.counts()
			require.LessOrEqual(t, waiting, lim.PendingConns)
			require.LessOrEqual(t, waiting+seated, lim.MaxConns)
		}
	})
	waiting, seated := ln.counts()
	assert.LessOrEqual(t, waiting, lim.PendingConns)
	assert.LessOrEqual(t, waiting+seated, lim.MaxConns)
}

// The listener's counts, connection by connection: a waiting connection
// makes room for a newer one, a seated one never; once every connection
// is seated and the server holds all it may, a new one is closed.
func TestLimitListenerCounts(t *testing.T) {
	l := &limitListener{limits: Limits{ConnsPerAddr: 2, PendingConns: 3, MaxConns: 4}, open: map[string]int{}}
	conn := func(host string) *limitConn {
		a, b := net.Pipe()
		t.Cleanup(func() { a.Close(); b.Close() })
		return &limitConn{Conn: a, ln: l, host: host}
	}
	a1, a2, a3 := conn("a"), conn("a"), conn("a")
	require.True(t, l.admit(a1))
	require.True(t, l.admit(a2))
	require.True(t, l.admit(a3), "a third from one address gets in")
	assert.Equal(t, connClosed, a1.state, "in place of the address's oldest")
	l.seat(a2)
	assert.Equal(t, connSeated, a2.state)
	b1, b2 := conn("b"), conn("b")
	require.True(t, l.admit(b1))
	require.True(t, l.admit(b2))
	waiting, seated := l.counts()
	assert.Equal(t, 3, waiting)
	assert.Equal(t, 1, seated)
	c1 := conn("c")
	require.True(t, l.admit(c1), "past the waiting connections of all addresses")
	assert.Equal(t, connClosed, a3.state, "the oldest waiting one gives way")
	assert.Equal(t, connSeated, a2.state, "never a seated one")
	l.seat(b1)
	assert.Equal(t, connWaiting, b1.state, "seated connections are at most MaxConns-PendingConns")
	a2.Close()
	_, seated = l.counts()
	assert.Zero(t, seated)
}
