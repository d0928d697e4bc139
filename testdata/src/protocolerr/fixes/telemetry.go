package fixes

import (
	"context"
	"errors"
	"log"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func RegisterTimed(s *server.MCPServer, o *Orders) {
	s.AddTool(mcp.NewTool("ship"), timed(ship))
	s.AddTool(mcp.NewTool("refund"), counted(refund))
}

func ship(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("shipped"), nil
}

func refund(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("refunded"), nil
}

// timed wraps every tool it is given: the error it returns as it came is
// the wrapped handler's, whose words (a missing id, a refusal) are
// judged where that handler writes them. The fix shows them in a
// flagged result instead of replacing them all by one sentence.
func timed(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		start := time.Now()
		result, err := next(ctx, req)
		log.Printf("%s took %s", req.Params.Name, time.Since(start))
		if err != nil {
			return nil, err // want `tool ship returns an error that the framework sends as a JSON-RPC protocol error`
		}
		return result, nil
	}
}

var errBusy = errors.New("busy")

// counted's error is not only the wrapped handler's: it is also one of
// its own, so the fix does not show it as the handlers' words.
func counted(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	calls := 0
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		calls++
		result, err := next(ctx, req)
		if calls > 100 {
			err = errBusy
		}
		if err != nil {
			return nil, err // want `tool refund returns an error that the framework sends as a JSON-RPC protocol error`
		}
		return result, nil
	}
}
