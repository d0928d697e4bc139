// Package adapter is the module's adapter: it imports the toolsets
// through the package gathering them, calls each entry's handler
// through the func-typed field and turns the result's Error into
// IsError text. Handlers of another package
// are reported at their return statements where the analysis keeps
// their positions (the command), and here, once per handler, where it
// does not (go vet, analysistest).
package adapter

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"interp/entries/api"
	"interp/entries/toolsets"
)

func adapt(tool api.ServerTool) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := tool.Handler(api.Params{Args: req.GetArguments()}) // @handlercall
		if err != nil {
			return nil, err
		}
		if res.Error != nil {
			return mcp.NewToolResultError(res.Error.Error()), nil // @adaptersink // want `tool pods_list \(handler pods.podsList\) passes text interpolating an error from os.ReadDir to mcp.NewToolResultError through adapter.adapt`
		}
		return mcp.NewToolResultText(res.Content), nil
	}
}

// Register registers every tool of the toolsets.
func Register(s *server.MCPServer) {
	for _, t := range toolsets.All() {
		s.AddTool(mcp.NewTool(t.Name), adapt(t))
	}
}
