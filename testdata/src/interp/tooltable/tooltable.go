// Package tooltable keeps its tools in a table of its own: each entry
// pairs a tool with a handler stored in a func-typed field, and the
// handlers return the module's own result type, whose Error field the
// adapter turns into IsError text.
package tooltable

import (
	"context"
	"errors"
	"fmt"
	"log"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// Result is the module's own tool result.
type Result struct {
	Content string
	Error   error
}

func NewResult(content string, err error) *Result { return &Result{Content: content, Error: err} }

// ServerTool pairs a tool with its handler.
type ServerTool struct {
	Name    string
	Handler func(args map[string]any) (*Result, error)
}

func readFile(args map[string]any) (*Result, error) {
	path, _ := args["path"].(string)
	b, err := os.ReadFile(path)
	if err != nil {
		return NewResult("", fmt.Errorf("failed to read %s: %w", path, err)), nil
	}
	return NewResult(string(b), nil), nil
}

func removeFile(args map[string]any) (*Result, error) {
	path, _ := args["path"].(string)
	if err := os.Remove(path); err != nil {
		log.Printf("remove %s: %v", path, err)
		return NewResult("", errors.New("the file could not be removed. Not transient; check the path.")), nil
	}
	return NewResult("removed", nil), nil
}

// Tools is the table.
func Tools() []ServerTool {
	return []ServerTool{
		{Name: "read_file", Handler: readFile},
		{Name: "remove_file", Handler: removeFile},
	}
}

// adapt turns a table entry into an mcp-go handler.
func adapt(tool ServerTool) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := tool.Handler(req.GetArguments())
		if err != nil {
			return nil, err
		}
		if res.Error != nil {
			return mcp.NewToolResultError(res.Error.Error()), nil // want `passes text interpolating an error from os.ReadFile to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(res.Content), nil
	}
}

// Register registers every tool of the table.
func Register(s *server.MCPServer) {
	for _, t := range Tools() {
		s.AddTool(mcp.NewTool(t.Name), adapt(t))
	}
}
