package fixes

import (
	"context"
	"fmt"
	"os"

	"github.com/modelcontextprotocol/go-sdk/mcp"
)

type ReportIn struct {
	Name string `json:"name"`
}

func RegisterReports(s *mcp.Server) {
	mcp.AddTool(s, &mcp.Tool{Name: "read_report"}, readReport)
}

func readReport(ctx context.Context, req *mcp.CallToolRequest, in ReportIn) (*mcp.CallToolResult, any, error) {
	b, err := os.ReadFile("reports/" + in.Name)
	if err != nil {
		return nil, nil, fmt.Errorf("report %q could not be read: %v", in.Name, err) // want `tool read_report returns text interpolating an error from os.ReadFile to the model`
	}
	return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: string(b)}}}, nil, nil
}
