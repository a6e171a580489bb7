package rulebook

import (
	"os"
	"path/filepath"
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestForScript: a script outside the clone finds the texts of the shipped
// game it requires, through a script of its own folder too, and its own
// texts, which win; a script that requires nothing shipped gets none.
func TestForScript(t *testing.T) {
	shipped := Shipped{
		Scripts: fstest.MapFS{"unu.lua": {Data: []byte("return {}")}},
		Texts:   fstest.MapFS{"INTERPRETATIONS.md": {Data: []byte("**UNU-12 Declaring.** Say it.\n\n**UNU-8 Powers.** Kings again.\n")}},
	}
	dir := t.TempDir()
	write := func(name, text string) string {
		path := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
		return path
	}
	kings := write("kings.lua", `local game = require("base")`+"\nreturn game\n")
	write("base.lua", `local game = require "unu"`+"\nreturn game\n")
	write("kings.rules.md", "# Kings\n\n**KING-1 Kings skip.** Skip.\n")
	write("base.rules.md", "**UNU-8 Powers, here.** Kings skip.\n")
	alone := write("alone.lua", "return {}\n")

	tests := []struct {
		name   string
		script string
		want   map[string]string // code: the start of its text
	}{
		{"a variant outside the clone", kings, map[string]string{"UNU-12": "**UNU-12 Declaring.**",
			"KING-1": "**KING-1 Kings skip.**", "UNU-8": "**UNU-8 Powers, here.**"}},
		{"a script that requires nothing shipped", alone, map[string]string{}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Chdir(dir) // no docs/rules here
			book := ForScript(tt.script, shipped)
			assert.Len(t, book, len(tt.want))
			for code, start := range tt.want {
				assert.Contains(t, book[code], start, code)
			}
		})
	}
}
