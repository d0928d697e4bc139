// Package validators holds a function named as a validator that asks a
// service: its failure may be the service's, not the tool's input, so
// the finding states no decision of a check of the input.
package validators

import (
	"context"
	"fmt"

	"example.com/kvstore"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("archive_board"), archiveBoard)
}

var boards = &kvstore.Logical{}

// validateBoard is named as a validator, but it asks the store for the
// board first.
func validateBoard(board string) error {
	if _, err := boards.Read("boards/" + board); err != nil {
		return fmt.Errorf("board %s could not be read: %w", board, err)
	}
	return nil
}

func archiveBoard(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := validateBoard(req.GetString("board", "")); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool archive_board passes text interpolating an error from \(\*example.com/kvstore.Logical\).Read to mcp.NewToolResultError: it leaks internals, decides no retry; log it, keep the module's words$`
	}
	return mcp.NewToolResultText("archived"), nil
}
