// Package parsehelper reads the tool's times in helpers of its own that
// hand them to a library's parser: a method named Parse... of a value
// built from what the helper was given, which fails the same way for
// the same text. Its error shown to the model is a wrong argument, not
// a failure to retry; the helper's own hint on how to write a time
// stays in the fix's sentence (a helper with none adds nothing). A
// parse that asks a remote service (it takes a context) fails
// otherwise, and keeps the bounded sentence.
package parsehelper

import (
	"context"
	"fmt"
	"time"

	"example.com/timespec"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer, cal *timespec.Calendar) {
	s.AddTool(mcp.NewTool("count_events"), countEvents)
	s.AddTool(mcp.NewTool("holiday_events"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return holidayEvents(ctx, cal, req)
	})
}

func formats() string { return "Use an RFC 3339 time or a relative one such as now-1h." }

func parseStart(text string) (time.Time, error) {
	if text == "" {
		return time.Time{}, nil
	}
	span := timespec.Span{From: text, Now: time.Now()}
	t, err := span.ParseFrom()
	if err != nil {
		return time.Time{}, fmt.Errorf("%w. %s", err, formats())
	}
	return t, nil
}

func parseEnd(text string) (time.Time, error) {
	span := &timespec.Span{To: text, Now: time.Now()}
	return span.ParseTo()
}

func countEvents(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	start, err := parseStart(req.GetString("start", ""))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("failed to parse start: %v", err)), nil // want `tool count_events passes text interpolating an error from \(example.com/timespec.Span\).ParseFrom to mcp.NewToolResultError`
	}
	end, err := parseEnd(req.GetString("end", ""))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("failed to parse end: %v", err)), nil // want `tool count_events passes text interpolating an error from \(\*example.com/timespec.Span\).ParseTo to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(fmt.Sprintf("%d events", int(end.Sub(start).Hours()))), nil
}

func holidayEvents(ctx context.Context, cal *timespec.Calendar, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	day, err := cal.ParseHoliday(ctx, req.GetString("holiday", ""))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("failed to read holiday: %v", err)), nil // want `tool holiday_events passes text interpolating an error from \(\*example.com/timespec.Calendar\).ParseHoliday to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(day.String()), nil
}
