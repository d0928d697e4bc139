// Package statuslog tells the operator what class of failure a tool
// met: it tests the error's chain, not its text.
package statuslog

import (
	"errors"
	"io/fs"
	"log"
)

// classify names the class of err: a test of its chain.
func classify(err error) string {
	if errors.Is(err, fs.ErrNotExist) {
		return "not found"
	}
	return "other"
}

// Report logs the class of the error op returned, through classify.
func Report(err error, op string) {
	log.Printf("%s: %s", op, classify(err))
}

// Count counts failures: it reads no class.
func Count(err error) int {
	if err != nil {
		return 1
	}
	return 0
}
