// Package workspaces is the module's layer over go-tfe: it wraps the
// client's error with %w, so its sentinel stays in the chain.
package workspaces

import (
	"context"
	"fmt"

	tfe "github.com/hashicorp/go-tfe"
)

// Reader reads workspaces.
type Reader struct{ Client *tfe.Client }

// ID returns a workspace's ID.
func (r *Reader) ID(ctx context.Context, org, name string) (string, error) {
	w, err := r.Client.Workspaces.Read(ctx, org, name)
	if err != nil {
		return "", fmt.Errorf("reading workspace %s/%s: %w", org, name, err)
	}
	return w.ID, nil
}
