package serve

// subscriber is one open stream of a seat's views: it is told that the
// table changed and makes the new view itself, so that a slow client never
// holds the table up and sees only the newest view.
type subscriber struct {
	seat    int
	opened  uint64        // the order in which the table's streams opened
	changed chan struct{} // holds one pending notice at most
	ended   chan struct{} // closed when a newer stream of the seat takes its place
}

// subscribe opens a stream of seatNo's views. A seat's stream always gets
// in: beyond the server's streams a seat, the seat's oldest stream is
// ended. An onlooker's is refused (nil) beyond the server's streams for
// onlookers, so that the watch link cannot keep the seats out. The caller
// holds the lock.
func (t *Table) subscribe(seatNo int) *subscriber {
	lim := t.server.limits
	var oldest *subscriber
	n := 0
	for s := range t.subs {
		if s.seat == seatNo {
			n++
			if oldest == nil || s.opened < oldest.opened {
				oldest = s
			}
		}
	}
	switch {
	case seatNo == onlooker && n >= lim.WatchStreams:
		return nil
	case seatNo != onlooker && n >= lim.StreamsPerSeat:
		delete(t.subs, oldest)
		close(oldest.ended)
	}
	t.streams++
	s := &subscriber{seat: seatNo, opened: t.streams, changed: make(chan struct{}, 1), ended: make(chan struct{})}
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
	t.changedAt = t.server.now()
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
