// Package tools is a small MCP server whose tools all report failures
// through one helper, as large servers do: the helper is the place to
// start fixing.
package tools

import (
	"context"
	"errors"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct {
	Name string `json:"name"`
}

// fail hands its sentence to the model as the tool's error.
func fail(msg string) (*mcp.CallToolResult, any, error) {
	r := &mcp.CallToolResult{}
	r.SetError(errors.New(msg))
	return r, nil, nil
}

func create(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if in.Name == "" {
		return fail("the name is missing")
	}
	return nil, in.Name, nil
}

func remove(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if in.Name == "" {
		return fail("the name is missing")
	}
	return nil, nil, nil
}

func rename(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	if in.Name == "" {
		return fail("the new name is missing")
	}
	return nil, nil, nil
}

func read(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	b, err := os.ReadFile(in.Name)
	if err != nil {
		return nil, nil, err
	}
	return nil, string(b), nil
}

// Register adds the tools.
func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "create"}, create)
	mcp.AddTool(s, &mcp.Tool{Name: "remove"}, remove)
	mcp.AddTool(s, &mcp.Tool{Name: "rename"}, rename)
	mcp.AddTool(s, &mcp.Tool{Name: "read"}, read)
}
