// Package usenumber decodes a document with UseNumber: its numbers are
// json.Number values, so the json.Number case runs and its Int64 fails
// on a number too large for an int64.
package usenumber

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"

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

// NewSumTool sums the numbers of a JSON document given as a string.
func NewSumTool() fxctx.Tool {
	return fxctx.NewTool(&mcp.Tool{Name: "sum"}, func(ctx context.Context, args map[string]interface{}) *mcp.CallToolResult {
		doc, _ := args["doc"].(string)
		dec := json.NewDecoder(strings.NewReader(doc))
		dec.UseNumber()
		var nums map[string]any
		if err := dec.Decode(&nums); err != nil {
			return failure("doc must be a JSON object. Not transient: fix the argument")
		}
		var total int64
		for _, v := range nums {
			if n, ok := v.(json.Number); ok {
				i, err := n.Int64()
				if err != nil {
					return failure(fmt.Sprintf("bad number: %v", err)) // want `tool sum puts text interpolating an error from \(encoding/json.Number\).Int64`
				}
				total += i
			}
		}
		return &mcp.CallToolResult{Content: []interface{}{mcp.TextContent{Type: "text", Text: fmt.Sprint(total)}}}
	})
}
