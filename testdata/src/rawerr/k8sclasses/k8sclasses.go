// Package k8sclasses shows a Kubernetes client's error shown to the
// model as it is. The API's status says whether retrying can help: a
// resource that does not exist will not exist on the next call, and a
// refusal is the user's to settle. The fix tests both with the
// apimachinery predicates, imported as apierrors (the standard errors
// may be needed beside them), before the bounded sentence.
package k8sclasses

import (
	"context"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"k8s.io/client-go/dynamic"
)

func Register(s *server.MCPServer, c dynamic.Interface) {
	s.AddTool(mcp.NewTool("delete_config_map"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := c.Resource("configmaps").Namespace(req.GetString("namespace", "")).Delete(ctx, req.GetString("name", "")); err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `tool delete_config_map passes the text of an error from \(k8s.io/client-go/dynamic.ResourceInterface\).Delete to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText("deleted"), nil
	})
}
