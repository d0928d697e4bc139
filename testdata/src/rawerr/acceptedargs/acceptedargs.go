// Package acceptedargs reads a file of a repository after reading the
// repository: where reading the file fails, the owner and repo the
// first call accepted are not the cause, and the fix names the path
// alone. Where no call took them before, it names all three.
package acceptedargs

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"example.com/reposvc"
)

func Register(s *server.MCPServer, c *reposvc.Client) {
	s.AddTool(mcp.NewTool("read_file"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		owner, repo, path := req.GetString("owner", ""), req.GetString("repo", ""), req.GetString("path", "")
		if _, err := c.GetRepo(ctx, owner, repo); err != nil {
			return mcp.NewToolResultError("the repository could not be read. Retry once."), nil
		}
		audit(ctx, path) // a call of no results before: nothing accepted, nothing to read
		text, err := c.GetFile(ctx, owner, repo, path)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `tool read_file passes the text of an error from \(\*example.com/reposvc.Client\).GetFile`
		}
		return mcp.NewToolResultText(text), nil
	})
	s.AddTool(mcp.NewTool("read_file_direct"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		owner, repo, path := req.GetString("owner", ""), req.GetString("repo", ""), req.GetString("path", "")
		text, err := c.GetFile(ctx, owner, repo, path)
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `tool read_file_direct passes the text of an error from \(\*example.com/reposvc.Client\).GetFile`
		}
		return mcp.NewToolResultText(text), nil
	})
}

// audit records what is read; it returns nothing.
func audit(ctx context.Context, what string) {
	_ = ctx
	_ = what
}
