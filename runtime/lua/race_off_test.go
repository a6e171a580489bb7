//go:build !race

package lua

// slowdown scales the time bounds of the tests (see race_on_test.go).
const slowdown = 1
