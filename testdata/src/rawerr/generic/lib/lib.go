// Package lib declares generic helpers that another package of the
// fixture instantiates. The command drops a package's type information
// once it is analyzed, except in a package like this one: the SSA of the
// tools package, built after this one is analyzed, instantiates First
// and Stack.Push from their syntax and this package's type information.
package lib

import "os"

// First returns the first element of xs, or the zero T.
func First[T any](xs []T) T {
	var zero T
	if len(xs) == 0 {
		return zero
	}
	return xs[0]
}

// A Stack holds values of one type.
type Stack[T any] struct{ items []T }

// Push adds v on top.
func (s *Stack[T]) Push(v T) { s.items = append(s.items, v) }

// Read returns the contents of the file at path: its error is foreign.
func Read(path string) (string, error) {
	b, err := os.ReadFile(path)
	return string(b), err
}
