package rulebook

import (
	"os"
	"path/filepath"
	"strings"
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

// A script's own texts may give a code plain, as a designer writes it
// after the starter's comment (HOUSE-1 ...), or bold; the clone's texts
// keep to bold codes. Where names the files read.
func TestOwnTextsPlainOrBold(t *testing.T) {
	dir := t.TempDir()
	script := filepath.Join(dir, "house.lua")
	require.NoError(t, os.WriteFile(script, []byte("return {}\n"), 0o644))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "house.rules.md"), []byte(
		"# House\n\nHOUSE-1 A series has three cards at most.\nNo more.\n\n**HOUSE-2** Kings skip.\n\nHOUSE-3: Sevens swap.\n"), 0o644))
	book := ForScript(script, Shipped{})
	tests := []struct{ code, want string }{
		{"HOUSE-1", "HOUSE-1 A series has three cards at most.\nNo more."},
		{"HOUSE-2", "**HOUSE-2** Kings skip."},
		{"HOUSE-3", "HOUSE-3: Sevens swap."},
	}
	for _, tt := range tests {
		t.Run(tt.code, func(t *testing.T) {
			assert.Equal(t, tt.want, book[tt.code])
		})
	}
	plain := Book{}
	plain.Read(strings.NewReader("HOUSE-1 A plain line of prose.\n"))
	assert.Empty(t, plain, "the clone's texts keep to bold codes")
	assert.Equal(t, "docs/rules, and house.rules.md beside house.lua", Where(script))
}
