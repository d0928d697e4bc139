// Package adapterfix shows typed handlers' errors through an adapter of
// its own (Typed), which puts the returned error's text, whole, in the
// tool result: each handler's return is where the text is written, and
// where the fix rewrites it.
package adapterfix

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Typed turns a typed handler into an mcp-go handler.
func Typed[T any](h func(context.Context, T) (string, error)) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		var args T
		text, err := h(ctx, args)
		if err != nil {
			return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{mcp.TextContent{Type: "text", Text: err.Error()}}}, nil
		}
		return mcp.NewToolResultText(text), nil
	}
}

type ReadArgs struct {
	Path string `json:"path"`
}

func readNote(ctx context.Context, args ReadArgs) (string, error) {
	if args.Path == "" {
		return "", errors.New("path is required. Not transient; call again with path set.")
	}
	b, err := os.ReadFile(args.Path)
	if err != nil {
		return "", fmt.Errorf("reading note %q: %w", args.Path, err) // want `tool handler readNote puts text interpolating an error from os.ReadFile in mcp.TextContent.Text through adapterfix.Typed`
	}
	return string(b), nil
}

// quiet logs what failed and says so in its own words: nothing to fix.
func quiet(ctx context.Context, args ReadArgs) (string, error) {
	if _, err := os.Stat(args.Path); err != nil {
		slog.Error("stat failed", "error", err)
		return "", errors.New("the note cannot be read. Not transient; list the notes and pick an existing path.")
	}
	return "ok", nil
}

// statNote decides in its own words; only the error's text is foreign.
func statNote(ctx context.Context, args ReadArgs) (string, error) {
	if _, err := os.Stat(args.Path); err != nil {
		return "", fmt.Errorf("note %q cannot be read for %v; not transient, list the notes and pick an existing path", args.Path, err) // want `tool handler statNote puts text interpolating an error from os.Stat in mcp.TextContent.Text through adapterfix.Typed`
	}
	return "ok", nil
}

// fetchNote is a helper of the handlers; its error is foreign text.
func fetchNote(ctx context.Context, path string) (string, error) {
	resp, err := http.Get("https://notes.example/" + path)
	if err != nil {
		return "", fmt.Errorf("fetch %s: %w", path, err)
	}
	defer resp.Body.Close()
	return resp.Status, nil
}

// remoteNote returns the helper's results as they are: the error is the
// model's text.
func remoteNote(ctx context.Context, args ReadArgs) (string, error) {
	res := args.Path           // a name the fix must not reuse
	return fetchNote(ctx, res) // want `tool handler remoteNote puts text interpolating an error from net/http.Get in mcp.TextContent.Text through adapterfix.Typed`
}

// archiveNote returns the results of a helper it gives the path: the
// sentence names the helper's operation and the argument.
func archiveNote(ctx context.Context, args ReadArgs) (string, error) {
	return archiveFile(args.Path) // want `tool handler archiveNote puts text interpolating an error from os.Rename in mcp.TextContent.Text through adapterfix.Typed`
}

// archiveFile is a helper of the handlers; its error is foreign text.
func archiveFile(path string) (string, error) {
	if err := os.Rename(path, path+".old"); err != nil {
		return "", fmt.Errorf("archive %s: %w", path, err)
	}
	return path + ".old", nil
}

// installNote keeps the quote that closes its operand's.
func installNote(ctx context.Context, args ReadArgs) (string, error) {
	if err := os.WriteFile(args.Path, nil, 0o600); err != nil {
		return "", fmt.Errorf("installing note '%s': %w", args.Path, err) // want `tool handler installNote puts text interpolating an error from os.WriteFile in mcp.TextContent.Text through adapterfix.Typed`
	}
	return "installed", nil
}

// loggedNote logs the error itself: the fix adds no second line.
func loggedNote(ctx context.Context, args ReadArgs) (string, error) {
	b, err := os.ReadFile(args.Path)
	if err != nil {
		slog.Error("reading note failed", "error", err)
		return "", fmt.Errorf("reading logged note: %w", err) // want `tool handler loggedNote puts text interpolating an error from os.ReadFile in mcp.TextContent.Text through adapterfix.Typed`
	}
	return string(b), nil
}

// Register registers the tools.
func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read_note"), Typed(readNote))
	s.AddTool(mcp.NewTool("quiet"), Typed(quiet))
	s.AddTool(mcp.NewTool("stat_note"), Typed(statNote))
	s.AddTool(mcp.NewTool("remote_note"), Typed(remoteNote))
	s.AddTool(mcp.NewTool("install_note"), Typed(installNote))
	s.AddTool(mcp.NewTool("archive_note"), Typed(archiveNote))
	s.AddTool(mcp.NewTool("logged_note"), Typed(loggedNote))
	s.AddTool(mcp.NewTool("ping"), Typed(func(ctx context.Context, args ReadArgs) (string, error) {
		resp, err := http.Get(args.Path)
		if err != nil {
			return "", fmt.Errorf("ping %s: %v", args.Path, err) // want `the tool handler \(a function literal in Register\) puts text interpolating an error from net/http.Get in mcp.TextContent.Text through adapterfix.Typed`
		}
		defer resp.Body.Close()
		return resp.Status, nil
	}))
}
