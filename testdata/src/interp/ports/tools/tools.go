// Package tools registers tools over a port.Exchange its caller
// chooses: what a failed call says is the implementation's, which the
// package that wires them (app) sees.
package tools

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"interp/ports/port"
)

func RegisterAll(s *server.MCPServer, x port.Exchange) {
	registerBalance(s, x)
	registerLimits(s, x)
	registerPositions(s, x)
}

func registerBalance(s *server.MCPServer, x port.Exchange) {
	s.AddTool(mcp.NewTool("get_balance"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := x.Balance(ctx, req.GetString("asset", ""))
		if err != nil {
			return resultErr("get_balance failed: %v", err)
		}
		return mcp.NewToolResultText(out), nil
	})
}

func registerLimits(s *server.MCPServer, x port.Exchange) {
	s.AddTool(mcp.NewTool("get_limits"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := x.Limits(ctx)
		if err != nil {
			return resultErr("get_limits failed: %v", err)
		}
		return mcp.NewToolResultText(out), nil
	})
}

func registerPositions(s *server.MCPServer, x port.Exchange) {
	s.AddTool(mcp.NewTool("get_positions"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		ps, err := x.Positions(ctx)
		if err != nil {
			return resultErr("get_positions failed: %v", err)
		}
		return mcp.NewToolResultText(fmt.Sprint(len(ps))), nil
	})
}

func resultErr(format string, args ...any) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultError(fmt.Sprintf(format, args...)), nil
}
