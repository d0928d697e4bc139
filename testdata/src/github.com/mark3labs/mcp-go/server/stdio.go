// Stub of github.com/mark3labs/mcp-go@v1.2.1, package server, for
// analysistest fixtures.
//
// The exported names, signatures, struct fields, type parameters and
// receiver kinds were copied from the real module source; the bodies are
// minimal and were written for this stub. The real-module test in this
// repository guards against drift between the stub and the real module.
// Only the standard library (and this stub module's own mcp package) is
// imported; fields and types that are left out or simplified are noted where
// they occur.

package server

import (
	"context"
	"errors"
	"io"
	"log"
	"os"
)

// StdioContextFunc customises the context of a stdio server.
type StdioContextFunc func(ctx context.Context) context.Context

// StdioServer serves an MCPServer over stdin/stdout (trimmed).
type StdioServer struct {
	server      *MCPServer
	errLogger   *log.Logger
	contextFunc StdioContextFunc
}

// StdioOption configures a StdioServer.
type StdioOption func(*StdioServer)

// WithErrorLogger sets the error logger.
func WithErrorLogger(logger *log.Logger) StdioOption {
	return func(s *StdioServer) { s.errLogger = logger }
}

// WithStdioContextFunc sets the context function.
func WithStdioContextFunc(fn StdioContextFunc) StdioOption {
	return func(s *StdioServer) { s.contextFunc = fn }
}

// NewStdioServer wraps server for stdio.
func NewStdioServer(server *MCPServer) *StdioServer {
	return &StdioServer{server: server, errLogger: log.New(os.Stderr, "", log.LstdFlags)}
}

// Listen serves requests from stdin to stdout (stub: always fails).
func (s *StdioServer) Listen(
	ctx context.Context,
	stdin io.Reader,
	stdout io.Writer,
) error {
	return errors.New("stub: StdioServer.Listen not implemented")
}

// ServeStdio serves server over os.Stdin and os.Stdout.
func ServeStdio(server *MCPServer, opts ...StdioOption) error {
	s := NewStdioServer(server)
	for _, o := range opts {
		o(s)
	}
	return s.Listen(context.Background(), os.Stdin, os.Stdout)
}
