// Package upstream is the HTTP client helper of the fixture module: it
// fetches JSON documents from the services the tools wrap.
package upstream

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
)

// Client calls one upstream service.
type Client struct {
	HTTP *http.Client
	Base string
}

// Get fetches path and returns the response body. An answer other than
// 2xx becomes an error that carries the body, so callers see what the
// service said.
func Get(ctx context.Context, c *http.Client, url string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	resp, err := c.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode/100 != 2 {
		return nil, fmt.Errorf("upstream: %s", body)
	}
	return body, nil
}

// StatusError reports a non-2xx answer by its status alone.
type StatusError struct {
	Code int
}

func (e *StatusError) Error() string {
	return fmt.Sprintf("the service answered HTTP %d", e.Code)
}

// GetJSON fetches path into v. An answer other than 2xx is reported by
// its status code; the body is read only on success.
func (c *Client) GetJSON(ctx context.Context, path string, v any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.Base+path, nil)
	if err != nil {
		return err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		return &StatusError{Code: resp.StatusCode}
	}
	return json.NewDecoder(resp.Body).Decode(v)
}

// APIError is a non-2xx answer with what the service said.
type APIError struct {
	Code int
	Body string
}

func (e *APIError) Error() string {
	return fmt.Sprintf("HTTP %d: %s", e.Code, e.Body)
}

// Check turns a non-2xx response into an *APIError holding its body.
func Check(resp *http.Response) error {
	if resp.StatusCode/100 == 2 {
		return nil
	}
	body, _ := io.ReadAll(io.LimitReader(resp.Body, 4<<10))
	return &APIError{Code: resp.StatusCode, Body: string(body)}
}
