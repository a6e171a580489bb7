package serve

import (
	"net/http"
	"time"
)

// Limits bound what one client can make the server hold, so that nobody,
// with a link or without, can exhaust its memory or its connections. A
// zero field takes its default (DefaultLimits).
type Limits struct {
	// MaxHeaderBytes bounds a request's header.
	MaxHeaderBytes int
	// ReadHeader is how long a client may take to send a request's
	// header; Body how long to send its body; Idle how long a connection
	// may wait for its next request.
	ReadHeader, Body, Idle time.Duration
	// Write is how long a client may take to read an answer, or one
	// message of a stream.
	Write time.Duration
	// ConnsPerAddr bounds the waiting connections of one remote address,
	// PendingConns those of all addresses, and MaxConns every connection
	// the server holds, seated players' included (see
	// Server.LimitListener): beyond the first two, the oldest waiting
	// connection is closed to let a new one in.
	ConnsPerAddr, PendingConns, MaxConns int
	// StreamsPerSeat bounds the open streams of views of one seat: a new
	// one ends the oldest, so that a seat's newest stream always gets in.
	// WatchStreams bounds the onlookers' streams of a table: beyond it,
	// a new one is refused, and the seats' streams never are.
	StreamsPerSeat, WatchStreams int
}

// DefaultLimits are the limits of a server whose Config sets none.
var DefaultLimits = Limits{
	MaxHeaderBytes: 16 << 10,
	ReadHeader:     10 * time.Second,
	Body:           10 * time.Second,
	Idle:           60 * time.Second,
	Write:          30 * time.Second,
	ConnsPerAddr:   128,
	PendingConns:   256,
	MaxConns:       1024,
	StreamsPerSeat: 8,
	WatchStreams:   32,
}

// orDefault fills the fields of l left at zero from DefaultLimits.
func (l Limits) orDefault() Limits {
	d := DefaultLimits
	pick := func(v *int, def int) {
		if *v <= 0 {
			*v = def
		}
	}
	pickD := func(v *time.Duration, def time.Duration) {
		if *v <= 0 {
			*v = def
		}
	}
	pick(&l.MaxHeaderBytes, d.MaxHeaderBytes)
	pick(&l.ConnsPerAddr, d.ConnsPerAddr)
	pick(&l.PendingConns, d.PendingConns)
	pick(&l.MaxConns, d.MaxConns)
	l.PendingConns = min(l.PendingConns, l.MaxConns)
	pick(&l.StreamsPerSeat, d.StreamsPerSeat)
	pick(&l.WatchStreams, d.WatchStreams)
	pickD(&l.ReadHeader, d.ReadHeader)
	pickD(&l.Body, d.Body)
	pickD(&l.Idle, d.Idle)
	pickD(&l.Write, d.Write)
	return l
}

// HTTPServer is an HTTP server of the server's Handler within its limits:
// the header's size, the time to send it, the idle time between
// requests. The time to send a body and to read an answer are set for
// each request by the handlers (a stream of views is open for as long as
// its page is). Serve it on a listener of [Server.LimitListener].
func (s *Server) HTTPServer() *http.Server {
	return &http.Server{
		Handler:           s.Handler(),
		MaxHeaderBytes:    s.limits.MaxHeaderBytes,
		ReadHeaderTimeout: s.limits.ReadHeader,
		IdleTimeout:       s.limits.Idle,
		ConnContext:       withConn,
	}
}

// bodyDeadline gives the client the server's limit to send the request's
// body, and to read the answer.
func (s *Server) bodyDeadline(w http.ResponseWriter) {
	rc := http.NewResponseController(w)
	now := time.Now()
	rc.SetReadDeadline(now.Add(s.limits.Body))
	rc.SetWriteDeadline(now.Add(s.limits.Body + s.limits.Write))
}
