// Package sdkbody shows the raw body an SDK keeps in its response
// struct: the service's words, shown to the model when a call fails.
// The fix logs the body and keeps the module's words without it; the
// endpoint the same struct holds (the full URL on the service's host)
// goes to the log beside it, a host being an internal the model cannot
// act on. Shown alone, with the status, the endpoint is the module's
// request, not the service's words: no finding. A comment's Body is a
// user's text read on success, not an answer to a failure.
package sdkbody

import (
	"context"
	"fmt"

	"example.com/atlas"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer, c *atlas.Client) {
	s.AddTool(mcp.NewTool("get_issue", mcp.WithString("issue_key")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		issue, resp, err := c.GetIssue(ctx, req.GetString("issue_key", ""))
		if err != nil {
			if resp != nil {
				return mcp.NewToolResultError(fmt.Sprintf("failed to get issue: %s (endpoint: %s)", resp.Bytes.String(), resp.Endpoint)), nil // want `tool get_issue passes an upstream body of example.com/atlas.ResponseScheme.Bytes to mcp.NewToolResultError`
			}
			return mcp.NewToolResultError("failed to get issue. Retry once; if it fails again, tell the user."), nil
		}
		return mcp.NewToolResultText(issue.Key), nil
	})
	s.AddTool(mcp.NewTool("get_issue_status", mcp.WithString("issue_key")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		_, resp, err := c.GetIssue(ctx, req.GetString("issue_key", ""))
		if err != nil && resp != nil {
			return mcp.NewToolResultError(fmt.Sprintf("the tracker answered %d at %s. Not transient; check issue_key.", resp.Code, resp.Endpoint)), nil
		}
		return mcp.NewToolResultText("ok"), nil
	})
	s.AddTool(mcp.NewTool("get_comment", mcp.WithString("comment_id")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		comment, _, err := c.GetComment(ctx, req.GetString("comment_id", ""))
		if err != nil {
			return mcp.NewToolResultError("could not read the comment. Retry once; if it fails again, tell the user."), nil
		}
		return mcp.NewToolResultText(comment.Body), nil
	})
}
