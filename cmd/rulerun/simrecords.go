package main

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/rulerun/rulerun/runtime/terminal"
)

// runMerge sums up record files.
func runMerge(c *cli.Context) error {
	if c.NArg() == 0 {
		return usageError("merge needs the record files written by simulate --json")
	}
	byScript := map[string]*mergedRun{}
	var order []string
	for _, path := range c.Args().Slice() {
		if err := readRecords(path, func(r simRecord) error {
			m, ok := byScript[r.Script]
			if !ok {
				m = newMergedRun(r.Script)
				byScript[r.Script] = m
				order = append(order, r.Script)
			}
			return m.add(r)
		}); err != nil {
			return usageError("%v", err)
		}
	}
	piped, err := oneStdout(c, "summary-json", "report")
	if err != nil {
		return err
	}
	w := terminal.CleanWriter{W: c.App.Writer}
	if piped {
		w = terminal.CleanWriter{W: c.App.ErrWriter}
	}
	var sums []namedSummary
	for _, s := range order {
		byScript[s].warnGaps(c.App.ErrWriter)
		sums = append(sums, byScript[s].namedSummary)
	}
	report(w, sums, mergedBots(byScript, order))
	if err := writeSummaryJSON(c, sums); err != nil {
		return err
	}
	return writeReport(c, sums, mergedSeeds(byScript, order))
}

// readRecords reads a file of JSON records, one a line.
func readRecords(path string, each func(simRecord) error) error {
	f, err := os.Open(path)
	if err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<16), 1<<24)
	for line := 1; sc.Scan(); line++ {
		if strings.TrimSpace(sc.Text()) == "" {
			continue
		}
		var r simRecord
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil || r.Script == "" {
			return fmt.Errorf("%s:%d: not a record of rulerun simulate --json", path, line)
		}
		if err := each(r); err != nil {
			return fmt.Errorf("%s:%d: %w", path, line, err)
		}
	}
	return sc.Err()
}

// recordWriters writes records to the --json and --csv files, a whole
// record with each write, so that a run killed at any moment leaves files
// that end with a whole record (JSON's encoder writes each record once).
type recordWriters struct {
	files []io.WriteCloser
	js    *json.Encoder
	cs    io.Writer // the --csv file, written a whole row at a time (csvRow)
	first error
}

func newRecordWriters(c *cli.Context) (*recordWriters, error) {
	w := &recordWriters{}
	open := func(flag string) (io.WriteCloser, error) {
		f, err := createOutput(c, flag, c.String(flag))
		if err != nil {
			return nil, err
		}
		w.files = append(w.files, f)
		return f, nil
	}
	if name := c.String("json"); name != "" {
		f, err := open("json")
		if err != nil {
			return nil, err
		}
		w.js = json.NewEncoder(f)
	}
	if name := c.String("csv"); name != "" {
		f, err := open("csv")
		if err != nil {
			return nil, err
		}
		w.cs = f
		w.csvRow([]string{"script", "game", "seed", "seats", "moves", "rounds", "winners", "draw", "unfinished", "error", "skill_bot", "skill_seat", "losers"})
	}
	return w, nil
}

func (w *recordWriters) write(r simRecord) {
	if w.js != nil {
		if err := w.js.Encode(r); err != nil && w.first == nil {
			w.first = err
		}
	}
	if w.cs != nil {
		skillBot, skillSeat := "", ""
		if r.Skill != nil {
			skillBot, skillSeat = r.Skill.Bot, strconv.Itoa(r.Skill.Seat)
		}
		ws, ls := seatList(r.Winners), seatList(r.Losers)
		w.csvRow([]string{r.Script, strconv.Itoa(r.Game), strconv.FormatUint(r.Seed, 10), strconv.Itoa(r.Seats),
			strconv.Itoa(r.Moves), strconv.Itoa(r.Rounds), ws, strconv.FormatBool(r.Draw),
			strconv.FormatBool(r.Unfinished), r.Error, skillBot, skillSeat, ls})
	}
}

// seatList is seats (from 1) as a --csv cell: "1 3".
func seatList(seats []int) string {
	out := make([]string, len(seats))
	for i, s := range seats {
		out[i] = strconv.Itoa(s)
	}
	return strings.Join(out, " ")
}

// csvRow writes one row of the --csv file with one write.
func (w *recordWriters) csvRow(row []string) {
	var b bytes.Buffer
	cw := csv.NewWriter(&b)
	_ = cw.Write(row) // a bytes.Buffer takes every write
	cw.Flush()
	if _, err := w.cs.Write(b.Bytes()); err != nil && w.first == nil {
		w.first = err
	}
}

func (w *recordWriters) err() error { return w.first }

func (w *recordWriters) close() {
	for _, f := range w.files {
		f.Close()
	}
}
