// Package tracker is a client for the issue tracker's REST API.
package tracker

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
)

// ErrClosed is this module's wording.
var ErrClosed = errors.New("the issue is closed")

type Client struct {
	base string
	http *http.Client
}

type Issue struct {
	ID     int    `json:"id"`
	Title  string `json:"title"`
	State  string `json:"state"`
	Labels []string
}

// Issue wraps whatever fails with %w: callers get the module's words
// followed by the foreign error's text.
func (c *Client) Issue(ctx context.Context, id int) (*Issue, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/issues/"+strconv.Itoa(id), nil)
	if err != nil {
		return nil, fmt.Errorf("build request for issue %d: %w", id, err)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, fmt.Errorf("get issue %d: %w", id, err)
	}
	defer resp.Body.Close()
	var is Issue
	if err := json.NewDecoder(resp.Body).Decode(&is); err != nil {
		return nil, fmt.Errorf("decode issue %d: %w", id, err)
	}
	return &is, nil
}

// Close reports failures with the module's own errors only.
func (c *Client) Close(ctx context.Context, id int) error {
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/issues/"+strconv.Itoa(id)+"/close", nil)
	resp, err := c.http.Do(req)
	if err != nil {
		return errors.New("the tracker did not answer")
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusConflict {
		return fmt.Errorf("issue %d: %w", id, ErrClosed)
	}
	return nil
}
