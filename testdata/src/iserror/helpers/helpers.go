// Package helpers builds its results through a helper in another
// package; the helper's text is checked at each call.
package helpers

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"

	"iserror/helperlib"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read_file"), readFile)
	s.AddTool(mcp.NewTool("stat"), stat)
}

func readFile(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile(req.GetString("path", ""))
	if err != nil {
		return helperlib.Text("could not read the file. Not transient; check the path."), nil // want `tool read_file puts text that reports a failure in mcp.TextContent.Text \(formed by helperlib.Text\) in a result not marked as an error`
	}
	return helperlib.Text(string(b)), nil
}

// The caller marks the helper's result as an error: fine.
func stat(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	if _, err := os.Stat(req.GetString("path", "")); err != nil {
		res := helperlib.Text("no such file. Not transient; check the path.")
		res.IsError = true
		return res, nil
	}
	return helperlib.Text("exists"), nil
}
