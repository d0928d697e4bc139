// Package deferred serves parcel quotes over mcp-go from functions that
// defer calls. A function with a deferred call returns through a block
// that runs only after a deferred call recovered a panic: where none of
// its deferred calls recovers (a body's Close), that block never runs,
// and its text is no path of the function's.
package deferred

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("quote"), quoteTool)
	s.AddTool(mcp.NewTool("rate"), rateTool)
}

var (
	errDown     = errors.New("the carrier is not responding. Transient; retry once after a minute.")
	errPostcode = errors.New("the carrier does not know that postcode. Not transient; ask the user to check it.")
)

// quote decides on every path; its deferred Close recovers nothing.
func quote(name string) (string, error) {
	f, err := os.Open(name)
	if err != nil {
		return "", errDown
	}
	defer f.Close()
	if name == "" {
		return "", errPostcode
	}
	return "12.50", nil
}

func quoteTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	q, err := quote(req.GetString("postcode", ""))
	if err != nil {
		return mcp.NewToolResultError("quote: " + err.Error()), nil
	}
	return mcp.NewToolResultText(q), nil
}

// rate recovers a panic into words of its own, which decide nothing.
func rate(name string) (r string, err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("the rate table is broken")
		}
	}()
	if name == "" {
		return "", errPostcode
	}
	return "standard", nil
}

func rateTool(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r, err := rate(req.GetString("postcode", ""))
	if err != nil {
		return mcp.NewToolResultError("rate: " + err.Error()), nil // want `tool rate passes the error "rate: the rate table is broken" to mcp.NewToolResultError with no retry decision`
	}
	return mcp.NewToolResultText(r), nil
}
