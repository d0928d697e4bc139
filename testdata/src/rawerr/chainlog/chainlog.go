// Package chainlog logs its errors with logrus before showing them: the
// fix stops showing the error and adds no second log line, since the
// entry built by the chain before the return holds the error already.
package chainlog

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	log "github.com/sirupsen/logrus"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read_policy"), readPolicy)
}

func readPolicy(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile("/etc/policies/" + req.GetString("name", ""))
	if err != nil {
		log.WithError(err).WithField("tool", "read_policy").Error("reading the policy")
		return mcp.NewToolResultError(err.Error()), nil // want `tool read_policy passes the text of an error from os.ReadFile to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(string(b)), nil
}
