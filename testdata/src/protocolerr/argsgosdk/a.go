package argsgosdk

import (
	"context"
	"fmt"

	"github.com/google/jsonschema-go/jsonschema"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func Register(s *mcp.Server) {
	s.AddTool(&mcp.Tool{
		Name:        "mcp-add",
		InputSchema: &jsonschema.Schema{Type: "object", Required: []string{"name"}},
	}, addServerHandler())
}

func addServerHandler() mcp.ToolHandler {
	return func(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if req.Params.Arguments == nil {
			return nil, fmt.Errorf("missing arguments")
		}
		return &mcp.CallToolResult{}, nil
	}
}
