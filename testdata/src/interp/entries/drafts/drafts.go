// Package drafts stores handlers into api.ServerTool.Handler too, but
// no package with an adapter imports it: its table reaches no model.
package drafts

import (
	"fmt"
	"os"

	"interp/entries/api"
)

// Tools is a table nothing registers.
func Tools() []api.ServerTool {
	return []api.ServerTool{{Name: "draft", Handler: draft}}
}

func draft(params api.Params) (*api.ToolCallResult, error) {
	_, err := os.ReadFile("draft.txt")
	return api.NewToolCallResult("", fmt.Errorf("draft: %w", err)), nil
}
