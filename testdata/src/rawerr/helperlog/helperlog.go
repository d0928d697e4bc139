// Package helperlog logs through klogutil, the module's helper over
// klog, and imports no logger itself: the fix logs with klog, where the
// module's logs go, not with the standard log.
package helperlog

import (
	"context"
	"os"

	"example.com/pods/klogutil"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read_pod_spec"), readPodSpec)
}

func readPodSpec(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	klogutil.Warn("reading pod spec", "name", req.GetString("name", ""))
	b, err := os.ReadFile("/srv/pods/" + req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool read_pod_spec passes the text of an error from os.ReadFile to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(string(b)), nil
}
