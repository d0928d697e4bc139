// Package atlas stands for an issue tracker's SDK that returns, beside
// each result and error, a response struct keeping the raw body the
// service answered (the way go-atlassian's ResponseScheme does).
package atlas

import (
	"bytes"
	"context"
)

// ResponseScheme is what the service answered.
type ResponseScheme struct {
	Endpoint string
	Code     int
	Bytes    bytes.Buffer
}

// Issue is an issue.
type Issue struct{ Key string }

// Comment is a comment on an issue; its Body is what a user wrote.
type Comment struct{ Body string }

// Client calls the service.
type Client struct{}

// GetIssue reads an issue.
func (c *Client) GetIssue(ctx context.Context, key string) (*Issue, *ResponseScheme, error) {
	return &Issue{}, &ResponseScheme{}, nil
}

// GetComment reads a comment.
func (c *Client) GetComment(ctx context.Context, id string) (*Comment, *ResponseScheme, error) {
	return &Comment{}, &ResponseScheme{}, nil
}
