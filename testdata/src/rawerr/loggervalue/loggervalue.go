// Package loggervalue hands its handlers a logger: the fix logs the
// error it stops showing with that value, a parameter where the function
// has one, else its receiver's field, rather than the package-level
// logger of the same library, which the module does not configure.
package loggervalue

import (
	"context"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	"github.com/sirupsen/logrus"
)

func Register(s *server.MCPServer, logger *logrus.Logger) {
	s.AddTool(mcp.NewTool("read_policy"), readPolicy(logger))
	h := &handlers{log: logger.WithField("component", "tools")}
	s.AddTool(mcp.NewTool("read_rule"), h.readRule)
}

// readPolicy logs through the logger its constructor is given.
func readPolicy(logger *logrus.Logger) server.ToolHandlerFunc {
	return func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		b, err := os.ReadFile("/etc/policies/" + req.GetString("name", ""))
		if err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `tool read_policy passes the text of an error from os.ReadFile to mcp.NewToolResultError`
		}
		return mcp.NewToolResultText(string(b)), nil
	}
}

type handlers struct {
	log *logrus.Entry
}

// readRule logs through its receiver's entry.
func (h *handlers) readRule(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	b, err := os.ReadFile("/etc/rules/" + req.GetString("name", ""))
	if err != nil {
		return mcp.NewToolResultError(err.Error()), nil // want `tool read_rule passes the text of an error from os.ReadFile to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText(string(b)), nil
}
