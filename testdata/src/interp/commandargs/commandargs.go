// Package commandargs runs the command line the model wrote through a
// library and shows the library's error. A command that does not parse
// or names a flag the tool does not know fails the same way on every
// call, so the fix's one sentence asks the model to check the command
// it was given before retrying once; the timeout it was given is an
// amount, which no command fails on, and is not named.
package commandargs

import (
	"context"
	"fmt"

	"example.com/cli"
	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer, c *cli.Client) {
	s.AddTool(mcp.NewTool("run_cli", mcp.WithString("cli_command"), mcp.WithNumber("timeout")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := c.Execute(ctx, req.GetString("cli_command", ""), req.GetInt("timeout", 60))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to execute the command: %v", err)), nil // want `tool run_cli passes text interpolating an error from \(\*example.com/cli.Client\).Execute to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(out), nil
	})
	s.AddTool(mcp.NewTool("run_version", mcp.WithNumber("timeout")), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := c.Execute(ctx, "version", req.GetInt("timeout", 60))
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("failed to read the version: %v", err)), nil // want `tool run_version passes text interpolating an error from \(\*example.com/cli.Client\).Execute to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(out), nil
	})
}
