package fixes

import (
	"context"
	"fmt"
	"net/http"
	"runtime/debug"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type Reservation struct {
	ID string `json:"id"`
}

func (c *Catalog) reserveStock(ctx context.Context, req *mcp.CallToolRequest, in SKUIn) (res *mcp.CallToolResult, out Reservation, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("reserving %s crashed: %v\n%s", in.SKU, r, debug.Stack()) // want `tool reserve_stock returns a stack trace from runtime/debug.Stack to the model`
		}
	}()
	resp, err := c.http.Post(c.base+"/reservations/"+in.SKU, "application/json", nil)
	if err != nil {
		return nil, Reservation{}, fmt.Errorf("the stock service is unreachable. Transient; retry in a minute.")
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		return nil, Reservation{}, fmt.Errorf("the stock service refused the reservation (HTTP %d). Not transient; check the SKU.", resp.StatusCode)
	}
	return nil, Reservation{ID: resp.Header.Get("Location")}, nil
}

func (c *Catalog) releaseStock(ctx context.Context, req *mcp.CallToolRequest, in Reservation) (res *mcp.CallToolResult, out any, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("panic: %v", r) // want `tool release_stock returns a recovered panic value to the model`
		}
	}()
	resp, err := c.http.Post(c.base+"/reservations/"+in.ID+"/release", "application/json", nil)
	if err != nil {
		return nil, nil, fmt.Errorf("the stock service is unreachable. Transient; retry in a minute.")
	}
	defer resp.Body.Close()
	return nil, nil, nil
}
