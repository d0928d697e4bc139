// Package rounds hands two kinds of error to one helper: the module's
// own (whose fix appends the decision where the helper formats it) and
// a parser's (whose fix drops it from the same format). The two fixes
// overlap: one -fix applies the first, analyses again and applies the
// second, so a second -fix has nothing left to do.
package rounds

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("set_labels"), setLabels)
}

func invalidArguments(err error) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		IsError: true,
		Content: []mcp.Content{mcp.TextContent{Type: "text", Text: fmt.Sprintf("invalid arguments: %s", err)}},
	}
}

func setLabels(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	raw, ok := req.GetArguments()["labels"].(string)
	if !ok {
		return invalidArguments(fmt.Errorf("labels must be a JSON list")), nil
	}
	var labels []string
	if err := json.Unmarshal([]byte(raw), &labels); err != nil {
		return invalidArguments(err), nil
	}
	return mcp.NewToolResultText(fmt.Sprintf("%d labels set", len(labels))), nil
}
