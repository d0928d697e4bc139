// Package loggedtext logs an error's text before it interpolates the
// same text into the tool's answer: the fix drops it from the answer and
// adds no second log line, since the line above holds it already. A
// statement above that only wraps the error (fmt.Errorf) logs nothing,
// and the fix logs it.
package loggedtext

import (
	"context"
	"fmt"
	"log/slog"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("list_policies"), listPolicies)
	s.AddTool(mcp.NewTool("read_policy"), readPolicy)
}

func readPolicy(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile("/etc/policies/" + req.GetString("name", ""))
	if err != nil {
		if os.IsPermission(err) {
			return mcp.NewToolResultError(fmt.Errorf("policy is private: %w", err).Error() + " Not transient."), nil // want `tool read_policy passes text interpolating an error from os.ReadFile to mcp.NewToolResultError`
		}
		return mcp.NewToolResultError(fmt.Sprintf("Failed to read the policy: %s", err.Error())), nil // want `tool read_policy passes text interpolating an error from os.ReadFile to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(string(b)), nil
}

func listPolicies(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	entries, err := os.ReadDir("/etc/policies")
	if err != nil {
		slog.Warn("listing the policies failed", slog.String("error", err.Error()))
		return mcp.NewToolResultError(fmt.Sprintf("Failed to list policies: %s", err.Error())), nil // want `tool list_policies passes text interpolating an error from os.ReadDir to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(fmt.Sprint(len(entries))), nil
}
