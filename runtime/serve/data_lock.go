package serve

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
)

// DataLock holds a data folder for one server: two servers on one folder
// would resume the same tables and overwrite each other's moves.
type DataLock struct {
	f *os.File
}

// lockFile is the file in the data folder that a server holds locked
// (flock) while it serves, with its process id.
const lockFile = ".lock"

// ErrDataInUse is a data folder another server holds.
var ErrDataInUse = errors.New("the data folder is in use by another server")

// LockData takes the data folder dir for this process, or fails with
// ErrDataInUse naming the process that holds it. The lock is the
// operating system's (flock): it goes with the process, however the
// process ends.
func LockData(dir string) (*DataLock, error) {
	path := filepath.Join(dir, lockFile)
	f, err := os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o600)
	if err != nil {
		return nil, fmt.Errorf("lock %s: %w", dir, err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		b, _ := os.ReadFile(path)
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			return nil, fmt.Errorf("%w (%s)", ErrDataInUse, holder(dir, b))
		}
		return nil, fmt.Errorf("lock %s: %w", dir, err)
	}
	if err := f.Truncate(0); err == nil {
		f.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0)
	}
	return &DataLock{f: f}, nil
}

// holder names the process that holds a data folder, from its lock file.
func holder(dir string, lock []byte) string {
	pid := strings.TrimSpace(string(lock))
	if _, err := strconv.Atoi(pid); err != nil {
		return fmt.Sprintf("another process holds %s", filepath.Join(dir, lockFile))
	}
	return fmt.Sprintf("rulerun serve, process %s, serves %s: stop it first, or give another --data folder", pid, dir)
}

// Close lets the data folder go.
func (l *DataLock) Close() error {
	return l.f.Close() // closing the file releases its lock
}
