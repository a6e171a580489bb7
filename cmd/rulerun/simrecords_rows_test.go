package main

import (
	"encoding/csv"
	"strings"
	"testing"

	"github.com/rulerun/rulerun/runtime/sim"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// writes keeps each write made to it.
type writes struct{ each []string }

func (w *writes) Write(p []byte) (int, error) {
	w.each = append(w.each, string(p))
	return len(p), nil
}

// TestCSVWholeRows: each write to the --csv file is one whole row, however
// long (an error of many lines, quotes and commas), so that a run killed
// between two writes leaves a valid file up to its last game.
func TestCSVWholeRows(t *testing.T) {
	out := &writes{}
	w := &recordWriters{cs: out}
	w.csvRow([]string{"script", "error"})
	records := []simRecord{
		{Script: "a.lua", Record: sim.Record{Game: 1}},
		{Script: "b.lua", Record: sim.Record{Game: 2, Error: strings.Repeat(`a line, "quoted"`+"\n", 1000)}},
		{Script: "c.lua", Record: sim.Record{Game: 3, Winners: []int{1, 2}}},
	}
	for _, r := range records {
		w.write(r)
	}
	require.NoError(t, w.err())
	require.Len(t, out.each, 1+len(records), "one write a row")
	for i, chunk := range out.each {
		rows, err := csv.NewReader(strings.NewReader(chunk)).ReadAll()
		require.NoError(t, err, "write %d is valid CSV", i)
		assert.Len(t, rows, 1, "write %d is one whole row", i)
	}
}
