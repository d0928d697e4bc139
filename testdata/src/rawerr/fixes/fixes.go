// Package fixes holds findings whose suggested fixes the golden file
// checks.
package fixes

import (
	"context"
	"database/sql"
	"os"
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

type Inventory struct{ db *sql.DB }

func Register(s *server.MCPServer, inv *Inventory) {
	s.AddTool(mcp.NewTool("stock_level", mcp.WithString("sku", mcp.Required())), inv.stockLevel)
	s.AddTool(mcp.NewTool("restock"), inv.restock)
	s.AddTool(mcp.NewTool("price_list"), inv.priceList)
	s.AddTool(mcp.NewTool("reorder_point"), inv.reorderPoint)
}

func (inv *Inventory) stockLevel(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var n int
	err := inv.db.QueryRowContext(ctx, "SELECT qty FROM stock WHERE sku = ?", req.GetString("sku", "")).Scan(&n)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool stock_level passes the text of an error from \(\*database/sql.Row\).Scan to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(strconv.Itoa(n) + " in stock"), nil
}

func (inv *Inventory) restock(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	qty, err := strconv.Atoi(req.GetString("qty", ""))
	if err != nil {
		return nil, err // want `tool restock returns the text of an error from strconv.Atoi to the model`
	}
	if _, err := inv.db.ExecContext(ctx, "UPDATE stock SET qty = qty + ?", qty); err != nil {
		return mcp.NewToolResultError("the stock database did not take the update. Transient; retry once."), nil
	}
	return mcp.NewToolResultText("restocked"), nil
}

func (inv *Inventory) priceList(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile("prices.csv")
	if err != nil {
		return &mcp.CallToolResult{
			IsError: true,
			Content: []mcp.Content{mcp.TextContent{Type: "text", Text: err.Error()}}, // want `tool price_list puts the text of an error from os.ReadFile in mcp.TextContent.Text`
		}, nil
	}
	return mcp.NewToolResultText(string(b)), nil
}
