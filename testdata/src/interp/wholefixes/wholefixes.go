// Package wholefixes hands foreign errors to the framework whole, with
// no format to drop them from: the fix replaces the error, or calls the
// framework's function that takes the module's words alone.
package wholefixes

import (
	"context"
	"fmt"
	"os"
	"strconv"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	gosdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

func Register(s *server.MCPServer, g *gosdk.Server) {
	s.AddTool(mcp.NewTool("remove_draft"), removeDraft)
	gosdk.AddTool(g, &gosdk.Tool{Name: "archive_draft"}, archiveDraft)
	s.AddTool(mcp.NewTool("set_port"), setPort)
	s.AddTool(mcp.NewTool("lock_draft"), lockDraft)
}

// mcp-go appends the error's text to the words: the fix calls
// NewToolResultError with the words as a sentence.
func removeDraft(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := os.Remove("/srv/drafts/current"); err != nil {
		return mcp.NewToolResultErrorFromErr("could not remove the draft", err), nil // want `tool remove_draft passes text interpolating an error from os.Remove to mcp.NewToolResultErrorFromErr`
	}
	return mcp.NewToolResultText("removed"), nil
}

type ArchiveIn struct {
	Name string `json:"name"`
}

type ArchiveOut struct {
	Archived bool `json:"archived"`
}

func archive(name string) error {
	if err := os.Rename("/srv/drafts/"+name, "/srv/archive/"+name); err != nil {
		return fmt.Errorf("archiving %s: %w", name, err)
	}
	return nil
}

// go-sdk's SetError shows the error's text: the fix gives it the
// module's sentence and logs the error.
func archiveDraft(ctx context.Context, _ *gosdk.CallToolRequest, in ArchiveIn) (*gosdk.CallToolResult, ArchiveOut, error) {
	if err := archive(in.Name); err != nil {
		res := &gosdk.CallToolResult{}
		res.SetError(err) // want `tool archive_draft passes text interpolating an error from os.Rename to \(\*mcp.CallToolResult\).SetError`
		return res, ArchiveOut{}, nil
	}
	return nil, ArchiveOut{Archived: true}, nil
}

// parsePort says in the module's words what is wrong with the argument:
// the fix that replaces the whole error keeps them, and they decide.
func parsePort(raw string) (int, error) {
	port, err := strconv.Atoi(raw)
	if err != nil {
		return 0, fmt.Errorf("invalid container_port %q: %w", raw, err)
	}
	return port, nil
}

func setPort(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	port, err := parsePort(req.GetString("port", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool set_port passes text interpolating an error from strconv.Atoi to mcp.NewToolResultError: it leaks internals, decides no retry; log it, keep the module's words; the code shows a check of the tool's input: not transient`
	}
	return mcp.NewToolResultText(strconv.Itoa(port)), nil
}

// lockDraft fails in two steps, each in its own words: the replaced
// error keeps neither, since neither holds for both.
func lockDraft(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if err := lock("/srv/drafts/" + req.GetString("name", "")); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool lock_draft passes text interpolating an error from os.Stat and 1 more to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText("locked"), nil
}

func lock(path string) error {
	if _, err := os.Stat(path); err != nil {
		return fmt.Errorf("could not find the draft: %w", err)
	}
	if err := os.Chmod(path, 0o400); err != nil {
		return fmt.Errorf("could not lock the draft: %w", err)
	}
	return nil
}
