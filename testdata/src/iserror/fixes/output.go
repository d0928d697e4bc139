package fixes

import (
	"bytes"
	"context"
	"os/exec"

	"github.com/mark3labs/mcp-go/mcp"
	"github.com/mark3labs/mcp-go/server"
)

func RegisterGit(s *server.MCPServer) { s.AddTool(mcp.NewTool("git_log"), gitLog) }

// The words decide, but a command's output is in the text: marked as an
// error, the result would be reported by traceback on the next run, so
// no fix is offered (the text needs rewriting first).
func gitLog(ctx context.Context, req mcp.CallToolRequest) (*mcp.CallToolResult, error) {
	var stderr bytes.Buffer
	cmd := exec.CommandContext(ctx, "git", "log", "-1")
	cmd.Stderr = &stderr
	if err := cmd.Run(); err != nil {
		return mcp.NewToolResultText("git log failed: " + stderr.String() + ". Not transient; check the repository."), nil // want `tool git_log passes text that reports a failure to mcp.NewToolResultText`
	}
	return mcp.NewToolResultText("ok"), nil
}
