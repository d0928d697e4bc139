// Package k8sexec runs the model's command in a container. A command
// that ran and exited with a failure status exits the same way again:
// the fix tells that class apart with errors.As and asks for another
// command; what else fails on the stream (the connection) gets the
// bounded sentence. The executor's constructor has no such class.
package k8sexec

import (
	"bytes"
	"context"
	"fmt"
	"net/url"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"k8s.io/client-go/tools/remotecommand"
)

func Register(s *server.MCPServer, base *url.URL) {
	s.AddTool(mcp.NewTool("pods_exec", mcp.WithString("command", mcp.Required())), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		u := *base
		u.RawQuery = url.Values{"command": {req.GetString("command", "")}}.Encode()
		ex, err := remotecommand.NewSPDYExecutor("POST", &u)
		if err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("could not reach the container: %v", err)), nil // want `tool pods_exec passes text interpolating an error from k8s.io/client-go/tools/remotecommand.NewSPDYExecutor to mcp.NewToolResultError`
		}
		var out bytes.Buffer
		if err := ex.StreamWithContext(ctx, remotecommand.StreamOptions{Stdout: &out}); err != nil {
			return mcp.NewToolResultError(fmt.Sprintf("could not run the command: %v", err)), nil // want `tool pods_exec passes text interpolating an error from \(k8s.io/client-go/tools/remotecommand.Executor\).StreamWithContext to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(out.String()), nil
	})
}
