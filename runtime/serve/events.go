package serve

import "time"

// subscriber is one open stream of a seat's views: it is told that the
// table changed and makes the new view itself, so that a slow client never
// holds the table up and sees only the newest view.
type subscriber struct {
	seat    int
	changed chan struct{} // holds one pending notice at most
}

// maxSubscribers bounds the open streams of a table.
const maxSubscribers = 64

// subscribe opens a stream of seatNo's views, or returns nil when the
// table has too many. The caller holds the lock.
func (t *Table) subscribe(seatNo int) *subscriber {
	if len(t.subs) >= maxSubscribers {
		return nil
	}
	s := &subscriber{seat: seatNo, changed: make(chan struct{}, 1)}
	t.subs[s] = struct{}{}
	return s
}

// unsubscribe closes a stream.
func (t *Table) unsubscribe(s *subscriber) {
	t.mu.Lock()
	defer t.mu.Unlock()
	delete(t.subs, s)
}

// changed is called after every change of the table: it is saved, every
// stream is told, and the bots look at it; an ended game's rules are
// released. The caller holds the lock.
func (t *Table) changed() {
	t.notify()
	t.release()
	t.wakeBots()
}

// notify saves the table and tells every stream, and the bot player, that
// it changed. The
// caller holds the lock.
func (t *Table) notify() {
	t.version++
	t.changedAt = time.Now()
	t.trimLog()
	t.server.save(t)
	select {
	case t.poke <- struct{}{}:
	default: // the bot player is already told
	}
	for s := range t.subs {
		select {
		case s.changed <- struct{}{}:
		default: // a notice is already pending
		}
	}
}
