// Package sanitized serves tools whose handlers pass a foreign error
// through one of the module's own functions before the model reads it:
// a function named for cleaning text (sanitize, redact, scrub) is the
// module's decision about what the model may read, so its result is the
// module's text; any other helper carries the error's text along.
package sanitized

import (
	"context"
	"fmt"
	"os"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read_note"), readNote)
	s.AddTool(mcp.NewTool("stat_note"), statNote)
	s.AddTool(mcp.NewTool("open_note"), openNote)
}

// sanitizeMessage keeps the first line of an upstream message, with
// paths cut out.
func sanitizeMessage(msg string) string {
	line, _, _ := strings.Cut(msg, "\n")
	return strings.ReplaceAll(line, "/", "")
}

// RedactError returns err's text without what looks like a secret.
func RedactError(err error) string {
	return strings.ReplaceAll(err.Error(), os.Getenv("TOKEN"), "***")
}

// firstLine is not a cleaner: it keeps the error's own words.
func firstLine(err error) string {
	line, _, _ := strings.Cut(err.Error(), "\n")
	return line
}

func readNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile(req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("could not read the note: %s. Not transient; check the name.", sanitizeMessage(err.Error()))), nil
	}
	return mcp.NewToolResultText(string(b)), nil
}

func statNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := os.Stat(req.GetString("name", "")); err != nil {
		return mcp.NewToolResultError("could not stat the note: " + RedactError(err) + ". Not transient; check the name."), nil
	}
	return mcp.NewToolResultText("exists"), nil
}

func openNote(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	f, err := os.Open(req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError("could not open the note: " + firstLine(err) + ". Not transient; check the name."), nil // want `tool open_note passes text interpolating an error from os.Open to mcp.NewToolResultError`
	}
	defer f.Close()
	return mcp.NewToolResultText("opened"), nil
}
