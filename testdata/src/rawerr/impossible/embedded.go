package impossible

import (
	"context"
	"embed"
	"encoding/json"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

//go:embed csv.go
var schemas embed.FS

type schema struct {
	Fields []string `json:"fields"`
}

func RegisterSchemas(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("show_schema"), showSchema)
	s.AddTool(mcp.NewTool("show_saved_schema"), showSavedSchema)
}

// The schema is compiled into the binary: its parse fails on every call
// or on none, and a module whose schema does not parse fails its tests.
func showSchema(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	data, err := schemas.ReadFile(req.GetString("kind", "csv") + ".go")
	if err != nil {
		return mcp.NewToolResultText("no schema"), nil
	}
	var s schema
	if err := json.Unmarshal(data, &s); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // compiled in: cannot fail during a call
	}
	var defaults schema
	if err := json.Unmarshal([]byte(`{"fields":["id"]}`), &defaults); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // a constant: cannot fail during a call
	}
	return mcp.NewToolResultText(s.Fields[0] + defaults.Fields[0]), nil
}

// A file on disk is another file on the next deployment: its parse can
// fail during a call.
func showSavedSchema(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	data, err := os.ReadFile("schema.json")
	if err != nil {
		return mcp.NewToolResultText("no schema"), nil
	}
	var s schema
	if err := json.Unmarshal(data, &s); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool show_saved_schema passes the text of an error from encoding/json.Unmarshal`
	}
	return mcp.NewToolResultText(s.Fields[0]), nil
}
