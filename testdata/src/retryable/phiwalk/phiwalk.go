// Package phiwalk reads the tool's input through a loop whose switch
// rewrites one variable in every case: the walk from the check back to
// the argument meets each of the loop's values once, where a walk of
// every path through them would take exponential time.
package phiwalk

import (
	"context"
	"fmt"
	"strings"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func Register(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("classify"), func(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		if err := classify(req.GetString("kind", ""), 3); err != nil {
			return mcp.NewToolResultError(err.Error()), nil // want `tool classify passes the error "kind longer than …" to mcp.NewToolResultError with no retry decision: say "Not transient"`
		}
		return mcp.NewToolResultText("ok"), nil
	})
}

func classify(kind string, limit int) error {
	for i := 0; i < limit; i++ {
		switch kind[:1] {
		case "a":
			kind = strings.TrimSpace(kind)
		case "b":
			kind = strings.TrimSpace(kind)
		case "c":
			kind = strings.TrimSpace(kind)
		case "d":
			kind = strings.TrimSpace(kind)
		case "e":
			kind = strings.TrimSpace(kind)
		case "f":
			kind = strings.TrimSpace(kind)
		case "g":
			kind = strings.TrimSpace(kind)
		case "h":
			kind = strings.TrimSpace(kind)
		case "i":
			kind = strings.TrimSpace(kind)
		case "j":
			kind = strings.TrimSpace(kind)
		case "k":
			kind = strings.TrimSpace(kind)
		case "l":
			kind = strings.TrimSpace(kind)
		case "m":
			kind = strings.TrimSpace(kind)
		case "n":
			kind = strings.TrimSpace(kind)
		case "o":
			kind = strings.TrimSpace(kind)
		case "p":
			kind = strings.TrimSpace(kind)
		case "q":
			kind = strings.TrimSpace(kind)
		case "r":
			kind = strings.TrimSpace(kind)
		case "s":
			kind = strings.TrimSpace(kind)
		case "t":
			kind = strings.TrimSpace(kind)
		case "u":
			kind = strings.TrimSpace(kind)
		case "v":
			kind = strings.TrimSpace(kind)
		case "w":
			kind = strings.TrimSpace(kind)
		case "x":
			kind = strings.TrimSpace(kind)
		case "y":
			kind = strings.TrimSpace(kind)
		case "z":
			kind = strings.TrimSpace(kind)
		}
		switch kind[1:2] {
		case "a":
			kind = strings.TrimSpace(kind)
		case "b":
			kind = strings.TrimSpace(kind)
		case "c":
			kind = strings.TrimSpace(kind)
		case "d":
			kind = strings.TrimSpace(kind)
		case "e":
			kind = strings.TrimSpace(kind)
		case "f":
			kind = strings.TrimSpace(kind)
		case "g":
			kind = strings.TrimSpace(kind)
		case "h":
			kind = strings.TrimSpace(kind)
		case "i":
			kind = strings.TrimSpace(kind)
		case "j":
			kind = strings.TrimSpace(kind)
		case "k":
			kind = strings.TrimSpace(kind)
		case "l":
			kind = strings.TrimSpace(kind)
		case "m":
			kind = strings.TrimSpace(kind)
		case "n":
			kind = strings.TrimSpace(kind)
		case "o":
			kind = strings.TrimSpace(kind)
		case "p":
			kind = strings.TrimSpace(kind)
		case "q":
			kind = strings.TrimSpace(kind)
		case "r":
			kind = strings.TrimSpace(kind)
		case "s":
			kind = strings.TrimSpace(kind)
		case "t":
			kind = strings.TrimSpace(kind)
		case "u":
			kind = strings.TrimSpace(kind)
		case "v":
			kind = strings.TrimSpace(kind)
		case "w":
			kind = strings.TrimSpace(kind)
		case "x":
			kind = strings.TrimSpace(kind)
		case "y":
			kind = strings.TrimSpace(kind)
		case "z":
			kind = strings.TrimSpace(kind)
		}
		if len(kind) > 40 {
			return fmt.Errorf("kind longer than %d", 40)
		}
	}
	return nil
}
