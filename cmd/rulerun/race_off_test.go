//go:build !race

package main

// slowdown scales the time bounds of the tests (see race_on_test.go).
const slowdown = 1
