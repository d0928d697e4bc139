package fixes

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// backend is a connection to a backend server.
type backend struct{ name string }

// clientPool hands out backends; start, set at run time, connects one.
type clientPool struct {
	start func(ctx context.Context, name string) (*backend, error)
}

// AcquireClient returns a backend for the server name: whoever wrote
// start's error, the step that failed is the module's own.
func (p *clientPool) AcquireClient(ctx context.Context, name string) (*backend, error) {
	b, err := p.start(ctx, name)
	if err != nil {
		return nil, err
	}
	if b == nil {
		return nil, fmt.Errorf("backend %s did not start", name)
	}
	return b, nil
}

// RegisterProxy adds a tool whose error is a module step's: the fix's
// sentence names that step ("acquiring the client"), not "handling the
// call".
func RegisterProxy(s *server.MCPServer, p *clientPool) {
	s.AddTool(mcp.NewTool("proxy_call"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		b, err := p.AcquireClient(ctx, req.GetString("server", ""))
		if err != nil {
			return nil, err // want `tool proxy_call returns an error that the framework sends as a JSON-RPC protocol error`
		}
		return mcp.NewToolResultText(b.name), nil
	})
}
