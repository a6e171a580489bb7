//go:build unix

package main

import (
	"bytes"
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// childEnv makes the test binary run rulerun itself (see TestMain), so that
// the hostile suite measures a real process without building another.
const childEnv = "RULERUN_TEST_CHILD"

// hostileMemory bounds the peak resident memory of each command run, in
// bytes: the requirement. The time each takes is logged, never
// asserted: the child runs with a wall clock far beyond it (wallClockEnv),
// so that on a busy machine each script is still stopped by what the
// sandbox counts, which the message says.
const hostileMemory = 512 << 20

// hostileScripts are the scripts of testdata/hostile, each with the words
// rulerun must refuse it with. The payload of each is at load time or in
// deck, setup, to_act or status; the moves_*.lua ones are about the moves
// a verb's generator proposes.
var hostileScripts = map[string]string{
	"pattern_find.lua":          "string.find: the pattern took more than 4000000 steps",
	"pattern_gsub.lua":          "string.gsub: the pattern took more than 4000000 steps",
	"pattern_gmatch.lua":        "string.gmatch: the pattern took more than 4000000 steps",
	"deck_copies.lua":           "cards[1].copies must be a whole number from 0 to 10000, not 2000000000",
	"deck_product.lua":          "the deck would have 9000000 cards (3000 suits by 3000 ranks, 1 copies); a deck may have at most 10000",
	"memory_concat.lua":         "script stopped: it went over its memory budget: it holds more than 64 MB of tables, strings and functions",
	"memory_keep.lua":           "script stopped: it went over its memory budget: it holds more than 64 MB of tables, strings and functions",
	"loop_to_act.lua":           "script stopped: it ran more than 20000000 steps in one call",
	"escape_error.lua":          `\x1b[2J\x1b]0;title\x07 cleared the screen`,
	"escape_status.lua":         `\x1b]0;status title\x07 broken status`,
	"moves_many.lua":            "out:add: a generator may propose at most 10000 moves",
	"moves_huge.lua":            "a move may name at most 256 cards, not 10000",
	"status_huge.lua":           "status returned 1000000 bytes of text; it may return at most 4096",
	"log_draw_reason.lua":       "p:draw: a log line may be at most 4096 bytes (this one is 1000000)",
	"log_huge.lua":              "g:say: a log line may be at most 4096 bytes (this one is 1000000)",
	"piles_many.lua":            "g:new_pile: the game has 1000 piles, the most it may have",
	"format_width.lua":          "string.format would make a string over 1048576 bytes",
	"error_table.lua":           "error raised with a table value instead of a message",
	"error_function.lua":        "error raised with a function value instead of a message",
	"tail_call_loop.lua":        "stack overflow: calls nested more than 200 deep",
	"pcall_error_loop.lua":      "script stopped: it ran more than 20000000 steps in one call",
	"rawset_card.lua":           "card information is read only",
	"grammar_form_optional.lua": "a move may have at most 8 optional parts [ ]",
	"grammar_verbs_many.lua":    "moves: 100000 moves declared; a game may have at most 256",
	"huge_new_round_many.lua":   "g:new_round: a match may have at most 10000 rounds",
	"huge_reveal_many.lua":      "script stopped: it went over its memory budget: it holds more than 64 MB of tables, strings and functions",
	"huge_to_act_many.lua":      "script stopped: it went over its memory budget: it holds more than 64 MB of tables, strings and functions",
	"memory_table_fill.lua":     "script stopped: it went over its memory budget: it holds more than 64 MB of tables, strings and functions",
	"memory_vars_huge.lua":      "script stopped: it went over its memory budget: it holds more than 64 MB of tables, strings and functions",
	// What a builtin and the engine do for a script is charged to its
	// budgets (issue 44).
	"apply_insert_front.lua":           "apply_insert_front.lua:17: verbs.go.apply: script stopped: it ran more than 20000000 steps in one call",
	"apply_remove_front.lua":           "apply_remove_front.lua:16: verbs.go.apply: script stopped: it ran more than 20000000 steps in one call",
	"moves_sample_layouts.lua":         "moves_sample_layouts.lua:16: verbs.go.sample: script stopped: it ran more than 20000000 steps in one call",
	"moves_out_of_turn_every_seat.lua": "script stopped: it ran more than 40000000 steps, with the calls before it, in one listing of seat",
}

// childResult is what one run of rulerun did.
type childResult struct {
	output  string // standard output and standard error
	code    int
	elapsed time.Duration
	cpu     time.Duration // user and system time: what the run itself cost, whatever else the machine runs
	maxRSS  int64         // bytes
}

// wallClockEnv sets the wall clock of every call into a script
// (runtime/sandbox WallClockEnv): the hostile suite runs rulerun with one far
// above the time the steps and the memory budget take to stop a script, so
// that on a busy machine it still sees those stop it, never the clock.
const wallClockEnv = "RULERUN_WALL_CLOCK"

// runChild runs rulerun with args in dir, with empty standard input.
func runChild(t *testing.T, dir string, args ...string) childResult {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Minute) // only against a hang
	defer cancel()
	cmd := exec.CommandContext(ctx, os.Args[0], args...)
	cmd.Dir = dir
	// One core each: the suite runs its children side by side, and validate
	// would otherwise run a hostile script on every core at once.
	cmd.Env = append(os.Environ(), childEnv+"=1", wallClockEnv+"=10m", "GOMAXPROCS=1")
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	start := time.Now()
	err := cmd.Run()
	res := childResult{output: out.String(), elapsed: time.Since(start)}
	var exit *exec.ExitError
	if err != nil {
		require.ErrorAs(t, err, &exit, "rulerun %v did not run: %v", args, err)
	}
	res.code = cmd.ProcessState.ExitCode()
	if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
		res.maxRSS = int64(ru.Maxrss) * 1024 // kilobytes on Linux
	}
	res.cpu = cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	return res
}

// checkRefused checks that a run refused its input as the issue requires:
// with the message that names the limit, the file, no Go stack trace and
// no raw escape byte, within bounded memory.
func checkRefused(t *testing.T, res childResult, file, want string) {
	t.Helper()
	assert.NotEqual(t, 0, res.code, "exit status; output:\n%s", res.output)
	assert.Contains(t, res.output, file, "names the file")
	assert.Contains(t, res.output, want)
	for _, leak := range []string{"goroutine ", "panic:", "runtime error", ".go:"} {
		assert.NotContains(t, res.output, leak, "no Go stack trace")
	}
	assert.NotContains(t, res.output, "\x1b", "no raw escape byte")
	assert.NotContains(t, res.output, "\x07", "no raw bell byte")
	if res.maxRSS > 0 {
		assert.Less(t, res.maxRSS, int64(hostileMemory), "peak memory %d MB", res.maxRSS>>20)
	}
	t.Logf("%s: %v (%v CPU), %d MB: %s", file, res.elapsed.Round(time.Millisecond), res.cpu.Round(time.Millisecond), res.maxRSS>>20, firstLine(res.output))
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// scenarioFor writes a scenario of script into dir, as rulerun test reads
// it, and returns its name.
func scenarioFor(t *testing.T, dir, script string) string {
	t.Helper()
	name := strings.TrimSuffix(filepath.Base(script), ".lua") + ".yaml"
	step := "expect: {next: 1}"
	switch {
	case strings.HasPrefix(name, "moves_out_of_turn"):
		step = "expect: {legal: {1: [go 1]}}" // lists the moves of a form of a number
	case strings.HasPrefix(name, "moves_"):
		step = "expect: {legal: {1: [go 2C]}}" // lists the moves
	case strings.HasPrefix(name, "apply_"):
		step = "2: go" // plays the move whose apply is hostile
	}
	src := "name: hostile " + name + "\nscript: " + script + "\nsteps:\n  - " + step + "\n"
	require.NoError(t, os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644))
	return name
}

// TestHostileScripts runs every hostile script with validate, play and
// test: each is refused with a clear message naming the file and the limit
// it hit, within bounded memory and without a Go stack trace.
func TestHostileScripts(t *testing.T) {
	t.Parallel()
	if slowdown > 1 {
		t.Skip("the hostile suite measures time and memory: run it without -race")
	}
	hostile, err := filepath.Abs("testdata/hostile")
	require.NoError(t, err)
	files, err := filepath.Glob(filepath.Join(hostile, "*.lua"))
	require.NoError(t, err)
	require.Len(t, files, len(hostileScripts), "every hostile script has its expected message")
	for _, path := range files {
		file := filepath.Base(path)
		want, ok := hostileScripts[file]
		require.True(t, ok, "no expected message for %s", file)
		t.Run(file, func(t *testing.T) {
			t.Parallel()
			dir := t.TempDir()
			checkRefused(t, runChild(t, dir, "validate", path), file, want)
			checkRefused(t, runChild(t, dir, "play", path, "--seed", "1"), file, want)
			rel, err := filepath.Rel(dir, path)
			require.NoError(t, err)
			checkRefused(t, runChild(t, dir, "test", scenarioFor(t, dir, rel)), file, want)
		})
	}
}

// TestHostileFiles gives rulerun things that are not files to read, as a
// script and as a scenario: each is refused at once.
func TestHostileFiles(t *testing.T) {
	t.Parallel()
	if slowdown > 1 {
		t.Skip("the hostile suite measures time and memory: run it without -race")
	}
	dir := t.TempDir()
	fifo := filepath.Join(dir, "pipe.lua")
	require.NoError(t, syscall.Mkfifo(fifo, 0o644))
	require.NoError(t, syscall.Mkfifo(filepath.Join(dir, "fifo.yaml"), 0o644))
	for _, dev := range []string{"/dev/zero", "/dev/urandom"} {
		if _, err := os.Stat(dev); err != nil {
			continue
		}
		link := filepath.Join(dir, filepath.Base(dev)+".lua")
		require.NoError(t, os.Symlink(dev, link))
		checkRefused(t, runChild(t, dir, "validate", dev), dev, dev+" is a device")
		checkRefused(t, runChild(t, dir, "play", dev), dev, dev+" is a device")
		checkRefused(t, runChild(t, dir, "test", scenarioFor(t, dir, filepath.Base(link))), filepath.Base(link), "is a device")
	}
	checkRefused(t, runChild(t, dir, "validate", "pipe.lua"), "pipe.lua", "pipe.lua is a named pipe")
	checkRefused(t, runChild(t, dir, "play", "pipe.lua"), "pipe.lua", "pipe.lua is a named pipe")
	checkRefused(t, runChild(t, dir, "test", scenarioFor(t, dir, "pipe.lua")), "pipe.lua", "pipe.lua is a named pipe")
	checkRefused(t, runChild(t, dir, "test", "fifo.yaml"), "fifo.yaml", "fifo.yaml is a named pipe")
}
