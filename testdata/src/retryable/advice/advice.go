// Package advice holds findings whose fixes name, beside the decision,
// what the code shows: the argument a check of the input read (by an
// accessor's key, the arguments' map, or a field spelled as the tool
// declares it), the sibling tool that finds what a lookup did not, and
// the next move of a refusal, a timeout or a missing setting. The golden
// file checks them.
package advice

import (
	"context"
	"database/sql"
	"errors"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var db *sql.DB

type PlaceOrder struct {
	Qty int
	SKU string
}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get_order", mcp.WithString("order_id")), getOrder)
	s.AddTool(mcp.NewTool("search_orders", mcp.WithString("customer")), searchOrders)
	s.AddTool(mcp.NewTool("get_invoice", mcp.WithString("number")), getInvoice)
	s.AddTool(mcp.NewTool("place_order", mcp.WithNumber("qty"), mcp.WithString("sku")), mcp.NewTypedToolHandler(placeOrder))
	s.AddTool(mcp.NewTool("read_report"), readReport)
	s.AddTool(mcp.NewTool("geocode"), geocode)
}

func getOrder(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := req.RequireString("order_id")
	if err != nil {
		return mcp.NewToolResultError("an order is needed"), nil // want `no retry decision`
	}
	var status string
	err = db.QueryRowContext(ctx, "SELECT status FROM orders WHERE id = ?", id).Scan(&status)
	if errors.Is(err, sql.ErrNoRows) {
		return mcp.NewToolResultError("no such order"), nil // want `no retry decision`
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return mcp.NewToolResultError("the order database is slow"), nil // want `no retry decision`
	}
	return mcp.NewToolResultText(status), nil
}

func searchOrders(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	customer, _ := req.GetArguments()["customer"].(string)
	if customer == "" {
		return mcp.NewToolResultError("nobody to search for"), nil // want `no retry decision`
	}
	return mcp.NewToolResultText(customer), nil
}

// getInvoice's lookup has no tool to list invoices: no next move.
func getInvoice(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	number := req.GetString("number", "")
	var total string
	err := db.QueryRowContext(ctx, "SELECT total FROM invoices WHERE number = ?", number).Scan(&total)
	if errors.Is(err, sql.ErrNoRows) {
		return mcp.NewToolResultError("no such invoice"), nil // want `no retry decision`
	}
	return mcp.NewToolResultText(total), nil
}

func placeOrder(ctx context.Context, req mcp.CallToolRequest, args PlaceOrder) (*mcp.CallToolResult, error) {
	if args.Qty <= 0 {
		return mcp.NewToolResultError("invalid quantity"), nil // want `no retry decision`
	}
	if args.Qty > 100 {
		return mcp.NewToolResultError("too many items: qty is capped"), nil // want `no retry decision`
	}
	return mcp.NewToolResultText(args.SKU), nil
}

func readReport(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	data, err := os.ReadFile("/srv/report.txt")
	if errors.Is(err, os.ErrPermission) {
		return mcp.NewToolResultError("the report is private"), nil // want `no retry decision`
	}
	return mcp.NewToolResultText(string(data)), nil
}

func geocode(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if os.Getenv("GEOCODE_KEY") == "" {
		return mcp.NewToolResultError("geocoding is off"), nil // want `no retry decision.*a missing setting \(os.Getenv\).*check the setting when the server starts`
	}
	return mcp.NewToolResultText("ok"), nil
}
