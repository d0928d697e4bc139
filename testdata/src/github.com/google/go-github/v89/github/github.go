// Package github is a stub of go-github: its services decode their
// first result from the API's JSON response.
package github

import (
	"context"
	"encoding/json"
	"net/http"
	"time"
)

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
