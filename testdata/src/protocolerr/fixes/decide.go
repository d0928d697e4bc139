package fixes

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func RegisterCancel(s *server.MCPServer, o *Orders) {
	s.AddTool(mcp.NewTool("cancel_order"), o.cancelOrder)
}

// The words say nothing about retrying: the fix that keeps them in a
// flagged result adds the decision, as the retryable pass would on the
// next run.
func (o *Orders) cancelOrder(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n := req.GetInt("keep", 0)
	if n < 0 {
		return nil, fmt.Errorf("cancel_order cannot keep %d items.", n) // want `tool cancel_order returns an error that the framework sends as a JSON-RPC protocol error`
	}
	return mcp.NewToolResultText(fmt.Sprintf("cancelled, %d kept", n)), nil
}

func RegisterLabel(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("label"), label)
}

// A format without operands is the words: the flagged result takes the
// literal, and the failed check of the input decides.
func label(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name, ok := req.GetArguments()["name"].(string)
	if !ok {
		return nil, fmt.Errorf("the label needs a name") // want `tool label returns an error that the framework sends as a JSON-RPC protocol error`
	}
	return mcp.NewToolResultText(name), nil
}
