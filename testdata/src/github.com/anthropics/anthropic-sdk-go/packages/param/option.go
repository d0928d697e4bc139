// Package param is a stub of
// github.com/anthropics/anthropic-sdk-go/packages/param v1.63.1.
package param

func NewOpt[T comparable](v T) Opt[T] {
	return Opt[T]{Value: v, status: included}
}

type status int8

const (
	omitted status = iota
	null
	included
)

// Opt represents an optional parameter of type T.
type Opt[T comparable] struct {
	Value  T
	status status
}

func (o Opt[T]) Valid() bool { return o.status == included }
