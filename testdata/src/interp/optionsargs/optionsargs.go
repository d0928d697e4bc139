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

// RegisterBuilt builds the options in a function of the module's own,
// given the arguments (a query payload assembled apart): what the
// builder was given is what the call was.
func RegisterBuilt(s *server.MCPServer, c *exports.Client) {
	s.AddTool(mcp.NewTool("export_named"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		export, err := c.Create(ctx, planOptions(req.GetString("plan_id", ""), "csv"))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to export: %v", err)), nil // want `tool export_named passes text interpolating an error from \(\*example.com/exports.Client\).Create to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(export.ID), nil
	})
	s.AddTool(mcp.NewTool("export_default"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		export, err := c.Create(ctx, planOptions("latest", req.GetString("reason", "")))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to export: %v", err)), nil // want `tool export_default passes text interpolating an error from \(\*example.com/exports.Client\).Create to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(export.ID), nil
	})
}

// RegisterPaths gives the client a path the handler formats around an
// argument: the argument is what the call was given.
func RegisterPaths(s *server.MCPServer, c *exports.Client) {
	s.AddTool(mcp.NewTool("cancel_plan"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := c.Cancel(ctx, fmt.Sprintf("plans/%s/export", req.GetString("plan_id", ""))); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to cancel: %v", err)), nil // want `tool cancel_plan passes text interpolating an error from \(\*example.com/exports.Client\).Cancel to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText("cancelled"), nil
	})
	// The arguments decoded into a struct of the handler's own: its
	// fields are the arguments.
	s.AddTool(mcp.NewTool("cancel_bound"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args struct {
			PlanID string `json:"plan_id"`
		}
		if err := req.BindArguments(&args); err != nil {
			return mcp.NewToolResultError("cancel_bound failed: the arguments are not an object with plan_id. Not transient; the same call will fail identically."), nil
		}
		if err := c.Cancel(ctx, args.PlanID); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to cancel: %v", err)), nil // want `tool cancel_bound passes text interpolating an error from \(\*example.com/exports.Client\).Cancel to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText("cancelled"), nil
	})
}

// RegisterEncoded encodes what the arguments name before the call: an
// encoder fails on the value's shape, whichever plan it names, so its
// sentence names no argument to correct, and says that the same call
// fails the same way.
func RegisterEncoded(s *server.MCPServer, c *exports.Client) {
	s.AddTool(mcp.NewTool("encode_plan"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		body, err := exports.MarshalPlan(exports.Plan{ID: req.GetString("plan_id", "")})
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to encode the plan: %v", err)), nil // want `tool encode_plan passes text interpolating an error from example.com/exports.MarshalPlan to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(string(body)), nil
	})
}

// planOptions builds the options of an export of one plan.
func planOptions(planID, format string) exports.CreateOptions {
	return exports.CreateOptions{Plan: &exports.Plan{ID: planID}, Format: &format}
}
