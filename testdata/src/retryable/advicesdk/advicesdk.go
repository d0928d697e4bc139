// Package advicesdk holds findings whose fixes name the argument of a
// go-sdk typed input by its json tag, and what the check shows it must
// be. The golden file checks them.
package advicesdk

import (
	"context"
	"errors"
	"strconv"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type PlaceOrderInput struct {
	ID  string `json:"id" jsonschema:"the product id"`
	Qty int    `json:"qty" jsonschema:"how many"`
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "place_order"}, placeOrder)
}

func placeOrder(ctx context.Context, req *mcp.CallToolRequest, in PlaceOrderInput) (*mcp.CallToolResult, any, error) {
	if in.Qty <= 0 {
		return nil, nil, errors.New("quantity must be positive") // want `no retry decision`
	}
	if _, err := strconv.Atoi(in.ID); err != nil {
		return nil, nil, errors.New("place_order needs a product") // want `no retry decision`
	}
	return nil, in.Qty, nil
}
