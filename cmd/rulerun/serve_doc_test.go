package main

import (
	"os"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestServeDocNamesTheHeader: docs/serve.md names the header a client of
// the API sends the secret in, as the page does (#32 item 22).
func TestServeDocNamesTheHeader(t *testing.T) {
	doc, err := os.ReadFile("../../docs/serve.md")
	require.NoError(t, err)
	page, err := os.ReadFile("../../runtime/serve/static/app.js")
	require.NoError(t, err)
	assert.Contains(t, string(page), "Authorization: `Bearer ${secret}`")
	assert.Contains(t, string(doc), "`Authorization: Bearer SECRET`")
}
