package fixes

import (
	"context"
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"
)

// A failure sent in a result not marked as an error: the fix that
// rewrites the text marks the result too, so that nothing is left for
// the iserror pass to report on the next run.
func (inv *Inventory) reorderPoint(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	n, err := strconv.Atoi(req.GetString("min", ""))
	if err != nil {
		return mcp.NewToolResultText(err.Error()), nil // want `tool reorder_point passes the text of an error from strconv.Atoi to mcp.NewToolResultText`
	}
	return mcp.NewToolResultText("reorder below " + strconv.Itoa(n)), nil
}
