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

import "context"

// A ToolHandler handles a call to tools/call (low-level API, used with
// Server.AddTool). An error it returns is a protocol error.
type ToolHandler func(context.Context, *CallToolRequest) (*CallToolResult, error)

// A ToolHandlerFor handles a call to tools/call with typed input and output
// (used with AddTool). An error it returns becomes a tool error result.
type ToolHandlerFor[In, Out any] func(_ context.Context, request *CallToolRequest, input In) (result *CallToolResult, output Out, _ error)
