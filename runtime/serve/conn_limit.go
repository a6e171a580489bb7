package serve

import (
	"net"
	"sync"
)

// LimitListener wraps a listener so that one remote address holds at most
// the server's Limits.ConnsPerAddr open connections: a connection beyond
// it is closed as soon as it is accepted, so that a client with no link
// cannot take every connection the server (or its process) may hold.
func (s *Server) LimitListener(ln net.Listener) net.Listener {
	return &limitListener{Listener: ln, perAddr: s.limits.ConnsPerAddr, open: map[string]int{}}
}

type limitListener struct {
	net.Listener
	perAddr int
	mu      sync.Mutex
	open    map[string]int // open connections, by remote host
}

// Accept returns the next connection within the limit, closing those
// beyond it.
func (l *limitListener) Accept() (net.Conn, error) {
	for {
		c, err := l.Listener.Accept()
		if err != nil {
			return nil, err
		}
		host := remoteHost(c)
		l.mu.Lock()
		ok := l.open[host] < l.perAddr
		if ok {
			l.open[host]++
		}
		l.mu.Unlock()
		if !ok {
			c.Close()
			continue
		}
		return &limitConn{Conn: c, ln: l, host: host}, nil
	}
}

func remoteHost(c net.Conn) string {
	host, _, err := net.SplitHostPort(c.RemoteAddr().String())
	if err != nil {
		return c.RemoteAddr().String()
	}
	return host
}

// limitConn is an accepted connection, counted until it is closed.
type limitConn struct {
	net.Conn
	ln   *limitListener
	host string
	once sync.Once
}

// Close closes the connection and counts it closed, once.
func (c *limitConn) Close() error {
	c.once.Do(func() {
		c.ln.mu.Lock()
		defer c.ln.mu.Unlock()
		if c.ln.open[c.host]--; c.ln.open[c.host] <= 0 {
			delete(c.ln.open, c.host)
		}
	})
	return c.Conn.Close()
}
