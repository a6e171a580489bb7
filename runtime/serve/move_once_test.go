package serve

import (
	"fmt"
	"net/http"
	"sync"
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
