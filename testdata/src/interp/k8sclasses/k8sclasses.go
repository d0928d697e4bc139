// Package k8sclasses shows a Kubernetes client's errors, wrapped by the
// module's helpers, shown to the model. Where the API's status is still
// in the error's chain (%w), the fix tests it with the apimachinery
// predicates before the bounded sentence; where a helper kept only its
// words (%v), no predicate can find it, and the fix says the bounded
// sentence alone.
package k8sclasses

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"k8s.io/client-go/dynamic"

	"interp/k8sclasses/ops"
)

func Register(s *server.MCPServer, c dynamic.Interface) {
	s.AddTool(mcp.NewTool("get_config_map"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		data, err := ops.Get(ctx, c, req.GetString("namespace", ""), req.GetString("name", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `tool get_config_map passes text interpolating an error from \(k8s.io/client-go/dynamic.ResourceInterface\).Get to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(data), nil
	})
	s.AddTool(mcp.NewTool("describe_config_map"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		out, err := ops.Describe(ctx, c, req.GetString("namespace", ""), req.GetString("name", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `tool describe_config_map passes text interpolating an error from \(k8s.io/client-go/dynamic.ResourceInterface\).Get to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(out), nil
	})
}
