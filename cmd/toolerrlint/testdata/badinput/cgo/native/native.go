// Package native is a tool over a C function, in a file that imports
// "C": cgo rewrites it before type checking, and findings must still
// point at this file.
package native

/*
#include <errno.h>
static int probe(void) { errno = ENOENT; return -1; }
*/
import "C"

import "os"

//toolerrlint:handler
func Probe(path string) (string, error) {
	if _, err := os.Stat(path); err != nil {
		return "", err
	}
	if _, err := C.probe(); err != nil {
		return "", err
	}
	return "ok", nil
}
