// Package results builds the module's error results: its helper forms
// the tool's text from the error it is given, so the trail of a finding
// at each call ends at the helper's statement.
package results

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
)

// Failure returns the error result for err.
func Failure(ctx context.Context, err error) *mcp.CallToolResult {
	return mcp.NewToolResultError(err.Error()) // @helpersink
}
