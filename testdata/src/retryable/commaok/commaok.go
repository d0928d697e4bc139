// Package commaok checks arguments the way handlers reading the raw
// arguments map do: a comma-ok lookup or type assertion of the tool's
// input that fails shows the argument is missing or of the wrong type,
// so the same call fails again. A comma-ok read of the module's own
// state shows nothing of the kind. A failed type assertion of what a
// library answered (a secret store's data) fails the same way on the
// same answer. The golden file checks the decisions.
package commaok

import (
	"context"

	"example.com/secrets"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

var cache = map[string]string{}

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("datasource"), datasource)
	s.AddTool(mcp.NewTool("cached"), cached)
	s.AddTool(mcp.NewTool("read_secret"), readSecret)
	s.AddTool(mcp.NewTool("whoami"), whoami)
}

var store, _ = secrets.NewClient(secrets.Config{})

// The store's answer has the shape it has: asking again gets it again.
func readSecret(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	secret, err := store.ReadSecret(req.GetString("path", ""))
	if err != nil {
		return mcp.NewToolResultError("the secret could not be read"), nil // want `no retry decision`
	}
	data, ok := secret.Data["data"].(map[string]any)
	if !ok {
		return mcp.NewToolResultError("unexpected secret data format"), nil // want `no retry decision`
	}
	return mcp.NewToolResultText(data["value"].(string)), nil
}

type userKey struct{}

// A context's value is the module's own: its type decides nothing.
func whoami(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	user, ok := ctx.Value(userKey{}).(string)
	if !ok {
		return mcp.NewToolResultError("no user in this session"), nil // want `no retry decision`
	}
	return mcp.NewToolResultText(user), nil
}

func datasource(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args := req.GetArguments()
	raw, ok := args["uid"]
	if !ok {
		return mcp.NewToolResultError("the datasource is not named"), nil // want `no retry decision`
	}
	uid, ok := raw.(string)
	if !ok {
		return mcp.NewToolResultError("the datasource name is not text"), nil // want `no retry decision`
	}
	return mcp.NewToolResultText(uid), nil
}

// The cache is the module's state: its miss decides nothing.
func cached(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	v, ok := cache["last"]
	if !ok {
		return mcp.NewToolResultError("nothing cached"), nil // want `no retry decision`
	}
	return mcp.NewToolResultText(v), nil
}
