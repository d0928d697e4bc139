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
		return mcp.NewToolResultError(fmt.Sprintf("failed to get order: %v", err)), nil // want `interp: tool get_order passes text with the text of an error from \(\*database/sql.Row\).Scan interpolated to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(status), nil
}

func searchTool(o *Orders) (mcp.Tool, server.ToolHandlerFunc) {
	return mcp.NewTool("search_orders"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		rows, err := o.DB.QueryContext(ctx, "SELECT id FROM orders")
		if err != nil {
			return nil, err // want `rawerr: tool search_orders returns the text of an error from \(\*database/sql.DB\).QueryContext to the model`
		}
		defer rows.Close()
		return mcp.NewToolResultErrorFromErr("could not list orders", rows.Err()), nil // want `interp: tool search_orders passes text with the text of an error from \(\*database/sql.Rows\).Err interpolated to mcp.NewToolResultErrorFromErr`
	}
}
