// Package klogfix serves a tool from a file that logs with klog: the
// fix logs the error it stops showing with klog too, not the standard
// log package.
package klogfix

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"k8s.io/klog/v2"
)

func Register(s *server.MCPServer) {
	klog.Infof("registering the manifest tools")
	s.AddTool(mcp.NewTool("read_manifest"), readManifest)
}

func readManifest(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile("/etc/manifests/" + req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool read_manifest passes the text of an error from os.ReadFile to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(string(b)), nil
}
