package fixes

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// A fix switches on the status the module checked, one case per class
// the check lets through (lookup_tax: no case for the 404 answered
// before); a check that decides the class (lookup_discount), a body
// shown twice in the return (lookup_origin) and a check of something
// else than the status (lookup_weight) get no switch.

// RegisterStatuses adds the tools whose status checks differ.
func RegisterStatuses(s *mcp.Server, c *Catalog) {
	mcp.AddTool(s, &mcp.Tool{Name: "lookup_discount"}, c.lookupDiscount)
	mcp.AddTool(s, &mcp.Tool{Name: "lookup_tax"}, c.lookupTax)
	mcp.AddTool(s, &mcp.Tool{Name: "lookup_origin"}, c.lookupOrigin)
	mcp.AddTool(s, &mcp.Tool{Name: "lookup_weight"}, c.lookupWeight)
}

func (c *Catalog) fetch(sku, what string) (*http.Response, []byte, error) {
	resp, err := c.http.Get(c.base + "/" + what + "/" + sku)
	if err != nil {
		return nil, nil, errors.New("the catalog is unreachable")
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, nil, errors.New("the catalog broke off")
	}
	return resp, body, nil
}

// Only server errors reach the return: the check decided, no switch.
func (c *Catalog) lookupDiscount(ctx context.Context, req *mcp.CallToolRequest, in SKUIn) (*mcp.CallToolResult, Price, error) {
	resp, body, err := c.fetch(in.SKU, "discounts")
	if err != nil {
		return nil, Price{}, errors.New("the discount could not be read. Transient; retry once.")
	}
	if resp.StatusCode >= 500 {
		return nil, Price{}, fmt.Errorf("discount service failed for %s: %s", in.SKU, body) // want `tool lookup_discount returns an upstream body of \(\*net/http.Client\).Get to the model`
	}
	return nil, Price{}, nil
}

// A 404 is answered before: the switch has no case for it, and none
// for the success the check lets through either.
func (c *Catalog) lookupTax(ctx context.Context, req *mcp.CallToolRequest, in SKUIn) (*mcp.CallToolResult, Price, error) {
	resp, body, err := c.fetch(in.SKU, "taxes")
	if err != nil {
		return nil, Price{}, errors.New("the tax could not be read. Transient; retry once.")
	}
	if resp.StatusCode != http.StatusOK && resp.StatusCode != http.StatusNotFound {
		return nil, Price{}, fmt.Errorf("tax service answered %d for %s: %s", resp.StatusCode, in.SKU, body) // want `tool lookup_tax returns an upstream body of \(\*net/http.Client\).Get to the model`
	}
	return nil, Price{}, nil
}

// The body is shown twice in the return: a copy of it per class would
// show it again, so the fix keeps to the return.
func (c *Catalog) lookupOrigin(ctx context.Context, req *mcp.CallToolRequest, in SKUIn) (*mcp.CallToolResult, Price, error) {
	resp, body, err := c.fetch(in.SKU, "origins")
	if err != nil {
		return nil, Price{}, errors.New("the origin could not be read. Transient; retry once.")
	}
	if resp.StatusCode > 299 {
		return &mcp.CallToolResult{Meta: mcp.Meta{"body": string(body)}}, Price{}, fmt.Errorf("origin service failed for %s: %s", in.SKU, body) // want `tool lookup_origin returns an upstream body of \(\*net/http.Client\).Get to the model`
	}
	return nil, Price{}, nil
}

// A check of something else than the status: no switch.
func (c *Catalog) lookupWeight(ctx context.Context, req *mcp.CallToolRequest, in SKUIn) (*mcp.CallToolResult, Price, error) {
	resp, body, err := c.fetch(in.SKU, "weights")
	if err != nil {
		return nil, Price{}, errors.New("the weight could not be read. Transient; retry once.")
	}
	if resp.ContentLength > 1<<20 {
		return nil, Price{}, fmt.Errorf("weight service sent too much for %s: %s", in.SKU, body) // want `tool lookup_weight returns an upstream body of \(\*net/http.Client\).Get to the model`
	}
	return nil, Price{}, nil
}
