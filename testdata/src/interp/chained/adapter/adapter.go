// Package adapter shows the tools' errors to the model and hands each
// to statuslog.Report, which tests its class.
package adapter

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"interp/chained/files"
	"interp/chained/statuslog"
	"interp/entries/api"
)

var failures int

func adapt(tool api.ServerTool) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := tool.Handler(api.Params{Args: req.GetArguments()})
		if err != nil {
			return nil, err
		}
		if res.Error != nil {
			failures += statuslog.Count(res.Error)
			statuslog.Report(res.Error, tool.Name)
			return mcp.NewToolResultError(res.Error.Error()), nil // want `tool read_note \(handler files.readNote\) passes text interpolating an error from os.ReadFile`
		}
		return mcp.NewToolResultText(res.Content), nil
	}
}

// Register registers every tool of the toolset.
func Register(s *server.MCPServer) {
	for _, t := range files.Tools() {
		s.AddTool(mcp.NewTool(t.Name), adapt(t))
	}
}
