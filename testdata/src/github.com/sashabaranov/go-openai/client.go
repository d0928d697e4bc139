package openai

import "context"

// Client (client.go:20).
type Client struct{}

// NewClient (client.go:52).
func NewClient(authToken string) *Client { return &Client{} }

// ChatCompletionRequest (chat.go:260).
type ChatCompletionRequest struct {
	Model    string                  `json:"model"`
	Messages []ChatCompletionMessage `json:"messages"`
}

// CreateChatCompletion sends one request and returns the model's reply
// (chat.go:500).
func (c *Client) CreateChatCompletion(ctx context.Context, request ChatCompletionRequest) (response ChatCompletionResponse, err error) {
	return ChatCompletionResponse{}, nil
}
