package fixes

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func RegisterSearch(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("search_servers"), searchServers)
	s.AddTool(mcp.NewTool("echo_args"), echoArgs)
}

// The arguments, decoded again into typed fields, fail where a value
// has the wrong type: encoding/json names the field, which the flagged
// result shows in a branch before the one sentence for the rest.
func searchServers(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var params struct {
		Query string `json:"query"`
		Limit int    `json:"limit"`
	}
	b, err := json.Marshal(req.Params.Arguments)
	if err != nil {
		return mcp.NewToolResultError("the arguments could not be read. Not transient; send them as one JSON object."), nil
	}
	if err := json.Unmarshal(b, &params); err != nil {
		return nil, fmt.Errorf("failed to parse arguments: %w", err) // want `tool search_servers returns an error that the framework sends as a JSON-RPC protocol error`
	}
	return mcp.NewToolResultText(fmt.Sprintf("%s: %d", params.Query, params.Limit)), nil
}

// Decoded into an interface, no value has a wrong type: no branch.
func echoArgs(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var args map[string]any
	b, err := json.Marshal(req.Params.Arguments)
	if err != nil {
		return mcp.NewToolResultError("the arguments could not be read. Not transient; send them as one JSON object."), nil
	}
	if err := json.Unmarshal(b, &args); err != nil {
		return nil, fmt.Errorf("failed to parse arguments: %w", err) // want `tool echo_args returns an error that the framework sends as a JSON-RPC protocol error`
	}
	return mcp.NewToolResultText(fmt.Sprint(len(args))), nil
}
