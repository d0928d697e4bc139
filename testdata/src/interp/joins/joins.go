package joins

import (
	"context"
	"errors"
	"os"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("close_files"), closeFiles)
	s.AddTool(mcp.NewTool("remove_all"), removeAll)
}

func closeFiles(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var failures []string
	for _, name := range []string{"a", "b"} {
		if err := os.Remove(name); err != nil {
			failures = append(failures, name+": "+err.Error())
		}
	}
	if len(failures) > 0 {
		return mcp.NewToolResultError("not closed: " + strings.Join(failures, "; ")), nil // want `tool close_files passes text interpolating an error from os.Remove to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText("closed"), nil
}

func removeAll(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var errs []error
	for _, name := range []string{"a", "b"} {
		if err := os.Remove(name); err != nil {
			errs = append(errs, err)
		}
	}
	errs = append(errs, errors.New("some files were kept"))
	return mcp.NewToolResultError(errors.Join(errs...).Error()), nil // want `tool remove_all passes text interpolating an error from os.Remove to mcp.NewToolResultError`
}
