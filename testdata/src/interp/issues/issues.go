// Package issues serves issue-tracker tools with mark3labs/mcp-go.
package issues

import (
	"context"
	"errors"
	"fmt"
	"log"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"interp/tracker"
)

var errNoID = errors.New("an issue id is required")

type Server struct {
	tc *tracker.Client
}

func Register(s *server.MCPServer, srv *Server) {
	s.AddTool(mcp.NewTool("get_issue", mcp.WithNumber("id", mcp.Required())), srv.getIssue)
	s.AddTool(mcp.NewTool("list_labels"), srv.listLabels)
	s.AddTool(mcp.NewTool("set_due_date"), srv.setDueDate)
	s.AddTool(mcp.NewTool("fetch_issue"), srv.fetchIssue)
	s.AddTool(mcp.NewTool("label_issue"), srv.labelIssue)
	s.AddTool(mcp.NewTool("reopen_issue"), srv.reopenIssue)
	s.AddTool(mcp.NewTool("assign_issue"), srv.assignIssue)
	s.AddTool(mcp.NewTool("issue_title"), srv.issueTitle)
	s.AddTool(mcp.NewTool("attach_file"), srv.attachFile)
	s.AddTool(mcp.NewTool("close_issue"), srv.closeIssue)
	s.AddTool(mcp.NewTool("issue_age"), srv.issueAge)
	s.AddTool(mcp.NewTool("watch_issue"), srv.watchIssue)
	s.AddTool(mcp.NewTool("export_issue"), srv.exportIssue)
}

func (srv *Server) getIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id, err := strconv.Atoi(req.GetString("id", ""))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("failed to parse issue id: %v", err)), nil // want `tool get_issue passes text interpolating an error from strconv.Atoi to mcp.NewToolResultError: it leaks internals, decides no retry; log it, keep the module's words`
	}
	is, err := srv.tc.Issue(ctx, id)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool get_issue passes text interpolating an error from \(\*net/http.Client\).Do and 2 more to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(is.Title), nil
}

func (srv *Server) listLabels(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile("labels.txt")
	if err != nil {
		return mcp.NewToolResultError("failed to list labels: " + err.Error()), nil // want `tool list_labels passes text interpolating an error from os.ReadFile to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(string(b)), nil
}

func (srv *Server) setDueDate(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	due, err := time.Parse(time.DateOnly, req.GetString("due", ""))
	if err != nil {
		return mcp.NewToolResultErrorf("could not parse the due date %q: %s", req.GetString("due", ""), err), nil // want `tool set_due_date passes text interpolating an error from time.Parse to mcp.NewToolResultErrorf`
	}
	return mcp.NewToolResultText("due " + due.Format(time.DateOnly)), nil
}

func (srv *Server) fetchIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	is, err := srv.tc.Issue(ctx, req.GetInt("id", 0))
	if err != nil {
		return mcp.NewToolResultErrorFromErr("could not fetch the issue", err), nil // want `tool fetch_issue passes text interpolating an error from \(\*net/http.Client\).Do and 2 more to mcp.NewToolResultErrorFromErr`
	}
	return mcp.NewToolResultText(is.Title), nil
}

// labelIssue spells out which label could not be set.
func (srv *Server) labelIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	label := req.GetString("label", "")
	if _, err := os.Stat("/etc/labels/" + label); err != nil {
		return mcp.NewToolResultError(strings.Join([]string{"could not label the issue", label, err.Error()}, ": ")), nil // want `tool label_issue passes text interpolating an error from os.Stat to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText("labelled " + label), nil
}

// reopenIssue joins its own error with the tracker's.
func (srv *Server) reopenIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	raw := req.GetString("id", "")
	if raw == "" {
		return nil, errNoID
	}
	if _, err := strconv.Atoi(raw); err != nil {
		return mcp.NewToolResultError(errors.Join(errNoID, err).Error()), nil // want `tool reopen_issue passes text interpolating an error from strconv.Atoi to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText("reopened"), nil
}

// ToolError is the module's error for the model; What is its text.
type ToolError struct {
	What      string
	Retryable bool
}

func (e *ToolError) Error() string { return e.What }

func (srv *Server) assignIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	user := req.GetString("user", "")
	if _, err := os.ReadFile("/etc/team/" + user); err != nil {
		var te error = &ToolError{What: "lookup failed: " + err.Error()}
		return mcp.NewToolResultError(te.Error()), nil // want `tool assign_issue passes text interpolating an error from os.ReadFile to mcp.NewToolResultError`
	}
	if user == "root" {
		return nil, &ToolError{What: "issues cannot be assigned to root. Not transient; pick a person."}
	}
	return mcp.NewToolResultText("assigned to " + user), nil
}

// issueTitle keeps the tracker's error in the log.
func (srv *Server) issueTitle(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetInt("id", 0)
	is, err := srv.tc.Issue(ctx, id)
	if err != nil {
		log.Printf("issue_title: issue %d: %v", id, err)
		return mcp.NewToolResultError(fmt.Sprintf("issue %d could not be read from the tracker. Transient; retry once.", id)), nil
	}
	return mcp.NewToolResultText(is.Title), nil
}

// attachFile names the type of a foreign error, not its text.
func (srv *Server) attachFile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	f, err := os.Open(req.GetString("path", ""))
	if err != nil {
		log.Printf("attach_file: %v", err)
		return mcp.NewToolResultError(fmt.Sprintf("the file could not be opened (%T). Not transient; check the path.", err)), nil
	}
	defer f.Close()
	return mcp.NewToolResultText("attached"), nil
}

// closeIssue interpolates only errors the module wrote.
func (srv *Server) closeIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	id := req.GetInt("id", 0)
	if id == 0 {
		return nil, fmt.Errorf("close_issue: %w", errNoID)
	}
	if err := srv.tc.Close(ctx, id); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("issue %d was not closed: %v. Transient; retry once.", id, err)), nil
	}
	return mcp.NewToolResultText("closed"), nil
}

// issueAge formats numbers and the issue's own fields.
func (srv *Server) issueAge(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	days := req.GetInt("days", 0)
	if days < 0 {
		return mcp.NewToolResultError(fmt.Sprintf("days must be positive, got %d. Not transient.", days)), nil
	}
	return mcp.NewToolResultText(strconv.Itoa(days) + " days"), nil
}

// watchIssue hands over the foreign text whole: that is rawerr's finding,
// not interp's.
func (srv *Server) watchIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := strconv.Atoi(req.GetString("id", "")); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText("watching"), nil
}

// exportIssue suppresses the finding and says why.
func (srv *Server) exportIssue(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path := req.GetString("path", "")
	if err := os.WriteFile(path, nil, 0o644); err != nil {
		//toolerrlint:ignore interp the path error names the caller's own path, which the model needs
		return mcp.NewToolResultError("could not write the export: " + err.Error()), nil
	}
	if err := os.Chmod(path, 0o600); err != nil {
		// want +1 `//toolerrlint:ignore interp needs a reason`
		//toolerrlint:ignore interp
		return mcp.NewToolResultError("could not protect the export: " + err.Error()), nil // want `tool export_issue passes text interpolating an error from os.Chmod`
	}
	return mcp.NewToolResultText("exported"), nil
}
