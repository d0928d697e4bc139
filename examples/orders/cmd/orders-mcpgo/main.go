// Command orders-mcpgo serves the order tools over stdio using mark3labs/mcp-go.
package main

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log"
	"log/slog"
	"os"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"github.com/toolerrlint/toolerrlint/examples/orders/shipping"
	"github.com/toolerrlint/toolerrlint/examples/orders/store"
)

type ordersServer struct {
	store *store.Store
}

func (o *ordersServer) getOrder(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := request.RequireString("order_id")
	if err != nil {
		return mcp.NewToolResultError("get_order needs order_id, a string such as \"ORD-88213\". Not transient; retrying without it will fail identically. Use search_orders to find the id."), nil
	}
	order, err := o.store.Order(ctx, id)
	if errors.Is(err, sql.ErrNoRows) {
		return mcp.NewToolResultError(store.ErrNotFound.Error()), nil
	}
	if err != nil {
		slog.ErrorContext(ctx, "get order", "order_id", id, "err", err)
		return mcp.NewToolResultError(store.ErrUnavailable.Error()), nil
	}
	summary := fmt.Sprintf("Order %s is %s, total %s.", order.ID, order.Status, order.Total())
	return mcp.NewToolResultStructured(order, summary), nil
}

func (o *ordersServer) refundOrder(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := request.RequireString("order_id")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	reason := request.GetString("reason", "customer request")

	order, err := o.store.Order(ctx, id)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("failed to refund: %v", err)), nil
	}
	if err := o.store.Refund(ctx, order.ID, order.TotalCents, reason); err != nil {
		return mcp.NewToolResultErrorFromErr("could not refund", err), nil
	}
	return mcp.NewToolResultText(fmt.Sprintf("Refunded %s on order %s.", order.Total(), order.ID)), nil
}

func (o *ordersServer) searchOrders(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	customerID := request.GetString("customer_id", "")
	days := request.GetInt("days", 90)
	orders, err := o.store.Search(ctx, customerID, time.Now().AddDate(0, 0, -days))
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultStructured(map[string]any{"orders": orders}, fmt.Sprintf("Found %d orders.", len(orders))), nil
}

// quoteShipping returns the quote_shipping tool and its handler.
func quoteShipping(carrier *shipping.Client) (mcp.Tool, server.ToolHandlerFunc) {
	tool := mcp.NewTool("quote_shipping",
		mcp.WithDescription("Quote the price of sending a parcel between two postcodes."),
		mcp.WithString("from_postcode", mcp.Required(), mcp.Description("sender postcode")),
		mcp.WithString("to_postcode", mcp.Required(), mcp.Description("recipient postcode")),
		mcp.WithNumber("weight_grams", mcp.Required(), mcp.Min(1), mcp.Description("parcel weight in grams")),
		mcp.WithReadOnlyHintAnnotation(true),
	)
	handler := func(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		from := request.GetString("from_postcode", "")
		to := request.GetString("to_postcode", "")
		grams := request.GetInt("weight_grams", 0)
		q, err := carrier.Quote(ctx, from, to, grams)
		if err != nil {
			return mcp.NewToolResultText("error: " + err.Error()), nil
		}
		return mcp.NewToolResultText(fmt.Sprintf("%s: $%d.%02d, %d business days.", q.Service, q.PriceCents/100, q.PriceCents%100, q.Days)), nil
	}
	return tool, handler
}

func main() {
	st, err := store.Open(os.Getenv("ORDERS_DSN"))
	if err != nil {
		log.Fatalf("open store: %v", err)
	}
	defer st.Close()
	o := &ordersServer{store: st}
	carrier := shipping.New(os.Getenv("CARRIER_URL"), os.Getenv("CARRIER_API_KEY"))

	s := server.NewMCPServer("orders", "0.4.0", server.WithToolCapabilities(false))
	s.AddTool(mcp.NewTool("get_order",
		mcp.WithDescription("Look up one order by id."),
		mcp.WithString("order_id", mcp.Required(), mcp.Description("the order id, for example ORD-88213")),
		mcp.WithReadOnlyHintAnnotation(true),
	), o.getOrder)
	s.AddTool(mcp.NewTool("refund_order",
		mcp.WithDescription("Refund a delivered order in full."),
		mcp.WithString("order_id", mcp.Required(), mcp.Description("the order id")),
		mcp.WithString("reason", mcp.Description("why the customer wants a refund")),
		mcp.WithDestructiveHintAnnotation(true),
	), o.refundOrder)
	s.AddTool(mcp.NewTool("search_orders",
		mcp.WithDescription("List a customer's recent orders."),
		mcp.WithString("customer_id", mcp.Required(), mcp.Description("the customer id, for example c_1042")),
		mcp.WithNumber("days", mcp.Description("how many days back to search (default 90)")),
		mcp.WithReadOnlyHintAnnotation(true),
	), o.searchOrders)
	s.AddTool(quoteShipping(carrier))

	if err := server.ServeStdio(s); err != nil {
		log.Fatal(err)
	}
}
