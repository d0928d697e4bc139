// Package chosenaddress fetches pages. Where the model chose the
// address, a failure to reach it may be the address's fault, the same
// on every call, or the site's, gone on the next: nothing decides, and
// the fix names the argument to check before its one retry. Where the
// module chose the host, a failure to reach it is transient.
package chosenaddress

import (
	"context"
	"net/http"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("fetch_url"), fetchURL)
	s.AddTool(mcp.NewTool("fetch_status"), fetchStatus)
}

func fetchURL(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	args, ok := request.Params.Arguments.(map[string]interface{})
	if !ok {
		return mcp.NewToolResultError("arguments must be an object"), nil
	}
	url, ok := args["url"].(string)
	if !ok {
		return mcp.NewToolResultError("url must be a string"), nil
	}
	resp, err := http.Get(url)
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool fetch_url passes the text of an error from net/http.Get to mcp.NewToolResultError: it leaks internals, decides no retry; log it, return the module's sentence$`
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}

func fetchStatus(ctx context.Context, request mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	resp, err := http.Get("https://status.example.com/" + request.GetString("service", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool fetch_status passes the text of an error from net/http.Get to mcp.NewToolResultError: .*the code shows a failure to reach net/http.Get: transient`
	}
	defer resp.Body.Close()
	return mcp.NewToolResultText(resp.Status), nil
}
