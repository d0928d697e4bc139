package tools

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Orders struct{ DB *sql.DB }

func RegisterMCPGo(s *server.MCPServer, o *Orders) {
	s.AddTool(mcp.NewTool("get_order", mcp.WithString("id", mcp.Required())), o.getOrder)
	s.AddTool(searchTool(o))
	s.AddTool(mcp.NewTool("label"), o.label)
}

func (o *Orders) getOrder(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := req.RequireString("id")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `retryable: tool get_order passes the error "required argument "…" not found" to mcp.NewToolResultError with no retry decision`
	}
	var status string
	err = o.DB.QueryRowContext(ctx, "SELECT status FROM orders WHERE id = $1", id).Scan(&status)
	if errors.Is(err, sql.ErrNoRows) {
		return mcp.NewToolResultError("no order with that id exists. Not transient; use search_orders to find it."), nil
	}
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("failed to get order: %v", err)), nil // want `interp: tool get_order passes text interpolating an error from \(\*database/sql.Row\).Scan to mcp.NewToolResultError`
	}
	if status == "" {
		return mcp.NewToolResultText("the order has no status yet. Transient; retry in a minute."), nil
	}
	return mcp.NewToolResultText(status), nil
}

// The order's label: a failure sent as a successful result.
func (o *Orders) label(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var label string
	if err := o.DB.QueryRowContext(ctx, "SELECT label FROM orders").Scan(&label); err != nil {
		return mcp.NewToolResultText("the label could not be read. Transient; retry once."), nil // want `iserror: tool label passes text that reports a failure to mcp.NewToolResultText in a result not marked as an error`
	}
	return mcp.NewToolResultText(label), nil
}

func searchTool(o *Orders) (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("search_orders"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		rows, err := o.DB.QueryContext(ctx, "SELECT id FROM orders")
		if err != nil {
			return nil, err // want `protocolerr: tool search_orders returns an error that the framework sends as a JSON-RPC protocol error`
		}
		defer rows.Close()
		return mcp.NewToolResultErrorFromErr("could not list orders", rows.Err()), nil // want `interp: tool search_orders passes text interpolating an error from \(\*database/sql.Rows\).Err to mcp.NewToolResultErrorFromErr`
	}
}
