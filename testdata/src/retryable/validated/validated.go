// Package validated checks its tools' arguments with the input schema
// of its framework: the schema's error on the arguments says they are
// wrong, so a retry with the same ones fails the same way. The schema's
// error on something else (a setting) decides nothing.
package validated

import (
	"context"
	"os"

	"github.com/strowk/foxy-contexts/pkg/fxctx"
	"github.com/strowk/foxy-contexts/pkg/mcp"
	"github.com/strowk/foxy-contexts/pkg/toolinput"
)

func ptr[T any](v T) *T { return &v }

// errResponse is the module's helper for failures.
func errResponse(err error) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		IsError: ptr(true),
		Content: []interface{}{mcp.TextContent{Type: "text", Text: err.Error()}},
	}
}

func ok(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		IsError: ptr(false),
		Content: []interface{}{mcp.TextContent{Type: "text", Text: text}},
	}
}

// NewScaleTool validates the arguments it is called with.
func NewScaleTool(schema toolinput.ToolInputSchema) fxctx.Tool {
	return fxctx.NewTool(
		&mcp.Tool{Name: "scale-deployment"},
		func(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
			input, err := schema.Validate(args)
			if err != nil {
				return errResponse(err) // want `tool scale-deployment puts the error .* with no retry decision: say "Not transient" \(the code shows the tool's input not parsing\)`
			}
			return ok(input.StringOr("name", ""))
		},
	)
}

// NewDefaultsTool validates defaults read from the environment, not the
// call's arguments.
func NewDefaultsTool(schema toolinput.ToolInputSchema) fxctx.Tool {
	return fxctx.NewTool(
		&mcp.Tool{Name: "check-defaults"},
		func(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
			_, err := schema.Validate(map[string]interface{}{"name": os.Getenv("DEFAULT_NAME")})
			if err != nil {
				return errResponse(err) // want `tool check-defaults puts the error .* with no retry decision: say whether a retry can help`
			}
			return ok("defaults hold")
		},
	)
}
