package serve

import (
	"context"
	"net"
	"net/http"
	"sync"
)

// LimitListener wraps a listener so that the connections the server holds
// are bounded, and so that no client, with a link or without, from one
// address or many, can keep a seated player's connections out:
//
//   - a connection is waiting until a request on it has shown a seat's
//     secret, and then seated (see Server.seated): a player's page holds
//     its stream and its moves on seated connections;
//   - waiting connections (an unfinished header, a client with no link, a
//     page loading) are at most Limits.PendingConns in all and
//     Limits.ConnsPerAddr from one address: beyond that, the oldest
//     waiting one (of that address, or of all) is closed to let the new
//     one in, so that a flooder closes its own connections, and a player's
//     new connection, which shows its secret at once, gets in;
//   - all connections are at most Limits.MaxConns; once they are, and none
//     is waiting, a new one is closed as soon as it is accepted. Seated
//     connections are at most MaxConns-PendingConns: beyond that, a
//     connection stays waiting.
func (s *Server) LimitListener(ln net.Listener) net.Listener {
	return &limitListener{Listener: ln, limits: s.limits, open: map[string]int{}}
}

type limitListener struct {
	net.Listener
	limits  Limits
	mu      sync.Mutex
	open    map[string]int // waiting connections, by remote host
	waiting []*limitConn   // oldest first
	seated  int
}

// Accept returns the next connection, within the limits.
func (l *limitListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		lc := &limitConn{Conn: c, ln: l, host: remoteHost(c)}
		if l.admit(lc) {
			return lc, nil
		}
		c.Close()
	}
}

// admit counts a new connection as waiting, closing the oldest waiting
// ones it replaces; it reports false when every connection is seated and
// there is no room.
func (l *limitListener) admit(c *limitConn) bool {
	l.mu.Lock()
	var evict []*limitConn
	if l.open[c.host] >= l.limits.ConnsPerAddr {
		evict = append(evict, l.dropOldest(c.host))
	}
	for len(l.waiting) > 0 && (len(l.waiting) >= l.limits.PendingConns || l.seated+len(l.waiting) >= l.limits.MaxConns) {
		evict = append(evict, l.dropOldest(""))
	}
	ok := l.seated+len(l.waiting) < l.limits.MaxConns
	if ok {
		c.state = connWaiting
		l.waiting = append(l.waiting, c)
		l.open[c.host]++
	}
	l.mu.Unlock()
	for _, old := range evict {
		if old != nil {
			old.Conn.Close()
		}
	}
	return ok
}

// dropOldest takes the oldest waiting connection of host (any host when
// host is "") off the count and returns it, for the caller to close.
func (l *limitListener) dropOldest(host string) *limitConn {
	for i, c := range l.waiting {
		if host == "" || c.host == host {
			l.unwait(i)
			c.state = connClosed
			return c
		}
	}
	return nil
}

// unwait takes the waiting connection at i off the list and the count of
// its host.
func (l *limitListener) unwait(i int) {
	c := l.waiting[i]
	l.waiting = append(l.waiting[:i], l.waiting[i+1:]...)
	if l.open[c.host]--; l.open[c.host] <= 0 {
		delete(l.open, c.host)
	}
}

// seat makes a waiting connection seated, when there is room.
func (l *limitListener) seat(c *limitConn) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if c.state != connWaiting || l.seated >= l.limits.MaxConns-l.limits.PendingConns {
		return
	}
	for i, w := range l.waiting {
		if w == c {
			l.unwait(i)
			break
		}
	}
	c.state = connSeated
	l.seated++
}

// closed takes a connection off the counts, once.
func (l *limitListener) closed(c *limitConn) {
	l.mu.Lock()
	defer l.mu.Unlock()
	switch c.state {
	case connSeated:
		l.seated--
	case connWaiting:
		for i, w := range l.waiting {
			if w == c {
				l.unwait(i)
				break
			}
		}
	}
	c.state = connClosed
}

func remoteHost(c net.Conn) string {
	host, _, err := net.SplitHostPort(c.RemoteAddr().String())
	if err != nil {
		return c.RemoteAddr().String()
	}
	return host
}

// connState is where a connection is counted: waiting, seated, or no
// longer (closed, or closed to let a newer one in).
type connState int

const (
	connWaiting connState = iota + 1
	connSeated
	connClosed
)

// limitConn is an accepted connection, counted until it is closed. Its
// state is the listener's, under the listener's lock.
type limitConn struct {
	net.Conn
	ln    *limitListener
	host  string
	state connState
}

// Close closes the connection and takes it off the counts.
func (c *limitConn) Close() error {
	c.ln.closed(c)
	return c.Conn.Close()
}

// connKey is the context key of the connection a request came on.
type connKey struct{}

// withConn keeps the connection of a request in its context, for
// Server.seated (http.Server.ConnContext).
func withConn(ctx context.Context, c net.Conn) context.Context {
	return context.WithValue(ctx, connKey{}, c)
}

// seated counts the connection of r as a seated player's: its request
// showed a seat's secret. A connection not from a LimitListener is left
// as it is.
func (s *Server) seated(r *http.Request) {
	if c, ok := r.Context().Value(connKey{}).(*limitConn); ok {
		c.ln.seat(c)
	}
}
