// Command orders-sdk serves the order tools over stdio using the official
// MCP Go SDK.
package main

import (
	"context"
	"errors"
	"fmt"
	"log"
	"log/slog"
	"os"
	"runtime/debug"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/toolerrlint/toolerrlint/examples/orders/shipping"
	"github.com/toolerrlint/toolerrlint/examples/orders/store"
)

type handlers struct {
	store   *store.Store
	carrier *shipping.Client
}

type OrderIDInput struct {
	OrderID string `json:"order_id" jsonschema:"the order id, for example ORD-88213"`
}

func (h *handlers) getOrder(ctx context.Context, _ *mcp.CallToolRequest, in OrderIDInput) (*mcp.CallToolResult, store.Order, error) {
	order, err := h.store.Order(ctx, in.OrderID)
	if err != nil {
		return nil, store.Order{}, err
	}
	return nil, order, nil
}

type StatusOutput struct {
	OrderID string `json:"order_id"`
	Status  string `json:"status"`
}

func (h *handlers) cancelOrder(ctx context.Context, _ *mcp.CallToolRequest, in OrderIDInput) (*mcp.CallToolResult, StatusOutput, error) {
	if err := h.store.Cancel(ctx, in.OrderID); err != nil {
		return nil, StatusOutput{}, fmt.Errorf("failed to cancel: %w", err)
	}
	return nil, StatusOutput{OrderID: in.OrderID, Status: "cancelled"}, nil
}

type TrackShipmentInput struct {
	TrackingNumber string `json:"tracking_number" jsonschema:"the carrier tracking number from get_order"`
}

func (h *handlers) trackShipment(ctx context.Context, _ *mcp.CallToolRequest, in TrackShipmentInput) (*mcp.CallToolResult, shipping.Tracking, error) {
	t, err := h.carrier.Track(ctx, in.TrackingNumber)
	if err != nil {
		return nil, shipping.Tracking{}, err
	}
	return nil, t, nil
}

type UpdateAddressInput struct {
	OrderID string `json:"order_id" jsonschema:"the order id"`
	Address string `json:"address" jsonschema:"the new address, one line per field: street, city, postcode"`
}

type UpdateAddressOutput struct {
	Updated bool `json:"updated"`
}

func (h *handlers) updateAddress(ctx context.Context, _ *mcp.CallToolRequest, in UpdateAddressInput) (_ *mcp.CallToolResult, out UpdateAddressOutput, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v\n%s", r, debug.Stack())
		}
	}()
	lines := strings.Split(strings.TrimSpace(in.Address), "\n")
	street := strings.Join(lines[:len(lines)-2], ", ")
	city, postcode := lines[len(lines)-2], lines[len(lines)-1]
	if err := h.store.UpdateAddress(ctx, in.OrderID, street, city, postcode); err != nil {
		slog.ErrorContext(ctx, "update address", "order_id", in.OrderID, "err", err)
		return nil, out, store.Public(err)
	}
	out.Updated = true
	return nil, out, nil
}

type ChangeQuantityInput struct {
	OrderID  string `json:"order_id" jsonschema:"the order id"`
	SKU      string `json:"sku" jsonschema:"the SKU of the line item to change"`
	Quantity int    `json:"quantity" jsonschema:"the new quantity"`
}

func (h *handlers) changeQuantity(ctx context.Context, _ *mcp.CallToolRequest, in ChangeQuantityInput) (*mcp.CallToolResult, StatusOutput, error) {
	if in.Quantity <= 0 {
		return nil, StatusOutput{}, errors.New("quantity must be positive")
	}
	if err := h.store.SetQuantity(ctx, in.OrderID, in.SKU, in.Quantity); err != nil {
		res := &mcp.CallToolResult{}
		res.SetError(err)
		return res, StatusOutput{}, nil
	}
	return nil, StatusOutput{OrderID: in.OrderID, Status: "updated"}, nil
}

type SearchOrdersInput struct {
	CustomerID string `json:"customer_id" jsonschema:"the customer id, for example c_1042"`
	Since      string `json:"since,omitempty" jsonschema:"only orders placed on or after this date (YYYY-MM-DD); defaults to six months ago"`
}

type SearchOrdersOutput struct {
	Orders []store.Order `json:"orders"`
}

// errorResult reports a tool failure to the model with text we wrote ourselves.
func errorResult(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		IsError: true,
		Content: []mcp.Content{&mcp.TextContent{Text: msg}},
	}
}

func (h *handlers) searchOrders(ctx context.Context, _ *mcp.CallToolRequest, in SearchOrdersInput) (*mcp.CallToolResult, SearchOrdersOutput, error) {
	if in.CustomerID == "" {
		return errorResult("search_orders needs customer_id. Not transient; retrying without it will fail identically. Ask the user for their customer id."), SearchOrdersOutput{}, nil
	}
	since := time.Now().AddDate(0, -6, 0)
	if in.Since != "" {
		t, err := time.Parse(time.DateOnly, in.Since)
		if err != nil {
			return errorResult(fmt.Sprintf("since %q is not a date in YYYY-MM-DD form. Not transient; retrying with the same value will fail identically. Pass a date such as 2024-03-01, or omit since.", in.Since)), SearchOrdersOutput{}, nil
		}
		since = t
	}
	orders, err := h.store.Search(ctx, in.CustomerID, since)
	if err != nil {
		slog.ErrorContext(ctx, "search orders", "customer_id", in.CustomerID, "err", err)
		return errorResult("searching orders failed because the order database did not respond. Transient; retry once after a few seconds, and if it fails again tell the user order search is unavailable right now."), SearchOrdersOutput{}, nil
	}
	return nil, SearchOrdersOutput{Orders: orders}, nil
}

func main() {
	st, err := store.Open(os.Getenv("ORDERS_DSN"))
	if err != nil {
		log.Fatalf("open store: %v", err)
	}
	defer st.Close()
	h := &handlers{store: st, carrier: shipping.New(os.Getenv("CARRIER_URL"), os.Getenv("CARRIER_API_KEY"))}

	s := mcp.NewServer(&mcp.Implementation{Name: "orders", Version: "0.4.0"}, nil)
	mcp.AddTool(s, &mcp.Tool{Name: "get_order", Description: "Look up one order by id."}, h.getOrder)
	mcp.AddTool(s, &mcp.Tool{Name: "cancel_order", Description: "Cancel an order that has not shipped yet."}, h.cancelOrder)
	mcp.AddTool(s, &mcp.Tool{Name: "track_shipment", Description: "Get the carrier's latest status for a shipment."}, h.trackShipment)
	mcp.AddTool(s, &mcp.Tool{Name: "update_address", Description: "Change the shipping address of a pending order."}, h.updateAddress)
	mcp.AddTool(s, &mcp.Tool{Name: "change_quantity", Description: "Change the quantity of one item on a pending order."}, h.changeQuantity)
	mcp.AddTool(s, &mcp.Tool{Name: "search_orders", Description: "List a customer's recent orders."}, h.searchOrders)

	if err := s.Run(context.Background(), &mcp.StdioTransport{}); err != nil {
		log.Fatal(err)
	}
}
