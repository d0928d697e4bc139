// Package helperlib builds tool results for the handlers of package
// helpers, as a module's own helpers do.
package helperlib

import "github.com/mark3labs/mcp-go/mcp"

// Text builds a result holding msg, not marked as an error.
func Text(msg string) *mcp.CallToolResult {
	return &mcp.CallToolResult{Content: []mcp.Content{mcp.TextContent{Type: "text", Text: msg}}}
}
