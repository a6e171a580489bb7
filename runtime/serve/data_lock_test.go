package serve

import (
	"os"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDataLockRefusesASecondServer(t *testing.T) {
	dir := t.TempDir()
	first, err := LockData(dir)
	require.NoError(t, err)
	_, err = LockData(dir)
	require.ErrorIs(t, err, ErrDataInUse)
	assert.Contains(t, err.Error(), "process "+strconv.Itoa(os.Getpid()), "the message names the server that holds the folder")
	require.NoError(t, first.Close())
	again, err := LockData(dir)
	require.NoError(t, err, "a folder let go can be taken")
	require.NoError(t, again.Close())
}
