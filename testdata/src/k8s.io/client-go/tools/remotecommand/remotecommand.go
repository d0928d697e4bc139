// Package remotecommand is a stub of k8s.io/client-go/tools/remotecommand
// (v0.36): a stream of a command run in a container, whose error is an
// exec.CodeExitError where the command exits with a failure status.
package remotecommand

import (
	"context"
	"io"
	"net/url"

	"k8s.io/client-go/util/exec"
)

// StreamOptions (remotecommand.go).
type StreamOptions struct {
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	Tty            bool
}

// Executor (remotecommand.go).
type Executor interface {
	Stream(options StreamOptions) error
	StreamWithContext(ctx context.Context, options StreamOptions) error
}

// NewSPDYExecutor (spdy.go), here without a rest.Config.
func NewSPDYExecutor(method string, u *url.URL) (Executor, error) { return stream{}, nil }

type stream struct{}

func (stream) Stream(options StreamOptions) error { return exec.CodeExitError{Code: 1} }

func (stream) StreamWithContext(ctx context.Context, options StreamOptions) error {
	return exec.CodeExitError{Code: 1}
}
