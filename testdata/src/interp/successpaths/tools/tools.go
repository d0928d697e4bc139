package tools

import (
	"context"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"interp/successpaths/stats"
)

func Register(s *server.MCPServer, r *stats.Reader) {
	s.AddTool(mcp.NewTool("disk_usage"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return diskUsage(r, req)
	})
	s.AddTool(mcp.NewTool("quota"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return quota(r, req)
	})
	s.AddTool(mcp.NewTool("raw_file"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return rawFile(r, req)
	})
	s.AddTool(mcp.NewTool("prune"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		// Through an interface, the text read where Prune succeeded is
		// its summary: the failure notes are on its failing path only.
		out, err := stats.NewCleaner(r.Root).Prune(req.GetStringSlice("names", nil))
		if err != nil {
			return mcp.NewToolResultError("no file could be removed. Not transient; check the names."), nil
		}
		return mcp.NewToolResultText(out), nil
	})
	s.AddTool(mcp.NewTool("summary"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := stats.NewSummarizer(r.Root).Summary(req.GetString("name", ""))
		if err != nil {
			return mcp.NewToolResultError("no summary. Not transient; check the name."), nil
		}
		return mcp.NewToolResultText(out), nil // want `passes text interpolating an error from os.ReadFile to mcp.NewToolResultText`
	})
}

// The error is the module's own; the read's text arrives in the
// successful answer, and is reported there.
func diskUsage(r *stats.Reader, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := r.Disk(req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultText(fmt.Sprintf("Disk usage failed: %s", err.Error())), nil
	}
	return mcp.NewToolResultText(out), nil // want `passes text interpolating an error from os.ReadFile to mcp.NewToolResultText`
}

// The helper's error wraps the read's: reported on the error branch.
func quota(r *stats.Reader, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := r.Quota(req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultText(fmt.Sprintf("Quota failed: %s", err.Error())), nil // want `passes text interpolating an error from os.ReadFile to mcp.NewToolResultText`
	}
	return mcp.NewToolResultText(out), nil
}

// The text is read only where the error is nil: the file's bytes.
func rawFile(r *stats.Reader, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	out, err := r.Raw(req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError("could not read the file. Not transient; check the name."), nil
	}
	return mcp.NewToolResultText(out), nil
}
