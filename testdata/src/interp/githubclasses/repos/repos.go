// Package repos is the module's own layer over go-github: it wraps the
// API's errors with %w, which keeps them in the chain, or with %v,
// which keeps only their words.
package repos

import (
	"context"
	"fmt"

	"github.com/google/go-github/v89/github"
)

// Name returns the name of the repository owner/repo.
func Name(ctx context.Context, c *github.Client, owner, repo string) (string, error) {
	r, _, err := c.Repositories.Get(ctx, owner, repo)
	if err != nil {
		return "", fmt.Errorf("getting repository: %w", err)
	}
	return *r.Name, nil
}

// Describe says what the repository owner/repo is.
func Describe(ctx context.Context, c *github.Client, owner, repo string) (string, error) {
	r, _, err := c.Repositories.Get(ctx, owner, repo)
	if err != nil {
		return "", fmt.Errorf("describing repository: %v", err)
	}
	return *r.Name, nil
}
