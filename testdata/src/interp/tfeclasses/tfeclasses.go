// Package tfeclasses shows go-tfe's errors, whose sentinels tell a
// workspace that does not exist (or that the token may not see) and a
// refused token apart; the fix tests them by the package's name, tfe,
// which its path does not spell, and imports it under that name.
package tfeclasses

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"interp/tfeclasses/workspaces"
)

func Register(s *server.MCPServer, r *workspaces.Reader) {
	s.AddTool(mcp.NewTool("get_workspace"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		id, err := r.ID(ctx, req.GetString("organization", ""), req.GetString("name", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `tool get_workspace passes text interpolating an error from \(github.com/hashicorp/go-tfe.Workspaces\).Read to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(id), nil
	})
}
