// Package fixes holds findings whose suggested fixes, a flagged tool
// result in place of the returned error, the golden files check.
package fixes

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Orders struct{ db *sql.DB }

func Register(s *server.MCPServer, o *Orders) {
	s.AddTool(mcp.NewTool("get_order"), o.getOrder)
	s.AddTool(mcp.NewTool("book"), o.book)
	s.AddTool(mcp.NewTool("cancel", mcp.WithString("id")), o.cancel)
}

func (o *Orders) getOrder(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "" {
		return nil, errors.New("get_order needs an id. Not transient; pass the order id.") // want `tool get_order returns an error that the framework sends as a JSON-RPC protocol error`
	}
	var status string
	if err := o.db.QueryRowContext(ctx, "SELECT status FROM orders WHERE id = ?", id).Scan(&status); err != nil {
		return nil, err // want `tool get_order returns an error that the framework sends as a JSON-RPC protocol error`
	}
	return mcp.NewToolResultText(status), nil
}

var errClosed = errors.New("the order book is closed for the night. Transient; retry after 06:00 UTC.")

func (o *Orders) book(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if o.db == nil {
		return nil, errClosed // want `tool book returns an error that the framework sends as a JSON-RPC protocol error`
	}
	n := req.GetInt("quantity", 0)
	if n <= 0 {
		return nil, fmt.Errorf("book needs a positive quantity, got %d. Not transient; pass 1 or more.", n) // want `tool book returns an error that the framework sends as a JSON-RPC protocol error`
	}
	return mcp.NewToolResultText("booked"), nil
}

// errNoOrder serves other code too: the fix keeps it as it is, and the
// decision follows its text in the result.
var errNoOrder = errors.New("an order id is required")

// cancel wraps the module's own error: its text is the module's, shown
// with %v in the result.
func (o *Orders) cancel(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetString("id", "")
	if id == "" {
		return nil, errNoOrder // want `tool cancel returns an error that the framework sends as a JSON-RPC protocol error`
	}
	if len(id) > 12 {
		return nil, fmt.Errorf("cancel: %w", errNoOrder) // want `tool cancel returns an error that the framework sends as a JSON-RPC protocol error`
	}
	return mcp.NewToolResultText("cancelled"), nil
}
