package terminal

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestClean(t *testing.T) {
	tests := []struct{ in, want string }{
		{"plain text", "plain text"},
		{"Unu ♠ café", "Unu ♠ café"},
		{"\x1b[2Jcleared", `\x1b[2Jcleared`},
		{"\x1b]0;title\x07", `\x1b]0;title\x07`},
		{"\x1b]52;c;aGk=\x1b\\", `\x1b]52;c;aGk=\x1b\`},
		{"two\nlines\r\ttab", `two\nlines\r\ttab`},
		{"del\x7f", `del\x7f`},
		{"c1 \u009b2J", `c1 \u009b2J`},
		{"bidi \u202eevil", `bidi \u202eevil`},
		{"bad \xff utf8", `bad \xff utf8`},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, Clean(tt.in), "%q", tt.in)
	}
}

func TestCleanWriterKeepsLines(t *testing.T) {
	var b bytes.Buffer
	n, err := CleanWriter{&b}.Write([]byte("one \x1b[31m\ntwo\n"))
	assert.NoError(t, err)
	assert.Equal(t, len("one \x1b[31m\ntwo\n"), n)
	assert.Equal(t, "one \\x1b[31m\ntwo\n", b.String())
}
