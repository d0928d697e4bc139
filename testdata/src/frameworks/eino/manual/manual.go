// Package manual builds eino tool messages by hand.
package manual

import (
	"context"
	"os/exec"

	"github.com/cloudwego/eino/schema"
)

// Run answers one tool call.
func Run(ctx context.Context, id, command string) *schema.Message {
	out, err := exec.CommandContext(ctx, "sh", "-c", command).Output()
	if err != nil {
		return schema.ToolMessage(err.Error(), id, schema.WithToolName("run")) // want `rawerr: this tool result passes the text of an error from \(\*os/exec.Cmd\).Output to schema.ToolMessage`
	}
	return schema.ToolMessage(string(out), id)
}
