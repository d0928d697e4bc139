// Package retrywrap registers its mcp-go handlers on a server it is
// handed, through a middleware of its own that runs a handler again
// when it fails and wraps its last error. The package builds no server:
// whether the server turns returned errors into results is for the
// package building it to judge (protocolerr/retrywrap/server). The
// handler's returned texts leave through the wrapper's returned error,
// on the protocol channel: the passes that judge words report nothing.
// The handler's own words ("missing arguments") are protocolerr's here,
// at their return, where a fix answers with them.
package retrywrap

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type handler = func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error)

// retrying runs h up to tries times.
func retrying(name string, h handler, tries int) handler {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var last error
		for i := 0; i < tries; i++ {
			res, err := h(ctx, req)
			if err == nil {
				return res, nil
			}
			last = err
		}
		return nil, fmt.Errorf("tool %s failed after %d tries: %w", name, tries, last)
	}
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read_board"), retrying("read_board", readBoard, 3))
}

func readBoard(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	if name == "" {
		return nil, errors.New("missing arguments") // want `tool read_board returns an error that mcp-go sends as a JSON-RPC protocol error unless the server's middleware converts it`
	}
	data, err := os.ReadFile(name)
	if err != nil {
		return nil, fmt.Errorf("read board: %w", err)
	}
	return mcp.NewToolResultText(string(data)), nil
}
