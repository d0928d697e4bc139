package fixes

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// RegisterSearch adds a lookup by id beside a tool that finds the ids:
// the fix of the lookup's failure, which no class decides, names the
// argument to check and the tool that finds it before the one retry.
func RegisterSearch(s *server.MCPServer, srv *Server) {
	s.AddTool(mcp.NewTool("show_issue"), srv.showIssue)
	s.AddTool(mcp.NewTool("search_issues"), srv.searchIssues)
	s.AddTool(mcp.NewTool("add_issue"), srv.addIssue)
}

// addIssue makes an issue that is not there yet: search_issues cannot
// find what its arguments name, and the fix does not send the model
// there.
func (srv *Server) addIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	is, err := srv.tc.Issue(ctx, req.GetInt("parent_id", 0))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("could not add the issue: %v", err)), nil // want `tool add_issue passes text interpolating an error from \(\*net/http.Client\).Do and 2 more to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(is.Title), nil
}

func (srv *Server) showIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	is, err := srv.tc.Issue(ctx, req.GetInt("issue_id", 0))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("could not show the issue: %v", err)), nil // want `tool show_issue passes text interpolating an error from \(\*net/http.Client\).Do and 2 more to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(is.Title), nil
}

func (srv *Server) searchIssues(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	return mcp.NewToolResultText("[]"), nil
}
