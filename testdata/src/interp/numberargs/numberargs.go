// Package numberargs reads numbers from the arguments foxy-contexts hands
// its callbacks. The framework decodes them with encoding/json and no
// UseNumber, so they hold float64s and never a json.Number: a case for
// json.Number is dead there, and the error of its Int64 is no source.
// A map the module fills with json.Number values itself is another
// matter.
package numberargs

import (
	"context"
	"encoding/json"
	"fmt"

	"github.com/strowk/foxy-contexts/pkg/fxctx"
	"github.com/strowk/foxy-contexts/pkg/mcp"
)

func ptr[T any](v T) *T { return &v }

func failure(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{
		IsError: ptr(true),
		Content: []interface{}{mcp.TextContent{Type: "text", Text: text}},
	}
}

func answer(text string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []interface{}{mcp.TextContent{Type: "text", Text: text}}}
}

// count reads an integer argument whichever way it was decoded.
func count(args map[string]any, key string) (int, error) {
	switch n := args[key].(type) {
	case float64:
		return int(n), nil
	case json.Number:
		i, err := n.Int64()
		return int(i), err
	}
	return 0, fmt.Errorf("%s must be a number. Not transient: fix the argument", key)
}

// NewPageTool reads its numbers from the framework's arguments.
func NewPageTool() fxctx.Tool {
	return fxctx.NewTool(&mcp.Tool{Name: "page"}, func(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
		size, err := count(args, "size")
		if err != nil {
			return failure(fmt.Sprintf("bad size: %v", err))
		}
		if v, ok := args["offset"]; ok {
			if n, ok := v.(json.Number); ok {
				off, err := n.Int64()
				if err != nil {
					return failure(fmt.Sprintf("bad offset: %v", err))
				}
				size += int(off)
			}
		}
		return answer(fmt.Sprint(size))
	})
}

// NewScaleTool puts the text of an argument into a json.Number of its
// own, which may be no number at all.
func NewScaleTool() fxctx.Tool {
	return fxctx.NewTool(&mcp.Tool{Name: "scale"}, func(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
		text, _ := args["factor"].(string)
		factor, err := count(map[string]any{"factor": json.Number(text)}, "factor")
		if err != nil {
			return failure(fmt.Sprintf("bad factor: %v", err)) // want `tool scale puts text interpolating an error from \(encoding/json.Number\).Int64`
		}
		return answer(fmt.Sprint(factor * 2))
	})
}
