// Package serialized answers with JSON the module marshals: the text of
// every field it fills is the tool's text.
package serialized

import (
	"context"
	"encoding/json"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
)

type statResult struct {
	Size  int64  `json:"size,omitempty"`
	Error string `json:"error,omitempty"`
}

func statFile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	fi, err := os.Stat(req.GetString("path", ""))
	if err != nil {
		b, _ := json.Marshal(statResult{Error: err.Error()})
		return mcp.NewToolResultText(string(b)), nil // want `tool handler statFile passes text interpolating an error from os.Stat to mcp.NewToolResultText`
	}
	b, _ := json.Marshal(statResult{Size: fi.Size()})
	return mcp.NewToolResultText(string(b)), nil
}

func readFile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	data, err := os.ReadFile(req.GetString("path", ""))
	if err != nil {
		b, _ := json.MarshalIndent(map[string]any{"ok": false, "error": err.Error()}, "", "  ")
		return mcp.NewToolResultError(string(b)), nil // want `tool handler readFile passes text interpolating an error from os.ReadFile to mcp.NewToolResultError`
	}
	b, _ := json.Marshal(map[string]any{"ok": true, "content": string(data)})
	return mcp.NewToolResultText(string(b)), nil
}

func ping(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, _ := json.Marshal(map[string]any{"error": "the host is not in the allow-list. Not transient; ask for an allowed host."})
	return mcp.NewToolResultError(string(b)), nil
}
