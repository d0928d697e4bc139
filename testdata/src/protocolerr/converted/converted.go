// Package converted holds mcp-go handlers whose errors pass a middleware
// that an importing package installs on the server, turning each into a
// result flagged as an error holding the error's text: the test's
// errors-as-results option stands for it (as the command's look at the
// importing package does, or go vet's flag). None of their returns is a
// protocol error; a go-sdk low-level handler beside them, which no
// mcp-go middleware sees, still returns one.
package converted

import (
	"context"
	"errors"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	sdk "github.com/modelcontextprotocol/go-sdk/mcp"
)

func Register(s *server.MCPServer, raw *sdk.Server) {
	s.AddTool(mcp.NewTool("read_notes"), readNotes)
	s.AddTool(mcp.NewTool("tag_note"), mcp.NewTypedToolHandler(tagNote))
	raw.AddTool(&sdk.Tool{Name: "stat_notes"}, statNotes)
}

func readNotes(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	path, err := req.RequireString("path")
	if err != nil {
		return nil, err
	}
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(b)), nil
}

type TagArgs struct{ Tag string }

func tagNote(ctx context.Context, req mcp.CallToolRequest, args TagArgs) (*mcp.CallToolResult, error) {
	if args.Tag == "" {
		return nil, errors.New("tag_note needs a tag. Not transient; pass a tag.")
	}
	return mcp.NewToolResultText("tagged"), nil
}

func statNotes(ctx context.Context, req *sdk.CallToolRequest) (*sdk.CallToolResult, error) {
	if _, err := os.Stat("notes"); err != nil {
		return nil, errors.New("stat_notes could not read the notes. Transient; try again.") // want `tool stat_notes returns an error that the framework sends as a JSON-RPC protocol error`
	}
	return &sdk.CallToolResult{}, nil
}
