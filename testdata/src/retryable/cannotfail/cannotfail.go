// Package cannotfail exports a report in one of two encodings of plain
// data: neither can fail, so the branch on the error they share cannot
// run and its words reach no model.
package cannotfail

import (
	"context"
	"encoding/json"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"sigs.k8s.io/yaml"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("export_report"), exportReport)
}

type report struct {
	Title string   `json:"title"`
	Rows  []string `json:"rows"`
}

func exportReport(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	r := report{Title: req.GetString("title", "")}
	var out []byte
	var err error
	if req.GetString("format", "json") == "yaml" {
		out, err = yaml.Marshal(r)
	} else {
		out, err = json.MarshalIndent(r, "", "  ")
	}
	if err != nil {
		return mcp.NewToolResultError("could not encode the report"), nil
	}
	if err := os.WriteFile(req.GetString("path", "report.out"), out, 0o644); err != nil {
		return mcp.NewToolResultError("could not write the report"), nil // want `tool export_report passes the error "could not write the report" to mcp.NewToolResultError with no retry decision`
	}
	return mcp.NewToolResultText("written"), nil
}
