// Package optionsargs hands the tool's arguments to an API client
// inside an options struct, one nested in another. Nothing decides
// whether its failure can pass on a retry, so the fix's one sentence
// asks the model to check the arguments the options hold before its
// one retry; options built from constants alone name none.
package optionsargs

import (
	"context"
	"fmt"

	"example.com/exports"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer, c *exports.Client) {
	s.AddTool(mcp.NewTool("export_plan"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		planID := req.GetString("plan_id", "")
		format := "json"
		export, err := c.Create(ctx, exports.CreateOptions{Plan: &exports.Plan{ID: planID}, Format: &format})
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to export plan %s: %v", planID, err)), nil // want `tool export_plan passes text interpolating an error from \(\*example.com/exports.Client\).Create to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(export.ID), nil
	})
	s.AddTool(mcp.NewTool("export_latest"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		export, err := c.Create(ctx, exports.CreateOptions{Plan: &exports.Plan{ID: "latest"}})
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to export the latest plan: %v", err)), nil // want `tool export_latest passes text interpolating an error from \(\*example.com/exports.Client\).Create to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(export.ID), nil
	})
}
