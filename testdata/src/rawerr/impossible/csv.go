package impossible

import (
	"bytes"
	"context"
	"encoding/csv"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// RegisterCSV adds two exports: one writes its CSV into memory, where a
// write cannot fail, the other into a file, where it can.
func RegisterCSV(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("export_rows"), exportRows)
	s.AddTool(mcp.NewTool("save_rows"), saveRows)
}

func exportRows(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	if err := w.Write([]string{"id", "name"}); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	w.Flush()
	if err := w.Error(); err != nil {
		return mcp.NewToolResultError(err.Error()), nil
	}
	return mcp.NewToolResultText(buf.String()), nil
}

func saveRows(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	f, err := os.CreateTemp("", "rows")
	if err != nil {
		return mcp.NewToolResultError("could not create the file"), nil
	}
	defer f.Close()
	w := csv.NewWriter(f)
	if err := w.Write([]string{"id", "name"}); err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool save_rows passes the text of an error from \(\*encoding/csv.Writer\).Write to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(f.Name()), nil
}
