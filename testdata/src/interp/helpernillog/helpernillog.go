// Package helpernillog forms its tools' errors in a helper given a
// logger it checks against nil: the fix must not call that logger
// unguarded (a nil one would panic), and logs with the package's logrus
// instead.
package helpernillog

import (
	"context"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	log "github.com/sirupsen/logrus"
)

func Register(s *server.MCPServer, logger *log.Logger) {
	s.AddTool(mcp.NewTool("read_notes"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		b, err := os.ReadFile("/srv/notes/" + req.GetString("name", ""))
		if err != nil {
			return toolError(logger, "reading the note", err) // want `tool read_notes passes text interpolating an error from os.ReadFile to mcp.NewToolResultError \(formed by helpernillog.toolError\)`
		}
		return mcp.NewToolResultText(string(b)), nil
	})
}

func toolError(logger *log.Logger, message string, err error) (*mcp.CallToolResult, error) {
	full := message
	if err != nil {
		full = fmt.Sprintf("%s: %v", message, err)
	}
	if logger != nil {
		logger.Error("tool error: ", full)
	}
	return mcp.NewToolResultError(full), nil
}
