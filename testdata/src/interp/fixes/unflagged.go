package fixes

import (
	"context"
	"fmt"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
)

// A failure sent in a result not marked as an error: the fix that
// rewrites the text marks the result too, so that nothing is left for
// the iserror pass to report on the next run.
func (srv *Server) dueDate(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	d, err := time.Parse(time.DateOnly, req.GetString("date", ""))
	if err != nil {
		return mcp.NewToolResultText(fmt.Sprintf("bad due date: %v", err)), nil // want `tool due_date passes text interpolating an error from time.Parse to mcp.NewToolResultText`
	}
	return mcp.NewToolResultText("due " + d.Format(time.DateOnly)), nil
}
