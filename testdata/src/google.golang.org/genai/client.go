package genai

import "context"

// Client (client.go:30).
type Client struct {
	Models *Models
}

// Models (models.go:20).
type Models struct{}

// GenerateContentConfig (types.go:3000).
type GenerateContentConfig struct{}

// Candidate (types.go:4000).
type Candidate struct {
	Content *Content `json:"content,omitempty"`
}

// GenerateContentResponse (types.go:4200).
type GenerateContentResponse struct {
	Candidates []*Candidate `json:"candidates,omitempty"`
}

// FunctionCalls returns the function calls of the first candidate
// (types.go:4300).
func (r *GenerateContentResponse) FunctionCalls() []*FunctionCall { return nil }

// GenerateContent sends one request and returns the model's reply
// (models.go:5000).
func (m Models) GenerateContent(ctx context.Context, model string, contents []*Content, config *GenerateContentConfig) (*GenerateContentResponse, error) {
	return &GenerateContentResponse{}, nil
}
