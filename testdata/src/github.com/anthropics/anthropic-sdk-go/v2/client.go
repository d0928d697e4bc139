package anthropic

import (
	"context"
	"encoding/json"

	"github.com/anthropics/anthropic-sdk-go/v2/option"
)

// Client (client.go:18).
type Client struct {
	Messages MessageService
}

// NewClient (client.go:43).
func NewClient(opts ...option.RequestOption) (r Client) { return Client{} }

// MessageService (message.go:36).
type MessageService struct {
	Options []option.RequestOption
}

// New sends one request and returns the model's reply (message.go:60).
func (r *MessageService) New(ctx context.Context, body MessageNewParams, opts ...option.RequestOption) (res *Message, err error) {
	return &Message{}, nil
}

// Model (message.go:9600).
type Model string

// MessageNewParams (message.go:14000).
type MessageNewParams struct {
	MaxTokens int64
	Messages  []MessageParam
	Model     Model
}

// ToParam (message.go:8990).
func (r Message) ToParam() MessageParam { return MessageParam{} }

// ToolUseBlock (message.go:13800).
type ToolUseBlock struct {
	ID    string          `json:"id"`
	Input json.RawMessage `json:"input"`
	Name  string          `json:"name"`
}

// AsToolUse (message.go:6900).
func (u ContentBlockUnion) AsToolUse() (v ToolUseBlock) {
	return ToolUseBlock{ID: u.ID, Input: u.Input, Name: u.Name}
}
