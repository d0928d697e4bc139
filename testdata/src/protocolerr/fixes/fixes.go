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
	s.AddTool(mcp.NewTool("find_customer"), o.findCustomer)
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

var errShut = errors.New("the customer index is being rebuilt")

// The module's words say nothing about retrying, and no other pass
// reports this return: the fix keeps them and adds the decision, the one
// the input check supports first.
func (o *Orders) findCustomer(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	if name == "" {
		return nil, errors.New("find_customer needs a name") // want `tool find_customer returns an error that the framework sends as a JSON-RPC protocol error.*the code shows a check of the tool's input: the same call will fail identically`
	}
	if o.db == nil {
		return nil, errShut // want `tool find_customer returns an error that the framework sends as a JSON-RPC protocol error`
	}
	return mcp.NewToolResultText("found " + name), nil
}
