// Package calendar serves calendar tools with the official go-sdk.
package calendar

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"interp/tracker"
)

type EventIn struct {
	Title string `json:"title"`
	Start string `json:"start"`
	Issue int    `json:"issue"`
}

type Event struct {
	ID    string    `json:"id"`
	Start time.Time `json:"start"`
}

var errPast = errors.New("the start time is in the past")

// OpError is the module's error type: what it was doing, and why it failed.
type OpError struct {
	Op  string
	Err error
}

func (e *OpError) Error() string { return e.Op + ": " + e.Err.Error() }

func (e *OpError) Unwrap() error { return e.Err }

type Calendar struct {
	tc  *tracker.Client
	dir string
}

func Register(s *mcp.Server, c *Calendar) {
	mcp.AddTool(s, &mcp.Tool{Name: "create_event"}, c.createEvent)
	mcp.AddTool(s, &mcp.Tool{Name: "link_issue"}, c.linkIssue)
	mcp.AddTool(s, &mcp.Tool{Name: "import_ics"}, c.importICS)
	mcp.AddTool(s, &mcp.Tool{Name: "event_note"}, c.eventNote)
	mcp.AddTool(s, &mcp.Tool{Name: "archive_events"}, c.archiveEvents)
	mcp.AddTool(s, &mcp.Tool{Name: "count_events"}, c.countEvents)
	s.AddTool(&mcp.Tool{Name: "rename_event"}, c.renameEvent)
}

func (c *Calendar) createEvent(ctx context.Context, req *mcp.CallToolRequest, in EventIn) (*mcp.CallToolResult, Event, error) {
	start, err := time.Parse(time.RFC3339, in.Start)
	if err != nil {
		return nil, Event{}, fmt.Errorf("invalid start time %q: %v", in.Start, err) // want `tool create_event returns text interpolating an error from time.Parse to the model`
	}
	if start.Before(time.Now()) {
		return nil, Event{}, fmt.Errorf("cannot create %q: %w", in.Title, errPast)
	}
	return nil, Event{ID: "ev1", Start: start}, nil
}

// linkIssue uses a helper of another package that wraps with %w.
func (c *Calendar) linkIssue(ctx context.Context, req *mcp.CallToolRequest, in EventIn) (*mcp.CallToolResult, Event, error) {
	is, err := c.tc.Issue(ctx, in.Issue)
	if err != nil {
		return nil, Event{}, err // want `tool link_issue returns text interpolating an error from \(\*net/http.Client\).Do and 2 more to the model`
	}
	return nil, Event{ID: fmt.Sprint(is.ID)}, nil
}

func (c *Calendar) importICS(ctx context.Context, req *mcp.CallToolRequest, in EventIn) (*mcp.CallToolResult, any, error) {
	f, err := os.Open(c.dir + "/" + in.Title + ".ics")
	if err != nil {
		return nil, nil, &OpError{Op: "open calendar file", Err: err} // want `tool import_ics returns text interpolating an error from os.Open to the model`
	}
	defer f.Close()
	return nil, nil, nil
}

func (c *Calendar) eventNote(ctx context.Context, req *mcp.CallToolRequest, in EventIn) (*mcp.CallToolResult, any, error) {
	b, err := os.ReadFile(c.dir + "/notes/" + in.Title)
	if err != nil {
		return &mcp.CallToolResult{
			IsError: true,
			Content: []mcp.Content{&mcp.TextContent{Text: "no note for this event: " + err.Error()}}, // want `tool event_note puts text interpolating an error from os.ReadFile in mcp.TextContent.Text`
		}, nil, nil
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil, nil
}

func (c *Calendar) archiveEvents(ctx context.Context, req *mcp.CallToolRequest, in EventIn) (*mcp.CallToolResult, any, error) {
	if err := os.Rename(c.dir+"/current", c.dir+"/archive"); err != nil {
		var res mcp.CallToolResult
		res.SetError(fmt.Errorf("archiving failed: %v", err)) // want `tool archive_events passes text interpolating an error from os.Rename to \(\*mcp.CallToolResult\).SetError`
		return &res, nil, nil
	}
	return nil, nil, nil
}

// countEvents only logs the foreign error and formats numbers.
func (c *Calendar) countEvents(ctx context.Context, req *mcp.CallToolRequest, in EventIn) (*mcp.CallToolResult, int, error) {
	entries, err := os.ReadDir(c.dir)
	if err != nil {
		slog.ErrorContext(ctx, "count events", "dir", c.dir, "err", err)
		return nil, 0, fmt.Errorf("the calendar store is unreadable (%d attempts). Transient; retry once", 1)
	}
	if len(entries) > 1000 {
		return nil, 0, &OpError{Op: "count events", Err: errors.New("more than 1000 events. Not transient; narrow the range")}
	}
	return nil, len(entries), nil
}

// The raw arguments are the JSON the server received: encoding them
// again cannot fail, so that branch sends nothing.
func (c *Calendar) renameEvent(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := json.Marshal(req.Params.Arguments)
	if err != nil {
		return failure("rename_event: encoding the arguments: " + err.Error()), nil
	}
	if err := os.WriteFile(c.dir+"/rename.json", b, 0o600); err != nil {
		return failure("rename_event: " + err.Error()), nil // want `tool rename_event puts text interpolating an error from os.WriteFile in mcp.TextContent.Text`
	}
	return &mcp.CallToolResult{}, nil
}

func failure(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: text}}}
}
