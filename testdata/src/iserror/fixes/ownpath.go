package fixes

import (
	"context"
	"errors"
	"fmt"
	"os"

	"example.com/graph"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// readNote fails with words of the module's when the name is missing,
// which tell the model what to pass, and with the file system's error
// otherwise. No fix rewrites a text that holds both (the words would be
// lost), so the result is only marked as an error, its text kept.
func readNote(name string) (string, error) {
	if name == "" {
		return "", errors.New("note name is required")
	}
	b, err := os.ReadFile("/notes/" + name)
	if err != nil {
		return "", fmt.Errorf("reading note %q: %w", name, err)
	}
	return string(b), nil
}

// readRaw fails with the file system's error alone: the text fixes of
// the other passes rewrite it, and this pass offers none of its own.
func readRaw(name string) (string, error) {
	b, err := os.ReadFile("/notes/" + name)
	return string(b), err
}

// readCard fails with words of the module's that only say the argument
// the tool declares is missing, and with the service's error otherwise.
// The interp pass's sentence asks the model to correct name before one
// retry, which loses nothing of them: that fix rewrites the text and
// flags the result, and this pass offers no flag of its own beside it.
func readCard(ctx context.Context, c *graph.Client, name string) (string, error) {
	if name == "" {
		return "", errors.New("card name is required")
	}
	if err := c.Query(ctx, nil, map[string]any{"name": name}); err != nil {
		return "", fmt.Errorf("query card: %w", err)
	}
	return name, nil
}

func RegisterCards(s *server.MCPServer, c *graph.Client) {
	s.AddTool(mcp.NewTool("read_card", mcp.WithString("name")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		card, err := readCard(ctx, c, req.GetString("name", ""))
		if err != nil {
			return mcp.NewToolResultText(fmt.Sprintf("Failed to read card: %s", err.Error())), nil // want `tool read_card passes text that reports a failure to mcp.NewToolResultText in a result not marked as an error`
		}
		return mcp.NewToolResultText(card), nil
	})
}

func RegisterNotes(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read_note"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		note, err := readNote(req.GetString("name", ""))
		if err != nil {
			return mcp.NewToolResultText(fmt.Sprintf("Failed to read note: %s", err.Error())), nil // want `tool read_note passes text that reports a failure to mcp.NewToolResultText in a result not marked as an error`
		}
		return mcp.NewToolResultText(note), nil
	})
	s.AddTool(mcp.NewTool("read_raw"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		note, err := readRaw(req.GetString("name", ""))
		if err != nil {
			return mcp.NewToolResultText(fmt.Sprintf("Failed to read note: %s", err.Error())), nil // want `tool read_raw passes text that reports a failure to mcp.NewToolResultText in a result not marked as an error`
		}
		return mcp.NewToolResultText(note), nil
	})
}
