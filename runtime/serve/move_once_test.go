package serve

import (
	"fmt"
	"io/fs"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A move sent three times at once with the version it was chosen on is
// played once: the two others come after the table changed.
func TestMoveSentThriceAtOncePlayedOnce(t *testing.T) {
	f := newFixture(t, "", Spec{Script: "race", Seats: 2, Seed: 7, Options: map[string]string{"target": "100"}})
	f.call(t, "POST", "/1/join", f.secret(1), "{}")
	f.call(t, "POST", "/2/join", f.secret(2), "{}")
	version := f.version()
	statuses := make([]int, 3)
	var wg sync.WaitGroup
	for i := range statuses {
		wg.Go(func() {
			statuses[i], _ = f.call(t, "POST", "/1/move", f.secret(1), fmt.Sprintf(`{"move": "add 1", "version": %d}`, version))
		})
	}
	wg.Wait()
	assert.ElementsMatch(t, []int{http.StatusOK, http.StatusUnprocessableEntity, http.StatusUnprocessableEntity}, statuses)
	assert.Equal(t, 1, f.race().Total(), "played once")
	assert.Equal(t, 1, f.race().State().MovesLen())
}

func TestMoveVersion(t *testing.T) {
	f := newFixture(t, "", Spec{Script: "race", Seats: 2, Seed: 7, Options: map[string]string{"target": "100"}})
	f.call(t, "POST", "/1/join", f.secret(1), "{}")
	f.call(t, "POST", "/2/join", f.secret(2), "{}")
	tests := []struct {
		name    string
		version func() string
		status  int
	}{
		{"the table's version", func() string { return fmt.Sprintf(`, "version": %d`, f.version()) }, http.StatusOK},
		{"an older version", func() string { return fmt.Sprintf(`, "version": %d`, f.version()-1) }, http.StatusUnprocessableEntity},
		{"no version (a client of the API)", func() string { return "" }, http.StatusOK},
	}
	seat := 1
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, body := f.call(t, "POST", "/"+itoa(seat)+"/move", f.secret(seat), `{"move": "add 1"`+tt.version()+`}`)
			require.Equal(t, tt.status, status, "%v", body)
			if status == http.StatusOK {
				seat = 3 - seat
				return
			}
			refused, _ := body["refused"].(map[string]any)
			assert.Contains(t, refused["reason"], "changed since")
		})
	}
	assert.Equal(t, 2, f.race().Total())
}

// A move sent three times at once with the same id and no version is
// played once; every answer is the move's outcome, two of them repeated.
func TestMoveSentThriceWithOneIDPlayedOnce(t *testing.T) {
	f := newFixture(t, "", Spec{Script: "race", Seats: 2, Seed: 7, Options: map[string]string{"target": "100"}})
	f.call(t, "POST", "/1/join", f.secret(1), "{}")
	f.call(t, "POST", "/2/join", f.secret(2), "{}")
	statuses, repeated := make([]int, 3), make([]bool, 3)
	var wg sync.WaitGroup
	for i := range statuses {
		wg.Go(func() {
			var body map[string]any
			statuses[i], body = f.call(t, "POST", "/1/move", f.secret(1), `{"move": "add 1", "id": "m-1"}`)
			repeated[i], _ = body["repeated"].(bool)
		})
	}
	wg.Wait()
	assert.Equal(t, []int{http.StatusOK, http.StatusOK, http.StatusOK}, statuses, "a retry is answered as the move was")
	assert.ElementsMatch(t, []bool{false, true, true}, repeated)
	assert.Equal(t, 1, f.race().Total(), "played once")
}

// A move without a version or an id that repeats the seat's last move,
// nothing played since, is refused as sent twice; once the table has
// changed, the same text is a new move.
func TestMoveWithoutVersionSentAgainPlayedOnce(t *testing.T) {
	f := newFixture(t, "", Spec{Script: "race", Seats: 2, Seed: 7, Options: map[string]string{"target": "100"}})
	f.call(t, "POST", "/1/join", f.secret(1), "{}")
	f.call(t, "POST", "/2/join", f.secret(2), "{}")
	tests := []struct {
		name   string
		seat   int
		status int
		total  int
	}{
		{"a move", 1, http.StatusOK, 1},
		{"the same sent again", 1, http.StatusUnprocessableEntity, 1},
		{"and again", 1, http.StatusUnprocessableEntity, 1},
		{"the other seat's", 2, http.StatusOK, 2},
		{"the first seat's same text, now a new move", 1, http.StatusOK, 3},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, body := f.move(t, tt.seat, "add 1")
			require.Equal(t, tt.status, status, "%v", body)
			if status != http.StatusOK {
				refused, _ := body["refused"].(map[string]any)
				assert.Contains(t, refused["reason"], "sent twice")
			}
			assert.Equal(t, tt.total, f.race().Total())
		})
	}
}

// A move played but not saved is answered 503, which clients retry: the
// retry, with the move's id, is answered with the move's outcome and not
// played again, 503 while the table is not saved and 200 once it is.
func TestUnsavedMoveRetriedPlayedOnce(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "data")
	require.NoError(t, os.Mkdir(dir, 0o700))
	f := newFixture(t, dir, Spec{Script: "race", Seats: 2, Seed: 7, Options: map[string]string{"target": "100"}})
	f.call(t, "POST", "/1/join", f.secret(1), "{}")
	f.call(t, "POST", "/2/join", f.secret(2), "{}")
	write := f.srv.writeFile
	f.srv.writeFile = func(dir, path string, data []byte) error {
		return &fs.PathError{Op: "write", Path: path, Err: syscall.ENOSPC}
	}
	const move = `{"move": "add 2", "id": "retry-me"}`
	status, _ := f.call(t, "POST", "/1/move", f.secret(1), move)
	require.Equal(t, http.StatusServiceUnavailable, status)
	status, body := f.call(t, "POST", "/1/move", f.secret(1), move)
	assert.Equal(t, http.StatusServiceUnavailable, status, "still not saved")
	assert.Equal(t, true, body["repeated"])
	f.srv.writeFile = write
	f.move(t, 2, "add 1") // saved again
	status, body = f.call(t, "POST", "/1/move", f.secret(1), move)
	assert.Equal(t, http.StatusOK, status, "played, and saved since")
	assert.Equal(t, true, body["repeated"])
	assert.Equal(t, 3, f.race().Total(), "seat 1's move played once")
}

// A move's id is bounded.
func TestMoveIDTooLongRefused(t *testing.T) {
	f := newFixture(t, "", Spec{Script: "race", Seats: 2, Seed: 7})
	f.call(t, "POST", "/1/join", f.secret(1), "{}")
	f.call(t, "POST", "/2/join", f.secret(2), "{}")
	status, _ := f.call(t, "POST", "/1/move", f.secret(1), `{"move": "add 1", "id": "`+strings.Repeat("x", maxMoveID+1)+`"}`)
	assert.Equal(t, http.StatusBadRequest, status)
	assert.Zero(t, f.race().Total())
}

// What tells a move sent twice from the same move made again, without a
// version or an id: the table unchanged since, and no view sent since but
// the move's answer.
func TestSentTwice(t *testing.T) {
	version := uint64(5)
	tests := []struct {
		name   string
		req    moveRequest
		viewed bool
		now    uint64
		want   bool
	}{
		{"sent again", moveRequest{Move: "flip"}, false, 5, true},
		{"after a look at the table (a second flip)", moveRequest{Move: "flip"}, true, 5, false},
		{"the table changed since", moveRequest{Move: "flip"}, false, 6, false},
		{"another move", moveRequest{Move: "slap"}, false, 5, false},
		{"with a version", moveRequest{Move: "flip", Version: &version}, false, 5, false},
		{"with an id", moveRequest{Move: "flip", ID: "a"}, false, 5, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var m moveMemory
			m.played("flip", 5)
			m.viewed = tt.viewed
			assert.Equal(t, tt.want, m.sentTwice(tt.req, tt.now))
		})
	}
}
