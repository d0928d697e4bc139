// Package foxyargs reads a foxy-contexts tool's arguments through the
// framework's checked input (an interface whose methods read an
// argument by name): a failure of the call given them names them.
package foxyargs

import (
	"context"
	"fmt"

	"example.com/podlogs"
	"github.com/strowk/foxy-contexts/pkg/fxctx"
	"github.com/strowk/foxy-contexts/pkg/mcp"
	"github.com/strowk/foxy-contexts/pkg/toolinput"
)

func ptr[T any](v T) *T { return &v }

func failure(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{IsError: ptr(true), Content: []interface{}{mcp.TextContent{Type: "text", Text: text}}}
}

func NewPodStatusTool(c *podlogs.Client) fxctx.Tool {
	schema := toolinput.NewToolInputSchema(toolinput.WithRequiredString("pod", "the pod's name"))
	return fxctx.NewTool(
		&mcp.Tool{Name: "pod-status", InputSchema: schema.GetMcpToolInputSchema()},
		func(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
			input, err := schema.Validate(args)
			if err != nil {
				return failure("invalid input. Not transient; correct the arguments.")
			}
			pod, err := input.String("pod")
			if err != nil {
				return failure("pod is required. Not transient; set pod.")
			}
			phase, err := c.Status(ctx, pod)
			if err != nil {
				return failure(fmt.Sprintf("failed to read the pod's status: %v", err)) // want `tool pod-status puts text interpolating an error from \(\*example.com/podlogs.Client\).Status`
			}
			return &mcp.CallToolResult{IsError: ptr(false), Content: []interface{}{mcp.TextContent{Type: "text", Text: phase}}}
		},
	)
}
