package fixes

import (
	"context"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func RegisterReport(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("build_report"), buildReport)
}

// buildReport returns the error of a step wrapped in the module's words.
// The flagged result says what failed in those words, of the wrapper
// every path goes through ("creating the report"), not the words of one
// step, which the other path never reached.
func buildReport(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := writeReport(req.GetString("name", "")); err != nil {
		return nil, fmt.Errorf("creating the report: %w", err) // want `tool build_report returns an error that the framework sends as a JSON-RPC protocol error`
	}
	return mcp.NewToolResultText("written"), nil
}

// writeReport fails in one of two steps, each wrapped in its own words.
func writeReport(name string) error {
	if err := os.MkdirAll("/reports", 0o755); err != nil {
		return fmt.Errorf("making the directory: %w", err)
	}
	if err := os.WriteFile("/reports/"+name, nil, 0o644); err != nil {
		return fmt.Errorf("writing the file: %w", err)
	}
	return nil
}
