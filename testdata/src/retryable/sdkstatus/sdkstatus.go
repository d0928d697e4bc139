// Package sdkstatus compares the HTTP status an SDK keeps in a response
// struct of its own (atlas.ResponseScheme.Code, as go-atlassian's) with
// a constant: the status decides, as resp.StatusCode of an
// *http.Response does. A code outside the range of HTTP statuses, or a
// field of the module's own struct, decides nothing.
package sdkstatus

import (
	"context"
	"os"

	"example.com/atlas"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var client = &atlas.Client{}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("get_issue"), getIssue)
	s.AddTool(mcp.NewTool("get_comment"), getComment)
	s.AddTool(mcp.NewTool("get_first_comment"), getFirstComment)
	s.AddTool(mcp.NewTool("get_issue_title"), getIssueTitle)
}

func getIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	issue, resp, err := client.GetIssue(ctx, req.GetString("key", ""))
	if err != nil {
		if resp != nil && resp.Code == 401 {
			return mcp.NewToolResultError("authentication failed"), nil // want `tool get_issue passes the error "authentication failed" to mcp.NewToolResultError with no retry decision: say "Not transient" \(the code shows an HTTP status\)`
		}
		if resp != nil && resp.Code == 503 {
			return mcp.NewToolResultError("the tracker is down"), nil // want `tool get_issue passes the error "the tracker is down" to mcp.NewToolResultError with no retry decision: say "Transient" \(the code shows an HTTP status\)`
		}
		if resp != nil && resp.Code == 7 {
			return mcp.NewToolResultError("the tracker refused the key"), nil // want `tool get_issue passes the error "the tracker refused the key" to mcp.NewToolResultError with no retry decision: say whether a retry can help`
		}
		return mcp.NewToolResultError("could not read the issue"), nil // want `tool get_issue passes the error "could not read the issue" to mcp.NewToolResultError with no retry decision: say whether a retry can help`
	}
	return mcp.NewToolResultText(issue.Key), nil
}

// reply is the module's own: its Code is no library's status.
type reply struct{ Code int }

func fetch(ctx context.Context, id string) (reply, error) {
	b, err := os.ReadFile(id)
	return reply{Code: len(b)}, err
}

func getComment(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r, err := fetch(ctx, req.GetString("id", ""))
	if err != nil {
		if r.Code == 404 {
			return mcp.NewToolResultError("the comment is gone"), nil // want `tool get_comment passes the error "the comment is gone" to mcp.NewToolResultError with no retry decision: say whether a retry can help`
		}
		return mcp.NewToolResultError("could not read the comment"), nil // want `tool get_comment passes the error "could not read the comment" to mcp.NewToolResultError with no retry decision: say whether a retry can help`
	}
	return mcp.NewToolResultText("ok"), nil
}

func getFirstComment(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	issue, _, err := client.GetIssue(ctx, req.GetString("key", ""))
	if err != nil {
		return mcp.NewToolResultError("could not read the issue"), nil // want `tool get_first_comment passes the error "could not read the issue" to mcp.NewToolResultError with no retry decision: say whether a retry can help`
	}
	c, resp, err := client.GetComment(ctx, issue.Key)
	if err != nil {
		if resp != nil && resp.Code == 401 {
			return mcp.NewToolResultError("the comments are not readable"), nil // want `tool get_first_comment passes the error "the comments are not readable" to mcp.NewToolResultError with no retry decision: say "Not transient" \(the code shows an HTTP status\)`
		}
		return mcp.NewToolResultError("could not read the comment"), nil // want `tool get_first_comment passes the error "could not read the comment" to mcp.NewToolResultError with no retry decision: say whether a retry can help`
	}
	return mcp.NewToolResultText(c.Body), nil
}

func getIssueTitle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	issue, _, err := client.GetIssue(ctx, req.GetString("key", ""))
	if err != nil {
		return mcp.NewToolResultError("could not read the issue"), nil // want `tool get_issue_title passes the error "could not read the issue" to mcp.NewToolResultError with no retry decision: say whether a retry can help`
	}
	if issue == nil {
		return mcp.NewToolResultError("no issue has that key. Not transient; check the key."), nil
	}
	return mcp.NewToolResultText(issue.Key), nil
}
