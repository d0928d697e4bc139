// Package replacing builds a server whose middleware logs every error a
// handler returns and answers with words of its own, flagged as an
// error: the handlers' errors, of this package or another, reach no
// model, as protocol errors or as text, and nothing is reported; the
// middleware's own words are judged where it writes them.
package replacing

import (
	"context"
	"log"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"protocolerr/unseen/tools"
)

func Serve() *server.MCPServer {
	s := server.NewMCPServer("notes", "1.0", server.WithToolHandlerMiddleware(answered))
	tools.Register(s)
	s.AddTool(mcp.NewTool("lookup"), tools.Lookup)
	s.AddTool(mcp.NewTool("read_config"), readConfig)
	return s
}

func answered(next server.ToolHandlerFunc) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		res, err := next(ctx, req)
		if err != nil {
			log.Printf("%s: %v", req.Params.Name, err)
			return mcp.NewToolResultError(req.Params.Name + " did not succeed. Retry once; if it fails again, tell the user what could not be done."), nil
		}
		return res, nil
	}
}

func readConfig(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile("config.yaml")
	if err != nil {
		return nil, err
	}
	return mcp.NewToolResultText(string(b)), nil
}
