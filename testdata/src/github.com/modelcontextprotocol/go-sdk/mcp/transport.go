// Stub of github.com/modelcontextprotocol/go-sdk@v1.8.0, package mcp, for
// analysistest fixtures.
//
// The exported names, signatures, struct fields, type parameters and
// receiver kinds were copied from the real module source; the bodies are
// minimal and were written for this stub. The real-module test in this
// repository guards against drift between the stub and the real module.
// Only the standard library (and this stub module's own jsonrpc package) is
// imported; fields and types that are left out or simplified are noted where
// they occur.

package mcp

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
)

// A Transport is used to create a bidirectional connection between MCP
// client and server.
type Transport interface {
	Connect(ctx context.Context) (Connection, error)
}

// A Connection is a logical bidirectional JSON-RPC connection.
type Connection interface {
	Read(context.Context) (jsonrpc.Message, error)
	Write(context.Context, jsonrpc.Message) error
	Close() error
	SessionID() string
}

// A StdioTransport is a Transport that communicates over stdin/stdout.
type StdioTransport struct {
	MaxLineLength int
}

// Connect implements the Transport interface (stub: always fails).
func (t *StdioTransport) Connect(context.Context) (Connection, error) {
	return nil, errors.New("stub: StdioTransport.Connect not implemented")
}
