// Package selfreg adds its handler to the server of hosted, which it
// imports: hosted is analysed first, and its Fact says that the server's
// middleware turns the handler's errors into flagged results.
package selfreg

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"middleware/hosted"
)

func Serve() *server.MCPServer {
	s := hosted.New()
	s.AddTool(mcp.NewTool("read_hosted"), readHosted)
	return s
}

func readHosted(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile("hosted.txt")
	if err != nil {
		return nil, err // @hostedreturn // want `tool read_hosted returns the text of an error from os.ReadFile to the model through hosted.errorsAsResults: `
	}
	return mcp.NewToolResultText(string(b)), nil
}
