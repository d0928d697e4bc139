package fixes

import (
	"context"
	"log"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

func registerSDK(s *mcp.Server) {
	s.AddTool(&mcp.Tool{Name: "stat"}, stat)
}

func stat(ctx context.Context, req *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	fi, err := os.Stat("data")
	if err != nil {
		return nil, err // want `tool stat returns an error that the framework sends as a JSON-RPC protocol error`
	}
	log.Printf("stat: %s", fi.Name())
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: fi.Name()}}}, nil
}
