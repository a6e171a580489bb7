package terminal

import "errors"

// errLate is a line not read before a race's deadline: a bot acted first.
var errLate = errors.New("a bot acted first")

// lineReader reads the player's lines on a goroutine of its own, so that
// a race run by arrival can wait for a line and a bot's reaction at once.
// A read asked for and not yet answered stays pending: the line, when it
// comes, answers the next read.
type lineReader struct {
	asks    chan readAsk
	got     chan lineRead
	pending bool
}

// readAsk asks for a line, with the prompt and completion of line editing.
type readAsk struct {
	prompt   string
	complete func(string) []string
}

// lineRead is a line read, or why none was.
type lineRead struct {
	line string
	err  error
}

// startLines starts the terminal's line reader; its goroutine reads for
// as long as the program runs, or until the input ends.
func (t *Terminal) startLines() *lineReader {
	r := &lineReader{asks: make(chan readAsk), got: make(chan lineRead, 1)}
	go func() {
		for ask := range r.asks {
			line, err := t.readRaw(ask.prompt, ask.complete)
			r.got <- lineRead{line, err}
		}
	}()
	return r
}

// readAsync reads a line through the line reader, giving up with errLate
// when t.deadline comes first (the read stays pending).
func (t *Terminal) readAsync(prompt string, complete func(string) []string) (string, error) {
	if t.lines == nil {
		t.lines = t.startLines()
	}
	if !t.lines.pending {
		t.lines.asks <- readAsk{prompt, complete}
		t.lines.pending = true
	}
	select {
	case r := <-t.lines.got:
		t.lines.pending = false
		return r.line, r.err
	case <-t.deadline:
		return "", errLate
	}
}
