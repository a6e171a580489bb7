package mech

// A DeclError is an error in a declaration a mechanic reads: Path is the
// declaration's path in the game table ("capturing", "capturing.awards"),
// where the reader of declarations tells the script it is (file:line).
type DeclError struct {
	Path string
	Err  error
}

// InDecl is err, found in the declaration at path.
func InDecl(path string, err error) error {
	if err == nil {
		return nil
	}
	return &DeclError{Path: path, Err: err}
}

func (e *DeclError) Error() string { return e.Err.Error() }

// Unwrap is the error itself.
func (e *DeclError) Unwrap() error { return e.Err }

// DeclPath is the declaration's path in the game table.
func (e *DeclError) DeclPath() string { return e.Path }
