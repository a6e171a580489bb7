package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"

	"github.com/urfave/cli/v2"
)

// stdoutName is the file name that means standard output, wherever rulerun
// writes a file.
const stdoutName = "-"

// createOutput opens a file to write for a flag: standard output for "-",
// else the file, with the folders it is in.
func createOutput(c *cli.Context, flag, name string) (io.WriteCloser, error) {
	if name == stdoutName {
		return nopCloser{c.App.Writer}, nil
	}
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		return nil, cli.Exit(fmt.Sprintf("--%s: cannot write %s: %v", flag, name, err), exitProblem)
	}
	f, err := os.Create(name)
	if err != nil {
		return nil, cli.Exit(fmt.Sprintf("--%s: cannot write %s: %v", flag, name, err), exitProblem)
	}
	return f, nil
}

// writeOutput writes a whole file for a flag ("-" is standard output).
func writeOutput(c *cli.Context, flag, name string, data []byte) error {
	w, err := createOutput(c, flag, name)
	if err != nil {
		return err
	}
	_, err = w.Write(data)
	if cerr := w.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return cli.Exit(fmt.Sprintf("--%s: cannot write %s: %v", flag, name, err), exitProblem)
	}
	return nil
}

// oneStdout refuses two flags that would both write to standard output,
// and reports whether one does.
func oneStdout(c *cli.Context, flags ...string) (bool, error) {
	taken := ""
	for _, f := range flags {
		if c.String(f) != stdoutName {
			continue
		}
		if taken != "" {
			return false, usageError("--%s - and --%s - would both write to standard output; give one of them a file", taken, f)
		}
		taken = f
	}
	return taken != "", nil
}

type nopCloser struct{ io.Writer }

// Close does nothing: the writer is not the command's to close.
func (nopCloser) Close() error { return nil }
