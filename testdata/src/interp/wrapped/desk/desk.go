// Package desk is the ticket desk's client. Its methods return errors
// of their own words on some paths (what the desk did not find) and
// wrap the HTTP client's errors on others.
package desk

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
)

type Client struct {
	Base  string
	Queue string
}

func (c *Client) get(ctx context.Context, path string) (*http.Response, error) {
	r, err := http.NewRequestWithContext(ctx, http.MethodGet, c.Base+path, nil)
	if err != nil {
		return nil, err
	}
	return http.DefaultClient.Do(r)
}

// Ticket is called by the tools alone: the fix drops the HTTP error
// from its wrap, logs it, and keeps its words.
func (c *Client) Ticket(ctx context.Context, id string) (string, error) {
	resp, err := c.get(ctx, "/tickets/"+id)
	if err != nil {
		return "", fmt.Errorf("could not fetch ticket %q: %w", id, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		return "", fmt.Errorf("ticket %q not found in queue %q", id, c.Queue)
	}
	return "open", nil
}

// Assignee logs the error before wrapping it: the fix adds no second
// log line.
func (c *Client) Assignee(ctx context.Context, id string) (string, error) {
	resp, err := c.get(ctx, "/tickets/"+id+"/assignee")
	if err != nil {
		slog.Warn("assignee lookup failed", "id", id, "error", err)
		return "", fmt.Errorf("could not look up the assignee: %v", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		return "", fmt.Errorf("ticket %q has no assignee", id)
	}
	return "ada", nil
}

// Queues is also called by the command line (package cli), whose
// output must keep the HTTP error: no fix changes it.
func (c *Client) Queues(ctx context.Context) (string, error) {
	resp, err := c.get(ctx, "/queues")
	if err != nil {
		return "", fmt.Errorf("could not list queues: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusForbidden {
		return "", fmt.Errorf("queue %q is not visible to this account", c.Queue)
	}
	return "triage", nil
}

// Stats is also called by the command line, and its own words say no
// more than that the call failed: where the fix of the helper is
// refused, the fix at the tool stands.
func (c *Client) Stats(ctx context.Context) (string, error) {
	resp, err := c.get(ctx, "/stats")
	if err != nil {
		return "", fmt.Errorf("could not read stats: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("unexpected status %d", resp.StatusCode)
	}
	return "12 open", nil
}

// Health wraps a failure to reach the desk, which the evidence decides
// (transient): the words the fix keeps say so, since it holds for every
// tool calling it.
func (c *Client) Health(ctx context.Context) (string, error) {
	resp, err := http.Get(c.Base + "/health")
	if err != nil {
		return "", fmt.Errorf("could not reach the desk: %w", err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return "", fmt.Errorf("the desk reports itself unhealthy")
	}
	return "healthy", nil
}
