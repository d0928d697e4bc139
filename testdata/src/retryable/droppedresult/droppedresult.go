// Package droppedresult builds its error results in a helper of its own,
// and returns one beside a non-nil error where the client could not be
// made: go-sdk then drops the result for the error's text, so the
// helper's words there never reach the model (the returned error is
// judged by the passes of foreign text). Returned with a nil error, they
// do, and decide no retry.
package droppedresult

import (
	"context"
	"errors"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Owner string `json:"owner"`
}

type client struct{}

func newClient(ctx context.Context) (*client, error) { return nil, errors.New("no token") }

// errorResult flags a result holding message.
func errorResult(message string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: message}}}
}

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "list_repos"}, func(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
		if in.Owner == "" {
			return errorResult("owner is required"), nil, nil // want `tool list_repos puts the error "owner is required" in mcp.TextContent.Text \(formed by droppedresult.errorResult\) with no retry decision`
		}
		if _, err := newClient(ctx); err != nil {
			return errorResult("failed to get the client"), nil, err // want `tool list_repos returns the error "no token" to the model with no retry decision`
		}
		return &mcp.CallToolResult{}, nil, nil
	})
}
