package openai

// ToolOutput (run.go:159).
type ToolOutput struct {
	ToolCallID string `json:"tool_call_id"`
	Output     any    `json:"output"`
}
