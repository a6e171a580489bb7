package serve

import (
	"bufio"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/rulerun/rulerun/runtime/engine"
	"github.com/rulerun/rulerun/runtime/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// newLimitedFixture is a fixture served as rulerun serve serves: its HTTP
// server and its listener within the limits.
func newLimitedFixture(t *testing.T, lim Limits, spec Spec) (*fixture, *limitListener) {
	t.Helper()
	srv := New(Config{Sources: map[string]engine.Source{"race": enginetest.Source{}}, Log: io.Discard, Limits: lim})
	f := &fixture{srv: srv}
	tbl, err := srv.NewTable(spec)
	require.NoError(t, err)
	f.table = tbl
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	limited := srv.LimitListener(ln)
	f.http = httptest.NewUnstartedServer(nil)
	f.http.Listener.Close()
	f.http.Listener, f.http.Config = limited, srv.HTTPServer()
	f.http.Start()
	t.Cleanup(func() { f.http.Close(); srv.Close() })
	return f, limited.(*limitListener)
}

// openConns opens n connections to the fixture from the address from,
// each sending the start of a request's header and never its end; it
// returns those that connected.
func openConns(t *testing.T, f *fixture, from string, n int) []net.Conn {
	t.Helper()
	d := net.Dialer{LocalAddr: &net.TCPAddr{IP: net.ParseIP(from)}, Timeout: 10 * time.Second}
	var conns []net.Conn
	t.Cleanup(func() {
		for _, c := range conns {
			c.Close()
		}
	})
	partial := "GET /api/lobby HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Pad: " + strings.Repeat("a", 8<<10)
	for range n {
		c, err := d.Dial("tcp", f.http.Listener.Addr().String())
		if err != nil {
			t.Skipf("cannot connect from %s: %v", from, err)
		}
		conns = append(conns, c)
		c.Write([]byte(partial)) // a connection closed by the server at once fails here or not
	}
	return conns
}

// openCount is how many connections the listener holds from host.
func (l *limitListener) openCount(host string) int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return l.open[host]
}

func TestHalfOpenConnectionsStopNoTable(t *testing.T) {
	f, ln := newLimitedFixture(t, Limits{}, Spec{Script: "race", Seats: 2, Seed: 7, Options: map[string]string{"target": "1000"}})
	openConns(t, f, "127.0.0.2", 600)
	require.Eventually(t, func() bool { return ln.openCount("127.0.0.2") <= DefaultLimits.ConnsPerAddr },
		time.Minute, 10*time.Millisecond, "the connections beyond the limit are closed")
	f.call(t, "POST", "/1/join", f.secret(1), "{}")
	f.call(t, "POST", "/2/join", f.secret(2), "{}")
	for i := range 20 {
		status, body := f.move(t, 1+i%2, "add 1")
		require.Equal(t, http.StatusOK, status, "%v", body)
	}
	assert.Equal(t, 20, f.race().Total(), "the table plays on")
	assert.Empty(t, f.table.failure)
	assert.LessOrEqual(t, ln.openCount("127.0.0.2"), DefaultLimits.ConnsPerAddr)
}

func TestHeaderTooLargeRefused(t *testing.T) {
	f, _ := newLimitedFixture(t, Limits{}, raceSpec())
	req, err := http.NewRequest("GET", f.http.URL+"/api/lobby", nil)
	require.NoError(t, err)
	req.Header.Set("X-Pad", strings.Repeat("a", 64<<10))
	resp, err := f.http.Client().Do(req)
	require.NoError(t, err)
	resp.Body.Close()
	assert.Equal(t, http.StatusRequestHeaderFieldsTooLarge, resp.StatusCode)
}

func TestSlowAndIdleConnectionsClosed(t *testing.T) {
	lim := Limits{ReadHeader: 50 * time.Millisecond, Body: 50 * time.Millisecond, Idle: 50 * time.Millisecond}
	f, _ := newLimitedFixture(t, lim, raceSpec())
	body := `{"move":"add 1"}`
	tests := []struct {
		name string
		send string
	}{
		{"a header never ended", "GET /api/lobby HTTP/1.1\r\nHost: 127.0.0.1\r\n"},
		{"a body never ended", fmt.Sprintf("POST /api/table/%s/1/move HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer %s\r\n"+
			"Content-Type: application/json\r\nContent-Length: %d\r\n\r\n%s", f.table.ID(), f.secret(1), len(body)+10, body)},
		{"idle after a request", "GET /api/lobby HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"},
		{"nothing sent", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := net.Dial("tcp", f.http.Listener.Addr().String())
			require.NoError(t, err)
			defer c.Close()
			_, err = c.Write([]byte(tt.send))
			require.NoError(t, err)
			c.SetReadDeadline(time.Now().Add(time.Minute)) // only so that a failing test ends
			_, err = io.Copy(io.Discard, c)
			assert.NoError(t, err, "the server closes the connection (io.Copy ends at EOF, not at the deadline)")
		})
	}
}

// openStream opens a stream of views of seat (0: the watch link) and
// returns its status and, when open, its reader.
func openStream(t *testing.T, f *fixture, seat int) (int, *bufio.Reader) {
	t.Helper()
	who := "watch"
	if seat > 0 {
		who = itoa(seat)
	}
	req, err := http.NewRequest("GET", f.http.URL+"/api/table/"+f.table.ID()+"/"+who+"/events", nil)
	require.NoError(t, err)
	req.Header.Set("Authorization", "Bearer "+f.secret(seat))
	resp, err := f.http.Client().Do(req)
	require.NoError(t, err)
	t.Cleanup(func() { resp.Body.Close() })
	if resp.StatusCode != http.StatusOK {
		return resp.StatusCode, nil
	}
	r := bufio.NewReader(resp.Body)
	nextEvent(t, r)
	return resp.StatusCode, r
}

func TestWatchLinkCannotKeepTheSeatsOut(t *testing.T) {
	f, _ := newLimitedFixture(t, Limits{ConnsPerAddr: 1000}, raceSpec())
	for range DefaultLimits.WatchStreams {
		status, _ := openStream(t, f, 0)
		require.Equal(t, http.StatusOK, status)
	}
	status, _ := openStream(t, f, 0)
	assert.Equal(t, http.StatusServiceUnavailable, status, "the watch link's streams are bounded")
	status, _ = openStream(t, f, 1)
	assert.Equal(t, http.StatusOK, status, "a seat's stream gets in")
}

func TestSeatsNewestStreamGetsIn(t *testing.T) {
	f, _ := newLimitedFixture(t, Limits{ConnsPerAddr: 1000}, raceSpec())
	status, oldest := openStream(t, f, 1)
	require.Equal(t, http.StatusOK, status)
	for range DefaultLimits.StreamsPerSeat {
		status, _ := openStream(t, f, 1)
		require.Equal(t, http.StatusOK, status, "a seat's stream always gets in")
	}
	rest, err := io.ReadAll(oldest)
	assert.NoError(t, err, "the seat's oldest stream is ended")
	assert.Contains(t, string(rest), "event: replaced", "and says why, so that its page does not open it again")
	f.table.mu.Lock()
	defer f.table.mu.Unlock()
	assert.Len(t, f.table.subs, DefaultLimits.StreamsPerSeat)
}
