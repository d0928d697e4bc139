// Package legacy is a hand-written client of the same API, generated
// against no runtime: its errors are its own, of no class.
package legacy

import (
	"context"
	"errors"
	"net/http"
)

// Client asks the pet store.
type Client struct{ HTTP *http.Client }

// GetPet returns the pet of id.
func (c *Client) GetPet(ctx context.Context, id string) (string, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, "https://pets.example/"+id, nil)
	if err != nil {
		return "", err
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return "", errors.New(resp.Status)
	}
	return id, nil
}
