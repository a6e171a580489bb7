//go:build race

package lua

// slowdown scales the time bounds of the tests: the race detector makes
// the interpreter several times slower.
const slowdown = 10
