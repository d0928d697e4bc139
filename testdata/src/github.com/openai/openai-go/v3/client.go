package openai

import (
	"context"

	"github.com/openai/openai-go/v3/option"
)

// Client (client.go:19).
type Client struct {
	Chat ChatService
}

// NewClient (client.go:60).
func NewClient(opts ...option.RequestOption) (r Client) { return Client{} }

// ChatService (chat.go:20).
type ChatService struct {
	Completions ChatCompletionService
}

// ChatCompletionService (chatcompletion.go:35).
type ChatCompletionService struct{}

// New sends one request and returns the model's reply (chatcompletion.go:70).
func (r *ChatCompletionService) New(ctx context.Context, body ChatCompletionNewParams, opts ...option.RequestOption) (res *ChatCompletion, err error) {
	return &ChatCompletion{}, nil
}

// ChatModel (aliases.go).
type ChatModel = string

// ChatCompletionNewParams (chatcompletion.go:3990).
type ChatCompletionNewParams struct {
	Messages []ChatCompletionMessageParamUnion
	Model    ChatModel
}

// ToParam (chatcompletion.go:2640).
func (r ChatCompletionMessage) ToParam() ChatCompletionMessageParamUnion {
	return ChatCompletionMessageParamUnion{}
}

// UserMessage (chatcompletion.go:2960).
func UserMessage[T string | []ChatCompletionContentPartTextParam](content T) ChatCompletionMessageParamUnion {
	return ChatCompletionMessageParamUnion{}
}
