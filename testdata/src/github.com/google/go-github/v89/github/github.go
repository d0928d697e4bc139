// Package github is a stub of go-github: its services decode their
// first result from the API's JSON response, and a failed answer is an
// *ErrorResponse, or a rate-limit error, as CheckResponse makes them.
package github

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

// ErrorResponse is the API's answer to a request that failed.
type ErrorResponse struct {
	Response *http.Response
	Message  string `json:"message"`
}

func (r *ErrorResponse) Error() string {
	return fmt.Sprintf("%v %v", r.Response.StatusCode, r.Message)
}

// RateLimitError is a 403 or 429 answer that says the rate limit was
// reached.
type RateLimitError struct {
	Response *http.Response
	Message  string `json:"message"`
}

func (r *RateLimitError) Error() string { return r.Message }

// AbuseRateLimitError is a 403 or 429 answer of the secondary rate
// limit.
type AbuseRateLimitError struct {
	Response   *http.Response
	Message    string `json:"message"`
	RetryAfter *time.Duration
}

func (r *AbuseRateLimitError) Error() string { return r.Message }

// Timestamp embeds time.Time, and with it a MarshalJSON that can fail.
type Timestamp struct{ time.Time }

type Repository struct {
	Name      *string    `json:"name,omitempty"`
	CreatedAt *Timestamp `json:"created_at,omitempty"`
}

type Response struct{ *http.Response }

type Client struct {
	client       *http.Client
	Repositories *RepositoriesService
}

type RepositoriesService struct{ client *Client }

func (s *RepositoriesService) Get(ctx context.Context, owner, repo string) (*Repository, *Response, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://api.github.com/repos/"+owner+"/"+repo, nil)
	if err != nil {
		return nil, nil, err
	}
	resp, err := s.client.client.Do(req)
	if err != nil {
		return nil, nil, err
	}
	defer resp.Body.Close()
	r := new(Repository)
	return r, &Response{resp}, json.NewDecoder(resp.Body).Decode(r)
}

// CreateFork forks the repository owner/repo.
func (s *RepositoriesService) CreateFork(ctx context.Context, owner, repo string) (*Repository, *Response, error) {
	return s.Get(ctx, owner, repo)
}

func (s *RepositoriesService) GetByID(ctx context.Context, id int64) (*Repository, *Response, error) {
	return s.Get(ctx, "", "")
}

// NewRequest builds a request to the API path urlStr.
func (c *Client) NewRequest(ctx context.Context, method, urlStr string, body any) (*http.Request, error) {
	return http.NewRequestWithContext(ctx, method, "https://api.github.com/"+urlStr, nil)
}

// Do sends req and decodes the JSON response into v.
func (c *Client) Do(req *http.Request, v any) (*Response, error) {
	resp, err := c.client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	return &Response{resp}, json.NewDecoder(resp.Body).Decode(v)
}
