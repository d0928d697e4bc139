// Package apierr builds the error results of the fixture's tools from
// the error and response of a failed upstream call: the text it forms
// holds whatever the callers pass, so each call is reported, not the
// helper.
package apierr

import (
	"context"
	"fmt"
	"log"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
)

// NewAPIErrorResponse logs err and returns a result that reports it.
func NewAPIErrorResponse(ctx context.Context, message string, resp *http.Response, err error) *mcp.CallToolResult {
	log.Printf("%s: %v", message, err)
	if resp != nil && resp.StatusCode == http.StatusTooManyRequests {
		return mcp.NewToolResultError(message + ": the service is rate limited; retry in a minute.")
	}
	return &mcp.CallToolResult{
		IsError: true,
		Content: []mcp.Content{mcp.TextContent{Type: "text", Text: fmt.Sprintf("%s: %v", message, err)}},
	}
}

// NewStatusResponse reports a failed upstream call by its status alone.
func NewStatusResponse(message string, resp *http.Response) *mcp.CallToolResult {
	return mcp.NewToolResultError(fmt.Sprintf("%s: the service answered %d; retry later.", message, resp.StatusCode))
}
