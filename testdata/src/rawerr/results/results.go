// Package results holds the module's shared tool-result constructors.
package results

import "github.com/mark3labs/mcp-go/mcp"

// Failure is an error result with the given text.
func Failure(text string) *mcp.CallToolResult {
	return mcp.NewToolResultError(text)
}

// Unavailable is an error result for a dependency that is down.
func Unavailable(what string) *mcp.CallToolResult {
	return mcp.NewToolResultError(what + " is unavailable. Transient; retry in a minute.")
}
