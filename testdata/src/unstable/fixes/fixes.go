package fixes

import (
	"context"
	"fmt"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type In struct{ Query string }

func Register(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "search"}, search)
}

func search(ctx context.Context, req *mcp.CallToolRequest, in In) (*mcp.CallToolResult, any, error) {
	start := time.Now()
	if in.Query == "" {
		return nil, nil, fmt.Errorf("query is empty (%s)", start.Format(time.Kitchen)) // want `tool search returns failure text holding the current time`
	}
	return nil, nil, nil
}
