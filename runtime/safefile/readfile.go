// Package safefile reads files that users and scripts name, safely: a
// rules script, a module it requires, a scenario. It knows nothing of what
// the files hold.
package safefile

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"syscall"
)

// ReadFile reads a file that a user or a script named: a rules script, a
// module it requires, or a scenario. Only a regular file is read (a device
// such as /dev/zero, a named pipe or a folder is refused before anything is
// read from it), and at most max bytes: a longer file is an error. The file
// is opened without blocking, so a named pipe swapped in after the check
// cannot stall the reader either. Errors name the file as given.
func ReadFile(path string, max int64) ([]byte, error) {
	st, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, fmt.Errorf("%s: no such file", path)
	case errors.Is(err, fs.ErrPermission):
		return nil, fmt.Errorf("%s: not allowed to read it", path)
	case err != nil:
		return nil, err
	}
	if err := regularFile(path, st); err != nil {
		return nil, err
	}
	f, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	// Check the file actually opened: it may have been replaced since Stat.
	if st, err = f.Stat(); err != nil {
		return nil, err
	}
	if err := regularFile(path, st); err != nil {
		return nil, err
	}
	if st.Size() > max {
		return nil, &SizeError{Path: path, Size: st.Size(), Max: max}
	}
	data, err := io.ReadAll(io.LimitReader(f, max+1))
	if err != nil {
		return nil, fmt.Errorf("read %s: %w", path, err)
	}
	if int64(len(data)) > max {
		return nil, &SizeError{Path: path, Size: int64(len(data)), Max: max}
	}
	return data, nil
}

// regularFile refuses anything but a regular file, saying what it is.
func regularFile(path string, st os.FileInfo) error {
	m := st.Mode()
	what := ""
	switch {
	case m.IsRegular():
		return nil
	case m.IsDir():
		what = "a folder"
	case m&os.ModeNamedPipe != 0:
		what = "a named pipe"
	case m&os.ModeSocket != 0:
		what = "a socket"
	case m&os.ModeDevice != 0 || m&os.ModeCharDevice != 0:
		what = "a device"
	default:
		what = "not a regular file"
	}
	return fmt.Errorf("%s is %s; only a regular file can be read", path, what)
}

// SizeError is a file larger than the limit for its kind.
type SizeError struct {
	Path string
	Size int64 // bytes, or at least Max+1 when the file grew while read
	Max  int64
}

// Error says how large the file is and how large it may be.
func (e *SizeError) Error() string {
	return fmt.Sprintf("%s is %d bytes; it may be at most %d", e.Path, e.Size, e.Max)
}
