package fixes

import (
	"context"
	"fmt"
	"time"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

// RegisterWindow adds a tool whose arguments a method of their own
// checks: most of its failures are its own words naming a field, one
// wraps time.Parse's. The fix names the check that failed, not the
// parse most failures never reached.
func RegisterWindow(s *server.MCPServer) {
	s.AddTool(mcp.NewTool("mute_alerts"), muteAlerts)
}

type window struct{ Rule, Until string }

func (w window) validate() error {
	if w.Rule == "" {
		return fmt.Errorf("rule is required")
	}
	if _, err := time.Parse(time.RFC3339, w.Until); err != nil {
		return fmt.Errorf("until must be an RFC3339 time: %w", err)
	}
	return nil
}

func muteAlerts(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	w := window{Rule: req.GetString("rule", ""), Until: req.GetString("until", "")}
	if err := w.validate(); err != nil {
		return mcp.NewToolResultError(fmt.Sprintf("%v", err)), nil // want `tool mute_alerts passes text interpolating an error from time.Parse to mcp.NewToolResultError`
	}
	return mcp.NewToolResultText("muted"), nil
}
