// Package fixes holds findings whose suggested fixes the golden file
// checks.
package fixes

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"interp/tracker"
)

type Server struct{ tc *tracker.Client }

func Register(s *server.MCPServer, srv *Server) {
	s.AddTool(mcp.NewTool("get_issue"), srv.getIssue)
	s.AddTool(mcp.NewTool("snooze_issue"), srv.snoozeIssue)
	s.AddTool(mcp.NewTool("ping_tracker"), srv.pingTracker)
	s.AddTool(mcp.NewTool("due_date"), srv.dueDate)
}

func (srv *Server) getIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetInt("id", 0)
	is, err := srv.tc.Issue(ctx, id)
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("failed to get issue %d: %v", id, err)), nil // want `tool get_issue passes text interpolating an error from \(\*net/http.Client\).Do and 2 more to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(is.Title), nil
}

func (srv *Server) snoozeIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	raw := req.GetString("until", "")
	until, err := time.Parse(time.DateOnly, raw)
	if err != nil {
		return mcp.NewToolResultErrorf("could not parse the date %q: %s", raw, err), nil // want `tool snooze_issue passes text interpolating an error from time.Parse to mcp.NewToolResultErrorf`
	}
	return mcp.NewToolResultText("snoozed until " + strconv.Quote(until.Format(time.DateOnly))), nil
}

func (srv *Server) pingTracker(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := srv.tc.Issue(ctx, 1); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("the tracker is unreachable: %v", err)), nil // want `tool ping_tracker passes text interpolating an error from \(\*net/http.Client\).Do and 2 more to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText("the tracker answers"), nil
}
