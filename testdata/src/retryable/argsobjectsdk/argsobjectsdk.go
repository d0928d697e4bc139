// Package argsobjectsdk checks, on go-sdk, that any arguments came
// (they arrive as raw JSON): the fix asks for them as one JSON object
// and names those the tool's input schema requires; a tool whose
// schema requires none is asked for the object alone.
package argsobjectsdk

import (
	"context"
	"encoding/json"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func Register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{
		Name:        "add_server",
		InputSchema: &jsonschema.Schema{Type: "object", Required: []string{"name"}},
	}, addServer)
	s.AddTool(&mcp.Tool{Name: "list_servers", InputSchema: &jsonschema.Schema{Type: "object"}}, listServers)
}

func addServer(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.Params.Arguments == nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "missing arguments"}}}, nil // want `tool add_server puts the error "missing arguments" in mcp.TextContent.Text with no retry decision`
	}
	var params struct {
		Name string `json:"name"`
	}
	if err := json.Unmarshal(req.Params.Arguments, &params); err != nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "arguments are not an object"}}}, nil // want `tool add_server puts the error "arguments are not an object" in mcp.TextContent.Text with no retry decision`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "added " + params.Name}}}, nil
}

func listServers(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if req.Params.Arguments == nil {
		return &mcp.CallToolResult{IsError: true, Content: []mcp.Content{&mcp.TextContent{Text: "missing arguments"}}}, nil // want `tool list_servers puts the error "missing arguments" in mcp.TextContent.Text with no retry decision`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: "servers"}}}, nil
}
