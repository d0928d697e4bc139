// Package helperlogrus forms its tools' errors in a helper of a file that
// logs with logrus: the fix logs the error it stops showing there too.
package helperlogrus

import (
	"context"
	"fmt"
	"os"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
	log "github.com/sirupsen/logrus"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("read_notes"), readNotes)
}

func toolErrorf(format string, args ...any) *mcp.CallToolResult {
	message := fmt.Sprintf(format, args...)
	log.Errorf("tool error: %s", message)
	return mcp.NewToolResultError(message)
}

func toolError(message string, err error) *mcp.CallToolResult {
	log.WithError(err).Error(message)
	return mcp.NewToolResultError(fmt.Sprintf("%s: %v", message, err))
}

func readNotes(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	name := req.GetString("name", "")
	b, err := os.ReadFile("/srv/notes/" + name)
	if err != nil {
		return toolErrorf("reading the note %s: %v", name, err), nil // want `tool read_notes passes text interpolating an error from os.ReadFile to mcp.NewToolResultError \(formed by helperlogrus.toolErrorf\)`
	}
	if len(b) == 0 {
		return toolError("reading the note", os.ErrNotExist), nil // want `tool read_notes passes text interpolating an error from os.ErrNotExist`
	}
	return mcp.NewToolResultText(string(b)), nil
}
