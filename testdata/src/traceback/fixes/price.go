// Package fixes holds the cases whose suggested fixes the traceback
// tests compare with golden files.
package fixes

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Catalog calls the pricing and stock services.
type Catalog struct {
	http *http.Client
	base string
}

type SKUIn struct {
	SKU string `json:"sku"`
}

type Price struct {
	Cents    int    `json:"cents"`
	Currency string `json:"currency"`
}

// Register adds the catalog tools to s.
func Register(s *mcp.Server, c *Catalog) {
	mcp.AddTool(s, &mcp.Tool{Name: "lookup_price"}, c.lookupPrice)
	mcp.AddTool(s, &mcp.Tool{Name: "reserve_stock"}, c.reserveStock)
	mcp.AddTool(s, &mcp.Tool{Name: "release_stock"}, c.releaseStock)
	mcp.AddTool(s, &mcp.Tool{Name: "audit_stock"}, c.auditStock)
}

func (c *Catalog) lookupPrice(ctx context.Context, req *mcp.CallToolRequest, in SKUIn) (*mcp.CallToolResult, Price, error) {
	resp, err := c.http.Get(c.base + "/prices/" + in.SKU)
	if err != nil {
		return nil, Price{}, errors.New("the price service is unreachable. Transient; retry in a minute.")
	}
	body, err := io.ReadAll(resp.Body)
	resp.Body.Close()
	if err != nil {
		return nil, Price{}, errors.New("the price service broke off. Transient; retry once.")
	}
	if resp.StatusCode != http.StatusOK {
		return nil, Price{}, fmt.Errorf("price service returned %s for %s: %s", resp.Status, in.SKU, body) // want `tool lookup_price returns an upstream body of \(\*net/http.Client\).Get to the model`
	}
	var p Price
	if err := json.Unmarshal(body, &p); err != nil {
		return nil, Price{}, errors.New("the price service sent an unreadable price. Transient; retry once.")
	}
	return nil, p, nil
}
