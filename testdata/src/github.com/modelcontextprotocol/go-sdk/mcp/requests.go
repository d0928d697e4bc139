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

type (
	// CallToolRequest is the request passed to tool handlers.
	CallToolRequest = ServerRequest[*CallToolParamsRaw]
)
