// Package message is a module's own history: the model's calls and the
// tools' results, kept apart from any SDK's types.
package message

// ToolCall is one call the model made.
type ToolCall struct {
	ID, Name, Input string
}

// ToolResult answers one call, by its id.
type ToolResult struct {
	ToolCallID string
	Content    string
	IsError    bool
}

// Message is one entry of the history.
type Message struct {
	Role    string
	Text    string
	Calls   []ToolCall
	Results []ToolResult
}
