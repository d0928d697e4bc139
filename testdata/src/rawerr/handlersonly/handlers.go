// Package handlersonly holds mcp-go handler methods in a package that
// imports only the framework's types; main registers them elsewhere.
package handlersonly

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

type Handlers struct{ Root string }

func (h *Handlers) ReadFile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile(h.Root + "/notes.txt")
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool handler \(\*Handlers\).ReadFile passes the text of an error from os.ReadFile to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(string(b)), nil
}

func (h *Handlers) Stat(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	fi, err := os.Stat(h.Root)
	if err != nil {
		tc := mcp.TextContent{Type: "text"}
		tc.Text = err.Error() // want `tool handler \(\*Handlers\).Stat puts the text of an error from os.Stat in mcp.TextContent.Text`
		return &mcp.CallToolResult{Content: []mcp.Content{tc}, IsError: true}, nil
	}
	return mcp.NewToolResultText(fi.Name()), nil
}

// Convert turns an error into a result in a deferred function: the
// error itself never leaves the handler.
func (h *Handlers) Convert(ctx context.Context, req mcp.CallToolRequest) (res *mcp.CallToolResult, err error) {
	defer func() {
		if err != nil {
			res = mcp.NewToolResultError(err.Error()) // want `passes the text of an error from os.Remove to mcp.NewToolResultError`
			err = nil
		}
	}()
	if err = os.Remove(h.Root + "/tmp"); err != nil {
		return nil, err
	}
	return mcp.NewToolResultText("removed"), nil
}

func (h *Handlers) Suppressed(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	_, err := os.Stat(h.Root)
	if err != nil {
		_ = mcp.NewToolResultError(err.Error())         //toolerrlint:ignore rawerr the path is the user's own workspace
		return mcp.NewToolResultError(err.Error()), nil // want `tool handler \(\*Handlers\).Suppressed passes the text of an error from os.Stat to mcp.NewToolResultError`
	}
	return nil, nil
}
