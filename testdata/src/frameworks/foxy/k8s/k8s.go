// Package k8s registers foxy-contexts tools. A callback returns only a
// result: each failure is told in its text, flagged by IsError.
package k8s

import (
	"context"
	"errors"
	"fmt"
	"log"
	"os"

	"github.com/strowk/foxy-contexts/pkg/fxctx"
	"github.com/strowk/foxy-contexts/pkg/mcp"
	"github.com/strowk/foxy-contexts/pkg/toolinput"
)

// ptr returns a pointer to v, as projects write it for *bool fields.
func ptr[T any](v T) *T { return &v }

// errResponse is the module's helper for failures.
func errResponse(err error) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		IsError: ptr(true),
		Content: []interface{}{mcp.TextContent{Type: "text", Text: err.Error()}},
	}
}

// failure writes the module's own words.
func failure(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		IsError: ptr(true),
		Content: []interface{}{mcp.TextContent{Type: "text", Text: text}},
	}
}

func ok(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		IsError: ptr(false),
		Content: []interface{}{mcp.TextContent{Type: "text", Text: text}},
	}
}

// NewReadConfigTool reads a file of the server's configuration.
func NewReadConfigTool() fxctx.Tool {
	return fxctx.NewTool(
		&mcp.Tool{Name: "read-config"},
		func(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
			name, _ := args["name"].(string)
			if name == "" {
				return failure("name is required") // want `retryable: tool read-config puts the error "name is required" in mcp.TextContent.Text \(formed by k8s.failure\) with no retry decision`
			}
			b, err := os.ReadFile("/etc/app/" + name)
			if err != nil {
				return errResponse(err) // want `rawerr: tool read-config puts the text of an error from os.ReadFile in mcp.TextContent.Text`
			}
			if len(b) == 0 {
				return failure(fmt.Sprintf("reading %s failed: %v", name, errors.New("empty"))) // want `retryable: tool read-config puts the error "reading … failed: empty" in mcp.TextContent.Text \(formed by k8s.failure\) with no retry decision`
			}
			return ok(string(b))
		},
	)
}

// statTool implements fxctx.Tool itself.
type statTool struct{}

func (statTool) GetMcpTool() *mcp.Tool { return &mcp.Tool{Name: "stat-config"} }

func (statTool) Callback(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
	fi, err := os.Stat("/etc/app")
	if err != nil {
		return &mcp.CallToolResult{
			IsError: ptr(true),
			Content: []interface{}{mcp.TextContent{Type: "text", Text: "stat failed: " + err.Error()}}, // want `interp: tool stat-config puts text interpolating an error from os.Stat in mcp.TextContent.Text`
		}
	}
	if !fi.IsDir() {
		return failure("the configuration directory is missing. Not transient; tell the user the tool is not configured.")
	}
	if _, err := os.ReadDir("/etc/app"); err != nil {
		log.Printf("stat-config: %v", err)
		return ok("could not list the configuration directory") // want `iserror: tool stat-config`
	}
	return ok(fi.Name())
}

var _ fxctx.Tool = statTool{}

// NewGetPodTool checks its arguments with the framework's schema, whose
// errors speak of the argument in the framework's words: not foreign
// text, and never transient, but still no retry decision.
func NewGetPodTool() fxctx.Tool {
	schema := toolinput.NewToolInputSchema(toolinput.WithRequiredString("name", "the pod's name"))
	return fxctx.NewTool(
		&mcp.Tool{Name: "get-pod", InputSchema: schema.GetMcpToolInputSchema()},
		func(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
			input, err := schema.Validate(args)
			if err != nil {
				return errResponse(err) // want `retryable: tool get-pod puts the error "unknown, missing required or unparsable property …" in mcp.TextContent.Text \(formed by k8s.errResponse\) with no retry decision`
			}
			name, err := input.String("name")
			if err != nil {
				return errResponse(err) // the schema requires name: whether this can fail is the schema's to say
			}
			return ok("pod " + name + " is running")
		},
	)
}
